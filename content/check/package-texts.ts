// A departure's texts are often copied from another (the web editor's copy and paste, or a YAML
// *reference): the copy keeps the other trip's airline, hotels or month ("Qatar Airways via
// Doha" on a Gulf Air trip). Each package's texts may name only its own airline, hotels and
// months: anything else is an error at the line, naming what the package has.
import { isAlias, isScalar, visit, type Node, type Scalar } from 'yaml'
import type { UmrahPackage } from '../../schemas/types.generated'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../problem'
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
const OWN_FIELDS = new Set(['id', 'title', 'airline', 'hotel', 'departure', 'return', 'earlyBirdUntil', 'image', 'brochureFile', 'name'])

/** The months a trip covers, from its departure to its return. */
function monthsOf(pkg: UmrahPackage): Set<string> {
  const months = new Set<string>()
  const [y1, m1] = pkg.departure.split('-').map(Number)
  const [y2, m2] = pkg.return.split('-').map(Number)
  for (let y = y1, m = m1; y < y2 || (y === y2 && m <= m2); m === 12 ? ((m = 1), y++) : m++) months.add(MONTHS[m - 1])
  return months
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

export function checkPackageTexts(ctx: CheckContext): Problem[] {
  const umrah = validCatalogue(ctx, 'umrah')
  if (!umrah) return []
  const { packages } = umrah.data
  const airlines = [...new Set([...AIRLINES, ...packages.flatMap((p) => (p.airline ? [p.airline] : []))])]
  const hotels = [...new Set(packages.flatMap((p) => (p.hotels ? [p.hotels.makkah.name, p.hotels.madinah.name] : [])))]
  const problems: Problem[] = []
  packages.forEach((pkg, i) => {
    const ownHotels = pkg.hotels ? [pkg.hotels.makkah.name, pkg.hotels.madinah.name] : []
    const months = monthsOf(pkg)
    const seen = new Set<string>()
    for (const { text, offset } of textsOf(umrah.source, i)) {
      const at = umrah.source.lineCounter.linePos(offset)
      const report = (message: string) => {
        // A text shared by reference is one line of the file: one message per thing it names.
        const key = `${at.line}:${message}`
        if (seen.has(key)) return
        seen.add(key)
        problems.push(problem(umrah.source.file, at, message))
      }
      for (const airline of airlines) {
        if (text.includes(airline) && !(pkg.airline ?? '').includes(airline)) {
          report(
            `package ${pkg.id} flies ${pkg.airline ?? 'with no airline given'}, but this text names ${airline}: write the package's own airline (it was probably copied from another departure)`,
          )
        }
      }
      for (const hotel of hotels) {
        if (text.includes(hotel) && !ownHotels.includes(hotel)) {
          report(`package ${pkg.id} stays at ${ownHotels.join(' and ') || 'no named hotel'}, but this text names ${hotel}: write the package's own hotels`)
        }
      }
      // Dates written wrong have their own message; their months cannot be told.
      for (const month of months.size > 0 ? MONTHS : []) {
        if (new RegExp(`\\b${month}\\b`).test(text) && !months.has(month)) {
          report(
            `package ${pkg.id} travels in ${[...months].join(' and ')}, but this text names ${month}: write the package's own month (it was probably copied from another departure)`,
          )
        }
      }
    }
  })
  return problems
}
