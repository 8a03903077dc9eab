// https://vike.dev/data
import { loadCatalogue } from '../../scripts/content/load'

export function data() {
  const site = loadCatalogue('site')
  return { page: loadCatalogue('east-london-mosque-umrah'), phone: site.phones.hajjUmrah, site }
}

export type CommunityUmrahData = ReturnType<typeof data>
