import { FaqPage } from '../../components/nusuk/FaqPage'
import type { FaqPageData } from '../../content/loadFaqPage'

export default function Page({ data }: { data: FaqPageData }) {
  return <FaqPage data={data} />
}
