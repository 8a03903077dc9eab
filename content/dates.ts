// Dates as the site shows them. data/ writes every date as `YYYY-MM-DD` (a calendar day, no time
// or zone); pages show "25 October 2025". Browser-safe: only Intl.

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-31). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The UTC midnight of a `YYYY-MM-DD` day; throws on anything else. */
export function parseIsoDate(iso: string): Date {
  if (!isIsoDate(iso)) throw new Error(`${JSON.stringify(iso)} is not a date written YYYY-MM-DD`)
  return new Date(`${iso}T00:00:00Z`)
}

/** A UTC day as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** '2025-10-25' → 'October 2025'. */
export function formatMonthYear(iso: string): string {
  return monthYear.format(parseIsoDate(iso))
}

/** '2025-10-25' → '25 October 2025'. */
export function formatLongDate(iso: string): string {
  return longDate.format(parseIsoDate(iso))
}

/**
 * Two days as one range, the shared month and year written once:
 * '16–20 May 2026', '25 October – 3 November 2025', '28 December 2026 – 6 January 2027'.
 */
export function formatDateRange(from: string, to: string): string {
  const a = parseIsoDate(from)
  const b = parseIsoDate(to)
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${formatLongDate(from)} – ${formatLongDate(to)}`
  if (a.getUTCMonth() !== b.getUTCMonth()) return `${dayMonth.format(a)} – ${formatLongDate(to)}`
  if (a.getUTCDate() === b.getUTCDate()) return formatLongDate(from)
  return `${a.getUTCDate()}–${formatLongDate(to)}`
}

/** Calendar days from `from` to `to`, counting both (25 October to 3 November: 10). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS) + 1
}

/** The day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(iso).getTime() + days * DAY_MS))
}

/** Whether a group (Umrah or Hajj) has left: from the day after its departure, since on the day itself it is still leaving. */
export function hasDeparted(departure: string, today: string): boolean {
  return departure < today
}
