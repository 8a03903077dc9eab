// The site-wide accessibility checks. Every built page is checked at phone and desktop width by
// tests/e2e/routes.test.ts, in the one page load it makes of each route (expectAxeCleanAtBothWidths:
// checked at the width it was opened at, then resized, laid out again and checked again).
// tests/e2e/a11y.test.ts checks the 404 page and the states a visitor can open on the home page
// (the video player, the cookie banner, on a phone the menu with a group open) with describeAxe.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './axe'
import { DESKTOP, PHONE, settle, waitForAnimations, waitForIslands, type PageOptions } from './chromium'
import type { E2E } from './index'
import { t } from '../words'

/** Opens a page ready to be checked: islands hydrated, fade-ins over, slideshow paused. */
async function ready(e2e: E2E, path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open(options)
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await waitForIslands(page)
  // Stop the slideshow as a visitor can, so no slide changes in the middle of the check.
  const pause = page.getByRole('button', { name: t('slideshow.pause') })
  if (await pause.count()) await pause.click()
  await settle(page)
  await waitForAnimations(page)
  return page
}

const VIEWPORTS = [PHONE, DESKTOP] as const
const at = (viewport: { width: number }) => `at ${viewport.width} px`

/** Checks the page at the width it is open at, then resized to the other one. */
async function expectNoAxeViolationsAtEveryWidth(page: Page, where: string): Promise<void> {
  const widths = page.viewportSize()?.width === DESKTOP.width ? [DESKTOP, PHONE] : [PHONE, DESKTOP]
  for (const [i, viewport] of widths.entries()) {
    if (i > 0) {
      await page.setViewportSize(viewport)
      await settle(page)
      await waitForAnimations(page)
    }
    await expectNoAxeViolations(page, `${where} ${at(viewport)}`)
  }
}

/**
 * Gets a page that is open and awake ready for axe (slideshow paused, fade-ins over) and checks
 * it at phone and desktop width, resizing it in between.
 */
export async function expectAxeCleanAtBothWidths(page: Page, where: string): Promise<void> {
  const pause = page.getByRole('button', { name: t('slideshow.pause') })
  if (await pause.isVisible()) await pause.click()
  await settle(page)
  await waitForAnimations(page)
  await expectNoAxeViolationsAtEveryWidth(page, where)
}

/** The 404 page and the home page's states a visitor can open, at phone and desktop width. */
export function describeAxe(e2e: E2E): void {
  describe(`axe at ${VIEWPORTS.map((v) => v.width).join(' and ')} px: the 404 page and what a visitor can open`, () => {
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

    it('the home page with the video player open', async () => {
      const page = await ready(e2e, '/', { viewport: VIEWPORTS[0] })
      await page
        .getByRole('button', { name: /Play video:/ })
        .first()
        .click()
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
      await page.getByRole('button', { name: t('slideshow.pause') }).click()
      await page.clock.resume()
      await waitForAnimations(page)
      await expectNoAxeViolationsAtEveryWidth(page, 'the cookie banner')
    })
  })
}
