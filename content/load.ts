import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { Catalogues } from '../schemas/types.generated'
import { withPageHrefs } from './href'
import { DEFAULT_LOCALE, type Locale } from './locale'
import { localiseLinks } from './localise'
import { overlay, translationFile } from './translation'
import { dataFile, projectRoot } from './paths'
import { formatProblem, sortProblems } from './problem'
import { validateSource } from './check/validate'

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
 * (content/href.ts). The route table keeps its paths as written: they name routes.
 */
export function loadCatalogue<K extends CatalogueName>(name: K, locale: Locale = DEFAULT_LOCALE): Catalogues[K] {
  return locale === DEFAULT_LOCALE ? loadEnglish(name) : loadTranslated(name, locale)
}

/**
 * The catalogue in `locale`: data/<locale>/<name>.yaml's texts laid over the English
 * (content/translation.ts), and its page links leading to their twins in that language where
 * one exists (content/localise.ts). Without a translation file, the English texts.
 */
function loadTranslated<K extends CatalogueName>(name: K, locale: Locale): Catalogues[K] {
  const english = loadEnglish(name)
  const translation = readTranslation(translationFile(dataFile(name), locale))
  const path = `${locale}:${name}`
  const key = `${statSync(join(projectRoot(), dataFile(name))).mtimeMs}:${translation?.mtimeMs}:${translatedPagesKey(locale)}`
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === key) return cached.data as Catalogues[K]
  // A translation's mistakes are the content check's to report (content/check/translations.ts):
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
  const data: unknown = parse(readFileSync(path, 'utf8'))
  cache.set(path, { mtimeMs, data })
  return { mtimeMs, data }
}

function loadEnglish<K extends CatalogueName>(name: K): Catalogues[K] {
  const root = projectRoot()
  const file = dataFile(name)
  const path = join(root, file)
  const { mtimeMs } = statSync(path)
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as Catalogues[K]

  const { source, problems, valid } = validateSource(root, file, name, readFileSync(path, 'utf8'))
  const errors = sortProblems(problems).filter((p) => p.severity === 'error')
  if (!valid || errors.length > 0) {
    throw new Error(`${file} is not valid content:\n${errors.map(formatProblem).join('\n')}`)
  }
  const data = name === 'routes' ? source.data : withPageHrefs(source.data)
  cache.set(path, { mtimeMs, data })
  return data as Catalogues[K]
}
