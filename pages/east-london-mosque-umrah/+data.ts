// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { daysInclusive, hasDeparted } from '../../content/browser/dates'
import { formatFor } from '../../content/browser/format'
import { wordsFor } from '../../content/browser/words/words'
import { fillFacts, siteFacts } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
import { durationText } from '../../content/server/umrah'
import { loadCatalogue } from '../../content/server/data/load'

/** The community trip on the day of the build: its dates and days from the catalogue, and whether it has left. */
export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const format = formatFor(locale)
  const site = loadCatalogue('site', locale)
  const { trip } = loadCatalogue('east-london-mosque-umrah', locale)
  const dates = format.dateRange(trip.departure, trip.return)
  const duration = durationText(daysInclusive(trip.departure, trip.return), wordsFor(locale), format)
  // The trip's words may quote its own month ({tripMonth}) and the site's facts.
  const page = fillFacts(
    loadCatalogue('east-london-mosque-umrah', locale),
    { ...siteFacts(today(), locale), tripMonth: format.monthYear(trip.departure) },
    'data/east-london-mosque-umrah.yaml',
  )
  return {
    page,
    departed: hasDeparted(trip.departure, today()),
    dates,
    duration,
    newDates: loadCatalogue('shell', locale).newDates,
    phone: site.phones.hajjUmrah,
    site,
  }
}

export type CommunityUmrahData = ReturnType<typeof data>
