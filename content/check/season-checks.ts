// The calendar moves on while data/ stays as written: warnings (never errors: the site already
// shows a past item as past) at the line of every dated item that has passed, and of every text
// that names a past date, month or year as if it were still coming, so staff see what to update.
// Texts that should follow the calendar are better written with a fact ({hajjYear},
// {ramadanMonths}, {hajjWhen}, {earlyBirdUntil}): the message says so.
import { isPair, isScalar, isSeq, visit, type Scalar } from 'yaml'
import { formatLongDate, hasDeparted, toIsoDate } from '../dates'
import { nextHajjYear } from '../hajj'
import { fill } from '../fill'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../problem'
import { positionInScalar, positionOf, type SourceFile } from './source'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const MONTH = `(${MONTHS.join('|')})`
/** 28 February 2027 */
const FULL_DATE = new RegExp(`\\b(\\d{1,2}) ${MONTH} (20\\d\\d)\\b`, 'g')
/** February 2026, February–March 2026, February and March 2026 */
const MONTH_YEAR = new RegExp(`\\b${MONTH}(?:\\s*(?:–|-|to|and)\\s*${MONTH})? (20\\d\\d)\\b`, 'g')
const YEAR = /\b(20\d\d)\b/g
/** Words that present what follows as still to come. */
const COMING = /\b(expected|will|until|opens?|upcoming|coming|next|register|book|departs?|departing)\b/i
/** Fields that hold an item's own dates or names rather than a sentence. */
const NOT_SENTENCES = new Set([
  'id',
  'departure',
  'return',
  'earlyBirdUntil',
  'date',
  'from',
  'to',
  'href',
  'image',
  'src',
  'file',
  'brochureUrl',
  'youtubeId',
  'thumbnail',
])

export const warn = (source: SourceFile, path: (string | number)[], message: string, topic: 'season' | 'sale' = 'season'): Problem => ({
  ...problem(source.file, positionOf(source, path), message, 'warning'),
  topic,
})

/** Every dated item of the catalogues whose day has passed, at its line. */
function passedItems(ctx: CheckContext, day: string): Problem[] {
  const problems: Problem[] = []
  const umrah = validCatalogue(ctx, 'umrah')
  const departed = (source: SourceFile, i: number, pkg: { id: string; departure: string }) =>
    warn(
      source,
      ['packages', i, 'departure'],
      `package ${pkg.id} departed on ${formatLongDate(pkg.departure)}: the site shows it as departed; change its dates for a new departure, or leave it as a record`,
    )
  umrah?.data.packages.forEach((pkg, i) => {
    if (hasDeparted(pkg.departure, day)) {
      problems.push(departed(umrah.source, i, pkg))
    } else if (pkg.earlyBirdUntil !== undefined && pkg.earlyBirdUntil < day) {
      problems.push(
        warn(
          umrah.source,
          ['packages', i, 'earlyBirdUntil'],
          `package ${pkg.id}'s early-bird offer ended on ${formatLongDate(pkg.earlyBirdUntil)}: the site no longer shows it; remove earlyBirdUntil and originalPrice, or write a later date`,
        ),
      )
    }
  })
  const community = validCatalogue(ctx, 'east-london-mosque-umrah')
  if (community && hasDeparted(community.data.trip.departure, day)) {
    problems.push(
      warn(community.source, ['trip', 'departure'], `the trip departed on ${formatLongDate(community.data.trip.departure)}: write the next trip's dates`),
    )
  }
  const hajj = validCatalogue(ctx, 'hajj')
  // What the site says between seasons, in the words of data/words.yaml as checked (`season.opensSoon`).
  const seasonWords = validCatalogue(ctx, 'words')?.data.season
  const opensSoon = (year: number) => (seasonWords ? fill(seasonWords.opensSoon, { year }) : `that Hajj ${year} registration opens soon`)
  if (hajj) {
    const { seasons, packages } = hajj.data
    packages.forEach((pkg, i) => {
      if (hasDeparted(pkg.departure, day)) problems.push(departed(hajj.source, i, pkg))
    })
    seasons.forEach((season, s) => {
      const own = packages.filter((pkg) => Number(pkg.departure.slice(0, 4)) === season.year)
      if (own.length > 0 && own.every((pkg) => hasDeparted(pkg.departure, day))) {
        const later = seasons.some((other) => other.year > season.year)
        if (!later) {
          // The year the site names (seasonOnDay): the next Hajj, never the season just ended.
          problems.push(
            warn(
              hajj.source,
              ['seasons', s, 'year'],
              `every package of Hajj ${season.year} has departed: the site shows them as departed and says ${opensSoon(Math.max(nextHajjYear(day), season.year + 1))}; add the next season and its packages when they are known`,
              'sale',
            ),
          )
        }
      } else if (own.length > 0 && season.earlyBirdUntil < day) {
        problems.push(
          warn(
            hajj.source,
            ['seasons', s, 'earlyBirdUntil'],
            `the early-bird prices of Hajj ${season.year} ended on ${formatLongDate(season.earlyBirdUntil)}: the site no longer shows them`,
          ),
        )
      }
    })
  }
  return problems
}

