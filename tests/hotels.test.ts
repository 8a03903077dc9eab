// The hotels page's logic without a browser: the city filter (counts, case-insensitive, links,
// the empty state), the prerendered listing, and the shared rules of the two hotel forms.
import { resolveMessage } from '../forms/_shared/form-words'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { globalHotelRequestDefaults, globalHotelRequestSchema } from '../forms/global-hotel-request'
import { hotelBookingDefaults, hotelBookingSchema } from '../forms/hotel-booking'
import { earliestCheckIn, formatStayDate, isIsoDate, nextDay, nightsBetween } from '../forms/hotel-request-fields'
import { HotelListing } from '../components/hotels/HotelListing'
import { cityFromHash, cityTabs, filterHotels, hashForCity, showingText } from '../islands/hotels/hotel-filter'
import { loadCatalogue } from '../content/server/data/load'
import { DEFAULT_LOCALE } from '../content/browser/locale'
import { wordsFor } from '../content/browser/words/words'
import { dataText } from './support/data-text'

const content = loadCatalogue('hotels', 'en')

describe('the hotels data', () => {
  it('lists six hotels, three in Makkah and three in Madinah, 4 or 5 stars, £75 to £180 a night, 4 to 6 features', () => {
    expect(content.hotels).toHaveLength(6)
    expect(content.hotels.filter((h) => h.city === 'makkah')).toHaveLength(3)
    expect(content.hotels.filter((h) => h.city === 'madinah')).toHaveLength(3)
    for (const hotel of content.hotels) {
      expect(hotel.rating).toBeGreaterThanOrEqual(4)
      expect(hotel.price).toBeGreaterThanOrEqual(75)
      expect(hotel.price).toBeLessThanOrEqual(180)
      expect(hotel.features.length).toBeGreaterThanOrEqual(4)
      expect(hotel.features.length).toBeLessThanOrEqual(6)
    }
    expect(new Set(content.hotels.map((h) => h.id)).size).toBe(6)
    expect(content.benefits.items).toHaveLength(4)
  })
})

describe('the city filter', () => {
  const hotels = content.hotels

  it('counts each tab: All 6, Makkah 3, Madinah 3', () => {
    expect(cityTabs(hotels, content.cities, 'All').map(({ value, count }) => [value, count])).toEqual([
      ['all', 6],
      ['makkah', 3],
      ['madinah', 3],
    ])
  })

  it('shows every hotel for all, and compares cities case-insensitively', () => {
    expect(filterHotels(hotels, 'all')).toHaveLength(6)
    expect(filterHotels(hotels, 'ALL')).toHaveLength(6)
    expect(filterHotels(hotels, 'Makkah').map((h) => h.city)).toEqual(['makkah', 'makkah', 'makkah'])
    expect(filterHotels(hotels, ' MADINAH ').map((h) => h.city)).toEqual(['madinah', 'madinah', 'madinah'])
  })

  it('finds no hotel for a city without hotels', () => {
    expect(filterHotels(hotels, 'jeddah')).toEqual([])
    // A catalogue whose Madinah hotels were all taken off: the Madinah tab counts 0.
    const makkahOnly = hotels.filter((h) => h.city === 'makkah')
    expect(cityTabs(makkahOnly, content.cities, 'All').find((t) => t.value === 'madinah')?.count).toBe(0)
    expect(filterHotels(makkahOnly, 'madinah')).toEqual([])
  })

  it('says how many hotels are shown', () => {
    // The sentences as data/words.yaml writes them, filled in by hand here.
    const { hotels } = loadCatalogue('words', 'en')
    const t = wordsFor(DEFAULT_LOCALE)
    expect(showingText(6, t)).toBe(hotels.showing.replace('{hotels}', hotels.hotelCount.replace('{count}', '6')))
    expect(showingText(1, t)).toBe(hotels.showing.replace('{hotels}', hotels.oneHotel))
    expect(showingText(0, t)).toBe(hotels.showing.replace('{hotels}', hotels.hotelCount.replace('{count}', '0')))
  })

  it('reads and writes the city of a link (#city=...)', () => {
    expect(cityFromHash('#city=Madinah')).toBe('madinah')
    expect(cityFromHash('#city=')).toBe('all')
    // Other anchors (the skip link's #main) leave the choice as it is.
    expect(cityFromHash('')).toBeUndefined()
    expect(cityFromHash('#main')).toBeUndefined()
    expect(cityFromHash('#city=%E0%A4%A')).toBe('all')
    expect(hashForCity('makkah')).toBe('#city=makkah')
    expect(hashForCity('all')).toBe('')
  })
})

