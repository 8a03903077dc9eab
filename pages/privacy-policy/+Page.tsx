import { PolicyPage } from '../../components/policy/PolicyPage'
import type { PolicyPageData } from '../../content/server/markdown/policy-page'

export default function Page({ data }: { data: PolicyPageData }) {
  return <PolicyPage data={data} />
}
