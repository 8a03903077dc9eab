// How a language other than English is written in data/: a translation is a file of the same name
// under data/<locale>/ (data/bn/home.yaml translates data/home.yaml, data/bn/policies/privacy.md
// data/policies/privacy.md) with the same shape as the English, holding only its texts. Facts
// (prices, dates, numbers, links, images, ids, phone numbers) are never written again: what the
// translation leaves out is read from the English, so a price changed in English is changed in
// every language.
//   - a mapping is matched key by key;
//   - a list of items that carry an `id` (or, for the route table, a `path`) is matched by it: the
//     order and the facts stay the English file's, and an item the translation leaves out stays
//     in English (data/bn/routes.yaml lists the pages that exist in Bengali); any other list is
//     matched item by item in the same order;
//   - a text replaces the English text at the same place; anything else where the English has a
//     text, or a text where the English has a number, a yes/no or a date, is a mistake the
//     content check reports (content/server/check/translations.ts), and the English is kept.
// Every translation carries its review mark at the top (REVIEW_KEY), which is not a text of the
// page: the launch check refuses a translation a native speaker has not yet reviewed.
import { DEFAULT_LOCALE, type Locale } from '../../browser/locale'

/** The top-level key of a translation's review mark: `review: { status: draft | reviewed, by, on }`. */
export const REVIEW_KEY = 'review'
/** The review mark's statuses: a draft until a native speaker has read it. */
export const REVIEW_STATUSES = ['draft', 'reviewed'] as const

/** 'data/home.yaml' → 'data/bn/home.yaml'; the English file itself for the default locale. */
export function translationFile(file: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return file
  const relative = file.replace(/^data\//, '')
  return `data/${locale}/${relative}`
}

/** 'data/bn/home.yaml' → { locale: 'bn', english: 'data/home.yaml' }; undefined for an English file. */
export function englishFileOf(file: string, locales: readonly Locale[]): { locale: Locale; english: string } | undefined {
  const match = /^data\/([a-z]{2})\/(.+)$/.exec(file)
  const locale = locales.find((l) => l !== DEFAULT_LOCALE && l === match?.[1])
  return locale && match ? { locale, english: `data/${match[2]}` } : undefined
}

type Path = ReadonlyArray<string | number>

/** Where a translation and its English disagree in shape, for the content check to report. */
export interface TranslationMismatch {
  /** The place in the translation (keys and list positions from the top). */
  path: Path
  kind: 'not-in-english' | 'not-a-text'
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
/** The keys that name a list item, in order of preference. */
const ITEM_KEYS = ['id', 'path'] as const

/** The key naming the items of an English list, when every item has one. */
export function itemKeyOf(list: readonly unknown[]): (typeof ITEM_KEYS)[number] | undefined {
  return ITEM_KEYS.find((key) => list.length > 0 && list.every((item) => isRecord(item) && typeof item[key] === 'string'))
}

/**
 * The English data with the translation's texts in place of the English ones; calls `mismatch`
 * for each place the translation cannot be laid over the English (and keeps the English there).
 */
export function overlay<T>(english: T, translated: unknown, mismatch: (m: TranslationMismatch) => void = () => {}): T {
  return merge(english, translated, [], mismatch) as T
}

function merge(english: unknown, translated: unknown, path: Path, mismatch: (m: TranslationMismatch) => void): unknown {
  if (translated === undefined || translated === null) return english
  if (typeof english === 'string') {
    if (typeof translated === 'string') return translated
    mismatch({ path, kind: 'not-a-text' })
    return english
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) {
      mismatch({ path, kind: 'not-a-text' })
      return english
    }
    const key = itemKeyOf(english)
    if (key) {
      const nameOf = (item: unknown) => (isRecord(item) ? item[key] : undefined)
      const translations = new Map<unknown, unknown>()
      translated.forEach((item, index) => {
        const name = nameOf(item)
        if (!english.some((e) => nameOf(e) === name)) mismatch({ path: [...path, index], kind: 'not-in-english' })
        else translations.set(name, item)
      })
      return english.map((item, index) => merge(item, translations.get(nameOf(item)), [...path, index], mismatch))
    }
    translated.slice(english.length).forEach((_, extra) => mismatch({ path: [...path, english.length + extra], kind: 'not-in-english' }))
    return english.map((item, index) => merge(item, translated[index], [...path, index], mismatch))
  }
  if (isRecord(english)) {
    if (!isRecord(translated)) {
      mismatch({ path, kind: 'not-a-text' })
      return english
    }
    for (const key of Object.keys(translated)) {
      if (!(key in english) && !(path.length === 0 && key === REVIEW_KEY)) mismatch({ path: [...path, key], kind: 'not-in-english' })
    }
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, merge(value, translated[key], [...path, key], mismatch)]))
  }
  // A number, a yes/no or a date is a fact: the translation may not change it.
  mismatch({ path, kind: 'not-a-text' })
  return english
}

/** The English items a translated list names (by id or path): data/bn/routes.yaml's are the pages in Bengali. */
export function translatedItems<T>(english: readonly T[], translated: unknown): T[] {
  const key = itemKeyOf(english)
  if (!key || !Array.isArray(translated)) return []
  const names = new Set(translated.map((item) => (isRecord(item) ? item[key] : undefined)))
  return english.filter((item) => names.has((item as Record<string, unknown>)[key]))
}

/**
 * Each English text the translation leaves out, by its place in the English: the content check
 * warns at each one's English line (a translation in progress shows those in English).
 * `isText` tells a text to translate from a fact written as a string (a link, an image, an id).
 */
export function untranslatedTexts(english: unknown, translated: unknown, isText: (value: string, path: Path) => boolean, path: Path = []): Path[] {
  if (typeof english === 'string') return translated === undefined || translated === null ? (isText(english, path) ? [path] : []) : []
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : []
    const key = itemKeyOf(english)
    const nameOf = (item: unknown) => (key && isRecord(item) ? item[key] : undefined)
    return english.flatMap((item, index) => untranslatedTexts(item, key ? list.find((t) => nameOf(t) === nameOf(item)) : list[index], isText, [...path, index]))
  }
  if (isRecord(english)) {
    const record = isRecord(translated) ? translated : {}
    return Object.entries(english).flatMap(([key, value]) => untranslatedTexts(value, record[key], isText, [...path, key]))
  }
  return []
}
