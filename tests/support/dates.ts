// Dates the tests type into forms and expect back in e-mails, relative to today so they never pass.
import { parseIsoDate } from '../../content/browser/dates'
import { today } from '../../content/server/today'
import { loadCatalogue } from '../../content/server/data/load'
import { seasonOnDay } from '../../content/server/hajj/season'

const pad = (n: number) => String(n).padStart(2, '0')

/** A date `days` from today on this machine (the browser's today too), YYYY-MM-DD. */
export function inDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A date `days` from today in UTC (the functions' calendar), YYYY-MM-DD. */
export function inDaysUtc(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** '2026-10-12' → 'Monday, 12 October 2026', as the hotel e-mails write a stay's dates. */
export const longDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/** '2026-10-12' → '12 October 2026', as the other e-mails write a date. */
export const dayMonthYear = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/** The day the site was built as (SITE_TODAY when set, else today): what its pages list from, the travel months included. */
export const buildDay = (): Date => parseIsoDate(today())

/**
 * Whether the Hajj registration form is on the page on the build day. Between seasons (every
 * package of the last one departed) the page says when registration opens instead, and the
 * form's tests have nothing to fill (tests/content/season.test.ts checks that page).
 */
export const hajjRegistrationOpen = (): boolean => seasonOnDay(loadCatalogue('hajj', 'en'), today()).open
