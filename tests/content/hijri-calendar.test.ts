// nextHijriDate steps through the calendar a month at a time, never past the day sought: it finds
// the same day as reading the calendar one day after another, from every start day of eight years.
import { describe, expect, it } from 'vitest'
import { HAJJ_FIRST_DAY, HIJRI_MONTH, nextHijriDate } from '../../content/browser/hijri-calendar'

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST = Date.UTC(2024, 0, 1)
const STARTS = 8 * 365
const format = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', timeZone: 'UTC' })

/** The Hijri month and day of every day from FIRST, read one day at a time. */
const calendar = Array.from({ length: STARTS + 400 }, (_, i) => {
  const parts = format.formatToParts(new Date(FIRST + i * DAY_MS))
  const read = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { month: read('month'), day: read('day') }
})

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('nextHijriDate', () => {
  it.each([
    ['1 Ramadan', HIJRI_MONTH.ramadan, 1],
    ['1 Shawwal', HIJRI_MONTH.shawwal, 1],
    ['8 Dhul Hijjah', HIJRI_MONTH.dhuAlHijjah, HAJJ_FIRST_DAY],
    ['30 Ramadan, in the years Ramadan has it', HIJRI_MONTH.ramadan, 30],
  ])('finds %s from every day of 2024–2031 as a day-by-day reading does', (_name, month, day) => {
    const wrong: string[] = []
    for (let start = 0; start < STARTS; start++) {
      let expected = start
      while (expected < start + 400 && (calendar[expected]!.month !== month || calendar[expected]!.day !== day)) expected++
      const from = new Date(FIRST + start * DAY_MS)
      // Not within the 400 days searched (30 Ramadan, from a year whose Ramadan has 29 days): refused.
      const found = expected < start + 400 ? iso(FIRST + expected * DAY_MS) : 'refused'
      let got: string
      try {
        got = iso(nextHijriDate(from, month, day).getTime())
      } catch {
        got = 'refused'
      }
      if (got !== found) wrong.push(`from ${iso(from.getTime())}: ${got}, not ${found}`)
    }
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('names the search when no such day exists', () => {
    expect(() => nextHijriDate(new Date(FIRST), HIJRI_MONTH.ramadan, 31)).toThrow('No Hijri 9/31 within 400 days of 2024-01-01')
  })
})