describe('the prerendered listing', () => {
  const t = wordsFor(DEFAULT_LOCALE)
  const props = { cities: content.cities, listing: content.listing }

  it('shows all six hotels with their tabs and count, and no booking form', () => {
    const html = renderToString(createElement(HotelListing, { ...props, hotels: content.hotels }))
    for (const hotel of content.hotels) expect(html).toContain(hotel.name)
    expect(html.split(t('booking.bookNow'))).toHaveLength(7)
    expect(html).toContain(showingText(6, t))
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html).toMatch(/aria-selected="true"[^>]*>All/)
    expect(html).toContain(t('hotels.more', { count: 3 }))
    expect(html).not.toContain('<form')
  })

  it('shows the empty state with View All Hotels when there is no hotel to show', () => {
    const html = renderToString(createElement(HotelListing, { ...props, hotels: [] }))
    expect(html).toMatch(/<div class="hotels-empty">/)
    expect(html).toContain('No Hotels Found')
    expect(html).toContain(t('hotels.showAll'))
    expect(html).toContain(showingText(0, t))
  })
})

describe('the hotel forms', () => {
  const inDays = (days: number) => {
    const date = new Date()
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }
  const person = { firstName: 'Aisha', lastName: 'Rahman', email: 'aisha@example.org', phone: '020 7946 0123', recaptchaToken: 'token' }

  it('start with 2 adults, 0 children and 1 room (the worldwide form as text)', () => {
    expect([hotelBookingDefaults.adults, hotelBookingDefaults.children, hotelBookingDefaults.rooms]).toEqual([2, 0, 1])
    expect([globalHotelRequestDefaults.adults, globalHotelRequestDefaults.children, globalHotelRequestDefaults.rooms]).toEqual(['2', '0', '1'])
  })

  it('report the date order on the check-out field, beside other missing fields', () => {
    const result = hotelBookingSchema.safeParse({ ...hotelBookingDefaults, checkInDate: inDays(10), checkOutDate: inDays(9) })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((issue) => String(issue.path[0]))
    expect(fields).toContain('checkOutDate')
    expect(fields).toContain('firstName')
    expect(resolveMessage(result.error!.issues.find((i) => i.path[0] === 'checkOutDate')?.message ?? '', 'en')).toBe(
      dataText('hotels', 'form.stay.messages.checkOutBeforeCheckIn'),
    )
  })

  it('give the worldwide form its own required destination', () => {
    const body = { ...globalHotelRequestDefaults, ...person, checkInDate: inDays(5), checkOutDate: inDays(8) }
    const result = globalHotelRequestSchema.safeParse(body)
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['destination'])
    expect(globalHotelRequestSchema.safeParse({ ...body, destination: 'Cairo' }).data).toMatchObject({ adults: 2, children: 0, rooms: 1 })
  })

  it('on the server accept the date it still is anywhere on Earth (UTC−12) as today', () => {
    expect(earliestCheckIn(new Date('2026-06-10T11:59:00Z'))).toBe('2026-06-09')
    expect(earliestCheckIn(new Date('2026-06-10T12:00:00Z'))).toBe('2026-06-10')
  })

  it('know real dates, the next day, nights and the long form', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2027-13-01')).toBe(false)
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(nightsBetween('2026-10-25', '2026-11-03')).toBe(9)
    expect(formatStayDate('2026-10-12')).toBe('Monday, 12 October 2026')
  })
})
