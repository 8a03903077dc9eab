// What an English string is to a translation (content/server/check/translations.ts): a text to translate,
// a fact never written there, or a name or figures a translation may write and need not. The
// schema says it where it can (`x-translate`, content/server/check/meaning/translate.ts, or the shape it
// gives the value); the look of the value (a link, an e-mail, an id) decides elsewhere.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DATA_DIR, frontMatterSchemaFile, MARKDOWN_FOLDERS, schemaFile, type MarkdownFolder } from '../data/paths'
import { translateSchemaAt, type TranslateSchema } from './meaning/translate'
import { schemaAt, schemaSet } from './schemas'
import { parseSource, type DataPath } from './source'

/** Keys whose string values point at something (the editor's Bengali boxes leave them out, content/server/editor/translation-config.ts). */
export const REFERENCE_KEYS = new Set(['id', 'key', 'path', 'href', 'url', 'src', 'image', 'icon', 'slug', 'anchor'])

/** Strings that are facts whatever the schema says of their place. */
export const FACT_PATTERNS = [
  /^(?:https?:|mailto:|tel:|www\.)/i, // a link
  /^\/\S*$/, // a path of the site or of a file
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // an e-mail address
  /^\+?[\d\s()-]{7,}$/, // a telephone number
  /^\d{4}-\d{2}-\d{2}$/, // an ISO date
  /^[\w-]+\.(?:pdf|jpe?g|png|svg|webp|avif)$/i, // a file name
]
/** Strings that look like names in code, where no schema says they are texts ("was" in data/words.yaml is one). */
export const NAME_PATTERNS = [
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/, // an id: lower-case words joined by hyphens
  /^[a-z]+[A-Z]\w*$/, // a name in code (camelCase)
]

/**
 * What the English file's schema says of the string at `path`: its `x-translate` where it has one
 * (meaning/translate.ts), else a text (a plain string), a fact (a format: a date, an e-mail; a
 * pattern, a list of allowed values), or nothing (undefined) where it has no schema for that place.
 */
function schemaVerdict(found: TranslateSchema | undefined): boolean | undefined {
  if (!found) return undefined
  if (found.mark !== undefined) return found.mark !== false
  const node = found.schema
  // A pattern that shapes the whole value is a format (an id, a value a form sends); one that only
  // asks for a word or a placeholder (`successfully`, `{min}`), and a list of allowed button words,
  // still leave a text to translate.
  if (node.const !== undefined || node.format !== undefined) return false
  // Allowed values of one word each (GBP, Monday) are codes; button words of several are texts.
  if (Array.isArray(node.enum) && node.enum.every((value) => typeof value === 'string' && !/\s/.test(value))) return false
  if (typeof node.pattern === 'string' && /^\^.*\$$/.test(node.pattern)) return false
  return node.type === 'string' && node.enum === undefined ? true : undefined
}

/**
 * What the English string at `path` is to a translation: a text to translate; a fact never written
 * there (a link, an id, a date, a value a form sends);
 * or a text made of figures or a proper name (`£1,000 – £2,000`, `name: Al-Safa Heights Hotel`), which
 * a translation may write (in Bengali digits, say) but need not. The file's schema decides where it
 * can, the look of the value elsewhere.
 */
export type TextKind = 'text' | 'fact' | 'optional'

/**
 * The shapes of a time as the catalogues write it ("3-5 working days", "1 year": data/words.yaml's
 * `time` units): the pages write such a time in each language themselves (content/server/facts/facts.ts timeIn),
 * so a translation need not, and one that did would repeat the figures.
 */
function timeShapes(root: string): RegExp[] {
  const file = join(root, DATA_DIR, 'words.yaml')
  // A words file that does not parse is reported at its line by the syntax check: no shapes then.
  const data = existsSync(file) ? parseSource(file, 'words', readFileSync(file, 'utf8')).data : undefined
  const units = (data as { time?: Record<string, unknown> } | null | undefined)?.time
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return Object.values(units ?? {})
    .filter((unit): unit is string => typeof unit === 'string' && unit.includes('{count}'))
    .map((unit) => new RegExp(`^${escape(unit).replace(escape('{count}'), '\\d+(?:\\s*[-–]\\s*\\d+)?')}$`))
}

/** The schema of an English file: its catalogue's, or its kind of Markdown page's front matter's. */
export function schemaBaseOf(englishFile: string): string {
  const relative = englishFile.replace(/^data\//, '')
  const folder = (Object.keys(MARKDOWN_FOLDERS) as MarkdownFolder[]).find((f) => relative.startsWith(`${f}/`))
  return folder ? frontMatterSchemaFile(MARKDOWN_FOLDERS[folder]) : schemaFile(relative.replace(/\.yaml$/, ''))
}

/**
 * The placeholders the code offers a text at `path`, where its schema lists them (`x-placeholders`
 * on the text or a group holding it): each language uses those its words need (Bengali says a time
 * with {period} and {hour12}, English writes {time}), so there a translation's may differ from the English's.
 */
export function offeredPlaceholders(root: string, englishFile: string): (path: DataPath) => readonly string[] | undefined {
  const set = schemaSet(root)
  const base = schemaBaseOf(englishFile)
  return (path) => {
    for (let end = path.length; end > 0; end--) {
      const offered = schemaAt(set, base, path.slice(0, end))?.['x-placeholders']
      if (Array.isArray(offered)) return offered as string[]
    }
    return undefined
  }
}

export function textKinds(root: string, englishFile: string): (value: string, path: DataPath) => TextKind {
  const set = schemaSet(root)
  const times = timeShapes(root)
  const base = schemaBaseOf(englishFile)
  return (value, path) => {
    const found = translateSchemaAt(set, base, path)
    const verdict = schemaVerdict(found)
    const trimmed = value.trim()
    if (verdict === false || FACT_PATTERNS.some((pattern) => pattern.test(trimmed))) return 'fact'
    if (times.some((shape) => shape.test(trimmed))) return 'optional'
    const figuresOnly = !/\p{L}/u.test(value.replace(/\{[A-Za-z]\w*\}/g, ''))
    if (figuresOnly || found?.mark === 'name') return verdict === true ? 'optional' : 'fact'
    if (verdict === true) return 'text'
    return NAME_PATTERNS.some((pattern) => pattern.test(trimmed)) ? 'fact' : 'text'
  }
}
