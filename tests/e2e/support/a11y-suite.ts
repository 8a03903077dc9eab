// The site-wide accessibility suite: axe on every built page and on the 404 page, each at phone
// and desktop width, and in the states a visitor can open on the home page (the video player,
// the cookie banner, on a phone the menu with a group open). The pages are shared out between
// two test files (tests/e2e/a11y-pages-a.test.ts, a11y-pages-b.test.ts) so they run side by
// side; each page is opened once and checked at the first width, then resized to the next one
// (CSS lays it out again) and checked again, so no page is loaded and hydrated twice.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './axe'
import { DESKTOP, PHONE, settle, waitForAnimations, waitForIslands, type PageOptions } from './browser'
import type { E2E } from './index'
import { builtRoutes } from './site'

/** Opens a page ready to be checked: islands hydrated, fade-ins over, slideshow paused. */
async function ready(e2e: E2E, path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open(options)
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await waitForIslands(page)
  // Stop the slideshow as a visitor can, so no slide changes in the middle of the check.
  const pause = page.getByRole('button', { name: 'Pause slideshow' })
  if (await pause.count()) await pause.click()
  await settle(page)
  await waitForAnimations(page)
  return page
}

const VIEWPORTS = [PHONE, DESKTOP] as const
const at = (viewport: { width: number }) => `at ${viewport.width} px`

/** Checks the page at each width in turn, resizing it in between. */
async function expectNoAxeViolationsAtEveryWidth(page: Page, where: string): Promise<void> {
  for (const [i, viewport] of VIEWPORTS.entries()) {
    if (i > 0) {
      await page.setViewportSize(viewport)
      await settle(page)
      await waitForAnimations(page)
    }
    await expectNoAxeViolations(page, `${where} ${at(viewport)}`)
  }
}

/**
 * Part `part` of `parts` of the suite: every `parts`-th route from the `part`-th, and the home
 * page's states in part 0 (phone) and part 1 (desktop).
 */
export function describeAxe(e2e: E2E, part: number, parts: number): void {
  const routes = builtRoutes().filter((_, i) => i % parts === part)

  describe(`axe at ${VIEWPORTS.map((v) => v.width).join(' and ')} px (part ${part + 1} of ${parts})`, () => {
    it.each(routes)('%s', async (route) => {
      await expectNoAxeViolationsAtEveryWidth(await ready(e2e, route, { viewport: VIEWPORTS[0] }), route)
    })

    if (part === 0) {
      it('the 404 page', async () => {
        await expectNoAxeViolationsAtEveryWidth(await ready(e2e, '/no-such-page', { viewport: VIEWPORTS[0] }), 'the 404 page')
      })

      it('the home page with the phone menu and a group open', async () => {
        const page = await ready(e2e, '/', { viewport: PHONE })
        await page.locator('[data-mobile-nav] > summary').click()
        const panel = page.getByRole('navigation', { name: 'Main menu' })
        await expect.poll(() => panel.isVisible()).toBe(true)
        await panel.locator('summary', { hasText: /^Umrah$/ }).click()
        await waitForAnimations(page)
        await expectNoAxeViolations(page, 'the open phone menu')
      })
    }

    if (part === 1 % parts) {
      it('the home page with the video player open', async () => {
        const page = await ready(e2e, '/', { viewport: VIEWPORTS[0] })
        await page.getByRole('button', { name: /Play video:/ }).first().click()
        await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
        await waitForAnimations(page)
        await expectNoAxeViolationsAtEveryWidth(page, 'the video player')
      })

      it('the home page with the cookie banner shown', async () => {
        const { page } = await e2e.open({ viewport: VIEWPORTS[0], consent: null })
        await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') })
        await page.clock.pauseAt(new Date('2026-03-02T10:00:01Z'))
        await page.goto('/')
        await waitForIslands(page)
        await page.clock.runFor(2100)
        await expect.poll(() => page.getByRole('region', { name: 'We value your privacy' }).isVisible()).toBe(true)
        await waitForAnimations(page)
        // axe itself needs running timers; the slideshow is stopped first as a visitor can.
        await page.getByRole('button', { name: 'Pause slideshow' }).click()
        await page.clock.resume()
        await waitForAnimations(page)
        await expectNoAxeViolationsAtEveryWidth(page, 'the cookie banner')
      })
    }
  })
}
