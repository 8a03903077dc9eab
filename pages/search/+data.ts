// https://vike.dev/data
import type { PageMetaOverride } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'

// The search page may be found by search engines; its result addresses (/search/?q=…) are kept
// from crawlers by robots.txt (content/sitemap.ts), and its own words from the site search.
export function data() {
  const meta: PageMetaOverride = { siteSearch: false }
  return { text: loadCatalogue('search').page, meta }
}

export type SearchPageData = ReturnType<typeof data>
