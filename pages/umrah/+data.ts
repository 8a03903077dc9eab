// https://vike.dev/data
import type { UmrahComparisonRow } from '../../components/umrah/UmrahComparison'
import type { UmrahSummary } from '../../components/umrah/UmrahPackageSummary'
import { fillFacts, loadFilled, siteFacts } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
import { byDeparture, type ShownUmrahPackage } from '../../content/server/umrah'
import type { PageContextServer } from 'vike/types'
import type { Locale } from '../../content/browser/locale'
import { wordsFor, type Translate } from '../../content/browser/words/words'
import { loadCatalogue } from '../../content/server/data/load'
import { brochureHref, closedStatus } from './package-detail'
import { detailHref, shownPackages, tabPackages } from './umrah-packages'

function summary(pkg: ShownUmrahPackage, t: Translate, locale: Locale): UmrahSummary {
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
      { label: t('facts.dates'), value: pkg.dates, icon: 'calendar' },
      { label: t('facts.duration'), value: pkg.duration, icon: 'clock' },
      { label: t('facts.flights'), value: pkg.airline, icon: 'plane' },
      { label: t('facts.hotels'), value: pkg.hotel, icon: 'hotel' },
      ...(pkg.accommodation ? [{ label: t('facts.stay'), value: pkg.accommodation, icon: 'pin' }] : []),
      { label: t('facts.group'), value: pkg.guidedTour ?? pkg.group, icon: 'users' },
    ],
    points: pkg.highlights ?? pkg.features,
    detailHref: detailHref(pkg, locale),
    brochureHref: brochureHref(pkg, locale),
  }
}

function comparisonRow(pkg: ShownUmrahPackage, locale: Locale): UmrahComparisonRow {
  return {
    id: pkg.id,
    title: pkg.title,
    href: detailHref(pkg, locale),
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

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = wordsFor(locale)
  const day = today()
  // The package pages' words (detail) quote each package's own facts; they are filled there.
  const { detail: _detail, ...words } = loadCatalogue('umrah-page', locale)
  const page = fillFacts(words, siteFacts(day, locale), 'data/umrah-page.yaml')
  // The tabs show the listed departures that can still be booked; none left, and the page
  // invites visitors to register their interest instead.
  const tabs = tabPackages(page.packages.tabs, day, locale)
  return {
    page,
    tabs: tabs.map((pkg) => summary(pkg, t, locale)),
    newDates: loadCatalogue('shell', locale).newDates,
    comparison: byDeparture(shownPackages(day, locale)).map((pkg) => comparisonRow(pkg, locale)),
    whyChooseUs: loadFilled('why-choose-us', [], locale),
  }
}

export type UmrahPageData = ReturnType<typeof data>
