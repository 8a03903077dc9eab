import { pageHref } from './href'
import { loadRoutes } from '../facts/facts'
import { loadCatalogue } from '../data/load'
import type { Route, Site, Testimonial } from '../../../schemas/types.generated'
import { isParameterised, routePattern } from './routing'
import { siteBaseUrl as siteUrl } from './sitemap'
import { wordsFor } from '../../browser/words/words'
import { localHrefs } from './localise'
import { type Locale } from '../../browser/locale'
import { shareCardFile } from '../../browser/image-manifest'

/** What a page may set about itself (its +data may return `meta` to override the route table). */
export interface PageMetaOverride {
  title?: string
  description?: string
  breadcrumbs?: Breadcrumb[]
  type?: 'website' | 'article' | 'product'
  /** Optional schema.org Service entry (name, description, price in pounds). */
  service?: { name: string; description: string; price?: number }
  /** A package with dates: schema.org TouristTrip (with its itinerary) and its offer. */
  trip?: PackageTrip
  /** The reviews the page shows: its structured data carries them and the agency rating (none: neither). */
  reviews?: Testimonial[]
  /** Questions and answers shown on the page, for schema.org FAQPage. */
  faq?: { question: string; answer: string }[]
  noindex?: boolean
  /** false: the page's own words stay out of the site search (the search page itself). */
  siteSearch?: boolean
  /**
   * A not-found page served at other addresses (with status 404): no canonical address and no
   * og:url, as for the 404 page itself.
   */
  notFound?: boolean
}

export interface PackageTrip {
  name: string
  description: string
  /** The package's page, from / */
  url: string
  /** YYYY-MM-DD */
  departure: string
  return?: string
  /** The titles of the itinerary's days, in order. */
  itinerary: string[]
  offer: PackageOffer
}

interface PackageOffer {
  price: number
  /** The price per person in each room the package offers (issue 38), each its own offer; empty for one price for all. */
  rooms: { name: string; price: number }[]
  /** Departed packages are Discontinued: the offer has ended. */
  availability: 'InStock' | 'SoldOut' | 'Discontinued'
  /** The offer runs until the departure (YYYY-MM-DD). */
  validThrough: string
  /** The last day of the early-bird price, when it runs. */
  priceValidUntil?: string
}

export interface Breadcrumb {
  name: string
  url: string
}

export interface PageMeta {
  /** The page's language: its words, its dates and prices, its structured data. */
  locale: Locale
  title: string
  fullTitle: string
  description: string
  /** The search phrases of its route (data/routes.yaml localKeywords), for the keywords meta tag. */
  localKeywords?: string[]
  /** The page's address without its language prefix (`/hotels`); none for not-found pages. */
  path?: string
  /** The page's own address in its language and served form (`…/bn/hotels/`); none for not-found pages. */
  canonicalUrl?: string
  shareImageUrl: string
  type: 'website' | 'article' | 'product'
  breadcrumbs: Breadcrumb[]
  section: string
  /** The band the shell ends the page with (data/routes.yaml `cta`); none when the page has its own or needs none. */
  cta?: Route['cta']
  service?: PageMetaOverride['service']
  trip?: PackageTrip
  reviews: Testimonial[]
  faq?: PageMetaOverride['faq']
  noindex: boolean
  /** Whether the page's main content goes into the site search (Pagefind). */
  siteSearch: boolean
}

export { siteUrl }

/** The route of the table that serves this path: exact, or a `{param}` pattern. */
export function findRoute(pathname: string, locale: Locale): Route | undefined {
  const { routes } = loadRoutes(locale)
  const clean = pathname.replace(/\/$/, '') || '/'
  return routes.find((r) => r.path === clean) ?? routes.find((r) => isParameterised(r.path) && routePattern(r.path).test(clean))
}

function parentBreadcrumbs(pathname: string, locale: Locale): Breadcrumb[] {
  const parts = pathname.split('/').filter(Boolean)
  const crumbs: Breadcrumb[] = []
  for (let i = 1; i < parts.length; i++) {
    const path = '/' + parts.slice(0, i).join('/')
    const route = findRoute(path, locale)
    if (route?.title && !isParameterised(route.path)) crumbs.push({ name: route.title, url: path })
  }
  return crumbs
}

/** The <title>: the page's own title and the agency's name; the home page's is the name and tagline. */
export function fullTitleOf(title: string, site: Pick<Site, 'name' | 'tagline'>, isHome: boolean): string {
  return isHome ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`
}

export function resolvePageMeta(pathname: string, override: PageMetaOverride = {}, is404 = false, locale: Locale): PageMeta {
  const t = wordsFor(locale)
  // A page in another language links its twins: its breadcrumbs and its own address are under its prefix.
  const local = localHrefs(locale)
  const site = loadCatalogue('site', locale)
  const route = is404 ? undefined : findRoute(pathname, locale)
  const title = override.title ?? route?.title ?? t('pages.notFoundTitle')
  const isHome = pathname === '/'
  const notFound = is404 || override.notFound === true
  const breadcrumbs = (
    override.breadcrumbs ??
    (isHome || notFound ? [] : [{ name: t('navigation.home'), url: '/' }, ...parentBreadcrumbs(pathname, locale), { name: title, url: pathname }])
  ).map((crumb) => ({ ...crumb, url: local(pageHref(crumb.url)) }))
  return {
    locale,
    title,
    fullTitle: fullTitleOf(title, site, isHome),
    description: override.description ?? route?.description ?? site.description,
    localKeywords: notFound ? undefined : route?.localKeywords,
    path: notFound ? undefined : pathname,
    canonicalUrl: notFound ? undefined : siteUrl() + local(pageHref(pathname)),
    shareImageUrl: `${siteUrl()}/${shareCardFile(site.shareImage)}`,
    type: override.type ?? 'website',
    breadcrumbs,
    section: route?.section ?? '',
    cta: notFound ? undefined : route?.cta,
    service: override.service,
    trip: override.trip,
    reviews: override.reviews ?? [],
    faq: override.faq,
    noindex: override.noindex ?? notFound,
    siteSearch: override.siteSearch ?? !(override.noindex ?? notFound),
  }
}
