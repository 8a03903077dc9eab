// The Hajj season on the day of the build: the days of Hajj, whether registration and the
// early-bird prices are still open, each package's dates as shown and whether it has departed.
// Server-only; components get the results as props.
import type { Hajj, HajjPackage, HajjSeason } from '../../../schemas/types.generated'
import { addDays, hasDeparted, toIsoDate } from '../../browser/dates'
import { formatFor, type Format } from '../../browser/format'
import { DEFAULT_LOCALE } from '../../browser/locale'
import { wordsFor, type Translate } from '../../browser/words/words'
import { hajjDaysOfYear, HIJRI_MONTH, nextHajjYear, nextHijriDate, type DayRange } from '../../browser/hijri-calendar'

export { hajjDaysOfYear, nextHajjYear } from '../../browser/hijri-calendar'

/** Dates as English pages write them, for callers without a page's language. */
const ENGLISH = formatFor(DEFAULT_LOCALE)

/** The days of Hajj for the season: as announced when the catalogue gives them, else from the calendar. */
export function hajjDays(season: HajjSeason): DayRange {
  return season.announcedHajjDays ?? hajjDaysOfYear(season.year)
}

/** '25–30 May 2026' */
export function hajjDaysText(season: HajjSeason, format: Pick<Format, 'dateRange'> = ENGLISH): string {
  const { from, to } = hajjDays(season)
  return format.dateRange(from, to)
}

/** The season a package belongs to: the one of its departure's year (the check makes sure there is one). */
export function seasonOf(seasons: HajjSeason[], pkg: Pick<HajjPackage, 'departure' | 'id'>): HajjSeason {
  const year = Number(pkg.departure.slice(0, 4))
  const season = seasons.find((s) => s.year === year)
  if (!season) throw new Error(`data/hajj.yaml: package ${pkg.id} departs in ${year}, but seasons has no year ${year}: add the season`)
  return season
}

/** data/hajj.yaml narrowed to one season: `season` and its `packages`. */
export interface HajjOfSeason extends Omit<Hajj, 'seasons'> {
  season: HajjSeason
}

/**
 * The season the site offers on `today`: the earliest one with a package still to book; when
 * every package has departed, the latest (shown as departed until new dates are added). Past
 * seasons' packages keep their own pages (see seasonOf) as the agency's record.
 */
export function hajjOnDay(hajj: Hajj, today: string): HajjOfSeason {
  const { seasons, ...rest } = hajj
  const ordered = [...seasons].sort((a, b) => a.year - b.year)
  const packagesOf = (season: HajjSeason) => hajj.packages.filter((p) => seasonOf(seasons, p) === season)
  const open = ordered.find((season) => packagesOf(season).some((p) => !hasDeparted(p.departure, today)))
  const season = open ?? ordered.filter((s) => packagesOf(s).length > 0).at(-1) ?? ordered.at(-1)!
  return { ...rest, season, packages: packagesOf(season) }
}

/** Registration is open until the first group leaves London. */
export function registrationOpen(hajj: Pick<Hajj, 'packages'>, today: string): boolean {
  return hajj.packages.some((p) => !hasDeparted(p.departure, today))
}

/** What the site offers on `today`: the open season, or none (then the next Hajj's year). */
type SeasonOnDay = { open: true; season: HajjSeason } | { open: false; nextYear: number }

export function seasonOnDay(hajj: Hajj, today: string): SeasonOnDay {
  const offered = hajjOnDay(hajj, today)
  if (registrationOpen(offered, today)) return { open: true, season: offered.season }
  return { open: false, nextYear: Math.max(nextHajjYear(today), offered.season.year + 1) }
}

/** The first and last day of the next Ramadan from `today` (or of this one while it lasts), by the Umm al-Qura calendar. */
export function ramadanDays(today: string): DayRange {
  // A Ramadan under way began at most 30 days ago: search from there.
  const first = nextHijriDate(new Date(Date.parse(`${addDays(today, -29)}T00:00:00Z`)), HIJRI_MONTH.ramadan, 1)
  const eid = nextHijriDate(first, HIJRI_MONTH.shawwal, 1)
  return { from: toIsoDate(first), to: addDays(toIsoDate(eid), -1) }
}

/** Early-bird prices show until their last day, and only while the season can be booked. */
export function earlyBirdOpen(hajj: Pick<HajjOfSeason, 'packages' | 'season'>, today: string): boolean {
  return hajj.season.earlyBirdUntil >= today && registrationOpen(hajj, today)
}

/**
 * How data/hajj.yaml writes a package's length: "16–19 days", or "14 days" (its schema asks for
 * this shape). The figures are the fact; each page writes them in its own language.
 */
