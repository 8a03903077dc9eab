import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { DATA_DIR, MARKDOWN_FOLDERS, type MarkdownFolder } from '../data/paths'
import { problem, type Problem } from '../data/problem'
import { validateFrontMatter, type ValidatedSource } from '../check/validate'

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
  const hasFrontMatter = /^---\r?\n/.test(text)
  const lines = text.split(/\r?\n/)
  // Opened but never closed: gray-matter would read the page up to the next `---` (a rule in the
  // text, or the end) as front matter, and YAML would complain about the text. The fields end at
  // the first empty line followed by something that is not a field (a heading, a paragraph).
  const closing = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line))
  const isField = (line: string | undefined) => line === undefined || /^([A-Za-z][\w-]*:(\s|$)|\s|-\s|#\s*yaml)/.test(line)
  const textStart = lines.findIndex((line, i) => i > 0 && line.trim() === '' && !isField(lines.slice(i + 1).find((l) => l.trim() !== '')))
  const end = hasFrontMatter && textStart > 0 && (closing < 0 || textStart < closing) ? textStart : -1
  const source = end > 0 ? [...lines.slice(0, end), '---', ...lines.slice(end)].join('\n') : text
  const parsed = matter(source, { engines: { yaml: () => ({}) } })
  const problems: Problem[] = !hasFrontMatter
    ? [problem(file, { line: 1, col: 1 }, 'the file must start with its front matter: a line `---`, then `title:` and `lastUpdated:`, then `---`')]
    : end > 0
      ? [
          problem(
            file,
            { line: end + 1, col: 1 },
            `the front matter opened by \`---\` on line 1 is never closed: add a line \`---\` after its last field (line ${end}), before the page's text`,
          ),
        ]
      : []
  const frontMatter = validateFrontMatter(root, file, MARKDOWN_FOLDERS[folder], hasFrontMatter ? parsed.matter.replace(/^\r?\n/, '') : '', 2)
  const bodyFirstLine = linesIn(source.slice(0, source.length - parsed.content.length)) + 1 - (end > 0 ? 1 : 0)
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
