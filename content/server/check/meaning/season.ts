// The dates a catalogue rolls over by, said in its schema, so a new dated catalogue gets the same
// warnings (never errors: the site already shows a past item as past) with no change here:
//   - `x-departs` on a date: `{ "what": "package {id}", "fix": "..." }`, the day an item leaves;
//     once passed, a warning at that line, and the item's texts are a record (their dates are past);
//   - `x-ends` on a date: `{ "what": "package {id}'s early-bird offer", "fix": "..." }`, the last day
//     of an offer; once passed (and the item not departed), a warning at that line;
//   - `x-book` on a list of departures: `{ "what": "Umrah departure", "departs": "departure",
//     "soldOut": "soldOut", "says": "price.newDatesSoon" }`: with none left to book, a warning at the
//     last one (what the site says instead: the text at `says` in data/words.yaml);
//   - `x-record: true`: the texts below tell what happened (reviews, photos): their years are not offers;
//   - `x-season` on a list of seasons: when each is over (content/server/check/meaning/season-over.ts).
// `{name}` in `what` is the item's field of that name.
import { formatLongDate, hasDeparted } from '../../../browser/dates'
import { schemaFile } from '../../data/paths'
import { problem, type Problem } from '../../data/problem'
import type { SchemaSet } from '../schemas'
import { positionOf, type DataPath, type SourceFile } from '../source'
import { SEASON, seasonsOver, type SeasonRule } from './season-over'
import { walkWithSchema } from './walk'

export const DEPARTS = 'x-departs'
export const ENDS = 'x-ends'
export const BOOK = 'x-book'
export const RECORD = 'x-record'

const told = { type: 'object', required: ['what', 'fix'], additionalProperties: false, properties: { what: { type: 'string' }, fix: { type: 'string' } } }
export const departsMetaSchema = told
export const endsMetaSchema = told
export const bookMetaSchema = {
  type: 'object',
  required: ['what', 'departs', 'says'],
  additionalProperties: false,
  properties: { what: { type: 'string' }, departs: { type: 'string' }, soldOut: { type: 'string' }, says: { type: 'string' } },
}
export const recordMetaSchema = { const: true }

interface Told {
  what: string
  fix: string
}

interface Book {
  what: string
  departs: string
  soldOut?: string
  says: string
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
export const named = (what: string, item: unknown) =>
  what.replace(/\{(\w+)\}/g, (hole, key: string) => (isRecord(item) && item[key] !== undefined ? String(item[key]) : hole))

/** What the site says in data/words.yaml at a dotted path, as checked. */
export const wordsAt = (words: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), words)

const within = (path: DataPath, prefix: DataPath) => prefix.length <= path.length && prefix.every((step, i) => path[i] === step)

export const warn = (source: SourceFile, path: DataPath, message: string, topic: 'season' | 'sale' = 'season'): Problem => ({
  ...problem(source.file, positionOf(source, [...path]), message, 'warning'),
  topic,
})

/** What the calendar has made of one catalogue on `day`: its warnings, and the places whose texts are a record of the past. */
export function seasonOf(set: SchemaSet, source: SourceFile, day: string, words: unknown): { problems: Problem[]; records: DataPath[] } {
  const problems: Problem[] = []
  const records: DataPath[] = []
  /** The items that have left, and the seasons over: their offers ended with them. */
  const gone: DataPath[] = []
  const ended: { holder: DataPath; problem: Problem }[] = []
  walkWithSchema(set, schemaFile(source.catalogue), source.data, ({ path, value, holders, schema }) => {
    const item = holders.at(-1)
    if (schema[RECORD] === true) records.push(path)
    const departs = schema[DEPARTS] as Told | undefined
    if (departs && typeof value === 'string' && hasDeparted(value, day)) {
      gone.push(path.slice(0, -1))
      problems.push(warn(source, path, `${named(departs.what, item)} departed on ${formatLongDate(value)}: ${departs.fix}`))
    }
    const ends = schema[ENDS] as Told | undefined
    if (ends && typeof value === 'string' && value < day) {
      ended.push({ holder: path.slice(0, -1), problem: warn(source, path, `${named(ends.what, item)} ended on ${formatLongDate(value)}: ${ends.fix}`) })
    }
    const book = schema[BOOK] as Book | undefined
    if (book && Array.isArray(value)) problems.push(...noneToBook(source, path, value, book, day, words))
    const season = schema[SEASON] as SeasonRule | undefined
    if (season && Array.isArray(value)) {
      const { over, problems: told } = seasonsOver(source, path, value, holders[0] ?? value, season, day, words)
      gone.push(...over)
      problems.push(...told)
    }
  })
  // An offer of an item that has left is part of its record: its departure is the warning.
  problems.push(...ended.filter(({ holder }) => !gone.some((record) => within(holder, record))).map(({ problem }) => problem))
  return { problems, records: [...records, ...gone] }
}

/** With no departure left to book (every one departed or sold out), a warning at the last one. */
function noneToBook(source: SourceFile, path: DataPath, items: unknown[], book: Book, day: string, words: unknown): Problem[] {
  const dated = items.flatMap((it, i) => (isRecord(it) && typeof it[book.departs] === 'string' ? [{ i, it, departs: it[book.departs] as string }] : []))
  const last = dated
    .map((d) => d.departs)
    .sort()
    .at(-1)
  const open = dated.some(({ it, departs }) => !hasDeparted(departs, day) && !(book.soldOut && it[book.soldOut] === true))
  if (last === undefined || open) return []
  const at = dated.find((d) => d.departs === last)?.i ?? 0
  const says = wordsAt(words, book.says)
  const instead = typeof says === 'string' ? `says "${says}"` : `shows data/words.yaml's ${book.says}`
  return [
    warn(
      source,
      [...path, at, book.departs],
      `no ${book.what} left to book after ${last}: the site ${instead} where its prices were; add the next ones`,
      'sale',
    ),
  ]
}

/** Whether the text at `path` is part of a record (a departed item, a review): its past dates are not offers. */
export const isPast = (records: readonly DataPath[], path: DataPath) => records.some((record) => within(path, record))
