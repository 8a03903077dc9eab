// Which languages a page exists in, and its addresses in each: the one answer read by the <head>'s
// hreflang links (renderer/Head.tsx), sitemap.xml (content/server/routes/sitemap.ts), the header's language
// switch and links that should stay in the page's language (the search form).
//
// Every page exists in English; it exists in another language when that language's route table
// (data/bn/routes.yaml) lists its route (content/server/language/translation.ts, translatedItems). A page with
// a twin names both addresses, and the English one as x-default (what a reader of any other
// language is sent to); a page in one language only names none (Google: hreflang is for pages
// that exist in more than one language).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { loadRoutes } from '../facts/facts'
import { pageHref } from './href'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, pathInLocale, type Locale } from '../../browser/locale'
import { findRoute } from './page-meta'
import { projectRoot } from '../data/paths'
import { siteBaseUrl } from './sitemap'
import { translatedItems, translationFile } from '../language/translation'
import type { Route } from '../../../schemas/types.generated'

/** One `<link rel="alternate">`: a language's address of the page, or the x-default one. */
export interface Alternate {
  hreflang: string
  /** Absolute, in its served form (`https://…/bn/umrah/`). */
  href: string
  /** The language of the address; none for x-default. */
  locale?: Locale
}

/** og:locale wants a territory: English as written in the UK, Bengali as in Bangladesh. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', bn: 'bn_BD' }

const ROUTE_TABLE = 'data/routes.yaml'
const cache = new Map<string, { mtimeMs: number; paths: ReadonlySet<string> }>()

/**
 * The route paths (as the English table writes them, `/umrah/{packageId}`) that have a page in
 * `locale`: every route in English, those its translated route table lists in another language.
 * (The content check reports a translated table's mistakes; a path it lists that the English
 * table lacks is not a page.)
 */
export function localeRoutePaths(locale: Locale, routes: readonly Route[] = loadRoutes('en').routes): ReadonlySet<string> {
  if (locale === DEFAULT_LOCALE) return new Set(routes.map((route) => route.path))
  const file = join(projectRoot(), translationFile(ROUTE_TABLE, locale))
  if (!existsSync(file)) return new Set()
  const { mtimeMs } = statSync(file)
  const cached = cache.get(file)
  if (cached?.mtimeMs === mtimeMs) return cached.paths
  const translated = (parse(readFileSync(file, 'utf8')) as { routes?: unknown } | null)?.routes
  const paths = new Set(translatedItems(routes, translated).map((route) => route.path))
  cache.set(file, { mtimeMs, paths })
  return paths
}

/** The languages `path` (a page's address without a language prefix) exists in, in LOCALES order. */
export function pageLocales(path: string): Locale[] {
  // Every page exists in English: its route is found among the English ones.
  const route = findRoute(path, 'en')
  if (!route) return []
  return LOCALES.filter((locale) => localeRoutePaths(locale).has(route.path))
}

/** The page's address in `locale`, served form, from the site root: `/umrah` → `/bn/umrah/`. */
export function localeHref(path: string, locale: Locale): string {
  return pathInLocale(pageHref(path), locale)
}

/**
 * The hreflang alternates of a page (its address without a language prefix): one per language it
 * exists in, and x-default for the English; none when it exists in one language only.
 */
export function pageAlternates(path: string | undefined): Alternate[] {
  if (path === undefined) return []
  const locales = pageLocales(path)
  if (locales.length < 2) return []
  const base = siteBaseUrl()
  return [
    ...locales.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale], href: base + localeHref(path, locale), locale })),
    { hreflang: 'x-default', href: base + localeHref(path, DEFAULT_LOCALE) },
  ]
}

/** A link of the header's language switch. */
export interface LanguageLink {
  locale: Locale
  href: string
  /** True when it leads to the same page in that language (false: to that language's home page). */
  twin: boolean
}

/**
 * The header's language switch on a page (its address without prefix, or undefined for a
 * not-found page) shown in `locale`: for each other language, the page's twin in it, or else
 * that language's home page, so a reader who arrives on a page not yet translated still finds
 * the site in their language; no link to a language that has no pages.
 */
export function languageLinks(path: string | undefined, locale: Locale): LanguageLink[] {
  const locales = path === undefined ? [] : pageLocales(path)
  return LOCALES.filter((other) => other !== locale).flatMap((other): LanguageLink[] => {
    if (path !== undefined && locales.includes(other)) return [{ locale: other, href: localeHref(path, other), twin: true }]
    return pageLocales('/').includes(other) ? [{ locale: other, href: localeHref('/', other), twin: false }] : []
  })
}

/**
 * A link to a page from a page in `locale`: its address in that language when it exists there,
 * else its English address (a page not yet translated is read in English).
 */
export function hrefInLocale(path: string, locale: Locale): string {
  return localeHref(path, pageLocales(path).includes(locale) ? locale : DEFAULT_LOCALE)
}
