// Nothing covered on a phone (issue 38): the phone's action bar, Call · WhatsApp · Quote, with
// room for each label down to the narrowest phone; with the cookie box up on a first visit, what
// it covers of every route comes clear once scrolled to, and the home hero's Book Now is clear.
// What lies under a fixed element on every route once a choice is stored, and the cards' buttons in
// line at a phone's and a desktop's width, are measured in tests/e2e/routes.test.ts, in the one
// load it makes of each route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, forgetVisit, openPage, PHONE, resizePage, useE2E, useTabPool, waitInPage, type OpenedPage } from '../support/browser'
import { underCookieBox } from '../support/browser/covered'

const e2e = useE2E()
const routes = builtRoutes()

let tab: OpenedPage
beforeAll(async () => {
  tab = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE })
})
afterAll(async () => {
  await tab?.context.close()
})
// First visits in a few tabs (it.concurrent: a page load is mostly waiting), each emptied after
// every visit of what a visit leaves (storage, cookies), so that the next is a first visit too;
// the page's clock installed once per tab and moved on by each check. A new context per visit
// cost a new renderer each.
const firstVisits = useTabPool(e2e, { viewport: PHONE, consent: null }, (tab) => tab.page.clock.install())

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
