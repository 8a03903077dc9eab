// The 'why choose us' carousel of /umrah (and /hajj), as docs/specification/part-1.md says (section 4): 3 / 2 / 1 cards
// in view at 1440 / 800 / 375 px, positions 0 to min(2, cards - in view) with 3 dots, Previous
// and Next stop at the ends, autoplay every 20 s except on phones, 8 s of rest after a manual
// move, a swipe of more than 50 px on phones, nothing moving by itself with reduced motion.
// Time is Playwright's fake clock, so nothing here waits for real seconds.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT, settle, useE2E, waitForIslands, type PageOptions } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

const content = parse(readFileSync(join(PROJECT_ROOT, 'data', 'why-choose-us.yaml'), 'utf8')) as {
  heading: string
  cards: Array<{ title: string; description: string }>
}
const PAGE = '/umrah/'
const AUTOPLAY_MS = 20_000
const MANUAL_PAUSE_MS = 8000
const START = new Date('2026-01-12T09:00:00Z').getTime()
const CARDS = content.cards.length
const WIDTHS = [
  { width: 1440, visible: 3 },
  { width: 800, visible: 2 },
  { width: 375, visible: 1 },
] as const
const lastPosition = (visible: number) => Math.min(2, CARDS - visible)

interface Opened {
  page: Page
  carousel: Locator
  problems: string[]
}

/** The page at a width, clock installed and stopped (time moves only by runFor), carousel in view. */
async function open(width: number, options: PageOptions = {}, path = PAGE): Promise<Opened> {
  const { page, problems } = await e2e.open({ viewport: { width, height: 900 }, ...options })
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 1000)
  await page.goto(path)
  await waitForIslands(page)
  const carousel = page.getByRole('region', { name: content.heading })
  await carousel.scrollIntoViewIfNeeded()
  return { page, carousel, problems }
}

/** Advances the fake clock and lets React render what the timers changed. */
async function run(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms)
  await settle(page)
}

interface Shown {
  /** Slide numbers (1-based) lying wholly inside the carousel, as a visitor sees them. */
  inView: number[]
  /** Slide numbers a keyboard or a pointer can reach (not inert). */
  exposed: number[]
  /** Slide numbers assistive technology reads (not aria-hidden). */
  announced: number[]
  /** Position of the current dot (0-based), or -1. */
  dot: number
  dots: number
}

// A slide's name ("2 of 6") and a dot's ("Show from card 2") as data/words.yaml writes them, as
// patterns the page can use: the slide's number is the first group.
const SLIDE_NAME = literally(t('carousel.position', { number: '#', total: '#' }))
  .source.replace('#', '(\\d+)')
  .replace('#', '\\d+')
const DOT_NAME = literally(t('cardCarousel.show', { number: '#' })).source.replace('#', '\\d+')

function shown(carousel: Locator): Promise<Shown> {
  return carousel.evaluate(
    (region, [slideName, dotName, roleDescription]) => {
      const box = region.getBoundingClientRect()
      const slides = Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription]')).filter(
        (slide) => slide.getAttribute('aria-roledescription') === roleDescription,
      )
      const number = (slide: HTMLElement) => Number(new RegExp(`^${slideName}`).exec(slide.getAttribute('aria-label') ?? '')?.[1])
      const dots = Array.from(region.querySelectorAll('button')).filter((b) => new RegExp(`^${dotName}`).test(b.getAttribute('aria-label') ?? ''))
      return {
        inView: slides
          .filter((slide) => {
            const r = slide.getBoundingClientRect()
            return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1
          })
          .map(number),
        exposed: slides.filter((slide) => !slide.inert).map(number),
        announced: slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true').map(number),
        dot: dots.findIndex((d) => d.getAttribute('aria-current') === 'true'),
        dots: dots.length,
      }
    },
    [SLIDE_NAME, DOT_NAME, t('carousel.slide')],
  )
}

/** How many autoplay controls (Pause autoplay, Start autoplay) the carousel offers. */
async function autoplayControls(carousel: Locator): Promise<number> {
  const names = [t('cardCarousel.pause'), t('cardCarousel.play')]
  const counts = await Promise.all(names.map((name) => carousel.getByRole('button', { name }).count()))
  return counts.reduce((sum, count) => sum + count, 0)
}

const range = (first: number, visible: number) => Array.from({ length: visible }, (_, i) => first + i)

/** The carousel is at `position` (0-based) with `visible` cards: seen, exposed and dotted alike. */
async function expectPosition(carousel: Locator, position: number, visible: number): Promise<void> {
  await expect
    .poll(() => shown(carousel), { timeout: 3000 })
    .toEqual({
      inView: range(position + 1, visible),
      exposed: range(position + 1, visible),
      announced: range(position + 1, visible),
      dot: position,
      dots: 3,
    })
}

