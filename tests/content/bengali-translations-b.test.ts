// The Bengali translations of the Hajj pages (data/bn/hajj-page.yaml, hajj.yaml,
// hajj-comparison.yaml) laid over their English files as the site lays them (content/server/language/translation.ts):
// every text of /bn/hajj, each /bn/hajj/<id> and the comparison is in Bengali, and no fact (a link,
// a picture, an id, a date, a number) is written again. Package, hotel and camp names are
// written in Bengali like every other text (issue 37).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSource } from '../../content/server/check/source'
import { placeholdersIn } from '../../content/browser/fill'
import { overlay, REVIEW_KEY, translationFile, untranslatedTexts, type TranslationMismatch } from '../../content/server/language/translation'

type Path = ReadonlyArray<string | number>

const FILES = ['data/hajj-page.yaml', 'data/hajj.yaml', 'data/hajj-comparison.yaml']

/** Keys whose strings are facts or names, kept as the English writes them. */
const FACT_KEYS = new Set(['id', 'type', 'icon', 'image', 'thumbnail', 'href', 'file', 'youtubeId', 'featured', 'ids'])

/**
 * A package's length ("16–19 days") is a fact the comparison page computes with (daysRange reads
 * its digits), and a video's length ("7:24") is a time: both are read from the English.
 */
const isLength = (path: Path) => path.at(-1) === 'duration'

const FACT_VALUES = [
  /^https?:\/\//, // a web address
  /^\//, // a link or a picture in the site
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // an e-mail address
  /^\+?[\d\s()-]{7,}$/, // a phone number
  /^\d{4}-\d{2}-\d{2}$/, // an ISO date
  /^[\d.,:]+$/, // a number or a time
  /^[a-z0-9]+(?:-[a-z0-9]+)+$/, // an id-like slug
]

function isText(value: string, path: Path): boolean {
  const last = path.at(-1)
  if (typeof last === 'string' && FACT_KEYS.has(last)) return false
  if (path.some((segment) => segment === 'featured' || segment === 'ids')) return false
  if (isLength(path)) return false
  return !FACT_VALUES.some((pattern) => pattern.test(value.trim()))
}

const read = (file: string) => {
  const source = parseSource(file, file, readFileSync(file, 'utf8'))
  if (source.data === undefined) throw new Error(`${file} could not be read: ${source.doc.errors.map(String).join('; ') || source.conversionError}`)
  return source.data
}

/** Every string of `english` with the value at the same place of `shown` (the same shape: overlay keeps it). */
function strings(english: unknown, shown: unknown, path: Path = []): { path: Path; english: string; shown: unknown }[] {
  if (typeof english === 'string') return [{ path, english, shown }]
  if (Array.isArray(english)) return english.flatMap((item, i) => strings(item, (shown as unknown[])[i], [...path, i]))
  if (english && typeof english === 'object') {
    return Object.entries(english).flatMap(([key, value]) => strings(value, (shown as Record<string, unknown>)[key], [...path, key]))
  }
  return []
}

const BENGALI = /[\u0980-\u09FF]/
const where = (path: Path) => path.join('.')

describe.each(FILES)('the Bengali of %s', (file) => {
  const english = read(file)
  const translated = read(translationFile(file, 'bn')) as Record<string, unknown>
  const mismatches: TranslationMismatch[] = []
  const shown = overlay(english, translated, (m) => mismatches.push(m))
  const changed = strings(english, shown).filter((s) => s.shown !== s.english)

  it('carries its review mark, still a draft', () => {
    expect(Object.keys(translated)[0]).toBe(REVIEW_KEY)
    expect(translated[REVIEW_KEY]).toEqual({ status: 'draft' })
  })

  it('lays over the English with no key, id or item the English lacks and no fact changed', () => {
    expect(mismatches.map((m) => `${where(m.path)}: ${m.kind}`)).toEqual([])
    expect(changed.filter((s) => !isText(s.english, s.path)).map((s) => `${where(s.path)}: ${s.english} → ${String(s.shown)}`)).toEqual([])
  })

  it('translates every text a visitor reads, into Bengali script', () => {
    expect(untranslatedTexts(english, translated, isText).map(where)).toEqual([])
    expect(changed.filter((s) => !BENGALI.test(String(s.shown))).map((s) => `${where(s.path)}: ${String(s.shown)}`)).toEqual([])
  })

  it('keeps the placeholders of each text, and adds none', () => {
    const sorted = (text: string) => [...placeholdersIn(text)].sort()
    const differing = changed.filter((s) => sorted(s.english).join() !== sorted(String(s.shown)).join())
    expect(differing.map((s) => `${where(s.path)}: ${s.english} → ${String(s.shown)}`)).toEqual([])
  })
})
