// The islands of a Bengali page wake with the Bengali words (content/load-words.ts), fetched only
// on a page in Bengali: an English page never downloads them, so its scripts stay as small.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useE2E, waitForIslands } from '../support/browser'

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
