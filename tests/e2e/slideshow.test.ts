// The home page hero: the offers still on offer, 3.5 s each, wrapping; arrows and dots pause it for 10 s; the
// visitor can stop it; it never moves by itself for people who asked for less motion.
// Time is Playwright's fake clock, so nothing here waits for real seconds.
import type { Page } from 'playwright-core'
import { showHome } from '../../content/server/page-data/home'
import { today } from '../../content/server/today'
import { loadCatalogue } from '../../content/server/data/load'
import { describe, expect, it } from 'vitest'
import { settle, useE2E, waitForIslands, type PageOptions } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

// The slides as the build shows them today: departed packages' slides are gone, titles and prices computed.
const { slides } = showHome(loadCatalogue('home', 'en'), today(), 'en')
const LAST = slides.length
const ADVANCE_MS = 3500
const MANUAL_PAUSE_MS = 10_000
const START = new Date('2026-01-12T09:00:00Z').getTime()

/** The home page with the clock installed and stopped: time moves only by runFor. */
async function openHome(options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open(options)
  await page.clock.install({ time: START })
  // Far enough ahead that a slow machine cannot pass it before the pause (pausing in the past throws).
  await page.clock.pauseAt(START + 60_000)
  await page.goto('/')
  await waitForIslands(page)
  return page
}

/** Advances the fake clock and lets React render what the timers changed. */
async function run(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await settle(page)
}

/** The 1-based number of the slide shown, checked against the dots and the slide title. */
async function activeSlide(page: Page): Promise<number> {
  const state = await page.evaluate(() => ({
    slides: Array.from(document.querySelectorAll('.hero__slide'), (s) => s.classList.contains('is-active')),
    dots: Array.from(document.querySelectorAll('.hero__dot'), (d) => d.getAttribute('aria-current') === 'true'),
    title: document.querySelector('.hero__slide.is-active .hero__title')?.textContent?.trim() ?? null,
  }))
  const active = state.slides.indexOf(true)
  expect(state.slides.filter(Boolean), 'exactly one active slide').toHaveLength(1)
  expect(state.dots.indexOf(true), 'the current dot matches the active slide').toBe(active)
  expect(state.dots.filter(Boolean)).toHaveLength(1)
  expect(state.title).toBe(slides[active]?.title)
  return active + 1
}

async function expectSlide(page: Page, n: number): Promise<void> {
  await expect.poll(() => activeSlide(page), { timeout: 3000 }).toBe(n)
}

describe('hero slideshow', () => {
  it('has the offers of data/home.yaml that are still on offer', async () => {
    const page = await openHome()
    // Three at least on any day (four once every departure of data/ has left, 2027-05-20).
    expect(LAST).toBeGreaterThanOrEqual(3)
    await expect.poll(() => page.locator('.hero__slide').count()).toBe(LAST)
    await expect.poll(() => page.locator('.hero__dot').count()).toBe(LAST)
  })

  it('starts on slide 1 and advances every 3.5 s', async () => {
    const page = await openHome()
    await expectSlide(page, 1)
    await run(page, ADVANCE_MS - 100)
    await expectSlide(page, 1)
    await run(page, 100)
    await expectSlide(page, 2)
    await run(page, ADVANCE_MS)
    await expectSlide(page, 3)
  })

  it('wraps from the last slide back to the first', async () => {
    const page = await openHome()
    await run(page, (LAST - 1) * ADVANCE_MS)
    await expectSlide(page, LAST)
    await run(page, ADVANCE_MS)
    await expectSlide(page, 1)
  })

  it('Previous on slide 1 goes to the last slide, Next on the last to slide 1', async () => {
    const page = await openHome()
    await page.getByRole('button', { name: t('slideshow.previous') }).click()
    await expectSlide(page, LAST)
    await page.getByRole('button', { name: t('slideshow.next') }).click()
    await expectSlide(page, 1)
  })

  it('a click on Next pauses autoplay for 10 s, then it resumes', async () => {
    const page = await openHome()
    await run(page, 1000)
    await page.getByRole('button', { name: t('slideshow.next') }).click()
    await expectSlide(page, 2)
    await run(page, 9000)
    await expectSlide(page, 2)
    await run(page, MANUAL_PAUSE_MS - 9000)
    await run(page, ADVANCE_MS - 100)
    await expectSlide(page, 2)
    await run(page, 100)
    await expectSlide(page, 3)
  })

  it('a click on a dot jumps to that slide and pauses autoplay for 10 s', async () => {
    const page = await openHome()
    // The last slide but one, so that autoplay's next is the last (the offers still on offer change with the day).
    const jump = LAST - 1
    await page.getByRole('button', { name: t('slideshow.show', { number: jump, title: slides[jump - 1]!.title }) }).click()
    await expectSlide(page, jump)
    await run(page, 9000)
    await expectSlide(page, jump)
    await run(page, MANUAL_PAUSE_MS - 9000)
    await run(page, ADVANCE_MS)
    await expectSlide(page, LAST)
  })

  it('the Pause button stops autoplay, and Play starts it again', async () => {
    const page = await openHome()
    await page.getByRole('button', { name: t('slideshow.pause') }).click()
    await run(page, 5 * ADVANCE_MS)
    await expectSlide(page, 1)
    await page.getByRole('button', { name: t('slideshow.play') }).click()
    await run(page, ADVANCE_MS)
    await expectSlide(page, 2)
  })

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    const page = await openHome({ reducedMotion: 'reduce' })
    await run(page, 5 * ADVANCE_MS)
    await expectSlide(page, 1)
    // The arrows still work.
    await page.getByRole('button', { name: t('slideshow.next') }).click()
    await expectSlide(page, 2)
    await run(page, MANUAL_PAUSE_MS + 3 * ADVANCE_MS)
    await expectSlide(page, 2)
  })

  it("slide 1's Book Now goes to its offer, and hidden slides cannot be reached", async () => {
    const page = await openHome()
    const first = page.locator('.hero__slide').nth(0)
    const book = first.getByRole('link', { name: literally(t('booking.bookNow')) })
    await expect.poll(() => book.getAttribute('href')).toBe(slides[0]!.link)
    // Only the active slide's link is exposed to keyboard and assistive technology.
    await expect.poll(() => page.getByRole('link', { name: literally(t('booking.bookNow')) }).count()).toBe(1)
  })
})
