// https://vike.dev/data
import { daysInclusive, formatDateRange } from '../../content/dates'
import { today } from '../../content/today'
import { durationText, hasDeparted } from '../../content/umrah'
import { loadCatalogue } from '../../scripts/content/load'

/** The community trip on the day of the build: its dates and days from the catalogue, and whether it has left. */
export function data() {
  const site = loadCatalogue('site')
  const page = loadCatalogue('east-london-mosque-umrah')
  const { trip } = page
  return {
    page,
    departed: hasDeparted(trip.departure, today()),
    dates: formatDateRange(trip.departure, trip.return),
    duration: durationText(daysInclusive(trip.departure, trip.return)),
    newDates: loadCatalogue('shell').newDates,
    departedLabel: loadCatalogue('shell').packageStatus.departed,
    phone: site.phones.hajjUmrah,
    site,
  }
}

export type CommunityUmrahData = ReturnType<typeof data>
