// The brand's @font-face rules (renderer/styles/fonts.css) in an English page's critical CSS:
// beasties keeps a face only for the rules that name its family in `font-family`, and the site
// names its families through custom properties (--font-body, --font-display), so it would keep
// none. With them inlined, the first paint draws the text in the metric-matched fallbacks and asks
// for the brand faces its first screen uses at once, not when the stylesheets come after that paint.
//
// A Bengali page inlines none: its documents are within a few bytes of the 14 KB budget (its words
// take two or three bytes a letter), so its faces come with the stylesheets. Its Bengali face is
// the device's own where it has one (local() first in fonts.css); where it has not (Windows), the
// headings are redrawn in Noto Serif Bengali (fonts.css's Noor Serif Bengali) when the stylesheets come.
import type Beasties from 'beasties'

const FONT_FACE = /@font-face\s*\{[^{}]*\}/g

/** Rules of the Bengali face, which an English page draws nothing in. */
const BENGALI_FACE = /font-family:[^;}]*Bengali/

/** A document in Bengali (its root's lang), which inlines no face. */
const BENGALI_DOCUMENT = /<html\b[^>]*\blang="bn\b/

/** The @font-face rules the page's critical CSS carries, from its (built, minified) stylesheets, once each, in their order. */
export async function fontFaces(beasties: Beasties, html: string, hrefs: readonly string[]): Promise<string> {
  if (BENGALI_DOCUMENT.test(html)) return ''
  const rules = new Set<string>()
  for (const href of hrefs) {
    // getCssAsset reads the file under beasties' path (dist/client) as beasties itself does.
    const css = (await beasties.getCssAsset(href, undefined as never)) ?? ''
    for (const [rule] of css.matchAll(FONT_FACE)) if (!BENGALI_FACE.test(rule)) rules.add(rule)
  }
  return [...rules].join('')
}

/**
 * The stylesheet without the faces every English page carries in its own <style>: declared a
 * second time when the stylesheets come, a face is made anew, which is bytes for nothing and, under
 * `font-display: optional` (tried), had a face the first paint had done without drawn at once, moving
 * the lines it wrapped. The Bengali face, which no page inlines, stays.
 */
export const withoutInlinedFaces = (css: string): string => css.replace(FONT_FACE, (rule) => (BENGALI_FACE.test(rule) ? rule : ''))

/** The href of each <link rel="stylesheet"> among the given tags. */
export const hrefsOf = (links: readonly string[]): string[] => links.flatMap((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? [])
