// Each page's first screen paints from its own <style> (scripts/critical-css.ts): with the site's
// stylesheets held back, what a visitor sees at 375 and 1440 px is where and how it is once
// they arrive: nothing unstyled at first, nothing moves when they come (no layout shift). And the
// stylesheets, at the end of <body>, still arrive: the page looks finished after load.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, DESKTOP, openPage, PHONE, useE2E, waitInPage, type OpenedPage } from '../support/browser'

const e2e = useE2E()
const routes = builtRoutes()

let tab: OpenedPage
beforeAll(async () => {
  // A first visit: the cookie banner shows, and it is on the first screen too. Reduced motion:
  // the home slideshow stays on its first slide, so both looks are of the same slide.
  tab = await openPage(e2e.browser, e2e.site.url, { consent: null, reducedMotion: 'reduce' })
})
afterAll(async () => {
  await tab?.context.close()
})

/** Every element the first screen shows: where it is, and how it looks. */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish()
    const seen: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
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

async function load(page: Page, route: string, stylesheets: boolean): Promise<void> {
  await page.unrouteAll()
  if (!stylesheets) await page.route('**/assets/static/*.css', (request) => request.abort())
  // Until the page's scripts have done what they do on load (the contents' current section, the
  // cookie choice shown): what differs then is the CSS alone.
  await page.goto(e2e.url(route), { waitUntil: 'networkidle' })
  // A first visit: the cookie banner slides in once the page has loaded.
  await waitInPage(
    page,
    () => {
      const banner = document.querySelector('[data-cookie-banner].is-visible')
      return Boolean(banner) && getComputedStyle(banner!).opacity === '1'
    },
    'the cookie banner',
  )
  // The home slideshow starts when the browser is idle and then shows its controls: started now.
  if (await page.evaluate(() => document.querySelector('[data-slideshow]')?.dispatchEvent(new Event('pointerover')) ?? false)) {
    await waitInPage(page, () => document.querySelector('[data-slideshow]')!.hasAttribute('data-ready'), 'the slideshow to start')
  }
  await page.evaluate(() => localStorage.clear())
}

describe("the first screen's CSS", () => {
  it('finds the built pages', () => {
    expect(routes.length).toBeGreaterThan(10)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it.each(routes)(`%s at ${viewport.width} px looks the same before the stylesheets arrive`, async (route) => {
      const { page } = tab
      await page.setViewportSize(viewport)
      await load(page, route, false)
      const before = await firstScreen(page)
      await load(page, route, true)
      const sheetsApplied = await page.evaluate(() => document.styleSheets.length > 1)
      expect(sheetsApplied, 'the stylesheets at the end of <body> load').toBe(true)
      const after = await firstScreen(page)
      expect(before.length).toBeGreaterThan(5)
      expect(before).toEqual(after)
    })
  }
})
