import { InfoPage } from '../../components/nusuk/InfoPage'
import type { NusukPageData } from '../../content/server/page-data/nusuk-page'

export default function Page({ data }: { data: NusukPageData }) {
  return <InfoPage data={data} />
}
