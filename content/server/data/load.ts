import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse, parseDocument } from 'yaml'
import type { Catalogues } from '../../../schemas/types.generated'
import { withPageHrefs } from '../routes/href'
import { DEFAULT_LOCALE, type Locale } from '../../browser/locale'
import { localiseLinks } from '../routes/localise'
import { overlay, translationFile } from '../language/translation'
import { dataFile, projectRoot } from './paths'
import { formatProblem, sortProblems } from './problem'
import { validateSource } from '../check/validate'

export type CatalogueName = keyof Catalogues

interface Cached {
  /** The modification times of the files read (the English and its translation), as one key. */
  mtimeMs: number | string
  data: unknown
}

// Per process, keyed by file; a changed file (vike dev) is read again instead of needing a restart.
const cache = new Map<string, Cached>()

/**
 * A catalogue of data/ (`data/<name>.yaml` under the working directory), checked against its
 * schema. Throws with every problem listed, in `file:line:col  message` form, when invalid.
 * Cross-file checks (links, ids, images) are `npm run check`'s job, run before every build.
 *
 * Page links come back in their served form, `/hotels/` for the `/hotels` an editor writes
 * (content/server/routes/href.ts). The route table keeps its paths as written: they name routes.
 */
export function loadCatalogue<K extends CatalogueName>(name: K, locale: Locale): Catalogues[K] {
  return locale === DEFAULT_LOCALE ? loadEnglish(name) : loadTranslated(name, locale)
}

/**
 * The catalogue in `locale`: data/<locale>/<name>.yaml's texts laid over the English
 * (content/server/language/translation.ts), and its page links leading to their twins in that language where
 * one exists (content/server/routes/localise.ts). Without a translation file, the English texts.
 */
function loadTranslated<K extends CatalogueName>(name: K, locale: Locale): Catalogues[K] {
  const english = loadEnglish(name)
  const translation = readTranslation(translationFile(dataFile(name), locale))
  const path = `${locale}:${name}`
  const key = `${statSync(join(projectRoot(), dataFile(name))).mtimeMs}:${translation?.mtimeMs}:${translatedPagesKey(locale)}`
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === key) return cached.data as Catalogues[K]
  // A translation's mistakes are the content check's to report (content/server/check/translations.ts):
  // where it cannot be laid over the English, the page keeps the English.
  const laid = translation ? overlay(english, translation.data) : english
  const data = name === 'routes' ? laid : localiseLinks(laid, locale)
  cache.set(path, { mtimeMs: key, data })
  return data
}

/** The pages in `locale` decide where links lead: a change to them changes every catalogue's links. */
function translatedPagesKey(locale: Locale): string {
  return String(readTranslation(translationFile(dataFile('routes'), locale))?.mtimeMs)
}

/** A translation file of data/<locale>/ as written (review mark included), or undefined when there is none yet. */
export function readTranslation(file: string): { mtimeMs: number; data: unknown } | undefined {
  const path = join(projectRoot(), file)
  if (!existsSync(path)) return undefined
  const { mtimeMs } = statSync(path)
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return { mtimeMs, data: cached.data }
  const text = readFileSync(path, 'utf8')
  // A translation YAML cannot read leaves the English in place while loading leniently.
  if (lenient && parseDocument(text).errors.length > 0) return undefined
  const data: unknown = parse(text)
  cache.set(path, { mtimeMs, data })
  return { mtimeMs, data }
}

/** A catalogue's data as last known good, when a file of data/ has mistakes (see loadingLeniently). */
type LastGood = (file: string, name: CatalogueName) => unknown

let lenient: { lastGood: LastGood } | undefined

/**
 * Runs `make` with catalogues that have mistakes loaded from `lastGood` (the content check gives
 * their last committed version), or else as far as YAML can read them, instead of failing. The
 * check makes the generated modules its cross-checks import this way, so a mistake in one file (in
 * a fresh clone, which has none of them yet) hides no other file's problems; the check reports the
 * mistakes and the build stops on them. Nothing loaded so is cached.
 */
export async function loadingLeniently<T>(lastGood: LastGood, make: () => Promise<T>): Promise<T> {
  lenient = { lastGood }
  try {
    return await make()
  } finally {
    lenient = undefined
  }
}

/** What YAML can read of a file with mistakes, or undefined when that is not a group of fields. */
function readable(text: string): unknown {
  try {
    const data: unknown = parseDocument(text, { uniqueKeys: false }).toJS()
    return data !== null && typeof data === 'object' ? data : undefined
  } catch {
    return undefined
  }
}

function loadEnglish<K extends CatalogueName>(name: K): Catalogues[K] {
  const root = projectRoot()
  const file = dataFile(name)
  const path = join(root, file)
  const { mtimeMs } = statSync(path)
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as Catalogues[K]

  const text = readFileSync(path, 'utf8')
  const { source, problems, valid } = validateSource(root, file, name, text)
  const errors = sortProblems(problems).filter((p) => p.severity === 'error')
  if (!valid || errors.length > 0) {
    const asRead = lenient ? (lenient.lastGood(file, name) ?? readable(text)) : undefined
    if (asRead === undefined) throw new Error(`${file} is not valid content:\n${errors.map(formatProblem).join('\n')}`)
    return (name === 'routes' ? asRead : withPageHrefs(asRead)) as Catalogues[K]
  }
  const data = name === 'routes' ? source.data : withPageHrefs(source.data)
  cache.set(path, { mtimeMs, data })
  return data as Catalogues[K]
}
