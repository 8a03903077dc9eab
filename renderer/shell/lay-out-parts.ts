// The parts below the first screen wait to be laid out until the visitor scrolls near them
// (`content-visibility: auto`, components.css), so the first paint never lays out the whole page.
// Left so, a part stands in at a guessed height until reached: a link to a section further down
// lands where the guesses put it, and the page then shrinks under it (thousands of pixels past
// the knowledge centre's Makkah section, issue 38); and a full-page capture, which lays out
// nothing that is off the screen, draws them blank. So once the stylesheets have come
// (renderer/shell/stylesheets.ts fetches this module then) and the page is idle, they are laid
// out, one part per idle moment (never one long task), and kept laid out. A link followed within the page before then, or a page
// opened at a #fragment, lays out every part at once (PARTS_LAID_OUT, before the browser scrolls).
import { whenIdle } from './islands'
import { scrollToTarget } from './scroll-to-target'

export function afterStylesheets(): void {
  // A #fragment followed before the stylesheets came was scrolled to in the first screen's layout.
  if (document.querySelector(':target')) scrollToTarget()
  whenIdle(layOutParts)
}

function layOutParts(): void {
  const selector = partsAsideSelector()
  const parts = selector ? Array.from(document.querySelectorAll<HTMLElement>(selector)) : []
  const next = () => {
    const part = parts.shift()
    if (!part) return
    part.style.contentVisibility = 'visible'
    // Chromium can keep the first screen's styles for a part's content when the part is shown this
    // way (not when scrolled to): taken out of the page's styles and put back, it is styled afresh.
    // Styles only, never a layout in between: Chromium keeps a link's #fragment in view after the
    // jump, and a layout without the part moved it by the part's height (the navigator's Makkah
    // link landed on Historical Sites, 663 px short, tests/e2e/spec-points-2.test.ts, once in ten
    // jumps on a slow machine).
    if (!part.contains(document.activeElement)) {
      part.style.display = 'none'
      void getComputedStyle(part).display
      part.style.removeProperty('display')
    }
    whenIdle(next)
  }
  next()
}

/**
 * The selectors of the page's rules that put a part aside (`content-visibility: auto`), read from
 * its stylesheets: components.css names the parts, once.
 */
export function partsAsideSelector(sheets: Iterable<CSSStyleSheet> = document.styleSheets): string {
  const selectors = new Set<string>()
  for (const sheet of sheets) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // Another origin's sheet cannot be read (the site has none).
    }
    for (const rule of rules) if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('content-visibility') === 'auto') selectors.add(rule.selectorText)
  }
  return [...selectors].join(', ')
}
