// A Markdown file of data/ (a policy, a health-guide card) as a page shows it: front matter checked against its kind's
// schema, {facts} filled in, the body rendered to HTML with its table of contents. Server-only.
import type { HealthCardFrontMatter, PolicyFrontMatter } from '../schemas/types.generated'
import { withPageHrefs } from './href'
import { markdownIds, readMarkdownSource } from './markdown-source'
import { projectRoot, type MarkdownFolder } from './paths'
import { formatProblem, sortProblems } from './problem'
import { fillFacts, siteFacts } from './facts'
import { renderMarkdown, type RenderedMarkdown } from './markdown'

/** The front matter of each folder's pages. */
interface FrontMatterOf {
  policies: PolicyFrontMatter
  'knowledge/health': HealthCardFrontMatter
}

export interface MarkdownPage<F extends MarkdownFolder> extends RenderedMarkdown {
  frontMatter: FrontMatterOf[F]
}

/** Every page of a folder, each with its id (the file name without .md). */
export const loadMarkdownPages = <F extends MarkdownFolder>(folder: F): (MarkdownPage<F> & { id: string })[] =>
  markdownIds(projectRoot(), folder).map((id) => ({ id, ...loadMarkdownPage(folder, id) }))

export function loadMarkdownPage<F extends MarkdownFolder>(folder: F, id: string): MarkdownPage<F> {
  const source = readMarkdownSource(projectRoot(), folder, id)
  const errors = sortProblems([...source.problems, ...source.frontMatter.problems]).filter((p) => p.severity === 'error')
  if (errors.length > 0 || !source.frontMatter.valid) {
    throw new Error(`${source.file} is not valid content:\n${errors.map(formatProblem).join('\n')}`)
  }
  const facts = siteFacts()
  const frontMatter = fillFacts(withPageHrefs(source.frontMatter.source.data), facts, source.file) as FrontMatterOf[F]
  return { frontMatter, ...renderMarkdown(fillFacts(source.body, facts, source.file)) }
}
