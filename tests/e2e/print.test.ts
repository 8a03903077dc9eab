// Every page of the built site prints whole (issue 38): each route is printed in its one load in
// routes.test.ts (support/browser/printed.ts says what is checked). Here: that this covers every
// page, and what printing leaves out.
import { describe, expect, it } from 'vitest'
import { builtRoutes, useE2E, waitForStylesheets } from '../support/browser'

const e2e = useE2E()

// Every built page: the package pages with their tabs, the guides with their section menus, the
// visa pages, the policies, the search and not-found pages, in both languages.
const ROUTES = builtRoutes()

describe('printing a page', () => {
  it('covers every page of the site, in both languages', () => {
    expect(ROUTES.length).toBeGreaterThan(80)
    expect(ROUTES.filter((route) => route.startsWith('/bn/')).length).toBeGreaterThan(30)
  })

  // A blurred shadow is drawn into the PDF as a picture of its own: with them, /umrah/ printed to
  // 3.2 MB in 1.8 s of Chromium's time; without, 2.2 MB in 0.7 s. A card keeps its border.
  it('prints no shadow: every card keeps its border instead', async () => {
    const { page } = await e2e.open({ viewport: { width: 1280, height: 900 } })
    await page.goto('/umrah/')
    await waitForStylesheets(page)
    const shadows = () =>
      page.evaluate(() => {
        const shadowed = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).boxShadow !== 'none')
        const cards = [...document.querySelectorAll('.card')]
        return { shadowed: shadowed.length, cards: cards.length, bordered: cards.filter((el) => getComputedStyle(el).borderTopStyle !== 'none').length }
      })
    // On the screen the cards have their shadows (so the check below can see one).
    expect((await shadows()).shadowed).toBeGreaterThan(0)
    await page.emulateMedia({ media: 'print' })
    const printed = await shadows()
    expect(printed.shadowed, 'elements printed with a shadow').toBe(0)
    expect(printed.cards).toBeGreaterThan(0)
    expect(printed.bordered, 'cards printed with a border').toBe(printed.cards)
  })
})
