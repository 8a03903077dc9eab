// The 404 rules of the parameterised pages, from the same routes of data/routes.yaml that give
// them their ids: an address under /umrah/ or /hajj/ (in any language) that is no package's page
// gets the Package Not Found page with status 404. Written into the built site as Netlify's
// _redirects file (read before netlify.toml's rules, so before its /bn/* catch-all); every
// prerendered page under the same folder shadows the rule (not forced). Server-only.
import { DEFAULT_LOCALE, LOCALES } from '../../browser/locale'
import { parameterisedRoutes } from './route-ids'

export const REDIRECTS_FILE = '_redirects'
/** The not-found page of an id with no page (pages/_package-not-found), in the default language. */
const NOT_FOUND_PAGE = '/_package-not-found/index.html'

interface NotFoundRule {
  from: string
  to: string
}

/** `/umrah/{packageId}` → `/umrah/*`: everything under the folder of the route's ids. */
const folderOf = (path: string) => `${path.slice(0, path.indexOf('{'))}*`

export function notFoundRules(): NotFoundRule[] {
  const folders = [...new Set(parameterisedRoutes(DEFAULT_LOCALE).map((route) => folderOf(route.path)))]
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  return [
    ...others.flatMap((locale) => folders.map((from) => ({ from: `/${locale}${from}`, to: `/${locale}${NOT_FOUND_PAGE}` }))),
    ...folders.map((from) => ({ from, to: NOT_FOUND_PAGE })),
  ]
}

export function renderNotFoundRules(rules: NotFoundRule[]): string {
  const lines = rules.map((rule) => `${rule.from}  ${rule.to}  404`)
  // visitor-words: not shown (a comment in Netlify's _redirects file)
  const heading = `# Made by the build from data/routes.yaml (content/server/routes/not-found-rules.ts): an id with no page gets Package Not Found.`
  return `${heading}\n${lines.join('\n')}\n`
}
