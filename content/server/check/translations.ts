// The content check of the translations under data/<locale>/ (content/server/language/translation.ts says how one is
// laid over its English file). What an editor of a Bengali text needs to hear, at the line to change:
//   - a translation must name an English file, and read as YAML (or Markdown with front matter);
//   - what overlay() cannot lay over the English is an error at the translation's line: a key or an
//     item the English lacks, a fact written again (only texts are translated), a text where the
//     English has a list or a mapping;
//   - a text's {placeholders} are the English text's, no more and no fewer;
//   - every English text a translation leaves out is a warning at the English line, since the page
//     in that language shows it in English (of a file the translated pages show whole: its schema's
//     root says `x-translate: true`; other catalogues are translated in the part a page quotes); an
//     item left out as a whole (an FAQ page not yet translated) is one warning, and so is a file of
//     the translated pages with no translation;
//   - the review mark: `review: { status: draft }` until a native speaker has read the translation,
//     then `reviewed` with `by` and `on`; the launch check refuses every translation not reviewed.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { isIsoDate } from '../../browser/dates'
import { placeholdersIn } from '../../browser/fill'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../browser/locale'
import { HEADING_ANCHOR } from '../markdown/render'
import { DATA_DIR } from '../data/paths'
import { problem, sortProblems, type Position, type Problem } from '../data/problem'
import { lapsingTogether } from './season-checks'
import { englishFileOf, overlay, REVIEW_KEY, translationFile, untranslatedTexts } from '../language/translation'
import { keyPositionOf, parseSource, positionOf, positionOfPart, type DataPath, type SourceFile } from './source'
import { translatedWhole } from './meaning/translate'
import { schemaSet } from './schemas'
import { offeredPlaceholders, schemaBaseOf, textKinds, type TextKind } from './text-kinds'
import { closest } from './suggest'
import { pitfallProblems } from './yaml-pitfalls'
import { syntaxProblems } from './yaml-syntax'

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>

/** How the check names each language to the editor (the messages are in English, as every other one). */
const LANGUAGE_NAMES: Record<OtherLocale, string> = { bn: 'Bengali' }

export { offeredPlaceholders, REFERENCE_KEYS } from './text-kinds'

