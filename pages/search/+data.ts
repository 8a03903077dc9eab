// https://vike.dev/data
import type { PageMetaOverride } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'
import type { PageContextServer } from 'vike/types'

// The search page may be found by search engines; its result addresses (/search/?q=…) are kept
// from crawlers by robots.txt (content/sitemap.ts), and its own words from the site search.
export function data(pageContext: PageContextServer) {
  const meta: PageMetaOverride = { siteSearch: false }
  return { text: loadCatalogue('search', pageContext.locale).page, meta }
}

export type SearchPageData = ReturnType<typeof data>
