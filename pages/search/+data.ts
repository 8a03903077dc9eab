// https://vike.dev/data
import type { PageMetaOverride } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'

// Result pages are for visitors, not for search engines (nor for the site search itself).
export function data() {
  const meta: PageMetaOverride = { noindex: true }
  return { text: loadCatalogue('search').page, meta }
}

export type SearchPageData = ReturnType<typeof data>
