// In-page measurements of tests/e2e/layout.test.ts and routes.test.ts, run by page.evaluate:
// each function is serialised on its own, so each holds its helpers inside it.

export interface Covered {
  what: string
  by: string
}

/**
 * Every link, button, heading and price the visitor can see, scrolled to the top, the middle and
 * the foot of the screen as the browser scrolls what it is asked to show (within the page's
 * scroll padding), and hit-tested at its centre each time: the ones a fixed or sticky element
 * (the phone's action bar, the cookie box, the header, a section menu) lies over there.
 */
export function coveredByFixed(): Covered[] {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${text}"`
  }
  const fixedAncestor = (el: Element | null): Element | null => {
    for (let at = el; at && at !== document.documentElement; at = at.parentElement) {
      const position = getComputedStyle(at).position
      if (position === 'fixed' || position === 'sticky') return at
    }
    return null
  }
  const shown = (el: Element) => {
    if (el.getClientRects().length === 0) return false
    const style = getComputedStyle(el)
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false
    const box = el.getBoundingClientRect()
    return box.width >= 4 && box.height >= 4
  }
  const header = document.querySelector('[data-site-header]')?.getBoundingClientRect().height ?? 0
  const found: Covered[] = []
  const targets = document.querySelectorAll(
    'main a[href], main button, main h1, main h2, main h3, main h4, main .price, footer a[href], footer button, footer h2, footer h3',
  )
  for (const el of targets) {
    // What sits in a fixed or sticky part (the header, a section's sticky menu) moves with it.
    if (fixedAncestor(el) || !shown(el)) continue
    // Taller than the room below the header: no scroll shows it whole.
    if (el.getBoundingClientRect().height > innerHeight - header - 120) continue
    for (const block of ['start', 'center', 'end'] as const) {
      el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' })
      const box = el.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      // Out of the screen sideways: in a carousel's hidden part, not under a fixed element.
      if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (!hit || el.contains(hit) || hit.contains(el)) continue
      const cover = fixedAncestor(hit)
      if (cover && !cover.contains(el)) {
        found.push({ what: `${describe(el)} (scrolled to the ${block})`, by: describe(cover).slice(0, 80) })
        break
      }
    }
  }
  return found
}

interface UnderCookieBox {
  what: string
  /** Whether, scrolled to as the browser scrolls what gets focus, it comes clear of the box. */
  clearOnceScrolled: boolean
}

/**
 * The first screen's calls to action and prices, unscrolled, that the cookie box lies over, and
 * whether each comes clear of it once scrolled to (the page keeps room for the box at its end).
 */
export function underCookieBox(): UnderCookieBox[] {
  const box = document.querySelector('.cookie-banner')
  const covered = (el: Element) => {
    const rect = el.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return Boolean(box && hit && box.contains(hit))
  }
  const found: UnderCookieBox[] = []
  scrollTo({ top: 0, behavior: 'instant' })
  const firstScreen = [...document.querySelectorAll('main a.button, main button.button, main .price')].filter((el) => {
    const rect = el.getBoundingClientRect()
    return rect.width >= 4 && rect.height >= 4 && rect.top >= 0 && rect.bottom <= innerHeight && rect.left >= 0 && rect.right <= innerWidth
  })
  for (const el of firstScreen.filter(covered)) {
    el.scrollIntoView({ block: 'end', behavior: 'instant' })
    found.push({ what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`, clearOnceScrolled: !covered(el) })
  }
  return found
}

export interface Misaligned {
  cards: string[]
  bottoms: number[]
}

/**
 * Rows of cards side by side (one grid or flex row of siblings, each with its own button) whose
 * last buttons end at different heights.
 */
export function misalignedCardRows(): Misaligned[] {
  const found: Misaligned[] = []
  const isCard = (el: Element) => /(^|[\s_-])card($|[\s_-])|card\b/.test(typeof el.className === 'string' ? el.className : '')
  const parents = new Set<Element>()
  for (const card of document.querySelectorAll('main [class*="card"]')) if (card.parentElement && isCard(card)) parents.add(card.parentElement)
  for (const parent of parents) {
    const display = getComputedStyle(parent).display
    if (!/grid|flex/.test(display)) continue
    const rows = new Map<number, { card: Element; bottom: number }[]>()
    for (const card of parent.children) {
      if (!isCard(card) || card.getClientRects().length === 0) continue
      const buttons = [...card.querySelectorAll('a.button, button.button')].filter((b) => b.getClientRects().length > 0)
      const last = buttons.at(-1)
      if (!last) continue
      const top = Math.round(card.getBoundingClientRect().top + scrollY)
      const row = rows.get(top) ?? []
      row.push({ card, bottom: last.getBoundingClientRect().bottom + scrollY })
      rows.set(top, row)
    }
    for (const row of rows.values()) {
      if (row.length < 2) continue
      const bottoms = row.map((r) => Math.round(r.bottom))
      if (Math.max(...bottoms) - Math.min(...bottoms) > 1)
        found.push({ cards: row.map((r) => (r.card.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)), bottoms })
    }
  }
  return found
}

/** Grids with fewer cards than columns: an empty column at the end of their only row (one card alone included). */
export function gridsWithEmptyColumns(): string[] {
  const found: string[] = []
  for (const grid of document.querySelectorAll('main .card-grid')) {
    if (grid.getClientRects().length === 0) continue
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length
    const cards = [...grid.children].filter((card) => card.getClientRects().length > 0).length
    if (cards > 0 && cards < columns) found.push(`${grid.className}: ${cards} cards in ${columns} columns`)
  }
  return found
}
