// The first screen's CSS (scripts/critical-css.ts) made lighter, so that each page's document fits
// in the first round trip (issue 25): what no first paint shows is left to the stylesheets that
// follow, and the site's colours and sizes are written where they are read. The rules stay the
// stylesheets' own: once these arrive, they style the page as before.

/** A rule or an at-rule block of minified CSS: its prelude and what is inside its braces. */
export interface Block {
  prelude: string
  body: string
}

/** The top-level blocks of minified CSS (no comments, no strings with braces: lightningcss output). */
export function blocks(css: string): Block[] {
  const out: Block[] = []
  let depth = 0
  let start = 0
  let open = -1
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      if (depth === 0) open = i
      depth++
    } else if (css[i] === '}') {
      depth--
      if (depth === 0) {
        out.push({ prelude: css.slice(start, open), body: css.slice(open + 1, i) })
        start = i + 1
      }
    }
  }
  return out
}

/** A selector list split at its top-level commas (not those inside :is(), :not(), :has()). */
export function selectors(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...out, list.slice(start)]
}

/** The CSS with only the style rules `keep` accepts, looking inside @media and @supports. */
function filterRules(css: string, keep: (rule: Block) => boolean): string {
  return blocks(css)
    .map((block) => {
      if (/^@(media|supports)\b/.test(block.prelude)) {
        const inner = filterRules(block.body, keep)
        return inner ? `${block.prelude}{${inner}}` : ''
      }
      if (block.prelude.startsWith('@')) return `${block.prelude}{${block.body}}`
      return keep(block) ? `${block.prelude}{${block.body}}` : ''
    })
    .join('')
}

/** States no first paint is in: a pointer over something, keyboard focus shown, a disabled control. */
const UNPAINTED_STATE = /:hover\b|:focus-visible\b|:disabled\b/

/**
 * Without the rules that apply only in a state the first paint never shows (a pointer over a link,
 * a control disabled while a form is sent). A rule that shows something (a menu opened under the
 * pointer) stays: a visitor may reach for it before the stylesheets come.
 */
export function withoutUnpaintedStates(css: string): string {
  return filterRules(
    css,
    ({ prelude, body }) => /(?:^|;)(?:display|visibility):/.test(body) || !selectors(prelude).every((selector) => UNPAINTED_STATE.test(selector)),
  )
}

/** Without the rules for print (renderer/styles/print.css): the first paint is on a screen. */
export function withoutPrint(css: string): string {
  return blocks(css)
    .filter((block) => !/^@media\s+print\b/.test(block.prelude))
    .map((block) => `${block.prelude}{${block.body}}`)
    .join('')
}

/**
 * Without transitions: they animate a change, and the first paint is no change. Their longhands go
 * too (the reduced-motion rule's transition-duration): with no transition left they time nothing.
 */
export function withoutTransitions(css: string): string {
  return css.replace(/(?<=[{;])transition(?:-[a-z-]+)?:[^;}]*;?/g, '').replace(/;}/g, '}')
}

/**
 * The custom properties of :root written where the rules read them (`var(--green-900)` becomes
 * `#06352c`), each one the critical CSS declares only there, reads without a fallback and whose
 * value reads no other property. The fonts stay properties: a language redeclares them (base.css,
 * `html[lang|=bn]`), on its pages only. Their declarations then go with the unused ones
 * (withoutUnusedProperties).
 */
export function withRootPropertiesInlined(css: string): string {
  const declarations = Array.from(css.matchAll(/(?<=[{;])--([\w-]+):([^;}]*)/g), (match) => ({ name: match[1]!, value: match[2]! }))
  const root = blocks(css).find((block) => block.prelude === ':root')
  if (!root) return css
  let out = css
  for (const { name, value } of Array.from(root.body.matchAll(/(?:^|;)--([\w-]+):([^;}]*)/g), (match) => ({ name: match[1]!, value: match[2]! }))) {
    if (name.startsWith('font-') || declarations.filter((declaration) => declaration.name === name).length !== 1 || value.includes('var(')) continue
    if (out.includes(`var(--${name},`)) continue
    out = out.replaceAll(`var(--${name})`, value.trim())
  }
  return out
}
