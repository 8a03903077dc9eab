// After `vike build`: each page carries in one <style> only the CSS rules its first screen
// needs, at phone and desktop widths, so it paints from the document alone, in the first round
// trip. The site's stylesheets themselves (hashed, shared between pages, cached) are asked for
// only once the first screen has been painted (renderer/shell/stylesheets.ts reads them from a
// <noscript> at the end of <body>, where a browser without scripts takes them as they are), so
// neither their requests nor their styling of the whole page come before the first paint.
// `<meta charset>` goes first in <head>. A Bengali page links its stylesheets in <head> instead
// (FIRST_SCREEN_CSS_INLINED, content/browser/locale.ts).
//   tsx scripts/critical-css.ts dist/client
//
// beasties keeps the rules whose selectors match an element of the document it is given. It is
// given the page cut down to its first screen (firstScreen below): the shell, the top of <main>
// and the fixed WhatsApp button (the cookie banner is built by its script, with the stylesheets
// in). tests/e2e/critical-css.test.ts holds
// that first screen to look the same, at 375 and 1440 px, with and without the stylesheets.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { iconSprite, iconsFromSprite, iconsIn, numberIcons, type IconSprite } from './icon-sprite.js'
import { fontFaces, hrefsOf, withoutInlinedFaces } from './critical-css-fonts.js'
import { blocks, selectors, withoutPrint, withoutTransitions, withoutUnpaintedStates, withRootPropertiesInlined } from './critical-css-trim.js'
import {
  withoutShadowedRootProperties,
  withoutSpacesAfterCommas,
  withoutTransformsOfHiddenStarts,
  withSimpleSumsDone,
  withUnsetPropertiesAsFallbacks,
} from './critical-css-values.js'
import { FIRST_SCREEN_CSS_INLINED, localeOfDocument } from '../content/browser/locale.js'
import { projectRoot } from '../content/server/data/paths.js'
import { readNetlifyConfig } from '../tooling/local-netlify/config.js'
import { listPages } from '../tooling/page-weight.js'

/**
 * How much of <main> the first screen shows, in characters of markup from its start (the
 * breadcrumbs above do not count, nor what shows only when opened): the home page's hero and the
 * heading of the section below it at 1440 × 900, a page hero and the start of what follows it.
 * tests/e2e/critical-css.test.ts fails when a page's first screen shows more than this keeps.
 */
export const FIRST_SCREEN_CHARACTERS = 3_000

/**
 * Rules for states the page's script sets on load: the section being read in the knowledge
 * centre's contents (aria-current on its links; not the breadcrumbs', which are in the markup and
 * kept when the first screen shows them), the slideshow started (data-ready). The cookie banner is
 * built and shown by its script once the stylesheets have come (renderer/shell/cookie-banner.ts):
 * none of its rules here.
 */