interface TranslationOptions {
  root: string
  /** `data/...` → text instead of the file on disk (tests); English files and translations alike. */
  files?: Record<string, string>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const otherLocales = LOCALES.filter((locale): locale is OtherLocale => locale !== DEFAULT_LOCALE)
const isTranslatable = (file: string) => file.endsWith('.yaml') || file.endsWith('.md')

function filesUnder(root: string, folder: string): string[] {
  const dir = join(root, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .filter(isTranslatable)
}

/** The English files the translated pages show whole: their schema's root says `x-translate: true`. */
function translatedWholeFiles({ root, files = {} }: TranslationOptions): string[] {
  const set = schemaSet(root)
  return [...new Set([...filesUnder(root, DATA_DIR), ...Object.keys(files)])]
    .filter((file) => !englishFileOf(file, LOCALES) && isTranslatable(file) && translatedWhole(set, schemaBaseOf(file)))
    .sort()
}

/** Every translation file by relative path, with the overrides of `files` applied. */
function readTranslations({ root, files = {} }: TranslationOptions): Map<string, string> {
  const texts = new Map<string, string>()
  for (const locale of otherLocales) {
    // The glossary (content/server/check/glossary.ts) is a list of spellings, not a translation of an English file.
    for (const file of filesUnder(root, `${DATA_DIR}/${locale}`).sort()) {
      if (file !== `${DATA_DIR}/${locale}/glossary.yaml`) texts.set(file, readFileSync(join(root, file), 'utf8'))
    }
  }
  for (const [file, text] of Object.entries(files)) if (englishFileOf(file, LOCALES) && isTranslatable(file)) texts.set(file, text)
  return texts
}

function readEnglish({ root, files = {} }: TranslationOptions, file: string): string | undefined {
  if (Object.hasOwn(files, file)) return files[file]
  const path = join(root, file)
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined
}

/** A file's YAML with positions: a catalogue, or a Markdown page's front matter (`firstLine` is its line in the file). */
interface Yaml {
  source: SourceFile
  firstLine: number
  /** The Markdown page's text after its front matter. */
  body?: { text: string; firstLine: number }
}

const linesIn = (text: string): number => text.split('\n').length - 1

function readYaml(file: string, text: string): Yaml {
  if (!file.endsWith('.md')) return { source: parseSource(file, file, text), firstLine: 1 }
  if (!/^---\r?\n/.test(text)) return { source: parseSource(file, file, ''), firstLine: 1, body: { text, firstLine: 1 } }
  const parsed = matter(text, { engines: { yaml: () => ({}) } })
  // The body's first line is its first written one, below the empty line after `---`.
  const blank = /^(?:[ \t]*\r?\n)*/.exec(parsed.content)?.[0] ?? ''
  const bodyFirstLine = linesIn(text.slice(0, text.length - parsed.content.length) + blank) + 1
  return {
    source: parseSource(file, file, parsed.matter.replace(/^\r?\n/, '')),
    firstLine: 2,
    body: { text: parsed.content.slice(blank.length), firstLine: bodyFirstLine },
  }
}

/** Positions in a Markdown page's front matter are counted from the file's first line. */
const at = (yaml: Yaml, position: Position): Position => ({ line: position.line + yaml.firstLine - 1, col: position.col })

type Path = readonly (string | number)[]

/** The key naming the items of an English list (as content/server/language/translation.ts matches them). */
function itemKeyOf(list: readonly unknown[]): 'id' | 'path' | undefined {
  return (['id', 'path'] as const).find((key) => list.length > 0 && list.every((item) => isRecord(item) && typeof item[key] === 'string'))
}

/**
 * Where the translation writes the English value at `path`: its own path (items matched by id may
 * stand elsewhere), or the English item it leaves out as a whole.
 */
function translatedPlace(english: unknown, translated: unknown, path: Path): { path: Path; value: unknown } | { missingItem: Path } {
  const found: (string | number)[] = []
  let e = english
  let t = translated
  for (const [i, segment] of path.entries()) {
    if (Array.isArray(e) && typeof segment === 'number') {
      const key = itemKeyOf(e)
      const list = Array.isArray(t) ? t : []
      const index = key ? list.findIndex((item) => isRecord(item) && item[key] === (e as Record<string, unknown>[])[segment][key]) : segment
      if (key && index < 0) return { missingItem: path.slice(0, i + 1) }
      found.push(index)
      t = list[index]
      e = e[segment]
    } else {
      found.push(segment)
      t = isRecord(t) ? t[segment] : undefined
      e = isRecord(e) ? e[segment] : undefined
    }
  }
  return { path: found, value: t }
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, segment) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined), data)
}

const names = (list: readonly string[]) => list.map((name) => `{${name}}`).join(', ')
const code = (path: Path) => `\`${path.map(String).join('.')}\``

/** The `{placeholders}` of a translated text must be its English text's: each is filled with a fact. */
function placeholderMessage(english: string, translated: string, what = 'text'): string | undefined {
  const wanted = new Set(placeholdersIn(english))
  const written = new Set(placeholdersIn(translated))
  const missing = [...wanted].filter((name) => !written.has(name))
  const unknown = [...written].filter((name) => !wanted.has(name))
  if (missing.length === 0 && unknown.length === 0) return undefined
  const parts = [
    ...(missing.length > 0 ? [`${names(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`] : []),
    ...(unknown.length > 0 ? [`${names(unknown)} ${unknown.length === 1 ? 'is' : 'are'} not in the English ${what}`] : []),
  ]
  return `${parts.join(' and ')}: a translation keeps the placeholders of the English ${what} exactly as written (${wanted.size > 0 ? names([...wanted]) : 'none'}), each is filled in with a fact`
}

interface Pair {
  file: string
  kindOf: (value: string, path: DataPath) => TextKind
  offered: (path: DataPath) => readonly string[] | undefined
  englishFile: string
  language: string
  english: Yaml
  translated: Yaml
}

