// What a page's first screen shows, read in the page (tests/e2e/critical-css.test.ts compares it
// with and without the site's stylesheets).
import type { Page } from 'playwright-core'

/** Every element the first screen shows: where it is, and how it looks. */
export function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish()
    const seen: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // The cookie banner, a slideshow's controls and the action bar show only with the stylesheets
      // (renderer/shell/cookie-banner.ts, renderer/+client.ts, data-with-stylesheets), over the page:
      // nothing moves.
      if (element.closest('[data-cookie-banner], [data-carousel-controls], [data-with-stylesheets]')) continue
      const style = getComputedStyle(element)
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`
      // What shows of it: a section that goes on below the screen may end elsewhere meanwhile.
      const where = [box.left, box.top, Math.min(box.right, innerWidth), Math.min(box.bottom, innerHeight)].map(Math.round).join(',')
      const looks = [
        style.color,
        style.backgroundColor,
        style.backgroundImage.slice(0, 40),
        style.fontSize,
        style.fontWeight,
        style.fontFamily.slice(0, 20),
        style.borderTopWidth,
        style.borderRadius,
        style.opacity,
      ].join(' ')
      seen.push(`${name} @${where} ${looks}`)
    }
    return seen
  })
}
