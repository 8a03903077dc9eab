// Dates, numbers and prices as a page's language writes them, the one place the site formats
// them: data/ writes every date as `YYYY-MM-DD` and every price as a number of pounds.
//   const format = formatFor(locale)   (or useFormat() in a component)
//   format.longDate('2025-10-25') → '25 October 2025', format.pounds(1649) → '£1,649'
// Browser-safe: only Intl.
import { parseIsoDate } from './dates'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from './locale'

export interface Format {
  /** '2025-10-25' → '25 October 2025'. */
  longDate(iso: string): string
  /** '2025-08-23' → '23/08/2025' (a policy whose date docs/specification/part-2.md writes in figures). */
  numericDate(iso: string): string
  /** '2025-10-25' → 'October 2025'. */
  monthYear(iso: string): string
  /** '2027-01-01' → 'January' ('জানুয়ারি' in Bengali). */
  month(iso: string): string
  /**
   * Two days as one range, the shared month and year written once:
   * '16–20 May 2026', '25 October – 3 November 2025', '28 December 2026 – 6 January 2027'.
   */
  dateRange(from: string, to: string): string
  /** 1234 → '1,234'. */
  number(value: number): string
  /** A count or a year in the language's digits, never grouped: 2027 → '2027' ('২০২৭' in Bengali). */
  digits(value: number): string
  /**
   * The figures of a text written for reading, in the language's digits: a telephone number as
   * shown ('020 7946 0100' → '০২০ ৭৯৪৬ ০১০০' in Bengali). What is dialled or typed (tel: links,
   * input values) keeps its Latin digits: never pass those here.
   */
  figures(text: string): string
  /** 1649 → '£1,649', whole pounds: every price of the agency is. */
  pounds(amount: number): string
  /** A large count in round figures: 12400 → '12.4 thousand' ('১২.৪ হাজার' in Bengali). */
  compact(value: number): string
  /** A moment, in London (where the agency works): '2026-11-28T08:41:00Z' → '28 November 2026 at 08:41'. */
  moment(instant: string): string
}

const formats = new Map<Locale, Format>()

/** The formatter of `locale`. */
export function formatFor(locale: Locale): Format {
  let format = formats.get(locale)
  if (!format) {
    format = makeFormat(LANGUAGE_TAGS[locale])
    formats.set(locale, format)
  }
  return format
}

function makeFormat(tag: string): Format {
  // Dates are calendar days: read and written in UTC, so no time zone moves them.
  const dates = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
  const long = dates({ day: 'numeric', month: 'long', year: 'numeric' })
  const dayMonth = dates({ day: 'numeric', month: 'long' })
  const monthYear = dates({ month: 'long', year: 'numeric' })
  const month = dates({ month: 'long' })
  const numericDate = dates({ day: '2-digit', month: '2-digit', year: 'numeric' })
  const numbers = new Intl.NumberFormat(tag)
  const digits = new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 20 })
  const pounds = new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 })
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' })
  const longDate = (iso: string) => long.format(parseIsoDate(iso))
  return {
    longDate,
    monthYear: (iso) => monthYear.format(parseIsoDate(iso)),
    month: (iso) => month.format(parseIsoDate(iso)),
    numericDate: (iso) => numericDate.format(parseIsoDate(iso)),
    dateRange(from, to) {
      const a = parseIsoDate(from)
      const b = parseIsoDate(to)
      if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${longDate(from)} – ${longDate(to)}`
      if (a.getUTCMonth() !== b.getUTCMonth()) return `${dayMonth.format(a)} – ${longDate(to)}`
      if (a.getUTCDate() === b.getUTCDate()) return longDate(from)
      return `${numbers.format(a.getUTCDate())}–${longDate(to)}`
    },
    number: (value) => numbers.format(value),
    digits: (value) => digits.format(value),
    figures: (text) => text.replace(/[0-9]/g, (digit) => digits.format(Number(digit))),
    // The pound sign first in every language ("£১,৫৯৫", as Bengali readers write it), whichever
    // side Intl's locale data puts it on ("১,৫৯৫£").
    pounds(amount) {
      const parts = pounds.formatToParts(amount)
      const of = (...types: string[]) =>
        parts
          .filter((part) => types.includes(part.type))
          .map((part) => part.value)
          .join('')
      return `${of('minusSign')}${of('currency')}${of('integer', 'group', 'decimal', 'fraction')}`
    },
    compact: (value) => compact.format(value),
    moment: (instant) => moment.format(new Date(instant)),
  }
}

// The English forms, for code that has no page and so no page's locale: the content check's
// messages to editors, the staff editor's previews and the forms' e-mails to the agency.
const english = formatFor(DEFAULT_LOCALE)
export const { longDate: formatLongDate, monthYear: formatMonthYear, dateRange: formatDateRange, pounds: formatPounds } = english