/** overlay()'s mismatches, facts written again and placeholders, at the translation's line. */
function shapeProblems({ file, englishFile, english, translated, kindOf, offered }: Pair): Problem[] {
  const problems: Problem[] = []
  const here = (path: Path) => at(translated, positionOf(translated.source, path))
  overlay(english.source.data, translated.source.data, ({ path, kind }) => {
    const last = path[path.length - 1]
    if (kind === 'not-in-english') {
      const where = typeof last === 'string' ? at(translated, keyPositionOf(translated.source, path.slice(0, -1), last)) : here(path)
      const parent = valueAt(english.source.data, path.slice(0, -1))
      const guess = typeof last === 'string' && isRecord(parent) ? closest(last, Object.keys(parent))[0] : undefined
      const item = valueAt(translated.source.data, path)
      const name = isRecord(item) ? (item.id ?? item.path) : undefined
      const what =
        typeof last === 'string'
          ? `\`${last}\``
          : name !== undefined
            ? `the item ${String(name)} of ${code(path.slice(0, -1))}`
            : `item ${Number(last) + 1} of ${code(path.slice(0, -1))}`
      const fix = guess ? `did you mean \`${guess}\`? check the spelling against the English` : 'check the spelling against the English'
      problems.push(problem(file, where, `${what} is not in ${englishFile}: ${fix}, or delete it`))
      return
    }
    const shape = valueAt(english.source.data, path)
    const message =
      typeof shape === 'string'
        ? `${code(path)} is one text in ${englishFile}: write its translation as one text here`
        : isRecord(shape) || Array.isArray(shape)
          ? `${code(path)} holds ${Array.isArray(shape) ? 'a list' : 'a group of fields'} in ${englishFile}: write its translated texts in the same shape as the English`
          : `${code(path)} is a fact (${String(shape)}): prices, dates and numbers come from the English file: delete this line`
    problems.push(problem(file, here(path), message))
  })
  for (const path of untranslatedTexts(english.source.data, undefined, () => true)) {
    const englishText = valueAt(english.source.data, path) as string
    const place = translatedPlace(english.source.data, translated.source.data, path)
    if ('missingItem' in place || place.value === undefined || place.value === null || typeof place.value !== 'string') continue
    const last = path[path.length - 1]
    const matchingKey = (last === 'id' || last === 'path') && place.value === englishText && Array.isArray(valueAt(english.source.data, path.slice(0, -2)))
    if (kindOf(englishText, path) === 'fact') {
      if (!matchingKey) {
        problems.push(
          problem(
            file,
            here(place.path),
            `${code(path)} is a fact (${englishText}): links, ids, dates and numbers come from the English file: delete this line`,
          ),
        )
      }
      continue
    }
    if (place.value.trim() === '') {
      problems.push(
        problem(
          file,
          here(place.path),
          'this text is empty, and the page would show nothing here: write its translation, or delete the line to show the English',
        ),
      )
      continue
    }
    const offers = offered(path)
    const unknown = offers && placeholdersIn(place.value).filter((name) => !offers.includes(name))
    const message = offers
      ? unknown!.length > 0
        ? `${names(unknown!)} ${unknown!.length === 1 ? 'is' : 'are'} not offered here: this text may use ${names([...offers])}, each filled in by the site`
        : undefined
      : placeholderMessage(englishText, place.value)
    if (message) problems.push(problem(file, here(place.path), message))
    const lapsing = lapsingTogether(place.value)
    if (lapsing)
      problems.push({
        ...problem(file, at(translated, positionOfPart(translated.source, place.path, lapsing.at)), lapsing.message, 'warning'),
        topic: 'season',
      })
  }
  return problems
}

/** Each English text the translation leaves out, at its English line; an item left out as a whole once. */
function untranslatedProblems({ file, englishFile, language, english, translated, kindOf }: Pair): Problem[] {
  const problems: Problem[] = []
  const items = new Set<string>()
  const message = `not yet translated into ${language} in ${file}: the ${language} page shows this in English`
  // Counted per file in the report (content/server/check/report.ts), listed with --translations.
  const gap = (at: Position, text: string): Problem => ({ ...problem(englishFile, at, text, 'warning'), topic: { translation: file, language } })
  for (const path of untranslatedTexts(english.source.data, translated.source.data, (value, path) => kindOf(value, path) === 'text')) {
    const place = translatedPlace(english.source.data, translated.source.data, path)
    if ('missingItem' in place) {
      const key = place.missingItem.join('.')
      if (items.has(key)) continue
      items.add(key)
      const item = valueAt(english.source.data, place.missingItem) as Record<string, unknown>
      // The route table's translation lists the pages there are in the language: one it leaves
      // out is an English page by choice, linked as such, not a text waiting for its translation.
      if (!('id' in item)) continue
      problems.push(
        gap(at(english, positionOf(english.source, place.missingItem)), `${String(item.id)}: ${message} (the whole item; add it to ${file} by its id)`),
      )
    } else {
      problems.push(gap(at(english, positionOf(english.source, path)), message))
    }
  }
  return problems
}

