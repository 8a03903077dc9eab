import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { DATA_DIR, MARKDOWN_FOLDERS, type MarkdownFolder } from './paths'
import { problem, type Problem } from './problem'
import { validateFrontMatter, type ValidatedSource } from './check/validate'

/** One Markdown page of data/: its front matter checked against its kind's schema, and its body. */
export interface MarkdownSource {
  /** Relative to the project root, e.g. `data/policies/privacy-policy.md`. */
  file: string
  /** The file name without .md: the page's id. */
  id: string
  frontMatter: ValidatedSource
  /** Problems of the file as a whole (no front matter at all). */
  problems: Problem[]
  body: string
  /** The file line the body starts on, so problems in it point at their line. */
  bodyFirstLine: number
}

const linesIn = (text: string): number => text.split('\n').length - 1

/** Reads a Markdown page with gray-matter; the front matter's YAML is checked as the catalogues are. */
export function parseMarkdownSource(root: string, folder: MarkdownFolder, id: string, text: string): MarkdownSource {
  const file = `${DATA_DIR}/${folder}/${id}.md`
  // gray-matter splits the file; the YAML is read by the same parser as the catalogues, with positions.
  const parsed = matter(text, { engines: { yaml: () => ({}) } })
  const hasFrontMatter = /^---\r?\n/.test(text)
  const problems: Problem[] = hasFrontMatter
    ? []
    : [problem(file, { line: 1, col: 1 }, 'the file must start with its front matter: a line `---`, then `title:` and `lastUpdated:`, then `---`')]
  const frontMatter = validateFrontMatter(root, file, MARKDOWN_FOLDERS[folder], hasFrontMatter ? parsed.matter.replace(/^\r?\n/, '') : '', 2)
  const bodyFirstLine = linesIn(text.slice(0, text.length - parsed.content.length)) + 1
  return { file, id, frontMatter, problems, body: parsed.content, bodyFirstLine }
}

/** The ids of a folder's Markdown pages (file names without .md), sorted. */
export function markdownIds(root: string, folder: MarkdownFolder): string[] {
  try {
    return readdirSync(join(root, DATA_DIR, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length))
      .sort()
  } catch {
    return []
  }
}

export function readMarkdownSource(root: string, folder: MarkdownFolder, id: string): MarkdownSource {
  return parseMarkdownSource(root, folder, id, readFileSync(join(root, DATA_DIR, folder, `${id}.md`), 'utf8'))
}
