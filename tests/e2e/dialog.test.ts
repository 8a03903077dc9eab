// The one dialog primitive (behaviours/dialog.ts) through both of its users: a window of
// server-rendered text opened by the shell's plain script (a Read More window of
// /knowledge-centre) and an island's React window (Request Hotels Worldwide on /hotels). Each is
// named by its heading, locks the page's scroll, keeps Tab and Shift+Tab inside, closes with
// Escape and with a click on the backdrop, and gives focus back to the button that opened it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT, useE2E, waitForIslands } from '../support/browser'

const e2e = useE2E()
const hotels = parse(readFileSync(join(PROJECT_ROOT, 'data', 'hotels.yaml'), 'utf8')) as { worldwide: { modalTitle: string } }

const USERS: Array<{ name: string; path: string; opener: (page: Page) => Locator }> = [
  { name: 'the shell (a Read More window)', path: '/knowledge-centre/', opener: (page) => page.locator('[data-dialog-open]').first() },
  { name: 'an island (Request Hotels Worldwide)', path: '/hotels/', opener: (page) => page.getByRole('button', { name: hotels.worldwide.modalTitle }).first() },
]

const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** Opens the window from the keyboard and gives its name, read from the heading that labels it. */
async function openByKeyboard(page: Page, opener: Locator): Promise<Locator> {
  await opener.focus()
  await page.keyboard.press('Enter')
  const open = page.locator('dialog[open]')
  await expect.poll(() => open.isVisible()).toBe(true)
  const heading = await open.evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
  expect(heading, 'labelled by a heading').not.toBe('')
  await expect.poll(() => page.getByRole('dialog', { name: heading }).isVisible()).toBe(true)
  // An island's form is fetched as its window opens: its controls are there once it has come.
  await expect.poll(() => open.locator('.loading-boundary').count()).toBe(0)
  return open
}

async function expectClosed(page: Page, opener: Locator): Promise<void> {
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0)
  // The dialog's close event (which unlocks the page and returns focus) is a task queued after it hides.
  await expect.poll(() => scrollLocked(page)).toBe(false)
  await expect.poll(() => focusedIs(opener), { message: 'focus is back on the opener' }).toBe(true)
}

describe('the dialog primitive', () => {
  for (const user of USERS) {
    describe(user.name, () => {
      it('locks the page, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back', async () => {
        const { page } = await e2e.open({ reducedMotion: 'reduce' })
        await page.goto(user.path)
        await waitForIslands(page)
        const opener = user.opener(page)
        const dialog = await openByKeyboard(page, opener)
        expect(await scrollLocked(page)).toBe(true)
        await expect.poll(() => focusInDialog(page)).toBe(true)

        const controls = dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
        const visible = (await controls.evaluateAll((els) => els.map((el) => el.getClientRects().length > 0))).flatMap((shown, i) => (shown ? [i] : []))
        const first = controls.nth(visible[0]!)
        const last = controls.nth(visible[visible.length - 1]!)
        await last.focus()
        await page.keyboard.press('Tab')
        expect(await focusedIs(first), 'Tab on the last control goes round to the first').toBe(true)
        await page.keyboard.press('Shift+Tab')
        expect(await focusedIs(last), 'Shift+Tab on the first control goes round to the last').toBe(true)

        await page.keyboard.press('Escape')
        await expectClosed(page, opener)
      })

      it('closes on a click on the backdrop, and opens again', async () => {
        const { page } = await e2e.open({ reducedMotion: 'reduce' })
        await page.goto(user.path)
        await waitForIslands(page)
        const opener = user.opener(page)
        for (let round = 0; round < 2; round++) {
          await openByKeyboard(page, opener)
          await page.mouse.click(3, 3)
          await expectClosed(page, opener)
        }
      })
    })
  }
})
