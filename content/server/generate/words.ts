// The site's shared words, compiled from data/words.yaml into content/browser/words/words.generated.ts so that
// islands (which run in the browser, without data/) and the prerendered pages read the same
// words through one typed accessor, content/browser/words/words.ts. `npm run generate` (scripts/generate.ts) writes it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { Words } from '../../../schemas/types.generated'
import { DEFAULT_LOCALE, LOCALES } from '../../browser/locale'
import { projectRoot } from '../data/paths'
import { REVIEW_KEY, translationFile } from '../language/translation'
import { quote } from './generated-module'

export const WORDS_FILE = 'content/browser/words/words.generated.ts'
/** Every other language's words (data/<locale>/words.yaml), apart so English pages never carry them. */
export const TRANSLATED_WORDS_FILE = 'content/browser/words/words.locales.generated.ts'

/** Every word's key as `t()` takes it ('price.from'), with the {placeholders} its English text has. */
function placeholdersOf(node: object, prefix = ''): [key: string, names: string[]][] {
  return Object.entries(node).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [[prefix + name, [...new Set(Array.from(value.matchAll(/\{(\w+)\}/g), (match) => match[1]))]] as [string, string[]]]
      : placeholdersOf(value as object, `${prefix}${name}.`),
  )
}

export function renderWords(words: Words): string {
  const keys = placeholdersOf(words).map(([key, names]) => `  ${quote(key)}: ${names.length > 0 ? names.map(quote).join(' | ') : 'never'}`)
  return [
    '// generated, do not edit: written by `npm run generate` from data/words.yaml.',
    '// Change the words there.',
    "import type { Words } from '../../../schemas/types.generated'",
    '',
    `export const WORDS: Words = ${JSON.stringify(words, null, 2)}`,
    '',
    '/** Each key of the words and the names of the {placeholders} its text must be given. */',
    'export interface WordPlaceholders {',
    ...keys,
    '}',
    '',
  ].join('\n')
}

/**
 * The words each language other than English has (data/bn/words.yaml for bn), without the review
 * mark; a language with no file yet has none, and t() reads each key it lacks in English.
 */
export function renderTranslatedWords(root: string = projectRoot()): string {
  const catalogues = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
    const file = join(root, translationFile('data/words.yaml', locale))
    const { [REVIEW_KEY]: _review, ...words } = existsSync(file) ? ((parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null) ?? {}) : {}
    return `  ${locale}: ${JSON.stringify(words, null, 2).replace(/\n/g, '\n  ')},`
  })
  return [
    '// generated, do not edit: written by `npm run generate` from data/<locale>/words.yaml.',
    '// Change the words there.',
    "import type { WordCatalogue } from './words'",
    '',
    'export const TRANSLATED_WORDS: Record<string, WordCatalogue> = {',
    ...catalogues,
    '}',
    '',
  ].join('\n')
}
