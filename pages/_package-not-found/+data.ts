// https://vike.dev/data
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'

/**
 * The page netlify.toml serves, with status 404, for /umrah/<id> and /hajj/<id> addresses that
 * have no package. The `_` folder keeps it out of the route table and the sitemap; as a not-found
 * page it has no breadcrumbs and no canonical address, and noindex keeps it out of search engines
 * and the site search.
 */
export function data(pageContext: PageContextServer) {
  const content = loadCatalogue('package-not-found', pageContext.locale)
  const meta: PageMetaOverride = { title: content.title, description: content.text, notFound: true }
  return { content, meta }
}

export type PackageNotFoundData = ReturnType<typeof data>
