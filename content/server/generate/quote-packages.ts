// The packages the quote wizard can be asked about, with their prices per person by room, generated
// into forms/quote-packages.generated.ts from data/umrah.yaml and data/hajj.yaml on the day of the
// build (issue 38: a package page's room price leads to the wizard with that package and room
// chosen). send-quote-email runs on Netlify without data/, so it needs the ids (to refuse anything
// else), each package's rooms (to refuse a room it does not offer) and the prices (to tell the
// agency and the visitor the price shown for the room) compiled in. Titles in every language, for
// the visitor's acknowledgement; the agency's e-mail uses the English one.
import { hajjOnDay } from '../hajj/season'
import { hasDeparted } from '../../browser/dates'
import { byDeparture, showUmrahPackage } from '../umrah'
import { LOCALES, type Locale } from '../../browser/locale'
import { roomPricesOf, type Room } from '../../browser/room-prices'
import { loadCatalogue } from '../data/load'
import { loadFilled } from '../facts/facts'
import { quote } from './generated-module'

export const QUOTE_PACKAGES_FILE = 'forms/quote-packages.generated.ts'

interface QuotePackageSource {
  id: string
  service: 'umrah' | 'hajj'
  titles: Record<Locale, string>
  /** Per person, in pounds, by room; empty for a package with one price for all. */
  rooms: Partial<Record<Room, number>>
}

const roomsOf = (pkg: Parameters<typeof roomPricesOf>[0]) => Object.fromEntries(roomPricesOf(pkg).map(({ room, price }) => [room, price]))

/** The Umrah departures still bookable, then the Hajj packages of the season on offer not yet departed. */
export function quotePackages(day: string): QuotePackageSource[] {
  const titleIn = (name: 'umrah' | 'hajj', id: string) =>
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        (name === 'umrah' ? loadFilled('umrah', [], locale) : loadCatalogue('hajj', locale)).packages.find((p) => p.id === id)!.title,
      ]),
    ) as Record<Locale, string>
  const umrah = byDeparture(loadFilled('umrah', [], 'en').packages.map((pkg) => showUmrahPackage(pkg, day, 'en'))).filter((pkg) => pkg.bookable)
  const hajj = hajjOnDay(loadCatalogue('hajj', 'en'), day).packages.filter((pkg) => !hasDeparted(pkg.departure, day))
  return [
    ...umrah.map((pkg) => ({ id: pkg.id, service: 'umrah' as const, titles: titleIn('umrah', pkg.id), rooms: roomsOf(pkg) })),
    ...hajj.map((pkg) => ({ id: pkg.id, service: 'hajj' as const, titles: titleIn('hajj', pkg.id), rooms: roomsOf(pkg) })),
  ]
}

export function renderQuotePackages(packages: QuotePackageSource[], day: string): string {
  const titles = (pkg: QuotePackageSource) =>
    `{ ${Object.entries(pkg.titles)
      .map(([locale, title]) => `${locale}: ${quote(title)}`)
      .join(', ')} }`
  const rooms = (pkg: QuotePackageSource) =>
    `{ ${Object.entries(pkg.rooms)
      .map(([room, price]) => `${room}: ${price}`)
      .join(', ')} }`
  return [
    '// generated, do not edit: written by `npm run generate` (run by `npm run build`)',
    `// from data/umrah.yaml and data/hajj.yaml on ${day}: the packages a quote can be asked for, with their rooms.`,
    "import type { Locale } from '../content/browser/locale'",
    "import type { Room } from '../content/browser/room-prices'",
    '',
    "export const QUOTE_PACKAGES: readonly { id: string; service: 'umrah' | 'hajj'; titles: Record<Locale, string>; rooms: Partial<Record<Room, number>> }[] = [",
    ...packages.map((pkg) => `  { id: ${quote(pkg.id)}, service: ${quote(pkg.service)}, titles: ${titles(pkg)}, rooms: ${rooms(pkg)} },`),
    ']',
    '',
  ].join('\n')
}
