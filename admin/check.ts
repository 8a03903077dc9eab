// The site's content check, in the editor: the file as it would be saved (the format's in-place
// edit of the file as loaded) is checked, and each problem is given the path of the field it is
// about. Two depths: `checkEntry` checks the one file (YAML, the schema with its plain-words
// messages and fixes) on every change, cheaply; `checkEntryFully` runs `npm run check` whole
// (cross-checks, dates, markup, duplicate ids, links, translations) on the project as built into
// the editor with this file laid over it (admin/disk.ts), when a field is left and before saving;
// of the data files, only this one is checked against its schema again (the others were when the
// editor was built).
import schemas from 'virtual:editor/schemas'
import { checkContent } from '../content/server/check/check-content'
import { provideSchemaFiles } from '../content/server/check/schemas'
import { validateSource } from '../content/server/check/validate'
import { parseMarkdownSource } from '../content/server/markdown/source'
import { parseSource, type DataPath, type SourceFile } from '../content/server/check/source'
import { editMarkdown, editYaml } from '../content/server/editor/edit-yaml'
import { labelOf } from '../content/server/editor/editor-config'
import { pathAt } from '../content/server/editor/problem-path'
import { MARKDOWN_FOLDERS, type MarkdownFolder } from '../content/server/data/paths'
import type { Problem } from '../content/server/data/problem'
import { EDITOR_ROOT, existsSync, overlay } from './disk'

/** The check's root in the browser: the schemas are found there, bundled. */
const ROOT = EDITOR_ROOT.replace(/\/$/, '')
provideSchemaFiles(ROOT, schemas)

/** Where Decap puts uploaded pictures (editor-config.ts media_folder): saved with the entry, so not in the editor's copy yet. */
const UPLOADS = 'public/images/uploads/'

export interface FieldProblem extends Problem {
  /** The value the problem is about, e.g. ['packages', 3, 'price']. */
  path: DataPath
}

interface EntryCheck {
  /** The file as it would be saved. */
  text: string
  problems: FieldProblem[]
}

type Data = Record<string, unknown>

function markdownFolderOf(file: string): MarkdownFolder | undefined {
  const folder = /^data\/(.+)\/[^/]+\.md$/.exec(file)?.[1]
  return folder && folder in MARKDOWN_FOLDERS ? (folder as MarkdownFolder) : undefined
}

/** The text `file` would be saved as, from the text it was loaded as and the form's values. */
export function savedText(file: string, raw: string, data: Data): string {
  return file.endsWith('.md') ? editMarkdown(raw, data) : editYaml(raw, data)
}

/** The file's own problems, and where in the form a problem at a line and column belongs. */
function checkFile(file: string, text: string): { problems: Problem[]; pathOf(p: Problem): DataPath } {
  if (file.endsWith('.yaml')) {
    const catalogue = file.replace(/^data\/([a-z]{2}\/)?/, '').replace(/\.yaml$/, '')
    // A translation holds texts only, not its catalogue's whole shape: the full check reads it against the English file.
    if (/^data\/[a-z]{2}\//.test(file)) {
      const source = parseSource(file, catalogue, text)
      return { problems: [], pathOf: (p) => pathAt(source, p.line, p.col) }
    }
    const { source, problems } = validateSource(ROOT, file, catalogue, text)
    return { problems, pathOf: (p) => pathAt(source, p.line, p.col) }
  }
  const folder = markdownFolderOf(file)
  if (!folder) return { problems: [], pathOf: () => [] }
  const id = file.split('/').pop()!.replace(/\.md$/, '')
  const { frontMatter, problems } = parseMarkdownSource(ROOT, folder, id, text)
  const source: SourceFile = frontMatter.source
  const frontLines = source.lineCounter.lineStarts.length + 1
  // A problem below the front matter is about the page's text (the body field).
  const pathOf = (p: Problem): DataPath => (p.line <= frontLines ? pathAt(source, p.line - 1, p.col) : ['body'])
  return { problems: [...problems, ...frontMatter.problems], pathOf }
}

/** Where a value is in the form, as staff see it: "Packages › 4 › Price". */
export function fieldPlace(path: DataPath): string {
  return path.map((key) => (typeof key === 'number' ? String(key + 1) : labelOf(key))).join(' › ')
}

/**
 * A form has no line numbers: "already used on line 11" becomes "already used by Packages › 1
 * (Summer Umrah July 2025)", the item written on that line, by its place and its name.
 */
function placeLines(message: string, text: string, data: Data, pathOf: (p: Problem) => DataPath): string {
  const lines = text.split('\n')
  return message.replace(/\b(?:on|at) line (\d+)\b/g, (whole, n: string) => {
    const line = lines[Number(n) - 1]
    if (line === undefined) return whole
    const col = line.search(/[^\s-]/) + 1
    const path = pathOf({ file: '', line: Number(n), col: Math.max(col, 1), message: '', severity: 'error' })
    const item = path.findLastIndex((key) => typeof key === 'number')
    const itemPath = item === -1 ? path : path.slice(0, item + 1)
    let value: unknown = data
    for (const key of itemPath) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[String(key)] : undefined
    const record = (value ?? {}) as Record<string, unknown>
    const name = ['title', 'name', 'question', 'label'].map((key) => record[key]).find((v) => typeof v === 'string')
    return `by ${fieldPlace(itemPath)}${name ? ` (${name as string})` : ''}`
  })
}

/** The one file's problems, each with the path of its field. */
export function checkEntry(file: string, raw: string, data: Data): EntryCheck {
  const text = savedText(file, raw, data)
  const { problems, pathOf } = checkFile(file, text)
  return { text, problems: problems.map((p) => ({ ...p, message: placeLines(p.message, text, data, pathOf), path: pathOf(p) })) }
}

/** Every problem `npm run check` finds in this file as it would be saved, each with the path of its field. */
export function checkEntryFully(file: string, raw: string, data: Data): EntryCheck {
  const text = savedText(file, raw, data)
  const { problems: own, pathOf } = checkFile(file, text)
  overlay(file, text)
  let found: Problem[]
  try {
    const fileExists = (path: string) => path.startsWith(UPLOADS) || existsSync(`${ROOT}/${path}`)
    // Only this file against its schema: compiling and running every schema took 1.3 of the 2.4 s
    // the form did not answer for when a field was first left (docs/performance.md, the editor).
    found = checkContent({ root: ROOT, fileExists, validating: (path) => path === file }).problems.filter((p) => p.file === file && p.audience !== 'developer')
  } catch (error) {
    // A defect of the check in the browser must not stop staff: the file's own check still holds,
    // and the pull request's Check workflow runs the rest.
    console.error(error)
    found = own
  }
  return { text, problems: found.map((p) => ({ ...p, message: placeLines(p.message, text, data, pathOf), path: pathOf(p) })) }
}
