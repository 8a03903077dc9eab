// https://vike.dev/data
import type { UmrahComparisonRow } from '../../../components/umrah/UmrahComparison'
import type { UmrahSummary } from '../../../components/umrah/UmrahPackageSummary'
import { fillFacts, loadFilled, siteFacts } from '../../../content/facts'
import { today } from '../../../content/today'
import { byDeparture, type ShownUmrahPackage } from '../../../content/umrah'
import { words } from '../../../content/words'
import { loadCatalogue } from '../../../content/load'
import { brochureHref, closedStatus } from '../package-detail'
import { detailHref, shownPackages, tabPackages } from '../umrah-packages'

function summary(pkg: ShownUmrahPackage): UmrahSummary {
  return {
    id: pkg.id,
    title: pkg.title,
    subtitle: pkg.subtitle,
    image: pkg.image,
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    rating: pkg.rating,
    closed: closedStatus(pkg),
    earlyBird: pkg.earlyBird,
    popular: pkg.popular,
    facts: [
      { label: words.facts.dates, value: pkg.dates, icon: 'calendar' },
      { label: words.facts.duration, value: pkg.duration, icon: 'clock' },
      { label: words.facts.flights, value: pkg.airline, icon: 'plane' },
      { label: words.facts.hotels, value: pkg.hotel, icon: 'hotel' },
      ...(pkg.accommodation ? [{ label: words.facts.stay, value: pkg.accommodation, icon: 'pin' }] : []),
      { label: words.facts.group, value: pkg.guidedTour ?? pkg.group, icon: 'users' },
    ],
    points: pkg.highlights ?? pkg.features,
    detailHref: detailHref(pkg),
    brochureHref: brochureHref(pkg),
  }
}

function comparisonRow(pkg: ShownUmrahPackage): UmrahComparisonRow {
  return {
    id: pkg.id,
    title: pkg.title,
    href: detailHref(pkg),
    dates: pkg.dates,
    duration: pkg.duration,
    airline: pkg.airline,
    hotel: pkg.hotel,
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    closed: closedStatus(pkg),
    popular: pkg.popular,
  }
}

export function data() {
  const day = today()
  // The package pages' words (detail) quote each package's own facts; they are filled there.
  const { detail: _detail, ...words } = loadCatalogue('umrah-page')
  const page = fillFacts(words, siteFacts(day), 'data/umrah-page.yaml')
  // The tabs show the listed departures that can still be booked; none left, and the page
  // invites visitors to register their interest instead.
  const tabs = tabPackages(page.packages.tabs, day)
  return {
    page,
    tabs: tabs.map(summary),
    newDates: loadCatalogue('shell').newDates,
    comparison: byDeparture(shownPackages(day)).map(comparisonRow),
    whyChooseUs: loadFilled('why-choose-us'),
  }
}

export type UmrahPageData = ReturnType<typeof data>
