// The contact page's travel month options (docs/decisions.md, decision 8): docs/specification/part-1.md's value format
// for the twelve months after the build date, the Hajj month marked, the next Ramadan, flexible.
import { describe, expect, it } from 'vitest'
import { contactPageTravelMonthLabel, isContactPageTravelMonthValue } from '../../forms/contact'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { fill } from '../../content/browser/fill'
import { loadCatalogue } from '../../content/server/data/load'

/** data/forms.yaml's words of the list: flexible, the Hajj mark, Ramadan {year}. */
const WORDS = loadCatalogue('forms', 'en').travelMonths
/** A month as the list names it when Hajj begins in it. */
const hajjMonth = (month: string) => `${month} ${WORDS.hajjMark}`
const ramadan = (year: number) => fill(WORDS.ramadan, { year })

const values = (from: string) => travelMonthOptions(new Date(from)).map((o) => o.value)
const labels = (from: string) => travelMonthOptions(new Date(from)).map((o) => o.label)

describe('travelMonthOptions', () => {
  it('lists the twelve months after the build date, then the next Ramadan and flexible', () => {
    expect(values('2026-11-21T10:00:00Z')).toEqual([
      'december-2026',
      'january-2027',
      'february-2027',
      'march-2027',
      'april-2027',
      'may-2027',
      'june-2027',
      'july-2027',
      'august-2027',
      'september-2027',
      'october-2027',
      'november-2027',
      'ramadan-2027',
      'flexible',
    ])
    expect(labels('2026-11-21T10:00:00Z')).toEqual([
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      hajjMonth('May 2027'),
      'June 2027',
      'July 2027',
      'August 2027',
      'September 2027',
      'October 2027',
      'November 2027',
      ramadan(2027),
      WORDS.flexible,
    ])
  })

  it("gives the specification's own 2025 list when built in December 2024 (June marked Hajj, ramadan-2025)", () => {
    const options = travelMonthOptions(new Date('2024-12-15T12:00:00Z'))
    expect(options.map((o) => o.value)).toEqual([
      'january-2025',
      'february-2025',
      'march-2025',
      'april-2025',
      'may-2025',
      'june-2025',
      'july-2025',
      'august-2025',
      'september-2025',
      'october-2025',
      'november-2025',
      'december-2025',
      'ramadan-2025',
      'flexible',
    ])
    expect(options.filter((o) => o.label.includes(WORDS.hajjMark)).map((o) => o.label)).toEqual([hajjMonth('June 2025')])
    expect(options.at(-2)!.label).toBe(ramadan(2025))
  })

  it('starts with the next month even on the first and the last day of a month (read in UTC)', () => {
    expect(values('2026-03-01T00:00:00Z')[0]).toBe('april-2026')
    expect(values('2026-03-31T23:59:59Z')[0]).toBe('april-2026')
    expect(values('2026-12-31T23:30:00Z').slice(0, 2)).toEqual(['january-2027', 'february-2027'])
  })

  it('marks every month in which Hajj begins: twice when two Hajj seasons fall in the twelve months', () => {
    // 8 Dhu al-Hijjah 1446 is 4 June 2025 and 1447 is 25 May 2026 (Umm al-Qura).
    const marked = travelMonthOptions(new Date('2025-05-20T12:00:00Z')).filter((o) => o.label.endsWith(WORDS.hajjMark))
    expect(marked.map((o) => o.value)).toEqual(['june-2025', 'may-2026'])
  })

  it('names the Gregorian year in which the next Ramadan begins', () => {
    // Ramadan 1447 begins on 18 February 2026, Ramadan 1448 on 8 February 2027.
    expect(values('2026-01-10T12:00:00Z')).toContain('ramadan-2026')
    // During Ramadan 1447 the list starts in March 2026, after its start: the next one is 1448.
    expect(values('2026-02-25T12:00:00Z')).toContain('ramadan-2027')
    expect(values('2026-02-25T12:00:00Z')).not.toContain('ramadan-2026')
  })

  it('gives values the server accepts and labels the e-mail can read', () => {
    for (const from of ['2025-07-04', '2026-11-21', '2031-06-30']) {
      for (const option of travelMonthOptions(new Date(from))) {
        expect(isContactPageTravelMonthValue(option.value), option.value).toBe(true)
        // The e-mail names the month as the list does, without the Hajj mark; flexible in its own word.
        const inEmail = option.value === 'flexible' ? WORDS.flexibleInEmail : option.label.replace(` ${WORDS.hajjMark}`, '')
        expect(contactPageTravelMonthLabel(option.value, 'en'), option.label).toBe(inEmail)
      }
    }
  })

  it('refuses an invalid date rather than listing nonsense', () => {
    expect(() => travelMonthOptions(new Date('not a date'))).toThrow('invalid date')
  })
})
