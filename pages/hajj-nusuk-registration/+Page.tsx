import { InfoPage } from '../../components/nusuk/InfoPage'
import type { NusukPageData } from '../../components/nusuk/loadNusukPage'

export default function Page({ data }: { data: NusukPageData }) {
  return <InfoPage data={data} />
}
