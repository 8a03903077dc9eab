// The site search (Pagefind, indexed from every built page's main content): results as the
// visitor types, excerpts with the words marked, stemming, /search/?q= from the structured data,
// the header's search box (computer and phone menu), a plain form without JavaScript, and axe.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, DESKTOP, PHONE, useE2E } from '../support/browser'

const e2e = useE2E()
const text = loadCatalogue('search', 'en')

const status = (page: Page) => page.locator('[data-search-status]')
const results = (page: Page) => page.locator('[data-search-results] > li')
const resultLinks = (page: Page) => page.locator('[data-search-results] > li > a')

/** Waits for the search to settle on a count ("n pages found", or nothing found). */
async function settled(page: Page, query: string): Promise<string> {
  await expect.poll(() => status(page).innerText(), { timeout: 15_000 }).toContain(`“${query}”`)
  return status(page).innerText()
}

async function hrefs(page: Page): Promise<string[]> {
  return resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

describe('site search', () => {
  it('/search/?q=schengen finds the Schengen page first, with the word marked in its excerpt', async () => {
    const { page, problems } = await e2e.open()
    await page.goto('/search/?q=schengen')
    expect(await settled(page, 'schengen')).toMatch(/^\d+ pages found for “schengen”\.$/)
    expect((await hrefs(page))[0]).toBe('/schengen-visa/')
    expect(await resultLinks(page).first().innerText()).toContain('Schengen')
    const marks = await results(page).first().locator('p mark').allInnerTexts()
    expect(marks.length).toBeGreaterThan(0)
    expect(marks.every((m) => /^schengen/i.test(m))).toBe(true)
    expect(await page.getByRole('searchbox', { name: text.page.label }).inputValue()).toBe('schengen')
    expect(problems).toEqual([])
  })

  it('finds the policies by a word only they use, and by another form of the word (stemming)', async () => {
    const { page } = await e2e.open()
    await page.goto('/search/?q=deposit')
    await settled(page, 'deposit')
    expect(await hrefs(page)).toContain('/terms-conditions/')
    await page.goto('/search/?q=' + encodeURIComponent('cancellations'))
    await settled(page, 'cancellations')
    expect((await hrefs(page))[0]).toBe('/terms-conditions/')
    await page.goto('/search/?q=cookies')
    await settled(page, 'cookies')
    expect((await hrefs(page))[0]).toBe('/cookie-policy/')
    await page.goto('/search/?q=password')
    await settled(page, 'password')
    expect(await hrefs(page)).toContain('/privacy-policy/')
  })

  it('shows results as the visitor types, keeps the words in the address, and says when nothing is found', async () => {
    const { page } = await e2e.open()
    await page.goto('/search/')
    await expect.poll(() => status(page).innerText(), { message: 'the hint, shown once the search script runs' }).toBe(text.page.hint)
    const box = page.getByRole('searchbox', { name: text.page.label })
    await box.pressSequentially('hotel', { delay: 40 })
    await settled(page, 'hotel')
    expect(await hrefs(page)).toContain('/hotels/')
    expect(new URL(page.url()).search).toBe('?q=hotel')

    // A word of no page, nor the start of one (Pagefind shortens an unknown word to a known start).
    const nonsense = 'qxjvwk'
    await box.fill(nonsense)
    expect(await settled(page, nonsense)).toBe(text.page.none.replace('{query}', nonsense))
    expect(await results(page).count()).toBe(0)

    await box.fill('')
    await expect.poll(() => status(page).innerText()).toBe(text.page.hint)
    expect(new URL(page.url()).search).toBe('')
  })

  it('menus and footer are not indexed: a footer-only word finds nothing, the search page itself is never a result', async () => {
    const { page } = await e2e.open()
    // The footer's newsletter sentence is on every page, but in no page's main text.
    const footerPhrase = '"straight to your inbox"'
    await page.goto('/search/?q=' + encodeURIComponent(footerPhrase))
    expect(await settled(page, footerPhrase)).toBe(text.page.none.replace('{query}', footerPhrase))
    // A phrase of a page's main text is found.
    const mainPhrase = '"One visa for 27 European countries"'
    await page.goto('/search/?q=' + encodeURIComponent(mainPhrase))
    await settled(page, mainPhrase)
    expect(await hrefs(page)).toEqual(['/schengen-visa/'])
    await page.goto('/search/?q=search')
    await settled(page, 'search')
    expect(await hrefs(page)).not.toContain('/search/')
  })

  it('search engines may list the search page but are asked not to crawl its results', async () => {
    const { page } = await e2e.open()
    await page.goto('/search/')
    expect(await page.locator('meta[name="robots"]').count()).toBe(0)
    const robots = await (await fetch(e2e.url('/robots.txt'))).text()
    expect(robots.split('\n')).toContain('Disallow: /search/?')
  })

  it('the header search box on a computer opens, takes the words and leads to the results', async () => {
    const { page } = await e2e.open({ viewport: DESKTOP })
    await page.goto('/hotels/')
    await page.locator('[data-header-search] summary').click()
    const box = page.getByRole('searchbox', { name: text.box.label })
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true)
    await box.fill('umrah visa')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/search/?q=umrah+visa')
    await settled(page, 'umrah visa')
    expect(await results(page).count()).toBeGreaterThan(0)
  })

  it('the phone menu has the search box', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await page.goto('/')
    await page.locator('[data-mobile-nav] > summary').click()
    const box = page.getByRole('searchbox', { name: text.box.label })
    await box.fill('transport')
    await page.getByRole('search', { name: text.box.label }).getByRole('button', { name: text.box.button }).click()
    await page.waitForURL('**/search/?q=transport')
    await settled(page, 'transport')
    expect(await hrefs(page)).toContain('/transport/')
  })

  it('without JavaScript the form still searches by address and the page offers links and a note', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false })
    await page.goto('/search/')
    const box = page.getByRole('searchbox', { name: text.page.label })
    await box.fill('hajj')
    await page.getByRole('button', { name: text.page.button, exact: true }).click()
    await page.waitForURL('**/search/?q=hajj')
    const main = await page.locator('main').innerText()
    expect(main).toContain(text.page.noScript)
    // Nothing promises results that cannot come.
    expect(main).not.toContain(text.page.hint)
    for (const link of text.page.browse) {
      expect(await page.getByRole('link', { name: link.label, exact: true }).first().isVisible()).toBe(true)
    }
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`is axe clean with results shown at ${viewport.width} px`, async () => {
      const { page } = await e2e.open({ viewport })
      await page.goto('/search/?q=umrah')
      await settled(page, 'umrah')
      expect(await axeViolations(page)).toEqual([])
      if (viewport === DESKTOP) {
        await page.locator('[data-header-search] summary').click()
        expect(await axeViolations(page)).toEqual([])
      }
    })
  }
})
