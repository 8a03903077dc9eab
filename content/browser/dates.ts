// Calendar days: data/ writes every date as `YYYY-MM-DD` (a day, no time or zone). Browser-safe.

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

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

// Shown as the page's language writes them: content/browser/format.ts (these are its English forms).
export { formatDateRange, formatLongDate, formatMonthYear } from './format'

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
