// /gallery in Chromium: category filters with counts and the filter in the address, the empty
// state, grid and list, the viewer (counter, previous and next wrapping, arrow keys, Escape, swipe,
// scroll lock, focus kept inside and returned), sharing (Web Share, else a copied link),
// responsive lazy images, and axe with the viewer open at 375 and 1440 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, useE2E, waitForIslands, type PageOptions } from '../support/browser'

const e2e = useE2E()

async function openGallery(path = '/gallery/', options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ reducedMotion: 'reduce', ...options })
  await page.goto(path)
  await waitForIslands(page)
  return page
}

const filters = (page: Page) => page.getByRole('group', { name: 'Filter photos by category' }).getByRole('button')
const shownPhotos = (page: Page) => page.locator('[data-photo-id]:not([hidden])')
const viewer = (page: Page) => page.getByRole('dialog')
const counter = (page: Page) => viewer(page).locator('.lightbox__counter')
const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))

describe('filters', () => {
  it('show every category with its count, All Photos first and chosen', async () => {
    const page = await openGallery()
    const labels = (await filters(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
    expect(labels).toEqual([
      'All Photos 50 photos',
      'Umrah 14 photos',
      'Hajj 10 photos',
      'Ziyarat Tours 10 photos',
      'Halal Tours 10 photos',
      'Seminar 6 photos',
    ])
    expect(await filters(page).first().getAttribute('aria-pressed')).toBe('true')
    expect(await shownPhotos(page).count()).toBe(50)
  })

  it('a category shows only its photos and is written in the address, which opens it again', async () => {
    const page = await openGallery()
    await page.getByRole('button', { name: /^Hajj\s*10/ }).click()
    expect(await shownPhotos(page).count()).toBe(10)
    expect(new Set(await shownPhotos(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.category)))).toEqual(new Set(['hajj']))
    expect(new URL(page.url()).search).toBe('?category=hajj')
    expect(await page.getByRole('button', { name: /^Hajj\s*10/ }).getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('button', { name: /^All Photos/ }).click()
    expect(new URL(page.url()).search).toBe('')
    expect(await shownPhotos(page).count()).toBe(50)

    const shared = await openGallery('/gallery/?category=training')
    expect(await shownPhotos(shared).count()).toBe(6)
    expect(await shared.getByRole('button', { name: /^Seminar\s*6/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it("a category with no photos shows the specification's empty state", async () => {
    const page = await openGallery('/gallery/?category=ramadan-2019')
    expect(await shownPhotos(page).count()).toBe(0)
    const status = page.getByRole('status').filter({ hasText: 'No Photos Found' })
    expect(await status.innerText()).toMatch(/No Photos Found\s+No photos match the selected category\. Try selecting a different filter\./)
    await page.getByRole('button', { name: /^Umrah\s*14/ }).click()
    expect(await shownPhotos(page).count()).toBe(14)
    expect(await page.getByText('No Photos Found').count()).toBe(0)
  })

  it("grid and list views are toggle buttons; the list shows each photo's details", async () => {
    const page = await openGallery()
    const grid = page.getByRole('button', { name: 'Grid view' })
    const list = page.getByRole('button', { name: 'List view' })
    expect(await grid.getAttribute('aria-pressed')).toBe('true')
    const details = page.locator('.gallery-item__details').first()
    expect(await details.isVisible()).toBe(false)
    await list.click()
    expect(await list.getAttribute('aria-pressed')).toBe('true')
    expect(await grid.getAttribute('aria-pressed')).toBe('false')
    expect(await details.isVisible()).toBe(true)
    expect(await details.innerText()).toMatch(/Date\s*14 October 2025\s*Location\s*Masjid al-Haram, Makkah\s*Group size\s*42 pilgrims/)
  })

  it('pictures carry width and height; all but the first few load lazily; there is no Like button', async () => {
    const page = await openGallery()
    const images = await page
      .locator('.gallery-item img')
      .evaluateAll((imgs) => imgs.map((img) => ({ w: img.getAttribute('width'), h: img.getAttribute('height'), loading: img.getAttribute('loading') })))
    expect(images).toHaveLength(50)
    for (const image of images) expect(Number(image.w) * Number(image.h)).toBeGreaterThan(0)
    expect(images.slice(0, 4).map((i) => i.loading)).toEqual(['eager', 'eager', 'eager', 'eager'])
    expect(new Set(images.slice(4).map((i) => i.loading))).toEqual(new Set(['lazy']))
    expect(await page.getByRole('button', { name: /like/i }).count()).toBe(0)
  })
})

describe('the viewer', () => {
  it('opens on the photo chosen, counts within the filter, wraps both ways, by buttons and arrow keys', async () => {
    const page = await openGallery('/gallery/?category=hajj')
    await page.getByRole('button', { name: 'View photo: Our Camp in Mina' }).click()
    await expect.poll(() => viewer(page).isVisible()).toBe(true)
    expect(await viewer(page).getByRole('heading', { name: 'Our Camp in Mina' }).isVisible()).toBe(true)
    expect(await counter(page).innerText()).toBe('1 of 10')
    expect(await scrollLocked(page)).toBe(true)
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click()
    expect(await counter(page).innerText()).toBe('10 of 10')
    expect(await viewer(page).getByRole('heading', { level: 2 }).innerText()).toBe('Hajj Group Photo')
    await viewer(page).getByRole('button', { name: 'Next photo' }).click()
    expect(await counter(page).innerText()).toBe('1 of 10')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await counter(page).innerText()).toBe('3 of 10')
    await page.keyboard.press('ArrowLeft')
    expect(await counter(page).innerText()).toBe('2 of 10')
    expect(await viewer(page).getByRole('img', { name: 'The Day of Arafah' }).isVisible()).toBe(true)
    expect(await viewer(page).innerText()).toContain('Standing in supplication on the plain of Arafat.')
  })

  it('keeps focus inside, closes on Escape and gives focus back to the photo; the page scrolls again', async () => {
    const page = await openGallery()
    const opener = page.getByRole('button', { name: 'View photo: Maghrib at the Haram' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => viewer(page).isVisible()).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => viewer(page).count()).toBe(0)
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect.poll(() => scrollLocked(page)).toBe(false)
  })

  it('closes with its close button', async () => {
    const page = await openGallery()
    await page.getByRole('button', { name: 'View photo: Tawaf After Isha' }).click()
    await viewer(page).getByRole('button', { name: 'Close photo viewer' }).click()
    await expect.poll(() => viewer(page).count()).toBe(0)
  })

  it('moves with a swipe on a phone', async () => {
    const page = await openGallery('/gallery/', { viewport: PHONE, hasTouch: true, isMobile: true })
    await page.getByRole('button', { name: 'View photo: Tawaf After Isha' }).click()
    await expect.poll(() => counter(page).innerText()).toBe('1 of 50')
    const swipe = (from: number, to: number) =>
      page.locator('.lightbox__stage').evaluate(
        (stage, [x0, x1]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 300 })
          stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0!)], changedTouches: [touch(x0!)] }))
          stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x1!)] }))
        },
        [from, to],
      )
    await swipe(300, 80)
    await expect.poll(() => counter(page).innerText()).toBe('2 of 50')
    await swipe(80, 300)
    await swipe(80, 300)
    await expect.poll(() => counter(page).innerText()).toBe('50 of 50')
  })

  it('?photo= opens that photo; Share uses the Web Share API with its address', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      ;(window as unknown as { shared: unknown[] }).shared = []
      navigator.share = async (data) => {
        ;(window as unknown as { shared: unknown[] }).shared.push(data)
      }
    })
    await page.goto('/gallery/?photo=the-day-of-arafah')
    await waitForIslands(page)
    await expect.poll(() => viewer(page).isVisible()).toBe(true)
    expect(await viewer(page).getByRole('heading', { level: 2 }).innerText()).toBe('The Day of Arafah')
    await viewer(page).getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared))
      .toEqual([{ title: 'The Day of Arafah', text: "A photo from Al-Noor Travel's gallery", url: e2e.url('/gallery/?photo=the-day-of-arafah') }])
  })

  it('without the Web Share API, Share copies the link and says so', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      ;(window as unknown as { copied: string[] }).copied = []
      Object.defineProperty(navigator, 'share', { value: undefined })
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void (window as unknown as { copied: string[] }).copied.push(text) },
      })
    })
    await page.goto('/gallery/')
    await waitForIslands(page)
    await page.getByRole('button', { name: 'View photo: Mount Uhud' }).click()
    await viewer(page).getByRole('button', { name: 'Share' }).click()
    await expect.poll(() => viewer(page).getByRole('status').innerText()).toBe('Link copied to your clipboard')
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([e2e.url('/gallery/?photo=mount-uhud')])
  })
})

describe('axe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    // The grid, as the page loads, is checked with every route (tests/e2e/routes.test.ts).
    it(`finds nothing at ${viewport.width} px, in the list and with the viewer open`, async () => {
      const page = await openGallery('/gallery/', { viewport })
      await page.getByRole('button', { name: 'List view' }).click()
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'View photo: Jabal an-Nour' }).click()
      await expect.poll(() => viewer(page).isVisible()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
