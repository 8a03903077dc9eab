// The Bengali pages in a browser: their islands wake with the Bengali words (content/browser/words/load.ts),
// fetched only on a page in Bengali (an English page never downloads them, so its scripts stay as
// small), and the menus' "(English)" marks keep the header within the screen.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useE2E, waitForIslands } from '../support/browser'

const e2e = useE2E()

/** The scripts the page fetched that hold the words of the other languages (the module exporting them). */
function recordWordScripts(page: Page): string[] {
  const found: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (/export\s*\{[^}]*\bTRANSLATED_WORDS\b/.test(body)) found.push(new URL(response.url()).pathname)
  })
  return found
}

describe('the islands of a Bengali page', () => {
  it('wake with the Bengali words, which an English page never fetches', async () => {
    const bengali = await e2e.open()
    const bengaliWords = recordWordScripts(bengali.page)
    await bengali.page.goto('/bn/contact/')
    await waitForIslands(bengali.page)
    expect(await bengali.page.locator('[data-island][data-hydrated="true"]').count()).toBeGreaterThan(0)
    expect(bengaliWords).toHaveLength(1)
    expect(bengali.problems).toEqual([])

    const english = await e2e.open()
    const englishWords = recordWordScripts(english.page)
    await english.page.goto('/contact/')
    await waitForIslands(english.page)
    expect(await english.page.locator('[data-island][data-hydrated="true"]').count()).toBeGreaterThan(0)
    expect(englishWords).toEqual([])
    expect(english.problems).toEqual([])
  })
})

describe('the header of a Bengali page', () => {
  // 1280 px: the narrowest screen with the desktop menu (renderer/styles/shell.css), where it is tightest.
  for (const viewport of [PHONE, { width: 1280, height: 900 }, DESKTOP]) {
    it(`fits a ${viewport.width} px screen with its Bengali words`, async () => {
      const { page } = await e2e.open({ viewport })
      await page.goto('/bn/umrah/')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      const quote = await page.locator('.site-header__quote:visible').boundingBox()
      expect(quote && quote.x + quote.width).toBeLessThanOrEqual(viewport.width)
    })
  }
})
