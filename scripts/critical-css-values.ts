// The first screen's CSS (scripts/critical-css.ts) written shorter, value by value, to keep each
// page's document within the first round trip. Each value is the one the first paint computes,
// and a declaration no first paint reads goes; the stylesheets, linked after this CSS, bring the
// rules as written, and so every value a script sets later (the cookie box's height, say) and
// every transition takes effect as before.
import { blocks, selectors, type Block } from './critical-css-trim.js'

/** The CSS with `edit` applied to what lies outside its strings (a `content:", "` stays as it is). */
function outsideStrings(css: string, edit: (text: string) => string): string {
  return css
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, i) => (i % 2 === 1 ? part : edit(part)))
    .join('')
}

/**
 * Each `var(--name, fallback)` whose property no rule of this CSS declares, nor the page's markup
 * (a style attribute), read as its fallback: on the first paint nothing else has set it (a script
 * may, later: base.css's body padding for the cookie box, which comes with the stylesheets).
 * A fallback that itself holds parentheses is left as written.
 */
export function withUnsetPropertiesAsFallbacks(css: string, markup: string): string {
  const declared = new Set(Array.from(css.matchAll(/(?<=[{;])--([\w-]+):/g), (match) => match[1]!))
  return css.replace(/var\(--([\w-]+),([^()]*)\)/g, (whole, name: string, fallback: string) =>
    declared.has(name) || markup.includes(`--${name}`) ? whole : fallback.trim(),
  )
}

/** Each `calc()` that adds or subtracts two lengths of one unit written as the length it makes: `calc(76px + 16px)` is `92px`. */
export function withSimpleSumsDone(css: string): string {
  return css.replace(/calc\((-?[\d.]+)([a-z]+|%) ([+-]) (-?[\d.]+)\2\)/g, (_whole, a: string, unit: string, sign: string, b: string) => {
    const sum = Number(a) + (sign === '+' ? Number(b) : -Number(b))
    return `${Number(sum.toFixed(4))}${unit}`
  })
}

/**
 * Without the spaces after commas (lists of fonts, of shadows, written in custom properties,
 * which the minifier keeps as they were written): outside a string a comma needs none.
 */
export function withoutSpacesAfterCommas(css: string): string {
  return outsideStrings(css, (text) => text.replace(/,\s+/g, ','))
}

/**
 * Without what :root declares that an unconditional rule for <body> kept on this page declares again
 * (base.css's `html[lang|=bn] body` gives a Bengali page its fonts): <body> and all it holds read
 * the body's, and no rule for <html> itself reads them, so :root's values reach nothing painted.
 */
export function withoutShadowedRootProperties(css: string): string {
  const all = blocks(css)
  const root = all.find((block) => block.prelude === ':root')
  if (!root) return css
  const declared = (body: string) => Array.from(body.matchAll(/(?:^|;)--([\w-]+):/g), (match) => match[1]!)
  const shadowed = new Set(
    all.filter((block) => selectors(block.prelude).every((selector) => /(?:^|[\s>])body$/.test(selector))).flatMap((block) => declared(block.body)),
  )
  const readOnRoot = all
    .filter((block) => selectors(block.prelude).some((selector) => /^(?:html|:root)$/.test(selector)))
    .map((block) => block.body)
    .join(';')
  const body = root.body
    .split(';')
    .filter((declaration) => {
      const name = /^--([\w-]+):/.exec(declaration)?.[1]
      return !name || !shadowed.has(name) || new RegExp(`var\\(--${name}[,)]`).test(readOnRoot)
    })
    .join(';')
  return css.replace(`:root{${root.body}}`, body ? `:root{${body}}` : '')
}

/**
 * Without the transform a hidden element's showing starts from (shell.css's menu lists: closed
 * 6 px low, `transform:none` once opened, sliding between): with the transitions gone
 * (withoutTransitions), the closed list is never seen where it waits and the opened one stands
 * where it would anyway, so both declarations go. Only for an element no other rule moves.
 */
export function withoutTransformsOfHiddenStarts(css: string): string {
  const all = blocks(css)
  let out = css
  for (const hidden of all) {
    const subject = hidden.prelude
    if (!/^\.[\w-]+$/.test(subject) || !/(?:^|;)visibility:hidden(?:;|$)/.test(hidden.body) || !/(?:^|;)transform:/.test(hidden.body)) continue
    const mentions = all.filter((block) => block !== hidden && block.prelude.includes(subject))
    const showing = (block: Block) =>
      selectors(block.prelude).every((selector) => new RegExp(`[\\s>]\\${subject}$`).test(selector)) &&
      /(?:^|;)visibility:visible(?:;|$)/.test(block.body) &&
      /(?:^|;)transform:none(?:;|$)/.test(block.body)
    const moving = mentions.filter((block) => /(?:^|;)transform:/.test(block.body))
    // Every rule that moves it, inside @media too, is one of these.
    const everyMove = css.match(new RegExp(`\\${subject}\\b[^{}]*\\{[^}]*transform:`, 'g'))?.length ?? 0
    if (moving.length === 0 || !moving.every(showing) || everyMove !== moving.length + 1) continue
    const without = (body: string) =>
      body
        .split(';')
        .filter((declaration) => !declaration.startsWith('transform:'))
        .join(';')
    for (const block of [hidden, ...moving]) out = out.replace(`${block.prelude}{${block.body}}`, `${block.prelude}{${without(block.body)}}`)
  }
  return out
}
