// The city filter of the hotels page: 'all' (the default) or a city, compared case-insensitively
// (docs/specification/part-1.md, section 4). A link can choose the city with #city=<name>, e.g. /hotels#city=madinah.

import type { Translate } from '../../content/browser/words/words'

export const ALL_CITIES = 'all'

interface CityHotel {
  city: string
}

interface CityTab {
  value: string
  label: string
  count: number
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The hotels of the chosen city, or every hotel for 'all'. */
export function filterHotels<H extends CityHotel>(hotels: readonly H[], city: string): H[] {
  return same(city, ALL_CITIES) ? [...hotels] : hotels.filter((hotel) => same(hotel.city, city))
}

/** All, then each city, with how many hotels each tab shows. */
export function cityTabs(hotels: readonly CityHotel[], cities: ReadonlyArray<{ id: string; label: string }>, allLabel: string): CityTab[] {
  return [
    { value: ALL_CITIES, label: allLabel, count: hotels.length },
    ...cities.map((city) => ({ value: city.id, label: city.label, count: filterHotels(hotels, city.id).length })),
  ]
}

/** '1 hotel', '3 hotels' (data/words.yaml hotels). */
export function hotelCount(count: number, t: Translate): string {
  return count === 1 ? t('hotels.oneHotel') : t('hotels.hotelCount', { count })
}

/** 'Showing 1 hotel', 'Showing 3 hotels'. */
export function showingText(count: number, t: Translate): string {
  return t('hotels.showing', { hotels: hotelCount(count, t) })
}

const HASH = /^#city=([^&]*)$/i

/**
 * The city a link asks for (#city=Makkah → makkah; #city= → all), or undefined when the hash is
 * not about the city (e.g. #main from the skip link), so the current choice stays.
 */
export function cityFromHash(hash: string): string | undefined {
  const match = HASH.exec(hash)
  if (!match) return undefined
  let city: string
  try {
    city = decodeURIComponent(match[1]!)
  } catch {
    return ALL_CITIES
  }
  return city.trim().toLowerCase() || ALL_CITIES
}

/** The hash that links to a city's tab ('' for all). */
export function hashForCity(city: string): string {
  return same(city, ALL_CITIES) ? '' : `#city=${encodeURIComponent(city.toLowerCase())}`
}
