// Long texts of data/ (policies, the health guide's cards) are Markdown: every one is rendered to
// HTML at build time here, with marked. A heading names its anchor as `## Cookies {#cookies}`; the
// `##` headings are the page's contents. Page links are put in their served form (`/contact` →
// `/contact/`). Editors write Markdown, not HTML: raw HTML in a file is shown as text. Server-only.
import { Marked, type Token, type Tokens } from 'marked'
import { pageHref } from '../routes/href'

/** `## Heading {#anchor}`: the anchor written after a heading. */
export const HEADING_ANCHOR = /\s*\{#([^}\s]*)\}\s*$/

export interface ContentsEntry {
  id: string
  heading: string
}

export interface RenderedMarkdown {
  html: string
  /** The `##` headings with their anchors, in order: the table of contents. */
  contents: ContentsEntry[]
}

type AnchoredHeading = Tokens.Heading & { anchor?: string }

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeText(text),
    heading(token) {
      const { anchor } = token as AnchoredHeading
      const id = anchor ? ` id="${escapeAttribute(anchor)}"` : ''
      return `<h${token.depth}${id}>${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`
    },
    link(token) {
      const title = token.title ? ` title="${escapeAttribute(token.title)}"` : ''
      return `<a href="${escapeAttribute(pageHref(token.href))}"${title}>${this.parser.parseInline(token.tokens)}</a>`
    },
  },
})

/** Takes `{#anchor}` off the end of a heading's text and keeps it on the token. */
function takeAnchor(heading: AnchoredHeading): void {
  const match = HEADING_ANCHOR.exec(heading.text)
  if (!match) return
  heading.anchor = match[1]
  heading.text = heading.text.replace(HEADING_ANCHOR, '')
  const last = heading.tokens[heading.tokens.length - 1] as Token & { text?: string; raw: string }
  if (last?.type === 'text' && last.text !== undefined) {
    last.text = last.text.replace(HEADING_ANCHOR, '')
    last.raw = last.raw.replace(HEADING_ANCHOR, '')
  }
}

/** The plain words of inline tokens (a heading's text without its emphasis marks). */
const plainText = (tokens: Token[]): string => tokens.map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens) : 'text' in t ? String(t.text) : '')).join('')

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tokens = marked.lexer(markdown)
  const contents: ContentsEntry[] = []
  for (const token of tokens) {
    if (token.type !== 'heading') continue
    const heading = token as AnchoredHeading
    takeAnchor(heading)
    if (heading.depth === 2 && heading.anchor) contents.push({ id: heading.anchor, heading: plainText(heading.tokens) })
  }
  return { html: marked.parser(tokens), contents }
}
