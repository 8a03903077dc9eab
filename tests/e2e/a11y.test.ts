// axe-core (WCAG 2.0/2.1 A and AA plus best practices) on every built page at desktop and
// phone width, and in the states a visitor can open: the video player, the cookie banner, the
// phone menu. Plus the keyboard's first step: the skip link.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtRoutes, DESKTOP, PHONE, settle, useE2E, waitForAnimations, waitForIslands, type PageOptions } from './support'

const e2e = useE2E()
const routes = builtRoutes()
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/** Runs axe on the page as it is now; the result is every violation, readable in a failure. */
async function axe(page: Page): Promise<string[]> {
  // page.evaluate is not subject to the site's Content-Security-Policy (an injected <script> is).
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
        // The player iframe holds YouTube's page, not ours (and it cannot load here).
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((r) => r.violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))),
    TAGS,
  )
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n` +
      v.nodes.map((n) => `    - ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`).join('\n'),
  )
}

/** Opens a page ready to be checked: islands hydrated, fade-ins over, slideshow paused. */
async function ready(path: string, options: PageOptions = {}): Promise<Page> {
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

function expectNoViolations(violations: string[], where: string) {
  expect(violations.length, `axe violations on ${where}:\n${violations.join('\n')}\n`).toBe(0)
}

describe('axe', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it.each(routes)(`%s at ${viewport.width} px (${label})`, async (route) => {
      const page = await ready(route, { viewport })
      expectNoViolations(await axe(page), `${route} at ${viewport.width} px`)
    })

    it(`the 404 page at ${viewport.width} px (${label})`, async () => {
      const page = await ready('/no-such-page', { viewport })
      expectNoViolations(await axe(page), `the 404 page at ${viewport.width} px`)
    })
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the home page with the video player open at ${viewport.width} px`, async () => {
      const page = await ready('/', { viewport })
      await page.getByRole('button', { name: /Play video:/ }).first().click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await waitForAnimations(page)
      expectNoViolations(await axe(page), `the video player at ${viewport.width} px`)
    })
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the home page with the cookie banner shown at ${viewport.width} px`, async () => {
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
      expectNoViolations(await axe(page), `the cookie banner at ${viewport.width} px`)
    })
  }

  it('the home page with the phone menu and a group open at 375 px', async () => {
    const page = await ready('/', { viewport: PHONE })
    await page.locator('[data-mobile-nav] > summary').click()
    const panel = page.getByRole('navigation', { name: 'Main menu' })
    await expect.poll(() => panel.isVisible()).toBe(true)
    await panel.locator('summary', { hasText: /^Umrah$/ }).click()
    await waitForAnimations(page)
    expectNoViolations(await axe(page), 'the open phone menu')
  })
})

describe('keyboard', () => {
  it.each(routes)('%s: the first Tab reaches "Skip to main content", which moves focus to the main content', async (route) => {
    const { page } = await e2e.open()
    await page.goto(route)
    await waitForIslands(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skip.evaluate((el) => el === document.activeElement), 'the skip link has focus').toBe(true)
    // Visible while focused, inside the viewport.
    const box = await skip.boundingBox()
    expect(box && box.width > 1 && box.height > 1 && box.y >= 0 && box.x >= 0, `skip link box ${JSON.stringify(box)}`).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  })
})
