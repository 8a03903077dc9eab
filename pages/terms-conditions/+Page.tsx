import { PolicyPage } from '../../components/policy/PolicyPage'
import type { PolicyPageData } from '../../content/policyPage'

export default function Page({ data }: { data: PolicyPageData }) {
  return <PolicyPage data={data} />
}
