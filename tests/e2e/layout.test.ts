// Nothing covered on a phone, and cards' buttons in line (issue 38): on every route at 375 px, no
// link, button, heading or price lies under a fixed element (the action bar, the cookie box, the
// header) once scrolled to as the browser scrolls what gets focus; with the cookie box up on a
// first visit, what it covers comes clear once scrolled to, and the home hero's Book Now is clear; and in every row of cards, at a
// phone's and a desktop's width, the cards' buttons end at one height.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, DESKTOP, openPage, PHONE, useE2E, waitInPage, type OpenedPage } from '../support/browser'
import { coveredByFixed, gridsWithEmptyColumns, misalignedCardRows, underCookieBox } from '../support/browser/covered'

const e2e = useE2E()
const routes = builtRoutes()

let tab: OpenedPage
beforeAll(async () => {
  tab = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE })
})
afterAll(async () => {
  await tab?.context.close()
})

describe('on a phone (375 px)', () => {
  it('has the action bar, Call · WhatsApp · Quote, and no round WhatsApp button besides', async () => {
    await tab.page.goto('/')
    const bar = tab.page.getByRole('complementary', { name: 'Call, WhatsApp or get a quote' })
    expect((await bar.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['Call', 'WhatsApp', 'Quote'])
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+442079460100')
    expect(await bar.getByRole('link', { name: 'Quote' }).getAttribute('href')).toMatch(/^\/get-quote/)
    // One WhatsApp link fixed on the screen: the bar's (no round button beside the bar).
    const fixedWhatsApp = await tab.page.evaluate(
      () =>
        [...document.querySelectorAll('a[href^="https://wa.me/"]')].filter((link) => {
          if (link.getClientRects().length === 0) return false
          for (let at: Element | null = link; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true
          return false
        }).length,
    )
    expect(fixedWhatsApp).toBe(1)
  })

  it.each(routes)('%s: nothing lies under a fixed element, and the cards of a row end in line', async (route) => {
    await tab.page.goto(route)
    expect(await tab.page.evaluate(coveredByFixed)).toEqual([])
    expect(await tab.page.evaluate(misalignedCardRows)).toEqual([])
  })
})

describe('on a first visit, with the cookie box up (375 px)', () => {
  it.each(routes)('%s: what the box covers of the first screen comes clear of it once scrolled to', async (route) => {
    const { page } = await e2e.open({ viewport: PHONE, consent: null })
    await page.clock.install()
    await page.goto(route)
    await page.clock.runFor(2100)
    await waitInPage(page, () => document.querySelector('.cookie-banner.is-visible') !== null, 'the cookie box')
    const under = await page.evaluate(underCookieBox)
    expect(under.filter((found) => !found.clearOnceScrolled)).toEqual([])
    // The home page's first call to action, the hero's Book Now, is clear of it unscrolled.
    if (route === '/' || route === '/bn/') expect(under.filter((found) => found.what.startsWith('a'))).toEqual([])
  })
})

describe('on a desktop (1440 px)', () => {
  it.each(routes)('%s: the cards of a row end in line, and no grid of cards leaves a column empty', async (route) => {
    await tab.page.setViewportSize(DESKTOP)
    await tab.page.goto(route)
    expect(await tab.page.evaluate(misalignedCardRows)).toEqual([])
    expect(await tab.page.evaluate(gridsWithEmptyColumns)).toEqual([])
  })
})

describe('a Hajj package page on a 1440 × 900 desktop', () => {
  const packages = routes.filter((route) => /^\/(bn\/)?hajj\/[A-Z0-9]+\/$/.test(route))
  it.each(packages)('%s: the price panel starts level with the content', async (route) => {
    await tab.page.setViewportSize(DESKTOP)
    await tab.page.goto(route)
    const panel = await tab.page.evaluate(() => ({
      top: document.querySelector('.hajj-sidebar')!.getBoundingClientRect().top,
      main: document.querySelector('.hajj-package__main')!.getBoundingClientRect().top,
    }))
    expect(Math.abs(panel.top - panel.main)).toBeLessThan(1)
  })
})