/** The review mark: `review: { status: draft }`, or `reviewed` with who read it and when. */
function reviewProblems(file: string, yaml: Yaml): Problem[] {
  const { source } = yaml
  const where = (path: Path) => at(yaml, positionOf(source, path))
  const review = isRecord(source.data) ? source.data[REVIEW_KEY] : undefined
  const start = yaml.body ? 'start the front matter (the lines between `---` at the top) with' : 'start the file with'
  const howTo = `${start} \`review:\` and, on the next line, \`  status: draft\` (reviewed, with \`by:\` and \`on:\`, once a native speaker has read it)`
  if (review === undefined) return [problem(file, { line: yaml.firstLine, col: 1 }, `this translation has no review mark: ${howTo}`)]
  if (!isRecord(review)) return [problem(file, where([REVIEW_KEY]), `the review mark is not written as expected: ${howTo}`)]
  const problems: Problem[] = []
  for (const key of Object.keys(review)) {
    if (!['status', 'by', 'on'].includes(key)) {
      problems.push(
        problem(file, at(yaml, keyPositionOf(source, [REVIEW_KEY], key)), `\`${key}\` is not part of the review mark: write only status, by and on`),
      )
    }
  }
  if (review.status !== 'draft' && review.status !== 'reviewed') {
    problems.push(problem(file, where([REVIEW_KEY, 'status']), `review.status must be draft or reviewed (you wrote ${JSON.stringify(review.status ?? '')})`))
  } else if (review.status === 'reviewed') {
    if (typeof review.by !== 'string' || review.by.trim() === '') {
      problems.push(problem(file, where([REVIEW_KEY]), "a reviewed translation names who reviewed it: add `by:` with the native speaker's name under review"))
    }
    if (typeof review.on !== 'string' || !isIsoDate(review.on)) {
      problems.push(
        problem(
          file,
          where([REVIEW_KEY, 'on']),
          'a reviewed translation says when: write `on:` under review as the date it was read, YYYY-MM-DD, e.g. 2026-01-15',
        ),
      )
    }
  }
  return problems
}

