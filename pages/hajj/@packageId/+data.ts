// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { hajjPackageDescription, hajjPackageTitle } from '../../../content/server/hajj/package-meta'
import { trustFacts } from '../../../content/server/facts/trust'
import { roomOffers } from '../../../content/browser/room-prices'
import type { PageMetaOverride } from '../../../content/server/routes/page-meta'
import { fillFacts, siteFacts } from '../../../content/server/facts/facts'
import { formatFor } from '../../../content/browser/format'
import { loadHajjPageWords, loadShownHajjSeasons } from '../../../content/server/hajj/load'
import { today } from '../../../content/server/today'
import { offerAvailability } from '../../../content/server/umrah'
import { loadCatalogue } from '../../../content/server/data/load'
import { wordsFor } from '../../../content/browser/words/words'
import { localHref } from '../../../content/server/routes/localise'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = wordsFor(locale)
  const day = today()
  const id = pageContext.routeParams.packageId
  // A package of a past season keeps its page, with its own season's days and year.
  const hajj = loadShownHajjSeasons(day, locale).find((season) => season.packages.some((p) => p.id === id))
  const pkg = hajj?.packages.find((p) => p.id === id)
  // Only reachable in development: the build prerenders the known ids alone.
  if (!hajj || !pkg) throw render(404)
  const type = hajj.types[pkg.type]
  const routes = loadCatalogue('routes', locale).routes
  // The breadcrumb names the package's own season ("Hajj 2026 Packages"), as its page does.
  const seasonFacts = { ...siteFacts(day, locale), hajjYear: formatFor(locale).digits(hajj.season.year) }
  const listTitle = routes.find((r) => r.path === '/hajj')?.title
  if (!listTitle) throw new Error("data/routes.yaml has no /hajj route for the package pages' breadcrumbs")
  const list = { title: fillFacts(listTitle, seasonFacts, 'data/routes.yaml /hajj') }
  const packageRoute = routes.find((r) => r.path === '/hajj/{packageId}')
  const route =
    packageRoute && fillFacts({ title: packageRoute.title, description: packageRoute.description }, seasonFacts, 'data/routes.yaml /hajj/{packageId}')
  const meta: PageMetaOverride = {
    title: hajjPackageTitle(pkg, route, locale),
    description: hajjPackageDescription(pkg, route),
    breadcrumbs: [
      { name: t('navigation.home'), url: '/' },
      { name: list.title, url: '/hajj' },
      { name: pkg.title, url: `/hajj/${pkg.id}` },
    ],
    type: 'product',
    trip: {
      name: t('hajj.tripName', { title: pkg.title, year: hajj.season.year }),
      description: pkg.overview,
      url: localHref(`/hajj/${pkg.id}`, locale),
      departure: pkg.departure,
      itinerary: [...pkg.itinerary.beforeHajj, ...hajj.types[pkg.type].hajjDays, ...pkg.itinerary.afterHajj].map((d) => `${d.day}: ${d.title}`),
      offer: {
        price: pkg.price,
        rooms: roomOffers(pkg, t),
        availability: offerAvailability(pkg.departed ? 'departed' : 'open'),
        validThrough: pkg.departure,
        priceValidUntil: hajj.season.earlyBirdText ? hajj.season.earlyBirdUntil : undefined,
      },
    },
  }
  return {
    meta,
    pkg,
    type,
    season: hajj.season,
    allPackages: hajj.allPackages,
    text: loadHajjPageWords(day, locale, hajj.season.year).detail,
    hajjPhone: loadCatalogue('site', locale).phones.hajjUmrah,
    newDates: loadCatalogue('shell', locale).newDates.link,
    trust: trustFacts(locale),
  }
}

export type HajjPackagePageData = ReturnType<typeof data>
