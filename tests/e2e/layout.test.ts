// Nothing covered on a phone, and cards' buttons in line (issue 38): on every route at 375 px, no
// link, button, heading or price lies under a fixed element (the action bar, the cookie box, the
// header) once scrolled to as the browser scrolls what gets focus; with the cookie box up on a
// first visit, what it covers comes clear once scrolled to, and the home hero's Book Now is clear; and in every row of cards, at a
// phone's and a desktop's width, the cards' buttons end at one height.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, DESKTOP, forgetVisit, openPage, PHONE, resizePage, useE2E, useTabPool, waitInPage, type OpenedPage } from '../support/browser'
import { coveredByFixed, gridsWithEmptyColumns, misalignedCardRows, underCookieBox, type Covered, type Misaligned } from '../support/browser/covered'

const e2e = useE2E()
const routes = builtRoutes()

let tab: OpenedPage
beforeAll(async () => {
  tab = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE })
})
afterAll(async () => {
  await tab?.context.close()
})
// The checks of every route, a few tabs at a time (it.concurrent): a page load is mostly waiting.
const tabs = useTabPool(e2e, { viewport: PHONE })
// First visits in a few tabs, each emptied after every visit of what a visit leaves (storage,
// cookies), so that the next is a first visit too; the page's clock installed
// once per tab and moved on by each check. A new context per visit cost a new renderer each.
const firstVisits = useTabPool(e2e, { viewport: PHONE, consent: null }, (tab) => tab.page.clock.install())

const isHajjPackage = (route: string) => /^\/(bn\/)?hajj\/[A-Z0-9]+\/$/.test(route)

interface Measured {
  phone: { covered: Covered[]; misaligned: Misaligned[]; footerTop: number }
  desktop: { misaligned: Misaligned[]; emptyColumns: string[]; panel?: { top: number; main: number } }
}

// Each route is loaded once for the phone's and the desktop's checks: opened at 375 px, measured,
// then widened to 1440 px, where the CSS lays it out again, and measured again. Each test awaits
// the one measurement of its route (the first to ask starts it) and asserts its own part of it.
const measurements = new Map<string, Promise<Measured>>()
function measured(route: string): Promise<Measured> {
  let measuring = measurements.get(route)
  if (!measuring) {
    measuring = tabs.use(async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(route)
      const footerTop = await page.evaluate(() => document.querySelector('.site-footer')!.getBoundingClientRect().top + scrollY)
      const phone = { covered: await page.evaluate(coveredByFixed), misaligned: await page.evaluate(misalignedCardRows), footerTop }
      // At the top, as the page opens: the phone's checks scrolled it.
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
      await resizePage(page, DESKTOP)
      const desktop = {
        misaligned: await page.evaluate(misalignedCardRows),
        emptyColumns: await page.evaluate(gridsWithEmptyColumns),
        panel: isHajjPackage(route)
          ? await page.evaluate(() => ({
              top: document.querySelector('.hajj-sidebar')!.getBoundingClientRect().top,
              main: document.querySelector('.hajj-package__main')!.getBoundingClientRect().top,
            }))
          : undefined,
      }
      return { phone, desktop }
    })
    measurements.set(route, measuring)
  }
  return measuring
}

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

  // Each label of the bar with its icon whole and room on both sides, in the language with the
  // longest words, down to the narrowest phone in use (the Bengali WhatsApp label filled its third
  // of a 375 px bar to both edges, its icon squeezed to 19 px, and to 1 px at 320).
  it.for(['/', '/bn/'])('%s: each label of the bar fits its place with room to spare, its icon whole, at 320 to 412 px', async (route, { expect }) => {
    const { page } = tab
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    for (const width of [320, 360, 375, 412]) {
      await resizePage(page, { width, height: PHONE.height })
      const cramped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.action-bar a')].flatMap((link) => {
          const cell = link.getBoundingClientRect()
          const words = document.createRange()
          words.selectNodeContents(link)
          const content = words.getBoundingClientRect()
          const icon = link.querySelector('svg')?.getBoundingClientRect()
          const room = Math.min(content.left - cell.left, cell.right - content.right)
          const problems = []
          if (room < 6) problems.push(`${link.textContent?.trim()}: ${room.toFixed(1)} px from its edge`)
          if (icon && icon.width < 24) problems.push(`${link.textContent?.trim()}: its icon ${icon.width.toFixed(1)} px wide`)
          return problems
        }),
      )
      expect(cramped, `at ${width} px`).toEqual([])
    }
    await resizePage(page, PHONE)
  })

  it.concurrent.for(routes)(
    '%s: nothing lies under a fixed element, the cards of a row end in line, the footer is below the first screen',
    (route, { expect }) =>
      measured(route).then(({ phone }) => {
        expect(phone.covered).toEqual([])
        expect(phone.misaligned).toEqual([])
        // On the first screen, the footer's text was a short page's largest paint (base.css, main).
        expect(phone.footerTop, 'where the footer starts').toBeGreaterThanOrEqual(PHONE.height)
      }),
  )
})

describe('on a first visit, with the cookie box up (375 px)', () => {
  it.concurrent.for(routes)('%s: what the box covers of the first screen comes clear of it once scrolled to', (route, { expect }) =>
    firstVisits.use(async ({ page }) => {
      await page.goto(route)
      await page.clock.runFor(2100)
      await waitInPage(page, () => document.querySelector('.cookie-banner.is-visible') !== null, 'the cookie box')
      const under = await page.evaluate(underCookieBox)
      // The next visit in this tab is a first visit too (a failed check's tab is not lent again).
      await forgetVisit(page)
      expect(under.filter((found) => !found.clearOnceScrolled)).toEqual([])
      // The home page's first call to action, the hero's Book Now, is clear of it unscrolled.
      if (route === '/' || route === '/bn/') expect(under.filter((found) => found.what.startsWith('a'))).toEqual([])
    }),
  )
})

describe('on a desktop (1440 px)', () => {
  it.concurrent.for(routes)('%s: the cards of a row end in line, and no grid of cards leaves a column empty', (route, { expect }) =>
    measured(route).then(({ desktop }) => {
      expect(desktop.misaligned).toEqual([])
      expect(desktop.emptyColumns).toEqual([])
    }),
  )
})

describe('a Hajj package page on a 1440 × 900 desktop', () => {
  const packages = routes.filter(isHajjPackage)
  it.concurrent.for(packages)('%s: the price panel starts level with the content', (route, { expect }) =>
    measured(route).then(({ desktop }) => {
      expect(desktop.panel).toBeDefined()
      expect(Math.abs(desktop.panel!.top - desktop.panel!.main)).toBeLessThan(1)
    }),
  )
})
