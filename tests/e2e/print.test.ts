// Every page of the built site prints whole (issue 38): Chromium's print of a page holds every
// heading of its content (the parts below the first screen that content-visibility leaves
// unpainted until scrolled to, and every tab's panel of a package page) and of the footer, read
// from the PDF's outline, which names each heading printed in the page's own script. An English
// page's text, read back, also holds the footer's last line and not the phone's action bar.
import { describe, expect, it } from 'vitest'
import { builtRoutes, startCarousels, useE2E, useTabPool, waitForStylesheets } from '../support/browser'
import { pdfOutline, pdfText } from '../support/pdf-text'

const e2e = useE2E()
const tabs = useTabPool(e2e, { viewport: { width: 1280, height: 900 } })

// Every built page: the package pages with their tabs, the guides with their section menus, the
// visa pages, the policies, the search and not-found pages, in both languages.
const ROUTES = builtRoutes()

// Without spaces and in lower case: a heading set in capitals (text-transform) or spaced out
// (letter-spacing) is printed so, and PDF.js splits the ligatures fi and ffi off their word.
// A right-to-left run inside a heading (the Arabic name of a rite) is laid out by Chromium in
// display order in the outline, so only the heading's other letters are compared.
const collapse = (text: string) => text.replace(/\s+/g, '').toLowerCase()
const withoutRightToLeft = (text: string) => collapse(text).replace(/[\p{Script=Arabic}\p{Script=Hebrew}·]/gu, '')

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

  // A long page (the gallery, /hajj/) makes a PDF of twenty sheets and more: minutes on a busy machine.
  it.concurrent.for(ROUTES)('%s prints whole', { timeout: 180_000 }, (route, { expect }) =>
    tabs.use(async ({ page }) => {
      await page.goto(route)
      // The print rules are in the stylesheets, which come after the first paint.
      await waitForStylesheets(page)
      // A carousel marks the cards out of view hidden from assistive technology when it starts,
      // which takes their headings out of the PDF's outline (its tags): read and printed once it has.
      await startCarousels(page)
      // What the page holds for the reader: its headings (the panels of tabs too; a slideshow's
      // current slide only, and not the windows that open on a click), and the line that ends the page.
      const expected = await page.evaluate(() => {
        const readable = (el: Element) => {
          if (el.closest('.visually-hidden, [aria-hidden="true"], .hero__slide:not(.is-active), dialog:not([open])')) return false
          const hidden = el.closest('[hidden]')
          return !hidden || hidden.getAttribute('role') === 'tabpanel'
        }
        // A page's own menu of its sections ("On this page") is for the screen: not printed.
        const headings = [...document.querySelectorAll('main h1, main h2, main h3')]
          .filter((el) => readable(el) && !el.closest('nav'))
          .map((el) => el.textContent ?? '')
        const footer = [...document.querySelectorAll('.site-footer :is(h2, h3)')].map((el) => el.textContent ?? '')
        const last = document.querySelector('.site-footer__legal p')?.textContent ?? ''
        return { headings, footer, last, actionBar: document.querySelector('.action-bar')?.textContent ?? '' }
      })
      expect(expected.headings.length, `headings on ${route}`).toBeGreaterThan(0)
      expect(expected.footer.length, `footer headings on ${route}`).toBeGreaterThan(0)
      const pdf = await page.pdf({ format: 'A4', printBackground: true, outline: true, tagged: true })
      const outline = (await pdfOutline(pdf)).map(withoutRightToLeft).join('\n')
      const missing = [...expected.headings, ...expected.footer].map(withoutRightToLeft).filter((heading) => !outline.includes(heading))
      expect(missing, `headings not printed on ${route}`).toEqual([])
      if (route.startsWith('/bn/')) return
      const printed = collapse(await pdfText(pdf))
      expect(printed).toContain(collapse(expected.last))
      expect(expected.actionBar).not.toBe('')
      expect(printed).not.toContain(collapse(expected.actionBar))
    }),
  )
})
