// Every page prints whole (issue 38): Chromium's print of a page, read back from the PDF, holds
// every heading of its content (the parts below the first screen that content-visibility leaves
// unpainted until scrolled to, and every tab's panel of a package page) and the footer's last
// line; the phone's action bar and the cookie box are not printed.
import { describe, expect, it } from 'vitest'
import { useE2E } from '../support/browser'
import { pdfText } from '../support/pdf-text'

const e2e = useE2E()

// A package page of each kind (with its tabs), the home page, a guide with a section menu, a visa
// page and a policy.
const ROUTES = ['/umrah/december-2026/', '/hajj/SEPR27/', '/', '/knowledge-centre/', '/visa/', '/privacy-policy/']

// Without spaces and in lower case: a heading set in capitals (text-transform) or spaced out
// (letter-spacing) is printed so, and PDF.js splits the ligatures fi and ffi off their word.
const collapse = (text: string) => text.replace(/\s+/g, '').toLowerCase()

describe('printing a page', () => {
  it.each(ROUTES)('%s prints whole', async (route) => {
    const { page } = await e2e.open({ viewport: { width: 1280, height: 900 } })
    await page.goto(route)
    // What the page holds for the reader: its headings (the panels of tabs too; a slideshow's
    // current slide only, and not the windows that open on a click), and the line that ends the page.
    const expected = await page.evaluate(() => {
      const readable = (el: Element) => {
        if (el.closest('.visually-hidden, [aria-hidden="true"], .hero__slide:not(.is-active), dialog:not([open])')) return false
        const hidden = el.closest('[hidden]')
        return !hidden || hidden.getAttribute('role') === 'tabpanel'
      }
      const headings = [...document.querySelectorAll('main h1, main h2, main h3')].filter(readable).map((el) => el.textContent ?? '')
      const last = document.querySelector('.site-footer__legal p')?.textContent ?? ''
      return { headings, last, actionBar: document.querySelector('.action-bar')?.textContent ?? '' }
    })
    expect(expected.headings.length).toBeGreaterThan(3)
    const printed = collapse(await pdfText(await page.pdf({ format: 'A4', printBackground: true })))
    const missing = expected.headings.map(collapse).filter((heading) => !printed.includes(heading))
    expect(missing, `headings not printed on ${route}`).toEqual([])
    expect(printed).toContain(collapse(expected.last))
    expect(expected.actionBar).not.toBe('')
    expect(printed).not.toContain(collapse(expected.actionBar))
  })
})