/** The position right now (after React rendered), for checks that nothing moved. */
async function positionNow(carousel: Locator): Promise<number> {
  return (await shown(carousel)).dot
}

/**
 * Lets `intervals` autoplay intervals pass one at a time and checks after each that the carousel
 * stayed at `position` (three steps at once would come round to where they started).
 */
async function expectNoAutoplay(page: Page, carousel: Locator, position: number, intervals = 3): Promise<void> {
  for (let i = 1; i <= intervals; i++) {
    await run(page, AUTOPLAY_MS)
    expect(await positionNow(carousel), `after ${i} × 20 s`).toBe(position)
  }
}

/** A one-finger swipe through Chromium's touch input (real touch events, not synthetic ones). */
async function swipe(page: Page, on: Locator, dx: number, dy = 0): Promise<void> {
  const box = await on.boundingBox()
  if (!box) throw new Error('nothing to swipe on')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y: y + (dy * i) / 5 }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  await settle(page)
}

describe('why choose us carousel', () => {
  it(`has the heading and the ${CARDS} cards of data/why-choose-us.yaml`, async () => {
    const { carousel, page, problems } = await open(1440)
    expect(CARDS).toBe(8)
    await expect.poll(() => page.getByRole('heading', { level: 2, name: content.heading }).count()).toBe(1)
    const slides = carousel.getByRole('group', { includeHidden: true })
    await expect.poll(() => slides.count()).toBe(CARDS)
    for (const [i, card] of content.cards.entries()) {
      expect(await slides.nth(i).getAttribute('aria-label')).toBe(t('carousel.position', { number: i + 1, total: CARDS }))
      expect(await slides.nth(i).getAttribute('aria-roledescription')).toBe(t('carousel.slide'))
      expect((await slides.nth(i).textContent())?.replace(/\s+/g, ' ')).toContain(card.title)
    }
    expect(problems).toEqual([])
  })

  for (const { width, visible } of WIDTHS) {
    it(`at ${width} px shows ${visible} card(s), 3 dots, and Next / Previous stop at position ${lastPosition(visible)} / 0`, async () => {
      const { carousel } = await open(width)
      const last = lastPosition(visible)
      await expectPosition(carousel, 0, visible)
      const next = carousel.getByRole('button', { name: t('cardCarousel.next') })
      const previous = carousel.getByRole('button', { name: t('cardCarousel.previous') })
      expect(await previous.getAttribute('aria-disabled')).toBe('true')
      for (let position = 1; position <= last; position++) {
        await next.click()
        await expectPosition(carousel, position, visible)
      }
      expect(await next.getAttribute('aria-disabled')).toBe('true')
      // Pressing it anyway (it only looks disabled, so keyboard focus stays on it) does nothing.
      await next.click({ force: true })
      await expectPosition(carousel, last, visible)
      for (let position = last - 1; position >= 0; position--) {
        await previous.click()
        await expectPosition(carousel, position, visible)
      }
      expect(await previous.getAttribute('aria-disabled')).toBe('true')
      await previous.click({ force: true })
      await expectPosition(carousel, 0, visible)
    })

    it(`at ${width} px the prerendered page shows the first ${visible} card(s) without JavaScript`, async () => {
      const { page } = await e2e.open({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      await page.goto(PAGE)
      const carousel = page.getByRole('region', { name: content.heading })
      await carousel.scrollIntoViewIfNeeded()
      const { inView } = await shown(carousel)
      expect(inView).toEqual(range(1, visible))
    })
  }

  it('a dot moves to its position', async () => {
    const { carousel } = await open(1440)
    await carousel.getByRole('button', { name: t('cardCarousel.show', { number: 3 }) }).click()
    await expectPosition(carousel, 2, 3)
    await carousel.getByRole('button', { name: t('cardCarousel.show', { number: 2 }) }).click()
    await expectPosition(carousel, 1, 3)
  })

  for (const { width, visible } of WIDTHS.slice(0, 2)) {
    it(`at ${width} px moves on by itself every 20 s, and starts again after the last position`, async () => {
      const { carousel, page } = await open(width)
      await run(page, AUTOPLAY_MS - 100)
      expect(await positionNow(carousel)).toBe(0)
      await run(page, 100)
      await expectPosition(carousel, 1, visible)
      await run(page, AUTOPLAY_MS)
      await expectPosition(carousel, 2, visible)
      await run(page, AUTOPLAY_MS)
      await expectPosition(carousel, 0, visible)
    })
  }

  it('does not move by itself on a 375 px phone, and offers no autoplay control there', async () => {
    const { carousel, page } = await open(375)
    await expectNoAutoplay(page, carousel, 0)
    await expectPosition(carousel, 0, 1)
    expect(await autoplayControls(carousel)).toBe(0)
  })

  it('Next pauses autoplay for 8 s, then it goes on every 20 s', async () => {
    const { carousel, page } = await open(1440)
    await run(page, 15_000)
    await carousel.getByRole('button', { name: t('cardCarousel.next') }).click()
    await expectPosition(carousel, 1, 3)
    // Autoplay would have moved at 20 s; it rests until 8 s after the click instead...
    await run(page, MANUAL_PAUSE_MS - 100)
    expect(await positionNow(carousel)).toBe(1)
    // ...then starts counting 20 s again. (The clock stops at the resume so that React, whose
    // work the fake clock does not run, starts the new interval at that moment.)
    await run(page, 100)
    await run(page, AUTOPLAY_MS - 100)
    expect(await positionNow(carousel)).toBe(1)
    await run(page, 100)
    await expectPosition(carousel, 2, 3)
  })

  it('a dot and Previous pause autoplay for 8 s too', async () => {
    const { carousel, page } = await open(1440)
    await run(page, 19_000)
    await carousel.getByRole('button', { name: t('cardCarousel.show', { number: 3 }) }).click()
    await expectPosition(carousel, 2, 3)
    await run(page, 5000)
    await carousel.getByRole('button', { name: t('cardCarousel.previous') }).click()
    await expectPosition(carousel, 1, 3)
    await run(page, MANUAL_PAUSE_MS)
    await run(page, AUTOPLAY_MS - 100)
    expect(await positionNow(carousel)).toBe(1)
    await run(page, 100)
    await expectPosition(carousel, 2, 3)
  })

  it('Pause autoplay stops it until Start autoplay is pressed (WCAG 2.2.2)', async () => {
    const { carousel, page } = await open(1440)
    await carousel.getByRole('button', { name: t('cardCarousel.pause') }).click()
    await expectNoAutoplay(page, carousel, 0)
    await carousel.getByRole('button', { name: t('cardCarousel.play') }).click()
    await run(page, AUTOPLAY_MS)
    await expectPosition(carousel, 1, 3)
  })

  it('at 375 px a swipe of more than 50 px moves one card, a shorter or upward one does not', async () => {
    const { carousel, page } = await open(375, { hasTouch: true })
    const cards = carousel.getByRole('group', { includeHidden: true })
    await swipe(page, cards.nth(0), -40)
    await expectPosition(carousel, 0, 1)
    await swipe(page, cards.nth(0), -80)
    await expectPosition(carousel, 1, 1)
    await swipe(page, cards.nth(1), -150)
    await expectPosition(carousel, 2, 1)
    // The last position: a swipe to the left stays there.
    await swipe(page, cards.nth(2), -80)
    await expectPosition(carousel, 2, 1)
    await swipe(page, cards.nth(2), 45)
    await expectPosition(carousel, 2, 1)
    await swipe(page, cards.nth(2), 80)
    await expectPosition(carousel, 1, 1)
    // Mostly up and down is scrolling the page, not a swipe.
    await swipe(page, cards.nth(1), -60, -120)
    await expectPosition(carousel, 1, 1)
  })

  it('a swipe does nothing on a 1440 px touch screen (swiping is for phones)', async () => {
    const { carousel, page } = await open(1440, { hasTouch: true })
    await swipe(page, carousel.getByRole('group', { includeHidden: true }).nth(1), -120)
    await settle(page)
    expect(await positionNow(carousel)).toBe(0)
  })

  it('never moves by itself when the visitor prefers reduced motion, and slides without animation', async () => {
    const { carousel, page } = await open(1440, { reducedMotion: 'reduce' })
    await expectNoAutoplay(page, carousel, 0)
    expect(await autoplayControls(carousel)).toBe(0)
    await carousel.getByRole('button', { name: t('cardCarousel.next') }).click()
    // No transition: the cards are in place at once.
    await settle(page)
    expect((await shown(carousel)).inView).toEqual([2, 3, 4])
    await run(page, MANUAL_PAUSE_MS)
    await expectNoAutoplay(page, carousel, 1)
  })

  it('keeps its size: no jump when it hydrates or moves', { timeout: 120_000 }, async () => {
    const height = (carousel: Locator) => carousel.evaluate((el) => el.getBoundingClientRect().height)
    for (const { width } of WIDTHS) {
      const { page: plain } = await e2e.open({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      await plain.goto(PAGE)
      const before = await height(plain.getByRole('region', { name: content.heading }))
      const { carousel } = await open(width)
      expect(await height(carousel), `${width} px after hydration`).toBe(before)
      await carousel.getByRole('button', { name: t('cardCarousel.next') }).click()
      await expectPosition(carousel, 1, WIDTHS.find((w) => w.width === width)!.visible)
      expect(await height(carousel), `${width} px after a move`).toBe(before)
    }
  })

  it('is on /hajj too, with the same cards', async () => {
    const { carousel } = await open(1440, {}, '/hajj/')
    await expect.poll(() => carousel.getByRole('group', { includeHidden: true }).count()).toBe(CARDS)
    await expectPosition(carousel, 0, 3)
  })
})
