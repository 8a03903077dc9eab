// A departure's texts are often copied from another (the web editor's copy and paste, or a YAML
// *reference): the copy keeps the other trip's airline, hotels or month ("Qatar Airways via
// Doha" on a Gulf Air trip, "4-star hotel" on a 5-star Hajj package). Each package's texts, Umrah
// and Hajj, may name only its own airline, hotels and months: anything else is an error at the
// line, naming what the package has. A Hajj package records no airline: its texts may name one,
// but only one.
import { isAlias, isScalar, visit, type Node, type Scalar } from 'yaml'
import { addDays } from '../../browser/dates'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
import type { SourceFile } from './source'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** Airlines that fly London to Saudi Arabia, beside the ones the catalogue names. */
const AIRLINES = [
  'Qatar Airways',
  'Gulf Air',
  'Saudia',
  'Emirates',
  'Etihad',
  'Turkish Airlines',
  'British Airways',
  'EgyptAir',
  'Royal Jordanian',
  'Oman Air',
  'Kuwait Airways',
  'flynas',
]
/** Fields of a package that are the package's own facts, not texts about it. */
const OWN_FIELDS = new Set(['id', 'title', 'airline', 'hotel', 'departure', 'return', 'earlyBirdUntil', 'image', 'brochureFile', 'name', 'duration'])

/** The months a trip covers, from its departure to its return. */
function monthsOf(departure: string, last: string): Set<string> {
  const months = new Set<string>()
  const [y1, m1] = departure.split('-').map(Number)
  const [y2, m2] = last.split('-').map(Number)
  for (let y = y1, m = m1; y < y2 || (y === y2 && m <= m2); m === 12 ? ((m = 1), y++) : m++) months.add(MONTHS[m - 1])
  return months
}

/** What a package's texts may name: its own airline (undefined: any one), hotels and months. */
interface Trip {
  id: string
  airline?: string
  hotels: string[]
  months: Set<string>
}

const hotelNames = (hotels: object | undefined): string[] =>
  Object.values(hotels ?? {}).flatMap((hotel: { name?: unknown } | undefined) => (typeof hotel?.name === 'string' ? [hotel.name] : []))

/** A Hajj package's days: the longest of its duration ("16–19 days"), from its departure. */
function hajjReturn(departure: string, duration: string): string {
  const days = Math.max(1, ...(duration.match(/\d+/g) ?? []).map(Number))
  return addDays(departure, days - 1)
}

/**
 * Each string of the package's node with its place, except its own facts. A text shared by
 * reference (`highlights: *october-highlights`) is the package's too: it is reported at the
 * reference, the line that copies it.
 */
function textsOf(source: SourceFile, index: number): Array<{ text: string; offset: number }> {
  const found: Array<{ text: string; offset: number }> = []
  const collect = (root: Node, at?: number) =>
    visit(root as never, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && OWN_FIELDS.has(String(pair.key.value))) return visit.SKIP
        return undefined
      },
      Alias(_key, alias) {
        const target = isAlias(alias) ? alias.resolve(source.doc) : undefined
        if (target && alias.range) collect(target as Node, at ?? alias.range[0])
      },
      Scalar(key, node: Scalar) {
        if (key === 'key' || !isScalar(node) || typeof node.value !== 'string' || !node.range) return
        found.push({ text: node.value, offset: at ?? node.range[0] })
      },
    })
  const pkg = source.doc.getIn(['packages', index], true) as Node | undefined
  if (pkg) collect(pkg)
  return found
}

/** The problems of one catalogue's packages, each text against its own package. */
function checkTrips(source: SourceFile, trips: Trip[], airlines: string[]): Problem[] {
  const hotels = [...new Set(trips.flatMap((trip) => trip.hotels))]
  const problems: Problem[] = []
  trips.forEach((trip, i) => {
    const seen = new Set<string>()
    let airline = trip.airline
    for (const { text, offset } of textsOf(source, i)) {
      const at = source.lineCounter.linePos(offset)
      const report = (message: string) => {
        // A text shared by reference is one line of the file: one message per thing it names.
        const key = `${at.line}:${message}`
        if (seen.has(key)) return
        seen.add(key)
        problems.push(problem(source.file, at, message))
      }
      for (const named of airlines.filter((name) => text.includes(name))) {
        if (trip.airline === undefined && airline === undefined) airline = named
        else if (!(airline ?? '').includes(named)) {
          const flies = trip.airline === undefined ? `'s texts name ${airline} elsewhere` : ` flies ${airline}`
          report(`package ${trip.id}${flies}, but this text names ${named}: write the package's own airline (it was probably copied from another departure)`)
        }
      }
      // "5-star hotel near the Haram" is in "5-star hotel near the Haram and Jamarat": an own name is not another's.
      const rest = trip.hotels.reduce((left, own) => left.split(own).join(' '), text)
      for (const hotel of hotels) {
        if (rest.includes(hotel) && !trip.hotels.includes(hotel)) {
          report(`package ${trip.id} stays at ${trip.hotels.join(' and ') || 'no named hotel'}, but this text names ${hotel}: write the package's own hotels`)
        }
      }
      // Dates written wrong have their own message; their months cannot be told.
      for (const month of trip.months.size > 0 ? MONTHS : []) {
        if (new RegExp(`\\b${month}\\b`).test(text) && !trip.months.has(month)) {
          report(
            `package ${trip.id} travels in ${[...trip.months].join(' and ')}, but this text names ${month}: write the package's own month (it was probably copied from another departure)`,
          )
        }
      }
    }
  })
  return problems
}

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

export function checkPackageTexts(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  const umrah = validCatalogue(ctx, 'umrah')
  if (umrah) {
    const { packages } = umrah.data
    const airlines = [...new Set([...AIRLINES, ...packages.flatMap((p) => (p.airline ? [p.airline] : []))])]
    const trips = packages.map((pkg) => ({
      id: pkg.id,
      airline: pkg.airline ?? 'with no airline given',
      hotels: hotelNames(pkg.hotels),
      months: isDate(pkg.departure) && isDate(pkg.return) ? monthsOf(pkg.departure, pkg.return) : new Set<string>(),
    }))
    problems.push(...checkTrips(umrah.source, trips, airlines))
  }
  const hajj = validCatalogue(ctx, 'hajj')
  if (hajj) {
    const trips = hajj.data.packages.map((pkg) => ({
      id: pkg.id,
      hotels: hotelNames(pkg.hotels),
      months: isDate(pkg.departure) && typeof pkg.duration === 'string' ? monthsOf(pkg.departure, hajjReturn(pkg.departure, pkg.duration)) : new Set<string>(),
    }))
    problems.push(...checkTrips(hajj.source, trips, AIRLINES))
  }
  return problems
}
