// The metric-matched fallbacks' @font-face rules (renderer/styles/fonts.css) in an English page's
// critical CSS: beasties keeps a face only for the rules that name its family in `font-family`,
// and the site names its families through custom properties (--font-body, --font-display), so it
// would keep none. They are the device's own fonts (local()), sized to the brand faces: inlined, the
// first paint draws the text as it will stand until the brand faces come, and the stylesheets
// change nothing of it when they come (without them there, the text was drawn first in plain
// Arial and Times and moved when the stylesheets brought the sized fallbacks: CLS 0.025 on /visa/).
//
// The brand faces themselves (a url() to a font file) are not inlined, nor preloaded: they are
// declared by the stylesheets alone, which come after the first paint, so no page asks for a font
// file before its largest paint. Lighthouse's simulated LCP counts every request that finished
// before that paint: with Fraunces preloaded and both faces inlined, an English page's LCP went
// from about 0.93 s to 1.05 s (1.30 s the slowest). The first screen is drawn in the fallbacks, and
// nothing moves when the faces come (tests/e2e/font-swap.test.ts).
//
// A Bengali page inlines no CSS at all: it links the stylesheets in <head> (FIRST_SCREEN_CSS_INLINED,
// content/browser/locale.ts), and its text is not set in the Latin fallbacks.
import type Beasties from 'beasties'

const FONT_FACE = /@font-face\s*\{[^{}]*\}/g

/** A rule of a face with a file to fetch: a brand face, which only the stylesheets declare. */
const FETCHED_FACE = /\burl\(/

/** A fallback's rule: only the device's own fonts (local()), nothing to fetch. */
const isFallback = (rule: string) => !FETCHED_FACE.test(rule)

/** The fallbacks' @font-face rules the page's critical CSS carries, from its (built, minified) stylesheets, once each, in their order. */
export async function fontFaces(beasties: Beasties, hrefs: readonly string[]): Promise<string> {
  const rules = new Set<string>()
  for (const href of hrefs) {
    // getCssAsset reads the file under beasties' path (dist/client) as beasties itself does.
    const css = (await beasties.getCssAsset(href, undefined as never)) ?? ''
    for (const [rule] of css.matchAll(FONT_FACE)) if (isFallback(rule)) rules.add(rule)
  }
  return [...rules].join('')
}

/**
 * The stylesheet without the fallbacks every English page carries in its own <style>: declared a
 * second time when the stylesheets come, a face is made anew, which is bytes for nothing and, under
 * `font-display: optional` (tried), had a face the first paint had done without drawn at once, moving
 * the lines it wrapped. The brand faces stay: the stylesheets are where they are declared.
 */
export const withoutInlinedFaces = (css: string): string => css.replace(FONT_FACE, (rule) => (isFallback(rule) ? '' : rule))

/** The href of each <link rel="stylesheet"> among the given tags. */
export const hrefsOf = (links: readonly string[]): string[] => links.flatMap((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? [])
