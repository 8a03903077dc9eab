// The travel month options of the contact page (docs/specification/part-1.md, section 5; docs/decisions.md, decision 8):
// its value format ('january-2025', 'ramadan-2025', 'flexible') for the coming
// twelve months instead of a fixed, now past, year. Computed at build time by the page's +data
// and handed to the island as props, so the prerendered HTML and the hydrated form agree.
// The words (flexible, the Hajj mark, Ramadan) are data/forms.yaml's `travelMonths:`; the months
// are named by Intl, Hajj and Ramadan found by content/browser/hijri-calendar.ts. Browser-safe: Intl and the
// generated words only.
import { HAJJ_FIRST_DAY, HIJRI_MONTH, nextHijriDate } from '../../content/browser/hijri-calendar'
import { fill, sharedTexts } from './messages'
import { TRAVEL_MONTH_TEXT } from './shared-form.generated'
import { formatFor } from '../../content/browser/format'
import { DEFAULT_LOCALE, type Locale } from '../../content/browser/locale'
import { toIsoDate } from '../../content/browser/dates'

export { TRAVEL_MONTH_TEXT }

export interface TravelMonthOption {
  value: string
  label: string
}

/** The label of the option for visitors who have not chosen a date yet. */
export const FLEXIBLE_TRAVEL_MONTH: TravelMonthOption = { value: 'flexible', label: TRAVEL_MONTH_TEXT.flexible }

/** Added to the label of the month in which Hajj begins. */
export const HAJJ_MARK = TRAVEL_MONTH_TEXT.hajjMark

const DAY_MS = 24 * 60 * 60 * 1000
const monthNameFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })

/**
 * 'january-2027' and 'January 2027' for the month starting at `first` (UTC); in another language
 * the month is named in it (the value stays English, the year in the language's digits: নভেম্বর ২০২৬).
 */
function monthOption(first: Date, locale: Locale): TravelMonthOption {
  const name = monthNameFormat.format(first)
  const year = first.getUTCFullYear()
  const { month, digits } = formatFor(locale)
  return { value: `${name.toLowerCase()}-${year}`, label: `${month(toIsoDate(first))} ${digits(year)}` }
}

/**
 * The travel month options on `from` (the build date, read in UTC):
 *
 * 1. The twelve months starting with the month AFTER `from`. The list is fixed when the site is
 *    built and a deploy can stay online for weeks, so starting next month keeps every option in
 *    the future for at least a month after the build; and a group, visa and flights for the
 *    current month are no longer realistic to arrange through an enquiry anyway.
 * 2. The month in which Hajj begins (8 Dhu al-Hijjah) is labelled '(Hajj)': docs/specification/part-1.md's
 *    2025 list marks June because Hajj 2025 began on 4 June; Hajj moves about eleven days earlier
 *    each year (May in 2026 and 2027), so the mark follows the calendar instead of staying on June.
 * 3. The next Ramadan: 'ramadan-YYYY', YYYY being the Gregorian year of the first Ramadan that
 *    begins on or after the first listed month.
 * 4. 'flexible'.
 *
 * `first: 'current'` starts with the month of `from` instead (the quote wizard, issue 11: a quote
 * can still be for this month's end, and the list is rebuilt daily).
 *
 * Dates come from the Umm al-Qura calendar of Intl (as used in Saudi Arabia); no table to update.
 */
export function travelMonthOptions(
  from: Date,
  { first = 'next', locale = DEFAULT_LOCALE }: { first?: 'current' | 'next'; locale?: Locale } = {},
): TravelMonthOption[] {
  const words = sharedTexts(locale).travelMonths
  if (Number.isNaN(from.getTime())) throw new Error('travelMonthOptions: invalid date')
  const firstMonth = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + (first === 'current' ? 0 : 1), 1))
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1)))
  const end = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + 12, 1))

  // Twelve months are longer than a Hijri year, so Hajj can begin once or twice in them.
  const hajjMonths = new Set<string>()
  for (let start = firstMonth; start < end;) {
    const hajj = nextHijriDate(start, HIJRI_MONTH.dhuAlHijjah, HAJJ_FIRST_DAY)
    if (hajj >= end) break
    hajjMonths.add(`${hajj.getUTCFullYear()}-${hajj.getUTCMonth()}`)
    start = new Date(hajj.getTime() + DAY_MS)
  }

  const options = months.map((first) => {
    const option = monthOption(first, locale)
    const isHajj = hajjMonths.has(`${first.getUTCFullYear()}-${first.getUTCMonth()}`)
    return isHajj ? { ...option, label: `${option.label} ${words.hajjMark}` } : option
  })

  const ramadanYear = nextHijriDate(firstMonth, HIJRI_MONTH.ramadan, 1).getUTCFullYear()
  options.push({ value: `ramadan-${ramadanYear}`, label: fill(words.ramadan, { year: formatFor(locale).digits(ramadanYear) }) })
  options.push({ ...FLEXIBLE_TRAVEL_MONTH, label: words.flexible })
  return options
}