const STATES_SET_ON_LOAD = [/\.kc-nav__link\[aria-current\b/, /\[data-ready\b/]

/**
 * base.css's `[hidden]{display:none!important}`: what the first screen hides (firstScreen leaves it
 * out) stays hidden though a rule it shares with what shows gives it a display of its own.
 */
const HIDDEN = /^\[hidden\]$/

/**
 * A page opened at a #fragment further down than its first screen (the target is not <main> or
 * its first block) waits, hidden, for the stylesheets, instead of showing that part unstyled:
 * base.css has the same selector showing it, and so shows the page when they come. Should they
 * never come, the page shows after 3 s as it is. Nothing changes for a page opened at its top.
 */
export const FRAGMENT_WAIT =
  'body:has(:target:not(main,main>:first-child)){visibility:hidden;animation:0s 3s forwards page-shown}@keyframes page-shown{to{visibility:visible}}'

/**
 * What is marked `data-with-stylesheets` (the action bar, components/layout/ActionBar.tsx) is fixed
 * over the page, so it moves nothing when it comes: it waits for the stylesheets, which give it a
 * display of its own, and none of its rules is inlined (firstScreen leaves it out).
 */
export const WITH_STYLESHEETS = '[data-with-stylesheets]{display:none}'

/** The rules that arrive only with the stylesheets: base.css's showing of a page opened at a #fragment. */
const STYLESHEETS_ONLY = /(?<=^|[{}])[^{}@]*:target\b[^{}]*\{[^{}]*\}/g

/** The text of each built stylesheet under `root` (dist/client/assets/static/*.css). */
function* stylesheetsIn(root: string): Generator<string> {
  const folder = join(root, 'assets', 'static')
  for (const name of readdirSync(folder)) if (name.endsWith('.css')) yield readFileSync(join(folder, name), 'utf8')
}

/** Beasties as this site needs it. */
export function createBeasties(root: string): Beasties {
  return new Beasties({
    path: root,
    publicPath: '/',
    // The files are shared by every page: nothing may be cut out of them.
    pruneSource: false,
    // The links are moved by inlineCriticalCss below (the Content-Security-Policy allows no inline
    // `onload` swap): beasties only collects the rules.
    preload: 'body',
    noscriptFallback: false,
    mergeStylesheets: true,
    // Only the keyframes the inlined rules name (the page's fade-in).
    keyframes: 'critical',
    allowRules: [...STATES_SET_ON_LOAD, ...partsAsideSelectors(stylesheetsIn(root)), HIDDEN],
    // The fallbacks' @font-face rules are inlined by inlineCriticalCss (scripts/critical-css-fonts.ts,
    // which says why the brand faces are not): beasties adds none.
    fonts: false,
    compress: true,
    logLevel: 'warn',
  })
}

/**
 * The page's critical CSS inlined in <head>, its stylesheets at the end of <body>, its charset
 * first, and the icons below its first screen drawn from the shared sprite. A page in a language
 * that does not inline (FIRST_SCREEN_CSS_INLINED) keeps its stylesheets in <head>.
 */
export async function inlineCriticalCss(html: string, beasties: Beasties, sprite: IconSprite = iconSprite()): Promise<string> {
  const links = Array.from(html.matchAll(STYLESHEET), (match) => match[0])
  if (links.length === 0) return charsetFirst(shellScriptAfterPaint(html))
  const numbered = numberIcons(html, sprite)
  const screen = firstScreen(numbered)
  let page = iconsFromSprite(numbered, sprite, iconsIn(screen), islands(numbered))
  // A language whose pages paint once, with the stylesheets linked in <head> (content/browser/locale.ts).
  if (!FIRST_SCREEN_CSS_INLINED[localeOfDocument(html)]) return charsetFirst(shellScriptAfterPaint(page))
  // beasties works on the first screen alone; only the <style> it makes is kept from that.
  const processed = await beasties.process(screen)
  const inlined = /<style>([\s\S]*?)<\/style>/.exec(processed.slice(0, processed.indexOf('</head>')))?.[1] ?? ''
  const css = withoutPrint(withoutTransformsOfHiddenStarts(withoutTransitions(withoutUnpaintedStates(inlined.replace(STYLESHEETS_ONLY, '')))))
  const rules = withoutUnusedProperties(withRootPropertiesInlined(withoutUnusedProperties(withoutShadowedRootProperties(css))))
  const shorter = withoutSpacesAfterCommas(withSimpleSumsDone(withUnsetPropertiesAsFallbacks(rules, html)))
  const style = `<style>${(await fontFaces(beasties, hrefsOf(links))) + shorter + FRAGMENT_WAIT + WITH_STYLESHEETS}</style>`
  for (const link of links) page = page.replace(link, '')
  page = page.replace('</head>', `${style}</head>`).replace(/<\/body>/, `${deferredStylesheets(links)}</body>`)
  return charsetFirst(shellScriptAfterPaint(page))
}

/**
 * The shell's script (menus, cookie banner, islands), asked for once the browser reports the first
 * contentful paint (or, in a browser that reports no paints, once the page has loaded; and at load
 * when the page waits hidden for a #fragment (FRAGMENT_WAIT), which paints nothing until then): a
 * <script src> would be fetched as soon as it is parsed and run as soon as it came, before the
 * largest paint. This runs at the end of <body>, when the whole document has been read. Constant,
 * so netlify.toml's Content-Security-Policy allows it by its hash (checkShellLoaderAllowed, run by
 * the build); the module's address is its own `data-src`. No timer or animation frame: a page in a
 * tab not shown gets it when shown, and a test's paused clock does not hold it.
 */
export const SHELL_LOADER =
  '{let s=document.currentScript.dataset.src,g=()=>import(s),P=PerformanceObserver;addEventListener("load",()=>getComputedStyle(document.body).visibility=="hidden"&&g());P.supportedEntryTypes.includes("paint")?new P(l=>l.getEntriesByName("first-contentful-paint")[0]&&g()).observe({type:"paint",buffered:!0}):addEventListener("load",g)}'

/**
 * The selectors of the stylesheets' rules that lay out a part only when the visitor scrolls near it
 * (`content-visibility: auto`: components.css, the sections after the first, the promotion, the
 * footer). They match nothing on the first screen, so they are kept by their selectors, for the
 * first paint to skip those parts too; read from the built stylesheets, where components.css writes
 * them once. Only rules outside an at-rule (a part put aside at one width alone would be kept for
 * all). The parts' own rules (`.promo {…}`) stay in the stylesheets.
 */
export function partsAsideSelectors(stylesheets: Iterable<string>): string[] {
  const kept = new Set<string>()
  for (const css of stylesheets)
    for (const { prelude, body } of blocks(css))
      if (!prelude.startsWith('@') && /(?:^|;)content-visibility:auto\b/.test(body)) for (const selector of selectors(prelude)) kept.add(selector.trim())
  return [...kept]
}

/** The Content-Security-Policy source that allows an inline script: its SHA-256 in base64. */
export const cspHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The page with its shell script loaded by SHELL_LOADER after the first screen's paint. */
export function shellScriptAfterPaint(html: string): string {
  return html.replace(
    /<script\b[^>]*\bsrc="(\/assets\/entries\/[^"]+)"[^>]*><\/script>/,
    (_tag, src: string) => `<script data-src="${src}">${SHELL_LOADER}</script>`,
  )
}

