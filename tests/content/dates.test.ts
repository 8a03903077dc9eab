import { describe, expect, it } from 'vitest'
import { addDays, daysInclusive, formatDateRange, formatLongDate, isIsoDate } from '../../content/browser/dates'
import {
  earlyBirdOpen,
  hajjDaysOfYear,
  hajjDaysText,
  hajjOnDay,
  hajjPriceFrom,
  registrationOpen,
  seasonOf,
  showHajjPackage,
  type HajjOfSeason,
} from '../../content/server/hajj/season'
import { today } from '../../content/server/today'
import { siteFacts } from '../../content/server/facts/facts'
import { wordsFor } from '../../content/browser/words/words'
import { formatFor } from '../../content/browser/format'
import '../../content/server/language/all-words'
import { byDeparture, showUmrahPackage, umrahDays, umrahPriceFrom, umrahStatus } from '../../content/server/umrah'
import type { Hajj, UmrahPackage } from '../../schemas/types.generated'
import { t } from '../support/words'

const umrah = (fields: Partial<UmrahPackage>): UmrahPackage => ({
  id: 'x',
  title: 'Umrah X',
  price: 1500,
  departure: '2026-12-19',
  return: '2026-12-28',
  hotel: 'h',
  group: 'g',
  airline: 'Qatar Airways',
  image: '/i.svg',
  features: ['f'],
  ...fields,
})

describe('dates as visitors read them', () => {
  it('writes one date the British way', () => {
    expect(formatLongDate('2025-10-25')).toBe('25 October 2025')
    expect(formatLongDate('2026-05-01')).toBe('1 May 2026')
  })

  it('writes a range with the shared month and year once', () => {
    expect(formatDateRange('2026-05-25', '2026-05-30')).toBe('25–30 May 2026')
    expect(formatDateRange('2025-10-25', '2025-11-03')).toBe('25 October – 3 November 2025')
    expect(formatDateRange('2026-12-28', '2027-01-06')).toBe('28 December 2026 – 6 January 2027')
  })

  it('knows a real day from a typing mistake', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-31')).toBe(false)
    expect(isIsoDate('26/10/2025')).toBe(false)
    expect(() => formatLongDate('31 February')).toThrow(/not a date written YYYY-MM-DD/)
  })

  it('counts days with both ends and steps across months', () => {
    expect(daysInclusive('2025-10-25', '2025-11-03')).toBe(10)
    expect(addDays('2026-05-25', 5)).toBe('2026-05-30')
  })
})

describe('today', () => {
  it('is SITE_TODAY when set, so a build can be made as of any day', () => {
    expect(today({ SITE_TODAY: '2030-01-01' })).toBe('2030-01-01')
  })

  it('is the real UTC date otherwise', () => {
    expect(today({})).toBe(new Date().toISOString().slice(0, 10))
  })

  it('refuses a SITE_TODAY that is not a date, saying how to write it', () => {
    expect(() => today({ SITE_TODAY: '23/11/2026' })).toThrow('SITE_TODAY=23/11/2026 is not a date: write it as YYYY-MM-DD')
  })
})

describe('an Umrah package on a given day', () => {
  it('is open until its departure day and departed from the day after', () => {
    const pkg = umrah({})
    expect(umrahStatus(pkg, '2026-12-19')).toBe('open')
    expect(umrahStatus(pkg, '2026-12-20')).toBe('departed')
    expect(umrahStatus({ ...pkg, soldOut: true }, '2026-11-23')).toBe('soldOut')
  })

  it('is not popular, not early-bird and not bookable once departed', () => {
    const pkg = umrah({ popular: true, originalPrice: 1600, earlyBirdUntil: '2026-11-30' })
    expect(showUmrahPackage(pkg, '2026-11-23', 'en')).toMatchObject({ bookable: true, popular: true, earlyBird: true, originalPrice: 1600 })
    expect(showUmrahPackage(pkg, '2026-12-01', 'en')).toMatchObject({ bookable: true, popular: true, earlyBird: false, originalPrice: undefined })
    // Its record keeps the price struck through as it was sold, never as an offer.
    expect(showUmrahPackage(pkg, '2026-12-20', 'en')).toMatchObject({
      bookable: false,
      soldOut: true,
      popular: false,
      earlyBird: false,
      status: 'departed',
      originalPrice: 1600,
    })
  })

  it('lasts the days between its dates, unless the catalogue says how it is sold', () => {
    expect(umrahDays(umrah({}))).toBe(10)
    expect(umrahDays(umrah({ departure: '2026-02-13', return: '2026-02-22', days: 9 }))).toBe(9)
    expect(showUmrahPackage(umrah({}), '2026-11-23', 'en').duration).toBe(t('duration.days', { days: 10 }))
    expect(showUmrahPackage(umrah({}), '2026-11-23', 'en').dates).toBe('19–28 December 2026')
    // In Bengali its number is in Bengali digits, as the dates and the price beside it are.
    const bengali = showUmrahPackage(umrah({}), '2026-11-23', 'bn')
    expect(bengali.duration).toContain(formatFor('bn').number(10))
    expect(bengali.duration).not.toMatch(/[0-9]/)
  })

  it('"from" is the cheapest bookable package, else the latest season', () => {
    const packages = [
      umrah({ id: 'a', price: 1195, departure: '2025-10-25', return: '2025-11-03' }),
      umrah({ id: 'b', price: 1595 }),
      umrah({ id: 'c', price: 1545, departure: '2027-03-27', return: '2027-04-05' }),
      umrah({ id: 'd', price: 1000, departure: '2027-01-10', return: '2027-01-20', soldOut: true }),
    ]
    expect(umrahPriceFrom(packages, '2026-11-23')).toBe(1545)
    // Nothing bookable: no "from" price at all, not a departed season's (the pages say new dates are coming).
    expect(umrahPriceFrom(packages, '2030-01-01')).toBeUndefined()
    expect(byDeparture(packages.map((p) => showUmrahPackage(p, '2026-11-23', 'en'))).map((p) => p.id)).toEqual(['b', 'c', 'a', 'd'])
  })
})

