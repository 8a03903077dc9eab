// What an Umrah package is on the day of the build: open, sold out or departed, its dates and
// length as shown, and the lowest price still on offer. Server-only (pages' +data hooks, the
// structured data and the generated form options read it); components get the result as props.
import type { UmrahPackage } from '../../schemas/types.generated'
import { wordsFor, type Translate } from '../browser/words/words'
import { daysInclusive, hasDeparted } from '../browser/dates'
import { formatFor, type Format } from '../browser/format'
import { DEFAULT_LOCALE, type Locale } from '../browser/locale'

type PackageStatus = 'open' | 'soldOut' | 'departed'

export function umrahStatus(pkg: UmrahPackage, today: string): PackageStatus {
  if (hasDeparted(pkg.departure, today)) return 'departed'
  return pkg.soldOut ? 'soldOut' : 'open'
}

/** Whether a visitor can still book it: not departed and not sold out. */
export function isBookable(pkg: UmrahPackage, today: string): boolean {
  return umrahStatus(pkg, today) === 'open'
}

/** How many days the trip is sold as: `days` when the catalogue gives it, else counted from the dates. */
export function umrahDays(pkg: Pick<UmrahPackage, 'departure' | 'return' | 'days'>): number {
  return pkg.days ?? daysInclusive(pkg.departure, pkg.return)
}

/** '10 Days', the number written as `format`'s language writes it ('১০ দিন' in Bengali). */
export function durationText(days: number, t: Translate, format: Format = formatFor(DEFAULT_LOCALE)): string {
  const values = { days: format.number(days) }
  return days === 1 ? t('duration.day', values) : t('duration.days', values)
}

/** A package as every page shows it on `today`. */
export interface ShownUmrahPackage extends UmrahPackage {
  status: PackageStatus
  /** Not departed and not sold out. */
  bookable: boolean
  /** Departed or sold out. */
  soldOut: boolean
  /** Most Popular, only while it can be booked. */
  popular: boolean
  /** '10 Days' */
  duration: string
  /** '25 October – 3 November 2025' */
  dates: string
  departureText: string
  returnText: string
  /** The struck-through price, while the early-bird offer lasts and on the record of a departed trip. */
  originalPrice?: number
  earlyBird: boolean
}

export function showUmrahPackage(pkg: UmrahPackage, today: string, locale: Locale): ShownUmrahPackage {
  const format = formatFor(locale)
  const status = umrahStatus(pkg, today)
  const bookable = status === 'open'
  const earlyBirdOver = pkg.earlyBirdUntil !== undefined && pkg.earlyBirdUntil < today
  const days = umrahDays(pkg)
  return {
    ...pkg,
    status,
    bookable,
    soldOut: !bookable,
    popular: bookable && (pkg.popular ?? false),
    duration: durationText(days, wordsFor(locale), format),
    dates: format.dateRange(pkg.departure, pkg.return),
    departureText: format.longDate(pkg.departure),
    returnText: format.longDate(pkg.return),
    // A departed trip keeps its record as it was sold, struck-through price included (never bookable).
    originalPrice: status === 'departed' || (bookable && !earlyBirdOver) ? pkg.originalPrice : undefined,
    earlyBird: bookable && !earlyBirdOver && pkg.originalPrice !== undefined,
  }
}

/** Packages in departure order, the ones still bookable first. */
export function byDeparture<T extends Pick<UmrahPackage, 'departure'> & { bookable: boolean }>(packages: T[]): T[] {
  return [...packages].sort((a, b) => Number(b.bookable) - Number(a.bookable) || a.departure.localeCompare(b.departure))
}

/**
 * The "from" price of Umrah: the cheapest package still bookable, or undefined when none is. A
 * departed season's price is never quoted as a "from" price: the pages say new dates are coming.
 */
export function umrahPriceFrom(packages: UmrahPackage[], today: string): number | undefined {
  const bookable = packages.filter((p) => isBookable(p, today))
  return bookable.length > 0 ? Math.min(...bookable.map((p) => p.price)) : undefined
}

/** The last departure of the catalogue, `YYYY-MM-DD`, or undefined for an empty one. */
export function lastDeparture(packages: readonly Pick<UmrahPackage, 'departure'>[]): string | undefined {
  return packages
    .map((p) => p.departure)
    .sort()
    .at(-1)
}

/** schema.org availability of a package's offer: a departed package's offer has ended. */
const OFFER_AVAILABILITY = { open: 'InStock', soldOut: 'SoldOut', departed: 'Discontinued' } as const

export function offerAvailability(status: PackageStatus): 'InStock' | 'SoldOut' | 'Discontinued' {
  return OFFER_AVAILABILITY[status]
}
