// Run by renderer/shell/lay-out-parts.ts on a page with a #fragment target, once the stylesheets have come.

/** The class of <html> that lays out every part below the first screen at once (components.css, renderer/shell/lay-out-parts.ts). */
export const PARTS_LAID_OUT = 'parts-laid-out'

/**
 * A #fragment followed before the stylesheets came (the page opened at it, or a link of the page
 * clicked) was scrolled to in the first screen's layout, which the stylesheets then change: the
 * page, hidden meanwhile (scripts/critical-css.ts, FRAGMENT_WAIT), is scrolled to it again.
 */
export function scrollToTarget(): void {
  const target = document.querySelector(':target')
  if (!target || target.matches('main, main > :first-child')) return
  // The parts above it, laid out, no longer stand in at their guessed heights.
  document.documentElement.classList.add(PARTS_LAID_OUT)
  const scroll = () => target.scrollIntoView({ behavior: 'instant' })
  scroll()
  // Again while the page settles with them (its fonts come, its pictures take their sizes), until
  // the visitor moves about the page or for 3 s at most.
  const settling = new ResizeObserver(scroll)
  settling.observe(document.body)
  const done = () => settling.disconnect()
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) addEventListener(type, done, { once: true, passive: true })
  setTimeout(done, 3000)
}
