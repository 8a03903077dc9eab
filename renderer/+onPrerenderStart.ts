// https://vike.dev/onPrerenderStart
// Each page that exists in another language (data/<locale>/routes.yaml) is prerendered once more
// under that language's prefix (/bn/umrah/), as Vike's i18n example does; the not-found pages
// (404.html, Package Not Found) exist in every language, for the addresses under its prefix.
import type { PrerenderContext } from 'vike/types'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../content/browser/locale'
import { localHrefs } from '../content/server/routes/localise'
import { prerenderAddressesTaken } from '../content/server/routes/route-ids'

/** A page of its own folder starting with `_` (the Package Not Found page) is no route of the table. */
const isNotFoundPage = (pageContext: PrerenderContext['pageContexts'][number]) => pageContext.is404 || pageContext.urlPathname.startsWith('/_')

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  prerenderAddressesTaken()
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  const local = Object.fromEntries(others.map((locale) => [locale, localHrefs(locale)])) as Record<Locale, (href: string) => string>
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    const url = pageContext.urlOriginal
    const twins = others
      .filter((locale) => isNotFoundPage(pageContext) || local[locale](url) !== url)
      .map((locale) => ({ ...pageContext, urlOriginal: `/${locale}${url}`, urlLogical: url, locale }))
    return [{ ...pageContext, locale: DEFAULT_LOCALE }, ...twins]
  })
  return { prerenderContext: { pageContexts } }
}
