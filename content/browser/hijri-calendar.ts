// The Umm al-Qura calendar (Saudi Arabia's own, as Intl knows it): when Ramadan and Hajj fall.
// Used by the Hajj season (content/server/hajj/season.ts) and the forms' travel months. Browser-safe: only Intl.
import { addDays, toIsoDate } from './dates'

/** Hijri months by number. */
export const HIJRI_MONTH = { ramadan: 9, shawwal: 10, dhuAlHijjah: 12 } as const
/** Hajj runs from 8 Dhu al-Hijjah (the day of Tarwiyah, when pilgrims go to Mina) to the 13th. */
export const HAJJ_FIRST_DAY = 8
export const HAJJ_LAST_DAY = 13

const DAY_MS = 24 * 60 * 60 * 1000
// A Hijri year has 354 or 355 days: searching this far always finds the next one.
const HIJRI_YEAR_SEARCH_DAYS = 400

const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The Hijri month and day of a UTC calendar day. */
function hijriDay(date: Date): { month: number; day: number } {
  const parts = hijriFormat.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return { month: part('month'), day: part('day') }
}

/** A Hijri month has 29 or 30 days. */
const SHORTEST_HIJRI_MONTH = 29

/**
 * How many days there are at least from the Hijri day `from` to the next `month`/`day`: the
 * months between counted at their shortest, so a step this long never passes the day sought.
 */
function daysAtLeast(from: { month: number; day: number }, month: number, day: number): number {
  const months = (month - from.month + 12) % 12 || (day > from.day ? 0 : 12)
  return Math.max(1, months * SHORTEST_HIJRI_MONTH + day - from.day)
}

/**
 * The first UTC day on or after `start` that is the given Hijri month and day. Each step goes as
 * far as the day sought can be at the nearest, so a year is found in a few reads of the calendar
 * rather than one a day (a page's facts ask several times: 400 reads each took a third of a build).
 */
export function nextHijriDate(start: Date, month: number, day: number): Date {
  for (let offset = 0; offset < HIJRI_YEAR_SEARCH_DAYS;) {
    const date = new Date(start.getTime() + offset * DAY_MS)
    const hijri = hijriDay(date)
    if (hijri.month === month && hijri.day === day) return date
    offset += daysAtLeast(hijri, month, day)
  }
  throw new Error(`No Hijri ${month}/${day} within ${HIJRI_YEAR_SEARCH_DAYS} days of ${start.toISOString()}`)
}

export interface DayRange {
  from: string
  to: string
}

/**
 * 8 to 13 Dhul Hijjah of the Hajj that falls in Gregorian `year`, from the Umm al-Qura calendar
 * (Saudi Arabia's own, as Intl knows it). Hajj moves about eleven days earlier each year, so it
 * falls once in every Gregorian year (twice in a few, far off: the first is taken).
 */
export function hajjDaysOfYear(year: number): DayRange {
  const first = nextHijriDate(new Date(Date.UTC(year, 0, 1)), HIJRI_MONTH.dhuAlHijjah, HAJJ_FIRST_DAY)
  if (first.getUTCFullYear() !== year) throw new Error(`No Hajj begins in ${year} by the Umm al-Qura calendar`)
  const from = toIsoDate(first)
  return { from, to: addDays(from, HAJJ_LAST_DAY - HAJJ_FIRST_DAY) }
}

/**
 * The year of the next Hajj from `today` on, by the calendar: this year's until its last day has
 * passed, then next year's. Between seasons the site names it ("Hajj 2028 registration opens soon").
 */
export function nextHajjYear(today: string): number {
  const year = Number(today.slice(0, 4))
  return hajjDaysOfYear(year).to < today ? year + 1 : year
}
