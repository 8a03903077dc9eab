// /knowledge-centre in Chromium: the sticky navigator (seven anchors, smooth scrolling unless
// motion is reduced, the section being read marked), the guides (new tab, real PDF files marked
// as samples), Coming Soon items, the Umrah rites, the health cards (key points, Read More
// windows: focus kept inside, Escape, focus returned) and axe with a window open at 375 and 1440 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, layOutEveryPart, type PageOptions, PHONE, useE2E, waitForStylesheets } from '../support/browser'
import { loadCatalogue } from '../../content/server/data/load'
import { startingWith, t } from '../support/words'

const e2e = useE2E()
// The page's words (data/knowledge-centre.yaml).
const centre = loadCatalogue('knowledge-centre', 'en')
const { labels } = centre
const ANCHORS = ['islamic-knowledge', 'umrah-guide', 'hajj-guide', 'historical-sites', 'makkah', 'madinah', 'health-guide']

async function openCentre(options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ reducedMotion: 'reduce', ...options })
  await page.goto('/knowledge-centre/')
  // Where a link scrolls to is only settled once the page's own CSS is in (it comes after the first paint).
  await waitForStylesheets(page)
  // The navigator's and windows' scripts load on their own.
  await expect.poll(() => page.locator('.kc-nav__link[aria-current]').count()).toBe(1)
  return page
}

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Knowledge centre sections' })
const current = (page: Page) => navigator(page).locator('[aria-current="location"]').innerText()

describe('the navigator', () => {
  it('links to the seven sections, each of which exists, and stays at the top while scrolling', async () => {
    const page = await openCentre()
    const hrefs = await navigator(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(ANCHORS.map((id) => `#${id}`))
    for (const id of ANCHORS) expect(await page.locator(`section#${id}`).count(), id).toBe(1)
    expect(await current(page)).toBe('Islamic Knowledge')
    await page.mouse.wheel(0, 4000)
    await expect.poll(() => navigator(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().top))).toBeLessThan(120)
  })

  it('marks the section being read as the visitor follows its links and scrolls (aria-current)', async () => {
    const page = await openCentre()
    await navigator(page).getByRole('link', { name: 'Madinah' }).click()
    await expect.poll(() => current(page)).toBe('Madinah')
    expect(new URL(page.url()).hash).toBe('#madinah')
    // The heading is below the header and the navigator, not under them.
    const gap = await page.evaluate(
      () => document.getElementById('madinah-heading')!.getBoundingClientRect().top - document.querySelector('.kc-nav')!.getBoundingClientRect().bottom,
    )
    expect(gap).toBeGreaterThan(0)
    await navigator(page).getByRole('link', { name: 'Umrah Guide' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => current(page)).toBe('Umrah Guide')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => current(page)).toBe('Health Guide')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => current(page)).toBe('Islamic Knowledge')
  })

  it("marks the right section when a link is followed before the page's stylesheets have arrived", async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    // The stylesheets are held back until the visitor has followed the link.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/static/*.css', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/knowledge-centre/', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('.kc-nav__link[aria-current]').count()).toBe(1)
    await navigator(page).getByRole('link', { name: 'Madinah' }).click()
    release()
    await waitForStylesheets(page)
    await expect.poll(() => current(page)).toBe('Madinah')
    // The visitor sees the section's heading just below the navigator, where the link leads, once
    // the page has settled (the sections above take their own heights as they are laid out).
    const place = async () => {
      const gap = await page.evaluate(
        () => document.getElementById('madinah-heading')!.getBoundingClientRect().top - document.querySelector('.kc-nav')!.getBoundingClientRect().bottom,
      )
      return gap > 0 && gap < 120 ? 'just below the navigator' : `${Math.round(gap)} px below the navigator`
    }
    await expect.poll(place).toBe('just below the navigator')
  })

  it('scrolls smoothly, but not when the visitor asks for reduced motion', async () => {
    const behaviour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await behaviour(await openCentre({ reducedMotion: 'no-preference' }))).toBe('smooth')
    expect(await behaviour(await openCentre({ reducedMotion: 'reduce' }))).toBe('auto')
  })
})

