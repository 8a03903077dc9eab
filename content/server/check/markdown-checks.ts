import { FACT_NAMES } from '../facts/names'
import { HEADING_ANCHOR } from '../markdown/render'
import { validCatalogue, type CheckContext } from './check-context'
import { checkedCatalogues, linkProblem } from './links'
import { markdownIds, readMarkdownSource, type MarkdownSource } from '../markdown/source'
import { pageRoutes } from '../routes/pages'
import { MARKDOWN_FOLDERS, type MarkdownFolder } from '../data/paths'
import { problem, type Problem } from '../data/problem'
import { closest } from './suggest'

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PLACEHOLDER = /\{([A-Za-z]+)\}/g
/** `[words](/page)`: a Markdown link to a page of this site. */
const SITE_LINK = /\]\((\/(?!\/)[^)\s]*)\)/g

/** What the body of a Markdown page quotes and links: anchors of its sections, facts, pages. */
function bodyProblems(ctx: CheckContext, page: MarkdownSource): Problem[] {
  const problems: Problem[] = []
  const routes = validCatalogue(ctx, 'routes')?.data.routes
  const catalogues = checkedCatalogues(ctx)
  const anchors = new Map<string, number>()
  const known = FACT_NAMES as readonly string[]
  page.body.split('\n').forEach((text, i) => {
    const line = page.bodyFirstLine + i
    const at = (index: number) => ({ line, col: index + 1 })
    if (/^##\s/.test(text)) {
      const anchor = HEADING_ANCHOR.exec(text)?.[1]
      if (anchor === undefined) {
        problems.push(
          problem(
            page.file,
            at(0),
            'this section heading has no anchor, so the contents cannot link to it: end the line with one, e.g. `## Cookies {#cookies}`',
          ),
        )
      } else if (!ANCHOR.test(anchor)) {
        problems.push(problem(page.file, at(text.indexOf('{#')), `the anchor {#${anchor}} must be lower-case words joined by hyphens, e.g. {#how-we-use}`))
      } else if (anchors.has(anchor)) {
        problems.push(
          problem(page.file, at(text.indexOf('{#')), `the anchor {#${anchor}} is already used on line ${anchors.get(anchor)}: give each section its own`),
        )
      } else {
        anchors.set(anchor, line)
      }
    }
    for (const match of text.matchAll(PLACEHOLDER)) {
      if (known.includes(match[1])) continue
      const [guess] = closest(match[1], known)
      const fix = guess ? `did you mean {${guess}}?` : `use one of ${known.map((n) => `{${n}}`).join(', ')}`
      problems.push(problem(page.file, at(match.index), `${match[0]} is not a fact that can be filled in: ${fix}`))
    }
    if (!routes) return
    for (const match of text.matchAll(SITE_LINK)) {
      const message = linkProblem(match[1], routes, catalogues, pageRoutes(ctx.root))
      if (message) problems.push(problem(page.file, at(match.index + 2), message))
    }
  })
  return problems
}

/** Every Markdown page of data/: its front matter as the catalogues are checked, then its body. */
export function checkMarkdownPages(ctx: CheckContext): Problem[] {
  return (Object.keys(MARKDOWN_FOLDERS) as MarkdownFolder[]).flatMap((folder) =>
    markdownIds(ctx.root, folder).flatMap((id) => {
      const page = readMarkdownSource(ctx.root, folder, id)
      return [...page.problems, ...page.frontMatter.problems, ...bodyProblems(ctx, page)]
    }),
  )
}
