// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { wordsFor } from '../../../content/browser/words/words'
import { formatFor } from '../../../content/browser/format'
import { fillFacts } from '../../../content/server/facts/facts'
import { today } from '../../../content/server/today'
import { offerAvailability, showUmrahPackage } from '../../../content/server/umrah'
import { trustFacts } from '../../../content/server/facts/trust'
import { roomOffers } from '../../../content/browser/room-prices'
import type { PageMetaOverride } from '../../../content/server/routes/page-meta'
import { loadCatalogue } from '../../../content/server/data/load'
import { localHref } from '../../../content/server/routes/localise'
import { brochureHref, closedStatus, detailPackage } from '../package-detail'
import { detailPackages } from '../umrah-packages'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const found = detailPackages(locale).find((p) => p.id === pageContext.routeParams.packageId)
  // Only prerendered ids reach this in a build; `vike dev` answers any other id with the 404 page.
  // The built site serves the Package Not Found page for them (netlify.toml).
  if (!found) throw render(404)
  const t = wordsFor(locale)
  const day = today()
  const detail = detailPackage(found)
  const pkg = { ...detail, ...showUmrahPackage(detail, day, locale) }
  const text = loadCatalogue('umrah-page', locale).detail
  const meta: PageMetaOverride = {
    title: pkg.title,
    description: fillFacts(
      text.metaDescription,
      { subtitle: pkg.subtitle, dates: pkg.dates, duration: pkg.duration.toLowerCase(), price: formatFor(locale).pounds(pkg.price) },
      'data/umrah-page.yaml detail.metaDescription',
    ),
    breadcrumbs: [
      { name: t('navigation.home'), url: '/' },
      { name: text.breadcrumb.label, url: text.breadcrumb.href },
      { name: pkg.title, url: `/umrah/${pkg.id}` },
    ],
    trip: {
      name: pkg.title,
      description: pkg.subtitle,
      url: localHref(`/umrah/${pkg.id}`, locale),
      departure: pkg.departure,
      return: pkg.return,
      itinerary: pkg.itinerary.map((day) => `${day.day}: ${day.title}`),
      offer: {
        price: pkg.price,
        rooms: roomOffers(pkg, t),
        availability: offerAvailability(pkg.status),
        validThrough: pkg.departure,
        priceValidUntil: pkg.earlyBird ? pkg.earlyBirdUntil : undefined,
      },
    },
  }
  return { pkg, dates: pkg.dates, closed: closedStatus(pkg), brochureHref: brochureHref(pkg, locale), text, meta, trust: trustFacts(locale) }
}

export type UmrahDetailData = ReturnType<typeof data>