const anchorsIn = (body: string) => body.split('\n').flatMap((line) => (/^##\s/.test(line) ? [HEADING_ANCHOR.exec(line)?.[1] ?? ''] : []).filter(Boolean))

/** A translated Markdown page has its text, the English page's section anchors and its placeholders. */
function bodyProblems({ file, english, translated }: Pair): Problem[] {
  const body = translated.body
  const englishBody = english.body?.text ?? ''
  if (!body || body.text.trim() === '') {
    return [
      problem(
        file,
        { line: body?.firstLine ?? 1, col: 1 },
        "the page's text is missing: write the translation below the front matter's closing `---`, or delete this file to show the English page",
      ),
    ]
  }
  const problems: Problem[] = []
  const wanted = anchorsIn(englishBody)
  const written = anchorsIn(body.text)
  const missing = wanted.filter((anchor) => !written.includes(anchor))
  const unknown = written.filter((anchor) => !wanted.includes(anchor))
  if (missing.length > 0 || unknown.length > 0) {
    const lineOf = (anchor: string) => body.firstLine + body.text.split('\n').findIndex((line) => line.includes(`{#${anchor}}`))
    const line = unknown.length > 0 ? lineOf(unknown[0]) : body.firstLine
    const parts = [
      ...(missing.length > 0 ? [`missing ${missing.map((a) => `{#${a}}`).join(', ')}`] : []),
      ...(unknown.length > 0 ? [`not in English ${unknown.map((a) => `{#${a}}`).join(', ')}`] : []),
    ]
    problems.push(
      problem(
        file,
        { line, col: 1 },
        `each \`##\` heading ends with the English heading's anchor (${parts.join('; ')}): the contents and links to a section use them`,
      ),
    )
  }
  const message = placeholderMessage(englishBody, body.text, 'page')
  if (message) problems.push(problem(file, { line: body.firstLine, col: 1 }, message))
  return problems
}

function pairOf(options: TranslationOptions, file: string, text: string, problems: Problem[]): Pair | undefined {
  const match = englishFileOf(file, LOCALES)
  if (!match) return undefined
  const { locale, english: englishFile } = match
  const englishText = readEnglish(options, englishFile)
  if (englishText === undefined) {
    problems.push(
      problem(
        file,
        { line: 1, col: 1 },
        `there is no English file ${englishFile} for this translation: a translation has the name of its English file under ${DATA_DIR}/${locale}/ (${translationFile('data/home.yaml', locale)} translates data/home.yaml); rename it, or delete it`,
      ),
    )
    return undefined
  }
  const translated = readYaml(file, text)
  const shift = (p: Problem): Problem => ({ ...p, line: p.line + translated.firstLine - 1 })
  const syntax = syntaxProblems(translated.source).map(shift)
  problems.push(...syntax)
  if (syntax.length === 0) problems.push(...pitfallProblems(translated.source).problems.map(shift))
  const english = readYaml(englishFile, englishText)
  // A file YAML cannot read has no data to compare; an English one is reported by its own check.
  if (syntax.length > 0 || translated.source.data === undefined || english.source.data === undefined) return undefined
  return {
    file,
    englishFile,
    language: LANGUAGE_NAMES[locale as OtherLocale],
    english,
    translated,
    kindOf: textKinds(options.root, englishFile),
    offered: offeredPlaceholders(options.root, englishFile),
  }
}

/** Every problem of the translations under data/<locale>/: errors at their lines, untranslated texts as warnings. */
export function checkTranslations(options: TranslationOptions): Problem[] {
  const problems: Problem[] = []
  const translations = readTranslations(options)
  const whole = translatedWholeFiles(options)
  for (const [file, text] of translations) {
    const pair = pairOf(options, file, text, problems)
    if (!pair) continue
    // A catalogue the translated pages only quote (data/visa.yaml: the home page's visa cards) is
    // translated in the part they show; the rest is its English-only pages', not a text waiting.
    const quotedOnly = !whole.includes(pair.englishFile)
    problems.push(...reviewProblems(file, pair.translated), ...shapeProblems(pair), ...(quotedOnly ? [] : untranslatedProblems(pair)))
    if (file.endsWith('.md')) problems.push(...bodyProblems(pair))
  }
  for (const locale of otherLocales) {
    for (const englishFile of whole) {
      const file = translationFile(englishFile, locale)
      if (translations.has(file) || readEnglish(options, englishFile) === undefined) continue
      const language = LANGUAGE_NAMES[locale]
      problems.push({
        ...problem(
          englishFile,
          { line: 1, col: 1 },
          `not yet translated into ${language}: the ${language} pages show this file's texts in English until ${file} translates them`,
          'warning',
        ),
        topic: { translation: file, language, whole: true },
      })
    }
  }
  return sortProblems(problems)
}

/** The launch check: a translation no native speaker has reviewed may go to a preview, not live. */
export function translationLaunchProblems(options: TranslationOptions): Problem[] {
  const problems: Problem[] = []
  for (const [file, text] of readTranslations(options)) {
    const match = englishFileOf(file, LOCALES)
    if (!match) continue
    const yaml = readYaml(file, text)
    const review = isRecord(yaml.source.data) ? yaml.source.data[REVIEW_KEY] : undefined
    if (isRecord(review) && review.status === 'reviewed') continue
    const where = review === undefined ? { line: 1, col: 1 } : at(yaml, positionOf(yaml.source, isRecord(review) ? [REVIEW_KEY, 'status'] : [REVIEW_KEY]))
    const language = LANGUAGE_NAMES[match.locale as OtherLocale]
    problems.push(
      problem(
        file,
        where,
        `${language} translation not yet reviewed by a native speaker: set review.status to reviewed, with by: and on:, once they have read it`,
      ),
    )
  }
  return problems
}
