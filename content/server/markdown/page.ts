// A Markdown file of data/ (a policy, a health-guide card) as a page shows it: front matter checked against its kind's
// schema, {facts} filled in, the body rendered to HTML with its table of contents. Server-only.
import type { HealthCardFrontMatter, PolicyFrontMatter } from '../../../schemas/types.generated'
import { withPageHrefs } from '../routes/href'
import { markdownIds, readMarkdownSource } from './source'
import { projectRoot, type MarkdownFolder } from '../data/paths'
import { formatProblem, sortProblems } from '../data/problem'
import { fillFacts, siteFacts } from '../facts/facts'
import { renderMarkdown, type RenderedMarkdown } from './render'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { DEFAULT_LOCALE, type Locale } from '../../browser/locale'
import { localHrefs } from '../routes/localise'
import { overlay, translationFile } from '../language/translation'
import { today } from '../today'

/** The front matter of each folder's pages. */
interface FrontMatterOf {
  policies: PolicyFrontMatter
  'knowledge/health': HealthCardFrontMatter
}

interface MarkdownPage<F extends MarkdownFolder> extends RenderedMarkdown {
  frontMatter: FrontMatterOf[F]
}

/** Every page of a folder, each with its id (the file name without .md). */
export const loadMarkdownPages = <F extends MarkdownFolder>(folder: F, locale: Locale): (MarkdownPage<F> & { id: string })[] =>
  markdownIds(projectRoot(), folder).map((id) => ({ id, ...loadMarkdownPage(folder, id, locale) }))

export function loadMarkdownPage<F extends MarkdownFolder>(folder: F, id: string, locale: Locale): MarkdownPage<F> {
  const source = readMarkdownSource(projectRoot(), folder, id)
  const errors = sortProblems([...source.problems, ...source.frontMatter.problems]).filter((p) => p.severity === 'error')
  if (errors.length > 0 || !source.frontMatter.valid) {
    throw new Error(`${source.file} is not valid content:\n${errors.map(formatProblem).join('\n')}`)
  }
  const facts = siteFacts(today(), locale)
  const translated = readTranslatedMarkdown(source.file, locale)
  // The translation's texts over the English front matter (its facts, such as lastUpdated, stay English's).
  const english = withPageHrefs(source.frontMatter.source.data)
  const file = translated?.file ?? source.file
  const frontMatter = fillFacts(translated ? overlay(english, withPageHrefs(translated.frontMatter)) : english, facts, file) as FrontMatterOf[F]
  const rendered = renderMarkdown(fillFacts(translated?.body ?? source.body, facts, file))
  const local = localHrefs(locale)
  return {
    frontMatter,
    ...rendered,
    // The page's links lead to their twins in its language where there is one.
    html: locale === DEFAULT_LOCALE ? rendered.html : rendered.html.replace(/<a href="([^"]*)"/g, (_, href: string) => `<a href="${local(href)}"`),
  }
}

/** data/<locale>/<folder>/<id>.md, when the page is translated: its front matter's texts and its body. */
function readTranslatedMarkdown(file: string, locale: Locale): { file: string; frontMatter: Record<string, unknown>; body: string } | undefined {
  if (locale === DEFAULT_LOCALE) return undefined
  const translatedFile = translationFile(file, locale)
  const path = join(projectRoot(), translatedFile)
  if (!existsSync(path)) return undefined
  const parsed = matter(readFileSync(path, 'utf8'))
  // The review mark is the translation's, not a text of the page.
  const { review: _review, ...frontMatter } = parsed.data as Record<string, unknown>
  return { file: translatedFile, frontMatter, body: parsed.content }
}
