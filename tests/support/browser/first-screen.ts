// In-page measurement of tests/e2e/phone-first-screen.test.ts, run by page.evaluate: serialised on
// its own, so it holds its helpers inside it.

interface FirstScreen {
  /** What was measured, as "tag.class "text"" (so a test sees the offer's Book Now was among them). */
  checked: string[]
  /** What a fixed element lies over, wholly or in part, and which one. */
  covered: { what: string; by: string }[]
}

/**
 * The page's first screen, unscrolled: the header and the home hero (its heading, the offer shown
 * with its title, price and Book Now, the slideshow's controls), each link, button, heading and
 * price measured as a box against every fixed element shown (the cookie box, the action bar):
 * covered when the two boxes overlap at all, not only at its centre.
 */
export function firstScreenCovered(): FirstScreen {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    const className = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : ''
    return `${el.tagName.toLowerCase()}${className} "${text}"`
  }
  const shown = (el: Element) => {
    if (el.getClientRects().length === 0) return false
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false
    }
    const box = el.getBoundingClientRect()
    return box.width >= 4 && box.height >= 4
  }
  scrollTo({ top: 0, behavior: 'instant' })
  const fixed = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).position === 'fixed' && shown(el))
  // The header's bar (not its closed menus) and the hero.
  const targets = [
    ...document.querySelectorAll('.site-header__inner > a[href], .site-header__inner > button'),
    ...document.querySelectorAll('.hero :is(a[href], button, h1, h2, h3, h4, .price, [class*="price"])'),
  ]
  const checked: string[] = []
  const covered: FirstScreen['covered'] = []
  for (const el of targets) {
    // What sits in a fixed part (the header's own fixed menu) moves with it; a closed menu is not shown.
    if (!shown(el) || fixed.some((cover) => cover.contains(el))) continue
    const box = el.getBoundingClientRect()
    checked.push(`${describe(el)} (${Math.round(box.top)}–${Math.round(box.bottom)})`)
    const coverOf = () => {
      const now = el.getBoundingClientRect()
      return fixed.find((cover) => {
        const over = cover.getBoundingClientRect()
        return now.left < over.right && over.left < now.right && now.top < over.bottom && over.top < now.bottom
      })
    }
    let cover = coverOf()
    // The slideshow's controls at the hero's foot may start under the box, as long as they come
    // clear of it once scrolled to as the browser scrolls what gets focus; the header's bar and
    // the offer itself (its title, price and Book Now) are clear as the page opens.
    if (cover && !el.closest('.hero__content, [data-site-header]')) {
      el.scrollIntoView({ block: 'end', behavior: 'instant' })
      cover = coverOf()
      scrollTo({ top: 0, behavior: 'instant' })
    }
    if (cover) {
      const over = cover.getBoundingClientRect()
      covered.push({
        what: `${describe(el)} (${Math.round(box.top)}–${Math.round(box.bottom)})`,
        by: `${describe(cover).slice(0, 40)} (from ${Math.round(over.top)})`,
      })
    }
  }
  return { checked, covered }
}
