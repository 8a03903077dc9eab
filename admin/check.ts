// The site's content check, in the editor: the file as it would be saved (the format's in-place
// edit of the file as loaded) is checked as `npm run check` checks one file (YAML, the schema
// with its plain-words messages and fixes, the first line), and each problem is given the path
// of the field it is about. The checks across files (links, ids, images) run in the pull
// request's Check workflow.
import schemas from 'virtual:editor/schemas'
import { provideSchemaFiles } from '../content/check/schemas'
import { validateSource } from '../content/check/validate'
import { parseMarkdownSource } from '../content/markdown-source'
import type { DataPath } from '../content/check/source'
import { editMarkdown, editYaml } from '../content/editor/edit-yaml'
import { pathAt } from '../content/editor/problem-path'
import { MARKDOWN_FOLDERS, type MarkdownFolder } from '../content/paths'
import type { Problem } from '../content/problem'

/** The check's root in the browser: the schemas are found there, bundled. */
const ROOT = '/editor'
provideSchemaFiles(ROOT, schemas)

export interface FieldProblem extends Problem {
  /** The value the problem is about, e.g. ['packages', 3, 'price']. */
  path: DataPath
}

export interface EntryCheck {
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

/** Every problem of the file as it would be saved, each with the path of its field. */
export function checkEntry(file: string, raw: string, data: Data): EntryCheck {
  const text = savedText(file, raw, data)
  if (file.endsWith('.yaml')) {
    const catalogue = file.replace(/^data\//, '').replace(/\.yaml$/, '')
    const { source, problems } = validateSource(ROOT, file, catalogue, text)
    return { text, problems: problems.map((p) => ({ ...p, path: pathAt(source, p.line, p.col) })) }
  }
  const folder = markdownFolderOf(file)
  if (!folder) return { text, problems: [] }
  const id = file.split('/').pop()!.replace(/\.md$/, '')
  const { frontMatter, problems } = parseMarkdownSource(ROOT, folder, id, text)
  const located = frontMatter.problems.map((p) => ({ ...p, path: pathAt(frontMatter.source, p.line - 1, p.col) }))
  return { text, problems: [...problems.map((p) => ({ ...p, path: [] as DataPath })), ...located] }
}
