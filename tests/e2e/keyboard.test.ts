// The keyboard's first step on every built page: the skip link is the first Tab stop, visible
// when focused, and moves focus into the main content.
import { describe, expect, it } from 'vitest'
import { builtRoutes, useE2E, waitForIslands } from './support'

const e2e = useE2E()
const routes = builtRoutes()

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