describe('guides', () => {
  it('six downloadable guides open real PDF files in a new tab, marked as samples', async () => {
    const page = await openCentre()
    const downloads = page.getByRole('link', { name: startingWith(labels.download) })
    const names = await downloads.evaluateAll((links) => links.map((a) => a.textContent ?? ''))
    const guides = centre.sections.flatMap((section) => section.guides ?? [])
    expect(guides).toHaveLength(6)
    expect(names).toEqual(guides.map((guide) => `${labels.download}: ${guide.title} ${t('newTab')}`))
    for (const link of await downloads.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      const response = await page.request.get(e2e.url((await link.getAttribute('href'))!))
      expect(response.status()).toBe(200)
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
    expect(await page.getByText(labels.sample, { exact: true }).count()).toBe(6)
  })

  it('announces what is not written yet as Coming Soon, and links out to the holy cities site in a new tab', async () => {
    const page = await openCentre()
    await layOutEveryPart(page)
    const soon = page.locator('.kc-card--soon')
    expect(await soon.locator('h3').allInnerTexts()).toEqual([
      'Hajj Day by Day',
      'Historical Sites of Makkah and Madinah',
      'Makkah Guide',
      'Madinah Guide',
      'Complete Health Guide',
    ])
    expect(await soon.locator('.kc-card__badge').allInnerTexts()).toEqual(Array(5).fill('COMING SOON'))
    expect(await soon.getByRole('button').count()).toBe(0)
    const details = page.getByRole('link', { name: /^View Details/ })
    expect(await details.getAttribute('target')).toBe('_blank')
    expect(await details.getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('walks through the four rites of Umrah in order', async () => {
    const page = await openCentre()
    expect(await page.locator('#umrah-guide .kc-steps h3').allInnerTexts()).toEqual(['Ihram', 'Tawaf', "Sa'i", 'Halq or Taqsir'])
  })
})

describe('the health guide', () => {
  it('has four cards whose key points open in place', async () => {
    const page = await openCentre()
    await layOutEveryPart(page)
    const cards = page.locator('.kc-health')
    expect(await cards.locator('h3').allInnerTexts()).toEqual(['Vaccinations', 'Medications', 'Physical Preparation', 'Health Precautions'])
    const points = cards.first().locator('details')
    expect(await points.locator('li').first().isVisible()).toBe(false)
    await points.locator('summary').click()
    expect(await points.locator('li').first().innerText()).toBe('Meningococcal ACWY vaccine at least 10 days before you travel')
  })

  it("Read More opens the card's whole text in a window: focus stays inside, Escape closes it and focus returns", async () => {
    const page = await openCentre()
    const expected = {
      Vaccinations: ['at least 10 days', 'at most 3 years', '4 to 6 weeks before departure'],
      'Physical Preparation': ['5 to 8 km every day', '30 minutes', '45 minutes', '60 minutes'],
      'Health Precautions': ['Ambulance', '997', 'Police', '999'],
      Medications: ['original packaging'],
    }
    for (const [title, figures] of Object.entries(expected)) {
      const button = page.getByRole('button', { name: new RegExp(`^Read More.*${title}`) })
      await button.focus()
      await page.keyboard.press('Enter')
      const window = page.getByRole('dialog', { name: title })
      await expect.poll(() => window.isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true)
      const text = await window.innerText()
      for (const figure of figures) expect(text, title).toContain(figure)
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect.poll(() => window.isVisible()).toBe(false)
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
      // The dialog's close event (which unlocks the page) is a task queued after it hides.
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false)
    }
  })

  it('a window also closes with its close button and a click beside it', async () => {
    const page = await openCentre()
    await page.getByRole('button', { name: /^Read More.*Medications/ }).click()
    await page.getByRole('dialog', { name: 'Medications' }).getByRole('button', { name: labels.close }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('button', { name: /^Read More.*Medications/ }).click()
    await page.mouse.click(5, 5)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  })
})

describe('axe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    // The page as it loads is checked with every route (tests/e2e/routes.test.ts).
    it(`finds nothing at ${viewport.width} px with a Read More window open`, async () => {
      const page = await openCentre({ viewport })
      await page.getByRole('button', { name: /^Read More.*Vaccinations/ }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
