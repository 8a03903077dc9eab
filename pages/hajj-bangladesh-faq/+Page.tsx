import { FaqPage } from '../../components/nusuk/FaqPage'
import type { FaqPageData } from '../../content/load-faq-page'

export default function Page({ data }: { data: FaqPageData }) {
  return <FaqPage data={data} />
}
