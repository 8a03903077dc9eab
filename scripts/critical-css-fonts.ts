// The brand's @font-face rules (renderer/styles/fonts.css) in each page's critical CSS: beasties
// keeps a face only for the rules that name its family in `font-family`, and the site names its
// families through custom properties (--font-body, --font-display), so it would keep none. With
// them inlined, the first paint draws the text in the metric-matched fallbacks, and asks for the
// brand faces its first screen uses at once, not when the stylesheets come after that paint.
import type Beasties from 'beasties'

const FONT_FACE = /@font-face\s*\{[^{}]*\}/g

/** Every @font-face rule of the given (built, minified) stylesheets, once each, in their order. */
export async function fontFaces(beasties: Beasties, hrefs: readonly string[]): Promise<string> {
  const rules = new Set<string>()
  for (const href of hrefs) {
    // getCssAsset reads the file under beasties' path (dist/client) as beasties itself does.
    const css = (await beasties.getCssAsset(href, undefined as never)) ?? ''
    for (const [rule] of css.matchAll(FONT_FACE)) rules.add(rule)
  }
  return [...rules].join('')
}

/** The href of each <link rel="stylesheet"> among the given tags. */
export const hrefsOf = (links: readonly string[]): string[] => links.flatMap((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? [])
