// https://vike.dev/data
import { siteWithFacts } from '../../content/server/facts/facts'
import { trustFacts } from '../../content/server/facts/trust'
import { captchaConfig } from '../../components/captcha-config'
import { loadFilled, loadRoutes } from '../../content/server/facts/facts'
import { showHome } from '../../content/server/page-data/home'
import { loadShownHajj } from '../../content/server/hajj/load'
import { today } from '../../content/server/today'
import { byDeparture, showUmrahPackage } from '../../content/server/umrah'
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const day = today()
  const home = showHome(loadCatalogue('home', locale), day, locale)
  const hajj = loadShownHajj(day, locale)
  const { testimonials } = loadCatalogue('testimonials', locale)
  const { routes } = loadRoutes(locale)
  const byId = <T extends { id: string }>(items: T[], ids: string[]) =>
    ids.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined)
  const shell = loadCatalogue('shell', locale)
  // Cards for the departures still to come (sold-out ones too, as the agency's record of demand);
  // the departed ones live on in /umrah's table of every package.
  const umrah = byDeparture(loadFilled('umrah', [], locale).packages.map((pkg) => showUmrahPackage(pkg, day, locale))).filter(
    (pkg) => pkg.status !== 'departed',
  )
  // The featured Hajj packages still on offer; when none of the listed codes is (a new season
  // was added without updating `featured:`), the season's own, most popular first.
  const onOffer = hajj.packages.filter((pkg) => !pkg.departed)
  const featured = byId(onOffer, home.hajj.featured)
  const hajjCards = featured.length > 0 ? featured : [...onOffer].sort((a, b) => Number(b.popular) - Number(a.popular)).slice(0, home.hajj.featured.length)
  return {
    home,
    site: siteWithFacts(day, locale),
    trust: trustFacts(locale),
    heading: routes.find((r) => r.path === '/')?.title ?? loadCatalogue('site', locale).tagline,
    umrah: umrah.some((pkg) => pkg.bookable) ? umrah : [],
    hajj: hajjCards,
    hajjTypeLabels: { shifting: hajj.types.shifting.label, nonShifting: hajj.types.nonShifting.label },
    newDates: shell.newDates,
    // Every review not switched off: a review added to data/testimonials.yaml shows here at once.
    testimonials: testimonials.filter((review) => !review.hideFromHome),
    captcha: captchaConfig(),
    meta: { reviews: testimonials.filter((review) => !review.hideFromHome) },
  }
}

export type HomeData = ReturnType<typeof data>
