// The calendar moves on while data/ stays as written: warnings (never errors: the site already
// shows a past item as past) at the line of every dated item that has passed, and of every text
// that names a past date, month or year as if it were still coming, so staff see what to update.
// Which dates roll over, and how, the schemas say (content/server/check/meaning/season.ts); which strings
// are sentences, the schema's `x-translate` and shapes (content/server/check/text-kinds.ts). Texts that
// should follow the calendar are better written with a fact ({hajjYear}, {ramadanMonths},
// {hajjWhen}, {earlyBirdUntil}): the message says so.
import { isPair, isScalar, isSeq, visit, type Scalar } from 'yaml'
import { toIsoDate } from '../../browser/dates'
import type { CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
import { isPast, seasonOf } from './meaning/season'
import { schemaSet } from './schemas'
import { positionInScalar, type DataPath, type SourceFile } from './source'
import { textKinds } from './text-kinds'
import { LAPSING_FACTS, sentencesOf, type LapsingFact } from '../facts/names'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const MONTH = `(${MONTHS.join('|')})`
/** 28 February 2027 */
const FULL_DATE = new RegExp(`\\b(\\d{1,2}) ${MONTH} (20\\d\\d)\\b`, 'g')
/** February 2026, February–March 2026, February and March 2026 */
const MONTH_YEAR = new RegExp(`\\b${MONTH}(?:\\s*(?:–|-|to|and)\\s*${MONTH})? (20\\d\\d)\\b`, 'g')
const YEAR = /\b(20\d\d)\b/g
/** Words that present what follows as still to come. */
const COMING = /\b(expected|will|until|opens?|upcoming|coming|next|register|book|departs?|departing)\b/i
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

/** The place in the data of a scalar `visit` reached through `ancestors` (the keys and list positions from the top). */
function dataPathOf(ancestors: readonly unknown[], node: unknown): DataPath {
  const chain = [...ancestors, node]
  return chain.flatMap<string | number>((step, i) =>
    isPair(step) && isScalar(step.key) ? [String(step.key.value)] : isSeq(step) ? [step.items.indexOf(chain[i + 1] as never)] : [],
  )
}

/**
 * Calls `found` with every text of data/'s YAML files that a visitor reads as a sentence (not a
 * date, an id or a link: their schema says so), but for those `skip` names.
 */
function eachText(
  ctx: CheckContext,
  skip: (file: string, at: DataPath) => boolean,
  found: (text: string, source: SourceFile, range: NonNullable<Scalar['range']>) => Problem | undefined,
): Problem[] {
  const problems: Problem[] = []
  for (const { source } of ctx.sources.values()) {
    if (source.doc.errors.length > 0 || !source.file.endsWith('.yaml')) continue
    const kindOf = textKinds(ctx.root, source.file)
    visit(source.doc, {
      Scalar(key, node: Scalar, path) {
        if (key === 'key' || typeof node.value !== 'string' || !node.range) return
        const at = dataPathOf(path, node)
        if (kindOf(node.value, at) === 'fact' || skip(source.file, at)) return
        const seen = found(node.value, source, node.range)
        if (seen) problems.push(seen)
      },
    })
  }
  return problems
}

/** Every text in data/ that names a past date, month or year as still to come, at its line. */
function pastSentences(ctx: CheckContext, day: string, records: Map<string, DataPath[]>): Problem[] {
  return eachText(
    ctx,
    (file, at) => isPast(records.get(file) ?? [], at),
    (text, source, range) => {
      const found = pastMention(text, day, new RegExp(`^${MONTH_YEAR.source}$`).test(text.trim()))
      if (!found) return undefined
      return {
        ...problem(
          source.file,
          positionInScalar(source, range, found),
          `"${found}" has passed, but this text speaks of it as still to come: write the new date, or let the site fill it in with a fact such as {hajjYear}, {hajjDates}, {ramadanMonths} or {earlyBirdUntil}`,
          'warning',
        ),
        topic: 'season',
      }
    },
  )
}

/**
 * What to say of a text with a sentence that quotes two facts which stop holding on different
 * days ("from {lowestHajjPrice}, with early-bird prices until {earlyBirdUntil}"): the site leaves
 * the sentence out when the first stops, and the other goes with it while it still holds. The
 * second fact's {name}, where the message points.
 */
export function lapsingTogether(text: string): { message: string; at: string } | undefined {
  const names = Object.keys(LAPSING_FACTS) as LapsingFact[]
  for (const sentence of sentencesOf(text)) {
    const quoted = names.filter((name) => sentence.includes(`{${name}}`))
    if (quoted.length < 2) continue
    const [first, second] = quoted as [LapsingFact, LapsingFact]
    return {
      at: `{${second}}`,
      message: `this sentence quotes {${first}} and {${second}}: the site leaves the whole sentence out ${LAPSING_FACTS[first]} or ${LAPSING_FACTS[second]}, whichever comes first, and the other fact goes with it while it still holds. Give each of them a sentence of its own`,
    }
  }
  return undefined
}

/** Every text in data/'s English files with a sentence lapsingTogether speaks of (translations: content/server/check/translations.ts). */
function lapsingSentences(ctx: CheckContext): Problem[] {
  return eachText(
    ctx,
    () => false,
    (text, source, range) => {
      const found = lapsingTogether(text)
      return found && { ...problem(source.file, positionInScalar(source, range, found.at), found.message, 'warning'), topic: 'season' }
    },
  )
}

export function checkSeason(ctx: CheckContext): Problem[] {
  const day = toIsoDate(ctx.today)
  const set = schemaSet(ctx.root)
  const words = ctx.sources.get('words')?.source.data
  const records = new Map<string, DataPath[]>()
  const dated = [...ctx.sources.values()].flatMap(({ source }) => {
    if (source.data === undefined) return []
    const season = seasonOf(set, source, day, words)
    records.set(source.file, season.records)
    return season.problems
  })
  return [...dated, ...pastSentences(ctx, day, records), ...lapsingSentences(ctx)]
}
