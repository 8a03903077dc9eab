// After `vike build`: each page carries in one <style> only the CSS rules its first screen
// needs, at phone and desktop widths, so it paints from the document alone, in the first round
// trip. The site's stylesheets themselves (hashed, shared between pages, cached) move to the end
// of <body>, where they no longer hold up the first paint. `<meta charset>` goes first in <head>.
//   tsx scripts/critical-css.ts dist/client
//
// beasties keeps the rules whose selectors match an element of the document it is given. It is
// given the page cut down to its first screen (firstScreen below): the shell, the top of <main>
// and the fixed elements (WhatsApp button, cookie banner). tests/e2e/critical-css.test.ts holds
// that first screen to look the same, at 375 and 1440 px, with and without the stylesheets.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { listPages } from '../tooling/page-weight.js'

/**
 * How much of <main> the first screen can reach: its blocks (hero, sections; the breadcrumbs
 * above the hero do not count) are kept until they hold this much markup, and at least two. A
 * hero is shorter than a 1440 × 900 screen, so the block after it shows too; a short hero and a
 * short block after it (the Nusuk pages' facts) leave room for a third. The browser test fails
 * when a page's first screen shows something these leave out.
 */
export const FIRST_SCREEN = { blocks: 2, characters: 6000 }

/** Rules for states the page's script sets on load (the section being read, in the contents). */
const STATES_SET_ON_LOAD = [/\[aria-current\b/]

/** Beasties as this site needs it. */
export function createBeasties(root: string): Beasties {
  return new Beasties({
    path: root,
    publicPath: '/',
    // The files are shared by every page: nothing may be cut out of them.
    pruneSource: false,
    // The Content-Security-Policy allows no inline script, so no `onload` swap: a stylesheet
    // at the end of <body> holds up nothing before it (the whole page), and needs no <noscript>.
    preload: 'body',
    noscriptFallback: false,
    mergeStylesheets: true,
    // Only the keyframes the inlined rules name (the page's fade-in).
    keyframes: 'critical',
    allowRules: STATES_SET_ON_LOAD,
    // No web fonts: the site uses the system's.
    fonts: false,
    compress: true,
    logLevel: 'warn',
  })
}

/** The page's critical CSS inlined in <head>, its stylesheets at the end of <body>, its charset first. */
export async function inlineCriticalCss(html: string, beasties: Beasties): Promise<string> {
  const links = Array.from(html.matchAll(STYLESHEET), (match) => match[0])
  if (links.length === 0) return charsetFirst(html)
  // beasties works on the first screen alone; only the <style> it makes is kept from that.
  const processed = await beasties.process(firstScreen(html))
  const style = /<style>[\s\S]*?<\/style>/.exec(processed.slice(0, processed.indexOf('</head>')))?.[0] ?? ''
  let page = html
  for (const link of links) page = page.replace(link, '')
  page = page.replace('</head>', `${style}</head>`).replace(/<\/body>/, `${links.join('')}</body>`)
  return charsetFirst(page)
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/assets\/[^"]+\.css"[^>]*>/g

/**
 * The page as its first screen shows it: the top bar and header, the first blocks of <main>
 * (what is inside a single wrapper counts as inside <main>), the promotion after <main> (on a
 * short page it shows), and the fixed WhatsApp button and cookie banner; the rest of <main> and
 * the footer are left out.
 */
export function firstScreen(html: string, { blocks, characters } = FIRST_SCREEN): string {
  const mainOpen = /<main\b[^>]*>/.exec(html)
  if (!mainOpen) return html
  const mainStart = mainOpen.index + mainOpen[0].length
  const mainEnd = html.indexOf('</main>', mainStart)
  let children = elementChildren(html, mainStart, mainEnd)
  // <main><div id="home">…</div></main>: the wrapper's children are the blocks.
  while (children.length === 1) {
    const [only] = children
    children = elementChildren(html, html.indexOf('>', only.start) + 1, only.end - `</${only.tag}>`.length)
  }
  const sections = children.filter((child) => child.tag !== 'nav')
  let kept = 0
  while (kept < sections.length && (kept < blocks || sections[kept - 1]!.end - sections[0]!.start < characters)) kept += 1
  const cutFrom = sections[kept]?.start
  const top = cutFrom === undefined ? html.slice(0, mainEnd) : html.slice(0, cutFrom) + closingTags(html, cutFrom, mainEnd)
  return top + html.slice(mainEnd).replace(/<footer\b[\s\S]*?<\/footer>/, '')
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>|<!--[\s\S]*?-->/g

interface Element {
  tag: string
  start: number
  /** Just after its closing tag. */
  end: number
}

/** The elements directly inside html[from, to), each with where it starts and ends. */
function elementChildren(html: string, from: number, to: number): Element[] {
  const children: Element[] = []
  const open: Element[] = []
  TAG.lastIndex = from
  for (let match = TAG.exec(html); match && match.index < to; match = TAG.exec(html)) {
    const [text, closing, name, selfClosing] = match
    if (!name) continue
    const tag = name.toLowerCase()
    if (closing) {
      const element = open.pop()
      if (!element || element.tag !== tag) throw new Error(`Unbalanced </${tag}> at ${match.index}`)
      element.end = TAG.lastIndex
      if (open.length === 0) children.push(element)
      continue
    }
    const element = { tag, start: match.index, end: TAG.lastIndex }
    if (VOID.has(tag) || selfClosing) {
      if (open.length === 0) children.push(element)
    } else if (tag === 'script' || tag === 'style' || tag === 'textarea' || tag === 'title') {
      // Raw text: its content is not markup.
      const close = html.indexOf(`</${tag}>`, TAG.lastIndex)
      element.end = close + `</${tag}>`.length
      TAG.lastIndex = element.end
      if (open.length === 0) children.push(element)
    } else {
      open.push(element)
    }
  }
  return children
}

/** The closing tags of the elements still open at `at`, that close before `to`. */
function closingTags(html: string, at: number, to: number): string {
  const stillOpen: string[] = []
  TAG.lastIndex = at
  for (let match = TAG.exec(html); match && match.index < to; match = TAG.exec(html)) {
    const [, closing, name, selfClosing] = match
    if (!name || selfClosing || VOID.has(name.toLowerCase())) continue
    if (!closing) {
      const tag = name.toLowerCase()
      if (tag === 'script' || tag === 'style' || tag === 'textarea' || tag === 'title') {
        TAG.lastIndex = html.indexOf(`</${tag}>`, TAG.lastIndex) + tag.length + 3
        continue
      }
      stillOpen.push(tag)
    } else if (stillOpen.at(-1) === name.toLowerCase()) stillOpen.pop()
    else return html.slice(match.index, to)
  }
  return ''
}

/** Moves `<meta charset>` to the start of <head>, where the Nu checker and browsers look for it. */
export function charsetFirst(html: string): string {
  const charset = /<meta\s+charset="utf-8"\s*\/?>/i.exec(html)
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!charset || !head) throw new Error('A page without <head> or <meta charset="utf-8">')
  const without = html.slice(0, charset.index) + html.slice(charset.index + charset[0].length)
  const at = head.index + head[0].length
  return `${without.slice(0, at)}${charset[0]}${without.slice(at)}`
}

async function main(root: string): Promise<void> {
  const beasties = createBeasties(root)
  const pages = listPages(root)
  for (const page of pages) {
    const file = join(root, page)
    writeFileSync(file, await inlineCriticalCss(readFileSync(file, 'utf8'), beasties))
  }
  console.log(`Inlined the first screen's CSS of ${pages.length} pages in ${root}.`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [root] = process.argv.slice(2)
  if (!root) throw new Error('Usage: tsx scripts/critical-css.ts <built site folder>')
  await main(root)
}
