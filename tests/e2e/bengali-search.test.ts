// The site search in Bengali (issue 24): Pagefind keeps an index per `<html lang>`, and the search
// page loads the index of its own language, so /bn/search/ finds Bengali pages by their Bengali
// words, and the header's search box on a Bengali page leads there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtRoutes, DESKTOP, DIST_CLIENT, useE2E } from '../support/browser'

const e2e = useE2E()
const BENGALI_WORD = /[\u0980-\u09FF]+/g

/** A built Bengali page (not the search page) and the longest Bengali word of its main heading. */
function bengaliPageAndWord(): { route: string; word: string } | undefined {
  for (const route of builtRoutes().filter((r) => r.startsWith('/bn/') && r !== '/bn/search/')) {
    const html = readFileSync(join(DIST_CLIENT, route, 'index.html'), 'utf8')
    const heading = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, ' ') ?? ''
    const word = (heading.match(BENGALI_WORD) ?? []).sort((a, b) => b.length - a.length)[0]
    if (word) return { route, word }
  }
  return undefined
}

const resultHrefs = (page: Page) => page.locator('[data-search-results] > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))

describe('search in Bengali', () => {
  const found = bengaliPageAndWord()

  it('/bn/search/?q=<a Bengali word of a Bengali page> finds that page, and only Bengali pages', async () => {
    expect(found, 'a built /bn/ page with a Bengali heading').toBeDefined()
    const { route, word } = found!
    const { page, problems } = await e2e.open()
    await page.goto(e2e.url(`/bn/search/?q=${encodeURIComponent(word)}`))
    await expect.poll(() => resultHrefs(page), { timeout: 15_000, message: `results for ${word}` }).toContain(route)
    expect(
      (await resultHrefs(page)).every((href) => href.startsWith('/bn/')),
      'the Bengali index holds Bengali pages only',
    ).toBe(true)
    expect(problems).toEqual([])
  })

  // issue 37: readers write হজ্ব or হজ, ওমরাহ or উমরা; the pages write হজ্জ and উমরাহ (data/bn/glossary.yaml).
  it('finds with a reader’s spelling (ওমরাহ, হজ্ব) the pages the site’s spelling (উমরাহ, হজ্জ) finds', async () => {
    const { page, problems } = await e2e.open()
    for (const [typed, site] of [
      ['ওমরাহ', 'উমরাহ'],
      ['হজ্ব', 'হজ্জ'],
    ]) {
      await page.goto(e2e.url(`/bn/search/?q=${encodeURIComponent(site!)}`))
      await expect.poll(async () => (await resultHrefs(page)).length, { timeout: 15_000, message: `results for ${site}` }).toBeGreaterThan(0)
      const expected = await resultHrefs(page)
      await page.goto(e2e.url(`/bn/search/?q=${encodeURIComponent(typed!)}`))
      await expect.poll(() => resultHrefs(page), { timeout: 15_000, message: `results for ${typed}` }).toEqual(expected)
      // The status repeats the visitor's own words.
      await expect.poll(() => page.locator('[data-search-status]').textContent()).toContain(typed)
    }
    expect(problems).toEqual([])
  })

  it('the header search on a Bengali page searches the Bengali pages', async () => {
    expect(found, 'a built /bn/ page with a Bengali heading').toBeDefined()
    const { route, word } = found!
    const { page, problems } = await e2e.open({ viewport: DESKTOP })
    await page.goto(e2e.url(route))
    // Both of the header's search forms, the computer's box and the phone menu's, lead to /bn/search/.
    const forms = page.locator('.site-header form[role="search"]')
    expect(await forms.count(), 'search forms in the header').toBeGreaterThan(0)
    expect(new Set(await forms.evaluateAll((all) => all.map((form) => form.getAttribute('action'))))).toEqual(new Set(['/bn/search/']))
    await page.locator('[data-header-search] summary').click()
    await page.locator('[data-header-search] input[type="search"]').fill(word)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/bn/search/' && url.searchParams.get('q') === word)
    await expect.poll(() => resultHrefs(page), { timeout: 15_000, message: `results for ${word}` }).toContain(route)
    expect(problems).toEqual([])
  })
})
