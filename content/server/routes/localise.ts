// Where a link on a page in another language leads: to the page's twin in that language when the
// page exists in it (data/<locale>/routes.yaml lists it), else to the English page, never to an
// address that does not exist. Server-only.
import type { Route } from '../../../schemas/types.generated'
import { isSitePath, pageHref } from './href'
import { loadCatalogue, readTranslation } from '../data/load'
import { DEFAULT_LOCALE, type Locale } from '../../browser/locale'
import { isParameterised, linkTarget, routePattern } from './routing'
import { translatedItems, translationFile } from '../language/translation'

/** The routes of data/routes.yaml that exist in `locale`: every one in English, the listed ones in another language. */
export function translatedRoutes(locale: Locale): Route[] {
  const { routes } = loadCatalogue('routes', 'en')
  if (locale === DEFAULT_LOCALE) return routes
  const translation = readTranslation(translationFile('data/routes.yaml', locale))?.data as { routes?: unknown } | null | undefined
  return translatedItems(routes, translation?.routes)
}

/** A file (a brochure, an image) is no page, even under a page's folder (/umrah/x/brochure.pdf). */
const isFile = (target: string) => /\.[A-Za-z0-9]+$/.test(target.slice(target.lastIndexOf('/') + 1))

const servedBy = (route: Route, target: string) =>
  !route.redirectTo && !isFile(target) && (route.path === target || (isParameterised(route.path) && routePattern(route.path).test(target)))

/** A page link of `locale`'s pages: `/umrah/` → `/bn/umrah/` when it has a twin, else as it is. */
type LocalHref = (href: string) => string

/** The link rewriting of `locale`, with its pages read once (a catalogue holds many links). */
export function localHrefs(locale: Locale): LocalHref {
  if (locale === DEFAULT_LOCALE) return (href) => href
  const routes = translatedRoutes(locale)
  return (href) => {
    if (!isSitePath(href) || href.startsWith('/.netlify/')) return href
    const target = linkTarget(href)
    if (!routes.some((route) => servedBy(route, target))) return href
    return `/${locale}${pageHref(href)}`
  }
}

/** `href` on a page in `locale`: its twin's address when the page exists in that language. */
export const localHref = (href: string, locale: Locale): string => localHrefs(locale)(href)

/**
 * Whether a link on a page in `locale` leads to an English page because the page is not (yet) in
 * that language: the menus say so beside it. Files, outside links and twins are not.
 */
export function isEnglishOnly(href: string, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE || !isSitePath(href) || href.startsWith(`/${locale}/`) || href.startsWith('/.netlify/')) return false
  const target = linkTarget(href)
  const isPage = loadCatalogue('routes', 'en').routes.some((route) => servedBy(route, target))
  return isPage && localHref(href, locale) === href
}

/** A copy of loaded content in `locale` with every page link leading to its twin where there is one. */
export function localiseLinks<T>(value: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return value
  const local = localHrefs(locale)
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return local(item)
    if (Array.isArray(item)) return item.map(walk)
    if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]))
    }
    return item
  }
  return walk(value) as T
}
