// The home page's first screen on the common phone screens (issue 38), on a first visit with the
// cookie box up: for every offer of the hero, in English and in Bengali (longer), nothing the
// visitor reads or presses there (a link, a button, a heading, a price) lies under a fixed element
// (the cookie box, the action bar), wholly or in part. One browser, one server, a tab at a time.
import { describe, expect, it } from 'vitest'
import { useE2E, useTabPool, waitInPage } from '../support/browser'
import { firstScreenCovered } from '../support/browser/first-screen'

const e2e = useE2E()
const firstVisits = useTabPool(e2e, { consent: null }, undefined, 1)

const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 360, height: 800 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 414, height: 896 },
] as const

const cases = ['/', '/bn/'].flatMap((route) => PHONES.map((phone) => ({ route, ...phone, name: `${route} at ${phone.width} × ${phone.height}` })))

describe('the home hero on a phone, on a first visit with the cookie box up', () => {
  it.for(cases)('$name: every offer’s links, headings and price are clear of the cookie box and the action bar', async ({ route, width, height }) =>
    firstVisits.use(
      async ({ page }) => {
        await page.setViewportSize({ width, height })
        await page.clock.install()
        await page.goto(route)
        // The box comes 2 s after load, and the slideshow's controls once its script starts.
        await page.clock.runFor(2100)
        await waitInPage(page, () => document.querySelector('.cookie-banner.is-visible') !== null, 'the cookie box')
        await waitInPage(page, () => document.querySelector('.hero[data-ready]') !== null, 'the slideshow’s script')
        const slides = await page.locator('.hero [data-slide]').count()
        expect(slides).toBeGreaterThan(1)
        for (let slide = 0; slide < slides; slide += 1) {
          // Its dot, pressed as a script would (a press of a covered dot would fail for the wrong reason).
          await page.locator(`.hero [data-carousel-dot="${slide}"]`).evaluate((dot) => (dot as HTMLButtonElement).click())
          await waitInPage(page, () => document.querySelectorAll('.hero [data-slide].is-active').length === 1, 'one offer shown')
          const found = await page.evaluate(firstScreenCovered)
          // Its Book Now was among what was measured: a test that measured nothing could not fail.
          expect(found.checked.filter((what) => what.startsWith('a.button')).length, `offer ${slide + 1}`).toBeGreaterThan(0)
          expect(found.covered, `offer ${slide + 1} of ${found.checked.join(', ')}`).toEqual([])
        }
      },
      { fresh: true },
    ),
  )
})

describe('the header on the narrowest phone (320 px)', () => {
  it.for(['/', '/bn/'])('%s: the logotype, Get Quote and the menu button all lie within the screen', async (route) =>
    firstVisits.use(async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 568 })
      await page.goto(route)
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.site-header .logo, .site-header__quote--mobile, .mobile-nav__toggle')]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
          .map((element) => ({ what: element.className || element.tagName, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth))
          .map(({ what, box }) => `${what} ${Math.round(box.left)}–${Math.round(box.right)}`),
      )
      expect(outside).toEqual([])
      // All three were measured (shown on a phone): a test that measured nothing could not fail.
      expect(
        await page
          .locator('.site-header .logo, .site-header__quote--mobile, .mobile-nav__toggle')
          .evaluateAll((all) => all.filter((e) => e.getClientRects().length > 0).length),
      ).toBe(3)
    }),
  )
})
