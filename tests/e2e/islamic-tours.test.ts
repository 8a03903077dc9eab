// /islamic-tours in Chromium: the four tour tabs (first word + "Tour") with each tour's price,
// struck original, facts, rating, highlights, days and inclusions, Coming Soon and Contact Us;
// the all-tours cards choosing a tab; the keyboard; the home page's halal holidays price taken
// from the tours; axe at 375 and 1440 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, DESKTOP, layOutEveryPart, type PageOptions, PHONE, useE2E } from '../support/browser'
import { t } from '../support/words'

const e2e = useE2E()
// The tab panels' words (data/islamic-tours.yaml).
const { tours: words } = loadCatalogue('islamic-tours', 'en')

async function openTours(options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ reducedMotion: 'reduce', ...options })
  await page.goto('/islamic-tours/')
  return page
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Halal holiday tours' }).getByRole('tab')
const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])')

const TOURS = [
  { tab: 'Palestine Tour', price: '£499', was: '£699', duration: '8 Days', group: 'Max 25 people', meals: 'Breakfast daily', days: 8 },
  { tab: 'Turkey Tour', price: '£1,595', was: '£1,795', duration: '10 Days', group: 'Max 30 people', meals: 'All-inclusive', days: 10 },
  { tab: 'Balkans Tour', price: '£1,895', was: '£2,095', duration: '12 Days', group: 'Max 20 people', meals: 'Breakfast and dinner', days: 12 },
  { tab: 'Morocco Tour', price: '£2,295', was: '£2,595', duration: '14 Days', group: 'Max 25 people', meals: 'Breakfast and dinner', days: 14 },
] as const

describe('the tour tabs', () => {
  it('are labelled with the first word of each title and "Tour"; Palestine is shown first', async () => {
    const page = await openTours()
    expect(await tabs(page).allInnerTexts()).toEqual(TOURS.map((tour) => tour.tab))
    expect(await page.getByRole('tab', { name: 'Palestine Tour' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('[role="tabpanel"]').count()).toBe(4)
    expect(await shownPanel(page).count()).toBe(1)
  })

  it("each tab shows its tour's price, struck original, facts, rating, highlights, every day and the inclusions", async () => {
    const page = await openTours()
    for (const tour of TOURS) {
      await page.getByRole('tab', { name: tour.tab }).click()
      const panel = shownPanel(page)
      expect(await panel.locator('.price__amount').innerText()).toBe(tour.price)
      expect((await panel.locator('del.price__original').innerText()).replace(/\s+/g, ' ')).toBe(`${t('price.was')} ${tour.was}`)
      const facts = await panel.locator('.facts').innerText()
      for (const fact of [tour.duration, tour.group, tour.meals]) expect(facts).toContain(fact)
      expect(await panel.getByRole('img', { name: t('rating.stars', { rating: 5, best: 5 }) }).count()).toBe(1)
      expect(await panel.getByRole('heading', { name: words.blocks.highlights }).isVisible()).toBe(true)
      const days = await panel.locator('.tour-days__number').allInnerTexts()
      expect(days).toEqual(Array.from({ length: tour.days }, (_, i) => `${words.dayLabel} ${i + 1}`))
      expect(await panel.getByRole('heading', { name: words.blocks.inclusions }).isVisible()).toBe(true)
      expect(await panel.locator('.checklist').last().locator('li').count()).toBeGreaterThan(2)
    }
  })

  it('Coming Soon leads to /coming-soon/ and Contact Us to /contact/ (tours are not booked online)', async () => {
    const page = await openTours()
    const panel = shownPanel(page)
    expect(await panel.getByRole('link', { name: 'Coming Soon' }).getAttribute('href')).toBe('/coming-soon/')
    expect(await panel.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact/')
  })

  it('work from the keyboard: arrows, Home and End move and choose', async () => {
    const page = await openTours()
    await page.getByRole('tab', { name: 'Palestine Tour' }).focus()
    await page.keyboard.press('ArrowRight')
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    expect(await focused()).toBe('Turkey Tour')
    expect(await shownPanel(page).getByRole('heading', { level: 3 }).first().innerText()).toBe('Turkey Ottoman Heritage Tour')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Morocco Tour')
    await page.keyboard.press('ArrowRight')
    expect(await focused()).toBe('Palestine Tour')
    await page.keyboard.press('ArrowLeft')
    expect(await focused()).toBe('Morocco Tour')
    expect(await page.getByRole('tab', { name: 'Morocco Tour' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('the rest of the page', () => {
  it("each all-tours card's button chooses its tour above, by mouse and by keyboard", async () => {
    const page = await openTours()
    await layOutEveryPart(page)
    const cards = page.locator('#all-tours article')
    expect(await cards.count()).toBe(4)
    expect(await cards.locator('.badge').allInnerTexts()).toEqual(['Coming Soon', 'Coming Soon', 'Coming Soon', 'Coming Soon'].map((t) => t.toUpperCase()))
    await page.getByRole('link', { name: 'View Balkans Tour' }).click()
    await expect.poll(() => page.getByRole('tab', { name: 'Balkans Tour' }).getAttribute('aria-selected')).toBe('true')
    expect(await shownPanel(page).locator('.price__amount').innerText()).toBe('£1,895')
    await page.getByRole('link', { name: 'View Turkey Tour' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('tab', { name: 'Turkey Tour' }).getAttribute('aria-selected')).toBe('true')
    // The tab list is scrolled back into view.
    await expect.poll(() => page.getByRole('tab', { name: 'Turkey Tour' }).evaluate((tab) => tab.getBoundingClientRect().top < window.innerHeight)).toBe(true)
  })

  it('a link to /islamic-tours/#morocco opens that tour', async () => {
    const page = await openTours()
    await page.goto('/islamic-tours/#morocco')
    await expect.poll(() => page.getByRole('tab', { name: 'Morocco Tour' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows why choose us, the four services and the closing call to action', async () => {
    const page = await openTours()
    await layOutEveryPart(page)
    expect(await page.locator('#why-choose article').count()).toBe(4)
    expect(await page.locator('#services h3').allInnerTexts()).toEqual(['Flights', 'Accommodation', 'Transport', 'Expert Guides'])
    expect(await page.locator('#why-choose').innerText()).toContain(`ATOL ${loadCatalogue('site', 'en').atolNumber}`)
    expect(await page.getByRole('link', { name: 'Get a Free Quote' }).getAttribute('href')).toBe('/get-quote/')
  })

  it("the home page's halal holidays price is the lowest tour price", async () => {
    const { page } = await e2e.open()
    await page.goto('/')
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Halal Holidays', exact: true }) }).first()
    // Scrolled to, as a visitor reaches it: the sections below the first screen are laid out (and
    // their text rendered) only when near the screen (content-visibility: auto).
    await card.scrollIntoViewIfNeeded()
    expect(await card.locator('.price__amount').innerText()).toBe('£499')
    expect(await card.getByRole('link').first().getAttribute('href')).toBe('/islamic-tours/')
  })
})

describe('axe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    // The first tab, as the page loads, is checked with every route (tests/e2e/routes.test.ts).
    it(`finds nothing at ${viewport.width} px on another tab than the first`, async () => {
      const page = await openTours({ viewport })
      await page.getByRole('tab', { name: 'Morocco Tour' }).click()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
