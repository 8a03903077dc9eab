// https://vike.dev/onBeforeRoute
// The page's language comes from its address (content/browser/locale.ts): every hook after this one reads
// it as pageContext.locale, and a page under a language prefix is routed as the page without it.
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '../content/browser/locale'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's pageContext is typed through its global namespace (https://vike.dev/pageContext#typescript)
  namespace Vike {
    interface PageContext {
      locale: Locale
    }
  }
}

export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, pathname } = localeOfPath(pageContext.urlParsed.pathname)
  return { pageContext: { locale, ...(locale === DEFAULT_LOCALE ? {} : { urlLogical: pathname + (pageContext.urlParsed.searchOriginal ?? '') }) } }
}
