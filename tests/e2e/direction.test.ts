// A right-to-left page mirrors (issue 39). No language of the site runs right to left yet, so each
// built English page is served with `<html dir="rtl">` in place of the `dir="ltr"` the renderer
// writes from content/browser/locale.ts: the shell, a carousel, tabs, a dialog with its form and the
// gallery's viewer must then read from the right, and their arrow keys and swipes go forward
// towards the left, as a page in Urdu or Arabic would.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { DESKTOP, isLocalUrl, openPage, useE2E, waitForIslands, type OpenedPage } from '../support/browser'
import { t } from '../support/words'

const e2e = useE2E()
const WORDS = {
  carousel: loadCatalogue('why-choose-us', 'en').heading,
  hotels: loadCatalogue('hotels', 'en'),
  lightbox: loadCatalogue('gallery', 'en').lightbox,
}

/** Every page of the context served right to left; a page the renderer did not mark ltr fails the test. */
async function servedRightToLeft(context: BrowserContext): Promise<void> {
  await context.route(isLocalUrl, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    const tag = /<html lang="en-GB" dir="ltr">/
    if (!tag.test(html)) throw new Error(`${route.request().url()}: no <html lang="en-GB" dir="ltr"> to turn right to left`)
    const headers = { ...response.headers() }
    delete headers['content-length']
    delete headers['content-encoding']
    await route.fulfill({ response, headers, body: html.replace(tag, '<html lang="en-GB" dir="rtl">') })
  })
}

// One page for the file, visiting three pages; each test goes on from where the one before left it.
let opened: OpenedPage
let page: Page
beforeAll(async () => {
  opened = await openPage(e2e.browser, e2e.site.url, { viewport: DESKTOP, reducedMotion: 'reduce', hasTouch: true })
  page = opened.page
  await servedRightToLeft(opened.context)
})
afterAll(async () => {
  await opened?.context.close()
})

async function visit(path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl')
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not shown`)
  return { ...found, right: found.x + found.width, centre: found.x + found.width / 2 }
}
/** Whether the icon inside is drawn mirrored (a chevron pointing the other way). */
const mirrored = (button: Locator) => button.locator('svg').evaluate((icon) => getComputedStyle(icon).scale === '-1 1')

describe('a page served right to left', () => {
  it('the shell: the logo at the right, the menu to its left', async () => {
    await visit('/umrah/')
    const logo = await box(page.locator('.site-header .logo'))
    const menu = await box(page.locator('.desktop-nav'))
    expect(logo.x, 'the logo is right of the menu').toBeGreaterThan(menu.right)
    expect(DESKTOP.width - logo.right, 'the logo ends near the right edge').toBeLessThan(80)
  })

  it('a carousel: Next is at the left, its chevron points left, and it brings the next card in from the left', async () => {
    const carousel = page.getByRole('region', { name: WORDS.carousel })
    await carousel.scrollIntoViewIfNeeded()
    const previous = carousel.getByRole('button', { name: t('cardCarousel.previous') })
    const next = carousel.getByRole('button', { name: t('cardCarousel.next') })
    expect((await box(next)).x).toBeLessThan((await box(previous)).x)
    expect(await mirrored(next)).toBe(true)
    const viewport = await box(carousel.locator('.wcu-carousel__viewport'))
    const cards = carousel.getByRole('group', { includeHidden: true })
    const first = await box(cards.nth(0))
    expect(first.right, 'the first card at the right').toBeGreaterThan(viewport.right - 2)
    await next.click()
    // The second card takes the first's place at the right; the first has moved out to the right.
    await expect.poll(async () => Math.round((await box(cards.nth(1))).right - first.right)).toBe(0)
    expect((await box(cards.nth(0))).x).toBeGreaterThanOrEqual(viewport.right - 1)
  })

  it("a card: the hotel's city in its picture's right corner, the price in the left", async () => {
    await visit('/hotels/')
    const city = await box(page.locator('.hotels-card__city').first())
    const price = await box(page.locator('.hotels-card__price').first())
    expect(price.right).toBeLessThan(city.x)
  })

  it('tabs: laid out from the right, ArrowLeft chooses the next and ArrowRight the previous', async () => {
    const tabs = page.getByRole('tablist', { name: 'Filter hotels by city' }).getByRole('tab')
    const names = await tabs.allInnerTexts()
    expect(names.length).toBeGreaterThan(2)
    expect((await box(tabs.nth(1))).right).toBeLessThan((await box(tabs.nth(0))).x)
    await tabs.nth(0).focus()
    await page.keyboard.press('ArrowLeft')
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(names.length - 1).getAttribute('aria-selected'), 'ArrowRight from the first goes round to the last').toBe('true')
  })

  it('a dialog and its form: the close button at the left of the title, labels and fields from the right', async () => {
    await page.getByRole('button', { name: WORDS.hotels.worldwide.modalTitle }).first().click()
    const dialog = page.getByRole('dialog', { name: WORDS.hotels.worldwide.modalTitle })
    await expect.poll(() => dialog.locator('.loading-boundary').count()).toBe(0)
    const close = await box(dialog.locator('.modal__close'))
    const title = await box(dialog.locator('.modal__title'))
    expect(close.right).toBeLessThan(title.x)
    const fields = dialog.locator('.form-grid > .field:not(.field--wide)')
    const [first, second] = [await box(fields.nth(0)), await box(fields.nth(1))]
    expect(second.right, 'the second field left of the first').toBeLessThan(first.x)
    // The label's words end where its field does, at the right.
    const label = await fields
      .nth(0)
      .locator('label')
      .evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const { left, right } = range.getBoundingClientRect()
        return { left, right }
      })
    expect(Math.abs(label.right - first.right)).toBeLessThan(2)
    expect(label.left).toBeGreaterThan(first.centre)
    await page.keyboard.press('Escape')
  })

  it("the gallery's viewer: Next at the left, ArrowLeft and a swipe to the right show the next photo", async () => {
    await visit('/gallery/')
    await page.locator('[data-photo-id]').first().getByRole('button').click()
    const viewer = page.getByRole('dialog')
    const counter = viewer.locator('.lightbox__counter')
    await expect.poll(() => counter.innerText()).toMatch(/^1 of \d+$/)
    const total = (await counter.innerText()).split(' of ')[1]
    const next = viewer.getByRole('button', { name: WORDS.lightbox.next })
    expect((await box(next)).x).toBeLessThan((await box(viewer.getByRole('button', { name: WORDS.lightbox.previous }))).x)
    expect(await mirrored(next)).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter.innerText()).toBe(`2 of ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.innerText()).toBe(`1 of ${total}`)
    await viewer.locator('.lightbox__stage').evaluate((stage) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 300 })
      stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(100)], changedTouches: [touch(100)] }))
      stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(300)] }))
    })
    await expect.poll(() => counter.innerText()).toBe(`2 of ${total}`)
  })
})
