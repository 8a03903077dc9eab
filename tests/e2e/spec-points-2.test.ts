// Open points of the specification (issue 38), the second part: each as a visitor reads it on the built site.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useE2E, waitForStylesheets, waitInPage } from '../support/browser'

const e2e = useE2E()

/** Waits until the page has stopped moving: the same scroll position and heading place in two frames in a row. */
async function settledTop(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        let last = NaN
        let same = 0
        const step = () => {
          const top = Math.round(document.querySelector(target)!.getBoundingClientRect().top)
          same = top === last ? same + 1 : 0
          last = top
          if (same >= 10) resolve(top)
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
    selector,
  )
}

describe('the knowledge centre’s navigator lands on the section clicked, on a first click', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('%s', async (_, viewport) => {
    for (const [name, id] of [
      ['Makkah', 'makkah'],
      ['Madinah', 'madinah'],
      ['Health Guide', 'health-guide'],
      ['Historical Sites', 'historical-sites'],
    ]) {
      const { page } = await e2e.open({ viewport })
      await page.goto('/knowledge-centre/')
      await waitForStylesheets(page)
      await page.getByRole('navigation', { name: 'Knowledge centre sections' }).getByRole('link', { name, exact: true }).click()
      const top = await settledTop(page, `#${id} h2`)
      // Below the header and the navigator, not past the section (where it went thousands of pixels).
      expect(top, name).toBeGreaterThan(0)
      expect(top, name).toBeLessThan(260)
    }
  })
})

/** The standard deviation of the pixels of one area of a PNG: 0 for an area of one colour, low for a gradient. */
async function spread(png: Buffer, area: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { channels } = await sharp(png).extract(area).stats()
  return Math.max(...channels.map((channel) => channel.stdev))
}

describe('a full-page capture shows the whole page', () => {
  it.each(['/umrah/', '/knowledge-centre/', '/bn/'])('%s: every heading below the first screen is drawn', async (path) => {
    const { page } = await e2e.open({ viewport: PHONE })
    await page.goto(path)
    // Once the page is idle its parts below the first screen are laid out for good.
    await waitInPage(
      page,
      () =>
        Array.from(document.querySelectorAll('.section ~ .section, main ~ .site-footer')).every(
          (part) => getComputedStyle(part).contentVisibility === 'visible',
        ),
      'every part of the page to be laid out',
    )
    const png = await page.screenshot({ fullPage: true, animations: 'disabled' })
    const { width, height } = await sharp(png).metadata()
    const headings = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main h2, .site-footer h2'))
        .map((heading) => heading.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.top + window.scrollY > window.innerHeight)
        .map((box) => ({ left: Math.floor(box.left), top: Math.floor(box.top + window.scrollY), width: Math.ceil(box.width), height: Math.ceil(box.height) })),
    )
    expect(headings.length).toBeGreaterThan(3)
    for (const box of headings) {
      const area = { ...box, width: Math.min(box.width, width! - box.left), height: Math.min(box.height, height! - box.top) }
      // A heading drawn has letters on its ground; one left out is an even ground.
      expect(await spread(png, area), `the heading at ${box.top} px`).toBeGreaterThan(20)
    }
  })
})