/** The last day a month (1–12) of a year covers, as YYYY-MM-DD. */
function endOfMonth(year: number, month: number): string {
  return toIsoDate(new Date(Date.UTC(year, month, 0)))
}

/** What in `text` names a day, month or year before `day` as if it were coming, or undefined. */
export function pastMention(text: string, day: string, wholeValue: boolean): string | undefined {
  for (const m of text.matchAll(FULL_DATE)) {
    const iso = `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`
    if (iso < day) return m[0]
  }
  for (const m of text.matchAll(MONTH_YEAR)) {
    const last = MONTHS.indexOf(m[2] ?? m[1]) + 1
    if (endOfMonth(Number(m[3]), last) < day && (wholeValue || COMING.test(text))) return m[0]
  }
  const year = Number(day.slice(0, 4))
  for (const m of text.matchAll(YEAR)) {
    // "Since 2022 ..." and "in 2024 ..." tell what happened: a fact, not an offer.
    const before = text.slice(Math.max(0, m.index - 6), m.index)
    if (Number(m[1]) < year && COMING.test(text) && !/\b(since|in) $/i.test(before)) return m[0]
  }
  return undefined
}

/** Whether the value at `path` belongs to a package or trip that has departed (its texts are a record). */
function ofPastItem(source: SourceFile, path: readonly unknown[], day: string): boolean {
  if (source.catalogue !== 'umrah' && source.catalogue !== 'hajj' && source.catalogue !== 'gallery' && source.catalogue !== 'testimonials') return false
  if (source.catalogue === 'gallery' || source.catalogue === 'testimonials') return true
  const data = source.data as { packages?: Array<{ departure?: string }> } | undefined
  const index = path.findIndex((node) => isPair(node) && isScalar(node.key) && node.key.value === 'packages')
  const seq = path[index + 1]
  const item = path[index + 2]
  if (index < 0 || !isSeq(seq)) return source.catalogue === 'hajj'
  const i = seq.items.indexOf(item as never)
  const departure = data?.packages?.[i]?.departure
  return typeof departure === 'string' && hasDeparted(departure, day)
}

/** Every text in data/ that names a past date, month or year as still to come, at its line. */
function pastSentences(ctx: CheckContext, day: string): Problem[] {
  const problems: Problem[] = []
  for (const { source } of ctx.sources.values()) {
    if (source.doc.errors.length > 0 || !source.file.endsWith('.yaml')) continue
    visit(source.doc, {
      Scalar(key, node: Scalar, path) {
        if (key === 'key' || typeof node.value !== 'string' || !node.range) return
        const parent = path.at(-1)
        const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined
        if (field !== undefined && NOT_SENTENCES.has(field)) return
        if (ofPastItem(source, path, day)) return
        const found = pastMention(node.value, day, new RegExp(`^${MONTH_YEAR.source}$`).test(node.value.trim()))
        if (!found) return
        problems.push({
          ...problem(
            source.file,
            positionInScalar(source, node.range, found),
            `"${found}" has passed, but this text speaks of it as still to come: write the new date, or let the site fill it in with a fact such as {hajjYear}, {hajjDates}, {ramadanMonths} or {earlyBirdUntil}`,
            'warning',
          ),
          topic: 'season',
        })
      },
    })
  }
  return problems
}

export function checkSeason(ctx: CheckContext): Problem[] {
  const day = toIsoDate(ctx.today)
  return [...passedItems(ctx, day), ...pastSentences(ctx, day)]
}
