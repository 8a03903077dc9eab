import { FaqPage } from '../../components/nusuk/FaqPage'
import type { FaqPageData } from '../../content/server/page-data/faq-page'

export default function Page({ data }: { data: FaqPageData }) {
  return <FaqPage data={data} />
}