/** Throws unless netlify.toml's Content-Security-Policy for every page allows SHELL_LOADER. */
export function checkShellLoaderAllowed(netlifyToml: string): void {
  const policy = readNetlifyConfig(netlifyToml).headers.find((rule) => rule.for === '/*')?.values['Content-Security-Policy'] ?? ''
  const scripts = /(?:^|;)\s*script-src\s([^;]*)/.exec(policy)?.[1] ?? ''
  if (!scripts.split(/\s+/).includes(cspHash(SHELL_LOADER)))
    throw new Error(
      `${netlifyToml}: the Content-Security-Policy of "/*" does not allow the shell's loader (SHELL_LOADER in scripts/critical-css.ts), so no page would run its scripts. Add ${cspHash(SHELL_LOADER)} to its script-src, in place of the hash of the loader before it.`,
    )
}

/** The page's stylesheet links, for the shell to ask for after the first paint (and as they are without scripts): renderer/shell/stylesheets.ts finds them by `data-stylesheets`. */
export function deferredStylesheets(links: readonly string[]): string {
  return `<noscript data-stylesheets>${links.join('')}</noscript>`
}

/**
 * The critical CSS without the custom properties of :root that none of its rules reads (the
 * colours of form errors, say): the full stylesheets define them all when they arrive.
 */
export function withoutUnusedProperties(css: string): string {
  const declared = /(?<=[{;])--([\w-]+):[^;}]*[;]?/g
  const used = new Set<string>()
  // What the rules read, and what the properties they read read in turn.
  const reads = (text: string) => Array.from(text.matchAll(/var\(--([\w-]+)/g), (match) => match[1]!)
  const definitions = new Map(Array.from(css.matchAll(/(?<=[{;])--([\w-]+):([^;}]*)/g), (match) => [match[1]!, match[2]!]))
  const queue = reads(css.replace(/(?<=[{;])--[\w-]+:[^;}]*/g, ''))
  while (queue.length > 0) {
    const name = queue.pop()!
    if (used.has(name)) continue
    used.add(name)
    queue.push(...reads(definitions.get(name) ?? ''))
  }
  return css.replace(declared, (declaration, name: string) => (used.has(name) ? declaration : '')).replace(/;}/g, '}')
}