describe('the Hajj season', () => {
  it('works out 8–13 Dhul Hijjah from the Umm al-Qura calendar', () => {
    expect(hajjDaysOfYear(2025)).toEqual({ from: '2025-06-04', to: '2025-06-09' })
    expect(hajjDaysOfYear(2026)).toEqual({ from: '2026-05-25', to: '2026-05-30' })
    expect(hajjDaysOfYear(2027)).toEqual({ from: '2027-05-14', to: '2027-05-19' })
  })

  it('shows the officially announced days when the catalogue gives them', () => {
    const season = { year: 2026, earlyBirdUntil: '2026-03-31', brochureUrl: 'https://x.example' }
    expect(hajjDaysText(season)).toBe('25–30 May 2026')
    expect(hajjDaysText({ ...season, announcedHajjDays: { from: '2026-05-26', to: '2026-05-31' } })).toBe('26–31 May 2026')
  })

  it('closes registration and the early bird on their days', () => {
    const hajj = {
      season: { year: 2026, earlyBirdUntil: '2026-03-31', brochureUrl: 'https://x.example' },
      packages: [
        { departure: '2026-05-12', price: 7599, duration: '22–26 days' },
        { departure: '2026-05-21', price: 4999, duration: '12–14 days' },
      ],
    } as unknown as HajjOfSeason
    expect(earlyBirdOpen(hajj, '2026-03-31')).toBe(true)
    expect(earlyBirdOpen(hajj, '2026-04-01')).toBe(false)
    expect(registrationOpen(hajj, '2026-05-21')).toBe(true)
    expect(registrationOpen(hajj, '2026-05-22')).toBe(false)
    expect(hajjPriceFrom(hajj, '2026-05-13')).toBe(4999)
    expect(hajjPriceFrom(hajj, '2026-05-22')).toBeUndefined()
    const words = {
      departure: 'approx. {date}',
      travel: 'Departs London approx. {date} for {duration}',
      travelDeparted: 'Left London approx. {date} for {duration}',
    }
    const shown = showHajjPackage(hajj.packages[0], '2026-05-13', words, false)
    expect(shown).toMatchObject({ departed: true, popular: false, departureText: 'approx. 12 May 2026', originalPrice: undefined })
    // The length as shown is the catalogue's figures in the words of data/words.yaml; a package that has left says so.
    const stay = t('duration.stayRange', { from: 22, to: 26 })
    expect(shown).toMatchObject({ days: { from: 22, to: 26 }, duration: stay, travelDates: `Left London approx. 12 May 2026 for ${stay}` })
    expect(showHajjPackage(hajj.packages[0], '2026-05-12', words, false)).toMatchObject({
      departed: false,
      travelDates: `Departs London approx. 12 May 2026 for ${stay}`,
    })
  })

  it('offers the earliest season with a package to book, else the latest; each package keeps its own season', () => {
    const s2026 = { year: 2026, earlyBirdUntil: '2026-03-31', brochureUrl: 'https://x.example' }
    const s2027 = { year: 2027, earlyBirdUntil: '2027-02-28', brochureUrl: 'https://x.example', sample: true }
    const hajj = {
      seasons: [s2026, s2027],
      packages: [
        { id: 'A', departure: '2026-05-12', price: 7599 },
        { id: 'B', departure: '2027-05-07', price: 7199 },
      ],
    } as unknown as Hajj
    expect(hajjOnDay(hajj, '2026-05-01')).toMatchObject({ season: s2026, packages: [hajj.packages[0]] })
    expect(hajjOnDay(hajj, '2026-11-23')).toMatchObject({ season: s2027, packages: [hajj.packages[1]] })
    expect(hajjOnDay(hajj, '2030-01-01').season).toBe(s2027)
    expect(seasonOf(hajj.seasons, hajj.packages[0])).toBe(s2026)
    expect(() => seasonOf([s2026], hajj.packages[1])).toThrow(/seasons has no year 2027/)
  })
})

describe('numbers in the words of a page', () => {
  // data/bn/words.yaml carousel.position: "{total}টির মধ্যে {number} নম্বর".
  it('are written in the Bengali digits on a Bengali page and as they are in English', () => {
    const bengali = wordsFor('bn')('carousel.position', { number: 1, total: 8 })
    expect(bengali).toContain(formatFor('bn').digits(8))
    expect(bengali).not.toMatch(/[0-9]/)
    // English writes a number as it always has: as its digits.
    expect(wordsFor('en')('carousel.position', { number: 1, total: 8 })).toBe(wordsFor('en')('carousel.position', { number: '1', total: '8' }))
  })

  it('a year is never grouped: 2027, ২০২৭', () => {
    expect(formatFor('en').digits(2027)).toBe('2027')
    expect(formatFor('bn').digits(2027)).toBe('২০২৭')
    expect(siteFacts('2026-11-23', 'bn').hajjYear).toBe(formatFor('bn').digits(Number(siteFacts('2026-11-23', 'en').hajjYear)))
  })
})
