// The Bengali translations of the shell, the home page and the Umrah pages (data/bn/*.yaml) laid
// over their English files as the site lays them (content/server/language/translation.ts): every text is in
// Bengali, every fact is left to the English, and every {placeholder} the site fills in is kept.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseSource } from '../../content/server/check/source'
import { offeredPlaceholders } from '../../content/server/check/translations'
import { overlay, translationFile, untranslatedTexts, type TranslationMismatch } from '../../content/server/language/translation'

const FILES = ['words', 'shell', 'navigation', 'site', 'home', 'why-choose-us', 'testimonials', 'search', 'package-not-found', 'umrah-page', 'umrah']

type Path = ReadonlyArray<string | number>

// Strings under these keys are facts wherever they appear (but in data/words.yaml, all words):
// links, images, ids and references, video views, Arabic terms in Arabic script. (Airlines are
// named in Bengali, কাতার এয়ারওয়েজ: issue 37.)
const FACT_KEYS = new Set([
  'id',
  'href',
  'link',
  'url',
  'image',
  'thumbnail',
  'poster',
  'logo',
  'shareImage',
  'icon',
  'youtubeId',
  'views',
  'umrahPackage',
  'showWhile',
  'priceFrom',
  'allLink',
  'otherPackagesLink',
  'policyHref',
  'desktopHref',
  'mobileHref',
  'section',
  'featured',
  'ids',
  'visa',
  'brochureFile',
  'arabic',
])

// Facts that only a file's own keys tell apart from texts: the agency's names (packages, hotels and
// the reviewers are named in Bengali, issue 37), the London postal address (the offices abroad are
// written in Bengali for the reader), the office cities the top bar names (in Bengali from
// data/bn/site.yaml), the days of schema.org opening hours, the areas served and the social networks.
const FACT_PLACES: Record<string, readonly string[]> = {
  site: [
    'name',
    'alternateName',
    'atolNumber',
    'address.street',
    'address.locality',
    'address.region',
    'address.postalCode',
    'address.country',
    'openingHours.*.days.*',
    'openingHours.*.opens',
    'openingHours.*.closes',
    'priceRange',
    'currency',
    'areasServed.*',
    'social.*.network',
    'claims.*.value',
  ],
  navigation: ['topBar.phones.*', 'topBar.email', 'topBar.offices.*'],
}

// Texts that read the same in Bengali: the ATOL scheme's name, a file's kind and size, and the
// language switch's name of English, which every language writes in English's own script, and the
// London office's postal address, written as on an envelope.
const SAME_IN_BENGALI: Record<string, readonly string[]> = {
  words: ['agency.atol', 'brochure.atol', 'visa.fileSize', 'language.en'],
  site: ['offices.0.address'],
}

const placeOf = (path: Path) => path.map((segment) => (typeof segment === 'number' ? '*' : segment)).join('.')
const PLACEHOLDER = /\{[A-Za-z]+\}/g
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[0]).sort()

/** The placeholders the schema offers a text (`x-placeholders`), which each language uses as its words need. */
const offeredIn = (file: string) => offeredPlaceholders(process.cwd(), `data/${file}.yaml`)

/** A string a visitor reads in words, as opposed to a fact written as a string. */
function isText(file: string, value: string, path: Path): boolean {
  // A pattern of words the schema offers placeholders to ("{time}", "{period} {hour12}টা") is a text.
  if (offeredIn(file)(path) !== undefined) return true
  const key = [...path].reverse().find((segment) => typeof segment === 'string')
  if (file !== 'words' && key !== undefined && FACT_KEYS.has(key)) return false
  if (FACT_PLACES[file]?.includes(placeOf(path))) return false
  // A link, a page or file's path, an e-mail address.
  if (/^(https?:\/\/|\/)\S*$|^\S+@\S+$/.test(value)) return false
  // Nothing but placeholders, numbers and signs: the site fills or formats all of it.
  return /\p{L}/u.test(value.replace(PLACEHOLDER, ''))
}