const HAJJ_DURATION = /^(\d+)(?:–(\d+))? days$/

/** A package's length in days, shortest and longest: { from: 16, to: 19 } for "16–19 days". */
interface StayLength {
  from: number
  to: number
}

/** The length data/hajj.yaml gives a package ("16–19 days"). */
export function stayLength(duration: string): StayLength {
  const match = HAJJ_DURATION.exec(duration.trim())
  if (!match) throw new Error(`data/hajj.yaml: a package's duration is written like "16–19 days" or "14 days" (not "${duration}")`)
  const [from, to] = [Number(match[1]), Number(match[2] ?? match[1])]
  return { from: Math.min(from, to), to: Math.max(from, to) }
}

/** The shortest and longest of several packages' lengths (the comparison page's "12–19 days"). */
export function stayLengths(lengths: readonly StayLength[]): StayLength {
  return { from: Math.min(...lengths.map((l) => l.from)), to: Math.max(...lengths.map((l) => l.to)) }
}

/** '16–19 days' in the words and digits of `t` and `format`'s language ('১৬–১৯ দিন' in Bengali). */
export function stayText({ from, to }: StayLength, t: Translate, format: Pick<Format, 'number'> = ENGLISH): string {
  return from === to ? t('duration.stay', { days: format.number(from) }) : t('duration.stayRange', { from: format.number(from), to: format.number(to) })
}

export interface ShownHajjPackage extends HajjPackage {
  /** The length in days the catalogue gives (`duration` is it as shown: '16–19 days'). */
  days: StayLength
  departed: boolean
  /** 'approx. 12 May 2026' */
  departureText: string
  /** 'Departs London approx. 12 May 2026 for 22–26 days' ('Left London ...' once departed) */
  travelDates: string
}

export interface HajjDateWords {
  /** e.g. 'approx. {date}' */
  departure: string
  /** e.g. 'Departs London approx. {date} for {duration}' */
  travel: string
  /** Once the package has left, e.g. 'Left London approx. {date} for {duration}' */
  travelDeparted: string
}

export function showHajjPackage(
  pkg: HajjPackage,
  today: string,
  words: HajjDateWords,
  earlyBird: boolean,
  format: Pick<Format, 'longDate' | 'number'> = ENGLISH,
  t: Translate = wordsFor(DEFAULT_LOCALE),
): ShownHajjPackage {
  const departed = hasDeparted(pkg.departure, today)
  const date = format.longDate(pkg.departure)
  const days = stayLength(pkg.duration)
  const duration = stayText(days, t, format)
  return {
    ...pkg,
    days,
    duration,
    departed,
    popular: !departed && (pkg.popular ?? false),
    // A departed package keeps its record as it was sold, struck-through price included.
    originalPrice: earlyBird || departed ? pkg.originalPrice : undefined,
    departureText: words.departure.replaceAll('{date}', date),
    travelDates: (departed ? words.travelDeparted : words.travel).replaceAll('{date}', date).replaceAll('{duration}', duration),
  }
}

/** The "from" price of Hajj: the cheapest package still to depart, or undefined when every one has departed. */
export function hajjPriceFrom(hajj: Pick<Hajj, 'packages'>, today: string): number | undefined {
  const open = hajj.packages.filter((p) => !hasDeparted(p.departure, today))
  return open.length > 0 ? Math.min(...open.map((p) => p.price)) : undefined
}

/** The lowest price of the packages shown that have not departed, or undefined when every one has (a kind's "from" price). */
export function openPriceFrom(packages: readonly Pick<ShownHajjPackage, 'departed' | 'price'>[]): number | undefined {
  const open = packages.filter((pkg) => !pkg.departed)
  return open.length > 0 ? Math.min(...open.map((pkg) => pkg.price)) : undefined
}

/** The season as pages show it on `today`. */
export interface ShownHajjSeason extends HajjSeason {
  /** '25–30 May 2026' */
  hajjDates: string
  /** Some package can still be booked: registration banners and buttons show. */
  registrationOpen: boolean
  /** '31 March 2026' while early-bird prices last, else undefined (the notes disappear). */
  earlyBirdText?: string
}

export function showHajjSeason(
  hajj: Pick<HajjOfSeason, 'packages' | 'season'>,
  today: string,
  format: Pick<Format, 'longDate' | 'dateRange'> = ENGLISH,
): ShownHajjSeason {
  return {
    ...hajj.season,
    hajjDates: hajjDaysText(hajj.season, format),
    registrationOpen: registrationOpen(hajj, today),
    earlyBirdText: earlyBirdOpen(hajj, today) ? format.longDate(hajj.season.earlyBirdUntil) : undefined,
  }
}
