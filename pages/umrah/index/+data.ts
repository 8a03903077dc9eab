// https://vike.dev/data
import type { UmrahComparisonRow } from '../../../components/umrah/UmrahComparison'
import type { UmrahSummary } from '../../../components/umrah/UmrahPackageSummary'
import type { UmrahPackage } from '../../../schemas/types.generated'
import { loadCatalogue } from '../../../scripts/content/load'
import { brochureHref, detailHref, packagesByIds, travelDates } from '../umrahPackages'

function summary(pkg: UmrahPackage): UmrahSummary {
  return {
    id: pkg.id,
    title: pkg.title,
    subtitle: pkg.subtitle,
    image: pkg.image,
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    rating: pkg.rating,
    soldOut: pkg.soldOut ?? false,
    popular: pkg.popular ?? false,
    facts: [
      { label: 'Dates', value: travelDates(pkg), icon: 'calendar' },
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

function comparisonRow(pkg: UmrahPackage): UmrahComparisonRow {
  return {
    id: pkg.id,
    title: pkg.title,
    href: detailHref(pkg),
    dates: travelDates(pkg),
    duration: pkg.duration,
    airline: pkg.airline,
    hotel: pkg.hotel,
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    soldOut: pkg.soldOut ?? false,
    popular: pkg.popular ?? false,
  }
}

export function data() {
  const page = loadCatalogue('umrah-page')
  return {
    page,
    tabs: packagesByIds(page.packages.tabs, 'data/umrah-page.yaml packages.tabs').map(summary),
    comparison: loadCatalogue('umrah').packages.map(comparisonRow),
    whyChooseUs: loadCatalogue('why-choose-us'),
  }
}

export type UmrahPageData = ReturnType<typeof data>
