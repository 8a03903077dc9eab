// https://vike.dev/data
import type { UmrahComparisonRow } from '../../../components/umrah/UmrahComparison'
import type { UmrahSummary } from '../../../components/umrah/UmrahPackageSummary'
import { fillFacts, siteFacts } from '../../../content/facts'
import { today } from '../../../content/today'
import { byDeparture, type ShownUmrahPackage } from '../../../content/umrah'
import { loadCatalogue } from '../../../content/load'
import { brochureHref, closedLabel, detailHref, shownPackages, tabPackages } from '../umrahPackages'

function summary(pkg: ShownUmrahPackage): UmrahSummary {
  return {
    id: pkg.id,
    title: pkg.title,
    subtitle: pkg.subtitle,
    image: pkg.image,
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    rating: pkg.rating,
    soldOut: pkg.soldOut,
    closedLabel: closedLabel(pkg),
    earlyBird: pkg.earlyBird,
    popular: pkg.popular,
    facts: [
      { label: 'Dates', value: pkg.dates, icon: 'calendar' },
      { label: 'Duration', value: pkg.duration, icon: 'clock' },
      { label: 'Flights', value: pkg.airline, icon: 'plane' },
      { label: 'Hotels', value: pkg.hotel, icon: 'hotel' },
      ...(pkg.accommodation ? [{ label: 'Stay', value: pkg.accommodation, icon: 'pin' }] : []),
      { label: 'Group', value: pkg.guidedTour ?? pkg.group, icon: 'users' },
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
    soldOut: pkg.soldOut,
    closedLabel: closedLabel(pkg),
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
    whyChooseUs: loadCatalogue('why-choose-us'),
  }
}

export type UmrahPageData = ReturnType<typeof data>