/** Every string of the data with its place, in order. */
function strings(value: unknown, path: Path = []): [Path, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...path, i]))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]))
  return []
}

/** A translation without its review mark, which is not a text of the page. */
function textsOf(translated: Record<string, unknown>): Record<string, unknown> {
  const { review: _, ...texts } = translated
  return texts
}

function read(file: string): unknown {
  const source = parseSource(file, file, readFileSync(join(process.cwd(), file), 'utf8'))
  if (source.data === undefined) throw new Error(`${file} is not valid YAML: ${source.doc.errors.map((e) => e.message).join('; ')}`)
  return source.data
}

/** The English value at a place of the translation (items with an id found by it, as overlay does). */
function englishAt(english: unknown, translatedRoot: unknown, path: Path): unknown {
  let e = english
  let t = translatedRoot
  for (const segment of path) {
    if (Array.isArray(e) && Array.isArray(t) && typeof segment === 'number') {
      const item = t[segment] as { id?: unknown } | undefined
      const byId = e.every((x) => typeof (x as { id?: unknown })?.id === 'string')
      e = byId ? e.find((x) => (x as { id?: unknown }).id === item?.id) : e[segment]
      t = item
    } else {
      e = (e as Record<string, unknown> | undefined)?.[segment as string]
      t = (t as Record<string, unknown> | undefined)?.[segment as string]
    }
  }
  return e
}

describe.each(FILES)('data/bn/%s.yaml', (name) => {
  const file = `data/${name}.yaml`
  let english: unknown
  let translated: Record<string, unknown>
  let shown: unknown
  beforeAll(() => {
    english = read(file)
    translated = read(translationFile(file, 'bn')) as Record<string, unknown>
    shown = overlay(english, translated)
  })

  it('is marked as a draft awaiting a native speaker’s review', () => {
    expect(translated.review).toEqual({ status: 'draft' })
  })

  it('lays over the English with no key, id or item the English lacks and no fact changed', () => {
    const mismatches: TranslationMismatch[] = []
    overlay(english, translated, (m) => mismatches.push(m))
    expect(mismatches).toEqual([])
  })

  it('writes only texts (and the ids that name items), never a fact', () => {
    const facts = strings(textsOf(translated))
      .filter(([path]) => path.at(-1) !== 'id')
      .filter(([path]) => {
        const value = englishAt(english, textsOf(translated), path)
        return typeof value !== 'string' || !isText(name, value, path)
      })
      .map(([path]) => placeOf(path))
    expect(facts).toEqual([])
  })

  it('translates every text of the English', () => {
    const left = untranslatedTexts(english, translated, (value, path) => isText(name, value, path))
      .map((path) => path.join('.'))
      .filter((place) => !SAME_IN_BENGALI[name]?.includes(place))
    expect(left).toEqual([])
  })

  it('keeps every {placeholder} of each English text and adds none', () => {
    const englishTexts = strings(english)
    const wrong = strings(shown)
      .map(([path, text], i) => ({ path, place: path.join('.'), english: placeholdersOf(englishTexts[i]![1]), bengali: placeholdersOf(text) }))
      // Where the schema offers placeholders, a language uses those its words need, and no other.
      .filter((p) => {
        const offered = offeredIn(name)(p.path)
        return offered
          ? p.bengali.some((placeholder) => !offered.includes(placeholder.slice(1, -1)) && !offered.includes(placeholder))
          : p.english.join() !== p.bengali.join()
      })
      .map(({ path: _, ...rest }) => rest)
    expect(wrong).toEqual([])
  })

  it('reads in Bengali script wherever it translates a text', () => {
    const latinOnly = strings(textsOf(translated))
      .filter(([path]) => path.at(-1) !== 'id' && !SAME_IN_BENGALI[name]?.includes(placeOf(path)))
      .filter(([, text]) => /\p{L}/u.test(text.replace(PLACEHOLDER, '')) && !/\p{Script=Bengali}/u.test(text))
      .map(([path, text]) => `${path.join('.')}: ${text}`)
    expect(latinOnly).toEqual([])
  })
})
