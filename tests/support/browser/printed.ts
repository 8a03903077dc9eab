// Whether Chromium's print of a page holds all of it (issue 38): every heading of its content (the
// parts below the first screen that content-visibility leaves unpainted until scrolled to, and
// every tab's panel of a package page) and of the footer, read from the PDF's outline, which names
// each heading printed in the page's own script. An English page's text, read back, also holds
// the footer's last line and not the phone's action bar.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { pdfOutline, pdfText } from '../pdf-text'

// Without spaces and in lower case: a heading set in capitals (text-transform) or spaced out
// (letter-spacing) is printed so, and PDF.js splits the ligatures fi and ffi off their word.
// A right-to-left run inside a heading (the Arabic name of a rite) is laid out by Chromium in
// display order in the outline, so only the heading's other letters are compared.
const collapse = (text: string) => text.replace(/\s+/g, '').toLowerCase()
const withoutRightToLeft = (text: string) => collapse(text).replace(/[\p{Script=Arabic}\p{Script=Hebrew}·]/gu, '')

/**
 * Prints the page as it is now (its stylesheets in, its carousels started: a carousel marks the
 * cards out of view hidden from assistive technology, which takes their headings out of the PDF's
 * outline) and fails unless the PDF holds what the page holds for the reader.
 */
export async function expectPrintedWhole(page: Page, route: string): Promise<void> {
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
  expect(printed, `the footer's last line printed on ${route}`).toContain(collapse(expected.last))
  expect(expected.actionBar).not.toBe('')
  expect(printed, `the action bar printed on ${route}`).not.toContain(collapse(expected.actionBar))
}
