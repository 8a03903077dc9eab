// The addresses of the parameterised pages (/umrah/october-2025, /hajj/SSPR), from their routes'
// `ids` in data/routes.yaml and the catalogues those name: what Vike prerenders, the sitemap lists
// and the not-found rules cover. Server-only (reads data/).
import { loadCatalogue, type CatalogueName } from '../data/load'
import type { Locale } from '../../browser/locale'
import { listCatalogueNames, projectRoot } from '../data/paths'
import { fillPath, isParameterised, isRedirect, idsForRoute, type CatalogueData } from './routing'

/** The catalogues in `locale`; a name with no schema is the route table's mistake, reported by `npm run check`. */
export function cataloguesIn(locale: Locale): CatalogueData {
  return (name) => {
    if (!listCatalogueNames(projectRoot()).includes(name))
      throw new Error(`data/routes.yaml names data/${name}.yaml for a page's ids, which is not a catalogue: run npm run check`)
    return loadCatalogue(name as CatalogueName, locale)
  }
}

/** The routes with one page per id: `/umrah/{packageId}`, `/hajj/{packageId}`. */
export function parameterisedRoutes(locale: Locale) {
  return loadCatalogue('routes', locale).routes.filter((route) => !isRedirect(route) && isParameterised(route.path))
}

/** Every address of a parameterised page, in the default language's form (/umrah/october-2025). */
export function parameterisedPageUrls(locale: Locale): string[] {
  const catalogues = cataloguesIn(locale)
  return parameterisedRoutes(locale).flatMap((route) => idsForRoute(route, catalogues).map((id) => fillPath(route.path, id)))
}

// Vike calls a hook of pages/ once for every page (each page inherits it) and refuses an address
// given twice: the first call of a prerender gets every address, the others none.
let handedOut = false

/** The parameterised pages' addresses on the first call of a prerender; [] after. */
export function parameterisedPageUrlsOnce(): string[] {
  if (handedOut) return []
  handedOut = true
  return parameterisedPageUrls('en')
}

/** Called when a prerender has all its addresses (renderer/+onPrerenderStart.ts): the next one starts afresh. */
export function prerenderAddressesTaken(): void {
  handedOut = false
}