/** Where each island's markup starts and ends. */
function islands(html: string): [number, number][] {
  return Array.from(html.matchAll(/<[a-z][\w-]*\b[^>]*\sdata-island="/g), (match) => {
    const [element] = elementChildren(html, match.index, html.length, 1)
    return [match.index, element!.end]
  })
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/assets\/[^"]+\.css"[^>]*>/g

/**
 * The page as its first screen shows it: the top bar and header, the start of <main>
 * (keepStart), and the fixed WhatsApp button; the rest of <main>, the promotion
 * and the footer below it are left out. A page whose <main> is that short is kept whole, the
 * promotion and footer too (on a short page they show).
 */
export function firstScreen(page: string, characters = FIRST_SCREEN_CHARACTERS): string {
  const html = withoutClosedParts(page)
  const mainOpen = /<main\b[^>]*>/.exec(html)
  if (!mainOpen) return html
  let from = mainOpen.index + mainOpen[0].length
  const mainEnd = html.indexOf('</main>', from)
  const [first] = elementChildren(html, from, mainEnd, 1)
  if (first?.tag === 'nav') from = first.end
  // What shows is measured without data-* attributes' values (words a script reads, such as the
  // search page's spellings), which take characters but no room on the screen.
  if (withoutUnseenAttributes(html.slice(from, mainEnd).replace(/\sdata-[\w-]+="[^"]*"/g, '')).length <= characters) return html
  // What follows <main> in the flow (the promotion, the footer) is further down still; the fixed
  // WhatsApp button is not.
  const footerEnd = html.indexOf('</footer>', mainEnd)
  return (
    html.slice(0, from) +
    keepStart(html, from, mainEnd, characters, 'top') +
    '</main>' +
    html.slice(footerEnd < 0 ? mainEnd + '</main>'.length : footerEnd + '</footer>'.length)
  )
}

/** How much of the start of the block below the one the first screen is cut in is kept: its heading. */
const NEXT_BLOCK_CHARACTERS = 400

/** How much of the start of a column beside the one the first screen is cut in is kept. */
const BESIDE_CHARACTERS = 2_000

/**
 * Where a cut element's content sits: `top`, <main>'s blocks, one below the other (a single
 * wrapper's children too); `inner`, inside one of them, where an element after the one the budget
 * runs out in may stand beside it (the sidebar of a two-column layout); `beside`, such a column.
 */
type Level = 'top' | 'inner' | 'beside'

/**
 * The first `budget` characters of the markup in html[from, to), cut between elements: the
 * element the budget runs out in keeps its own start, and so on down. After it, at the top level
 * the next block keeps its start (its top may show) and the rest is further down the page;
 * deeper, each element after it keeps its start too.
 */
function keepStart(html: string, from: number, to: number, budget: number, level: Level): string {
  const children = elementChildren(html, from, to)
  let out = html.slice(from, children[0]?.start ?? to)
  let used = 0
  for (const [i, child] of children.entries()) {
    const size = withoutUnseenAttributes(html.slice(child.start, child.end)).length
    if (used + size <= budget) {
      out += html.slice(child.start, children[i + 1]?.start ?? to)
      used += size
      continue
    }
    out += cutElement(html, child, budget - used, level === 'top' ? (children.length === 1 ? 'top' : 'inner') : level)
    if (level === 'inner') for (const later of children.slice(i + 1)) out += cutElement(html, later, BESIDE_CHARACTERS, 'beside')
    // The top of the block below shows too when the one cut ends on the screen (the home hero).
    else if (level === 'top' && children.length > 1 && children[i + 1]) out += cutElement(html, children[i + 1]!, NEXT_BLOCK_CHARACTERS, 'beside')
    break
  }
  return out
}

/**
 * Markup less a photo's <source>s, srcset and sizes: its many widths and formats (a page hero's photo, about
 * 1,500 characters) draw one picture, and would otherwise push the start of what follows the hero
 * out of the first screen's CSS (the December 2026 Umrah page at 1440 px).
 */
function withoutUnseenAttributes(markup: string): string {
  return markup.replace(/<source\b[^>]*>/g, '').replace(/\s(?:srcset|sizes)="[^"]*"/g, '')
}

/** An element with only the start of its content (a void or raw-text element whole). */
function cutElement(html: string, element: Element, budget: number, level: Level): string {
  const close = `</${element.tag}>`
  if (VOID.has(element.tag) || RAW_TEXT.has(element.tag) || !html.startsWith(close, element.end - close.length)) return html.slice(element.start, element.end)
  const openEnd = html.indexOf('>', element.start) + 1
  return html.slice(element.start, openEnd) + keepStart(html, openEnd, element.end - close.length, Math.max(budget, 0), level) + close
}

/**
 * Without what the first paint does not show: the inside of a closed <details> (the header's menu
 * and search panels; its <summary> stays) and a closed <dialog> (the form and video windows), and
 * whatever is `hidden` (a set of tabs' other panels, a form's message, a slideshow's controls
 * until it starts); by the time a visitor opens one, or a script shows it (renderer/+client.ts
 * waits for the stylesheets to), the stylesheets have arrived. And without what is inert: the
 * home slideshow's other slides, behind the first and styled as it is.
 */
export function withoutClosedParts(html: string): string {
  let out = ''
  let at = 0
  for (const match of html.matchAll(/<(details|dialog)\b[^>]*>|<([a-z][\w-]*)\b(?=[^>]*\s(?:inert|hidden|data-with-stylesheets)(?:=""|[\s/>]))[^>]*>/g)) {
    if (match.index < at || /\sopen\b/.test(match[0])) continue
    const [element] = elementChildren(html, match.index, html.length, 1)
    const tag = match[1]
    if (!tag) {
      out += html.slice(at, match.index)
    } else {
      const summaryEnd = tag === 'details' ? html.indexOf('</summary>', match.index) : -1
      const keepUntil = summaryEnd >= 0 && summaryEnd < element.end ? summaryEnd + '</summary>'.length : match.index + match[0].length
      out += html.slice(at, keepUntil) + `</${tag}>`
    }
    at = element.end
  }
  return out + html.slice(at)
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title'])
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>|<!--[\s\S]*?-->/g

interface Element {
  tag: string
  start: number
  /** Just after its closing tag. */
  end: number
}

/** The elements directly inside html[from, to) (the first `max` of them), each with where it starts and ends. */
function elementChildren(html: string, from: number, to: number, max = Infinity): Element[] {
  const children: Element[] = []
  const open: Element[] = []
  TAG.lastIndex = from
  for (let match = TAG.exec(html); match && match.index < to && children.length < max; match = TAG.exec(html)) {
    const [, closing, name, selfClosing] = match
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
    } else if (RAW_TEXT.has(tag)) {
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
  checkShellLoaderAllowed(join(projectRoot(), 'netlify.toml'))
  const beasties = createBeasties(root)
  const sprite = iconSprite()
  writeFileSync(join(root, sprite.url), sprite.svg)
  const pages = listPages(root)
  for (const page of pages) {
    const file = join(root, page)
    writeFileSync(file, await inlineCriticalCss(readFileSync(file, 'utf8'), beasties, sprite))
  }
  // Once every page has taken the fallbacks' faces from them.
  const folder = join(root, 'assets', 'static')
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.css'))) {
    const css = readFileSync(join(folder, name), 'utf8')
    const trimmed = withoutInlinedFaces(css)
    if (trimmed !== css) writeFileSync(join(folder, name), trimmed)
  }
  console.log(`Inlined the first screen's CSS of ${pages.length} pages in ${root}, with the icons below it in ${sprite.url}.`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [root] = process.argv.slice(2)
  if (!root) throw new Error('Usage: tsx scripts/critical-css.ts <built site folder>')
  await main(root)
}
