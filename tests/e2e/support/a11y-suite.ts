// The site-wide accessibility suite, one viewport per test file (tests/e2e/a11y-desktop.test.ts,
// a11y-phone.test.ts) so the two run side by side: axe on every built page and on the 404 page,
// and in the states a visitor can open on the home page (the video player, the cookie banner,
// on a phone the menu with a group open).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './axe'
import { PHONE, settle, waitForAnimations, waitForIslands, type PageOptions } from './browser'
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

export function describeAxe(e2e: E2E, label: string, viewport: { width: number; height: number }): void {
  const routes = builtRoutes()
  const at = `at ${viewport.width} px`

  describe(`axe ${at} (${label})`, () => {
    it.each(routes)(`%s ${at}`, async (route) => {
      await expectNoAxeViolations(await ready(e2e, route, { viewport }), `${route} ${at}`)
    })

    it(`the 404 page ${at}`, async () => {
      await expectNoAxeViolations(await ready(e2e, '/no-such-page', { viewport }), `the 404 page ${at}`)
    })

    it(`the home page with the video player open ${at}`, async () => {
      const page = await ready(e2e, '/', { viewport })
      await page.getByRole('button', { name: /Play video:/ }).first().click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await waitForAnimations(page)
      await expectNoAxeViolations(page, `the video player ${at}`)
    })

    it(`the home page with the cookie banner shown ${at}`, async () => {
      const { page } = await e2e.open({ viewport, consent: null })
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
      await expectNoAxeViolations(page, `the cookie banner ${at}`)
    })

    if (viewport.width === PHONE.width) {
      it('the home page with the phone menu and a group open', async () => {
        const page = await ready(e2e, '/', { viewport })
        await page.locator('[data-mobile-nav] > summary').click()
        const panel = page.getByRole('navigation', { name: 'Main menu' })
        await expect.poll(() => panel.isVisible()).toBe(true)
        await panel.locator('summary', { hasText: /^Umrah$/ }).click()
        await waitForAnimations(page)
        await expectNoAxeViolations(page, 'the open phone menu')
      })
    }
  })
}
