import { loadRoutes } from '../content/facts'
import { loadCatalogue } from '../scripts/content/load'
import type { Route } from '../schemas/types.generated'
import { isParameterised, routePattern } from '../scripts/content/routing'
import { siteBaseUrl as siteUrl } from '../scripts/content/sitemap'

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
  /** The page shows the agency's reviews, so its structured data may carry the agency rating. */
  reviews?: boolean
  /** Questions and answers shown on the page, for schema.org FAQPage. */
  faq?: { question: string; answer: string }[]
  noindex?: boolean
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

export interface PackageOffer {
  price: number
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
  title: string
  fullTitle: string
  description: string
  canonicalUrl: string
  shareImageUrl: string
  type: 'website' | 'article' | 'product'
  breadcrumbs: Breadcrumb[]
  section: string
  service?: PageMetaOverride['service']
  trip?: PackageTrip
  reviews: boolean
  faq?: PageMetaOverride['faq']
  noindex: boolean
}

export { siteUrl }

/** The route of the table that serves this path: exact, or a `{param}` pattern. */
export function findRoute(pathname: string): Route | undefined {
  const { routes } = loadRoutes()
  const clean = pathname.replace(/\/$/, '') || '/'
  return (
    routes.find((r) => r.path === clean) ??
    routes.find((r) => isParameterised(r.path) && routePattern(r.path).test(clean))
  )
}

function parentBreadcrumbs(pathname: string): Breadcrumb[] {
  const parts = pathname.split('/').filter(Boolean)
  const crumbs: Breadcrumb[] = []
  for (let i = 1; i < parts.length; i++) {
    const path = '/' + parts.slice(0, i).join('/')
    const route = findRoute(path)
    if (route?.title && !isParameterised(route.path)) crumbs.push({ name: route.title, url: path })
  }
  return crumbs
}

export function resolvePageMeta(pathname: string, override: PageMetaOverride = {}, is404 = false): PageMeta {
  const site = loadCatalogue('site')
  const route = is404 ? undefined : findRoute(pathname)
  const title = override.title ?? route?.title ?? 'Page Not Found'
  const isHome = pathname === '/'
  const breadcrumbs =
    override.breadcrumbs ??
    (isHome || is404
      ? []
      : [{ name: 'Home', url: '/' }, ...parentBreadcrumbs(pathname), { name: title, url: pathname }])
  return {
    title,
    fullTitle: isHome ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`,
    description: override.description ?? route?.description ?? site.description,
    canonicalUrl: siteUrl() + (pathname === '/' ? '/' : pathname.replace(/\/$/, '')),
    shareImageUrl: siteUrl() + site.shareImage,
    type: override.type ?? 'website',
    breadcrumbs,
    section: route?.section ?? '',
    service: override.service,
    trip: override.trip,
    reviews: override.reviews ?? false,
    faq: override.faq,
    noindex: override.noindex ?? is404,
  }
}
