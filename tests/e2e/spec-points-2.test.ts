// Open points of docs/specification/ (issue 38), the second part: each as a visitor reads it on the built site.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useE2E, waitForStylesheets, waitInPage } from '../support/browser'

const e2e = useE2E()

/** The main text of a page, white space collapsed. */
async function mainText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' '))
}

describe('the Hajj 2026 packages, the agency’s record', () => {
  it('/hajj/ lists them, departed, below the bookable season', async () => {
    const { page } = await e2e.open()
    await page.goto('/hajj/')
    const record = page.locator('section#hajj-2026')
    // Read where a visitor reads it, scrolled to: below the first screen the page draws a section
    // only as it comes near (content-visibility), and its text is empty until then.
    await record.scrollIntoViewIfNeeded()
    await expect.poll(() => record.getByRole('heading', { level: 2 }).innerText()).toBe('Hajj 2026: our record')
    const links = await record.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(links).toContain('/hajj/SSPR/')
    expect(links.length).toBeGreaterThanOrEqual(3)
    expect(await record.locator('.package-card:not(.is-sold-out)').count(), 'every one departed').toBe(0)
    // Below the season on offer.
    const order = await page.evaluate(() =>
      [document.getElementById('packages'), document.getElementById('hajj-2026')].map((el) => el!.getBoundingClientRect().top),
    )
    expect(order[0]).toBeLessThan(order[1]!)
  })

  it('a 2026 package page names its own season: its days of Hajj, breadcrumb and back link', async () => {
    const { page } = await e2e.open()
    await page.goto('/hajj/SSPR/')
    // docs/decisions.md, decision 18: the days of Hajj are the calendar's (8–13 Dhu al-Hijjah 1447), not docs/specification/part-1.md's 16–20 May.
    expect(await page.locator('.hajj-sidebar').innerText()).toMatch(/Hajj dates\s*25–30 May 2026/)
    const crumbs = await page.evaluate(() => {
      const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => {
        const json = JSON.parse(s.textContent ?? '{}') as { '@graph'?: unknown[] }
        return json['@graph'] ?? [json]
      }) as { '@type'?: string; itemListElement?: { name: string }[] }[]
      return data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.name)
    })
    expect(crumbs).toEqual(['Home', 'Hajj 2026 Packages', 'Shifting Super Premium'])
    const text = await mainText(page)
    expect(text).toContain('All Hajj 2026 packages')
    expect(text).not.toContain('2027')
  })
})

describe('the gallery’s shared links work on arrival, before any click', () => {
  it('?photo= opens that photo in the viewer', async () => {
    const { page } = await e2e.open()
    await page.goto('/gallery/?photo=the-day-of-arafah')
    const viewer = page.getByRole('dialog')
    await expect.poll(() => viewer.isVisible()).toBe(true)
    expect(await viewer.getByRole('heading').first().innerText()).toBe('The Day of Arafah')
  })

  it('?category= shows that category only, chosen', async () => {
    const { page } = await e2e.open()
    await page.goto('/gallery/?category=hajj')
    await expect.poll(() => page.locator('[data-photo-id]:not([hidden])').count()).toBe(10)
    expect(await page.getByRole('button', { name: /^Hajj\s*10/ }).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('decision 9 (docs/decisions.md): no button without a real destination', () => {
  it('no link on the site’s pages leads to an example domain or an example account', async () => {
    const { page } = await e2e.open()
    for (const path of ['/hajj/', '/hajj/SSPR/', '/contact/', '/gallery/', '/']) {
      await page.goto(path)
      const hrefs = await page.locator('a[href^="http"]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
      const sample = hrefs.filter((href) => /example\.(com|org|net)\/|\.example\b|\/@?example\/?$/.test(href))
      expect(sample, path).toEqual([])
    }
    // What has a real destination stays: the Google reviews link.
    await page.goto('/contact/')
    expect(await page.locator('#reviews a[href^="https://www.google.com/"]').count()).toBe(1)
  })
})

describe('the specification’s claims and page keywords', () => {
  it('1000+ destinations on /flights/; 30+ countries and 50+ group tours on /islamic-tours/', async () => {
    const { page } = await e2e.open()
    await page.goto('/flights/')
    expect(await mainText(page)).toContain('1000+ destinations')
    await page.goto('/islamic-tours/')
    const text = await mainText(page)
    expect(text).toContain('30+ countries')
    expect(text).toContain('50+ group tours')
  })

  it('pages carry their local keywords (localKeywords), in their language', async () => {
    const { page } = await e2e.open()
    const keywords = async (path: string) => {
      await page.goto(path)
      return page.locator('meta[name="keywords"]').getAttribute('content')
    }
    expect(await keywords('/umrah/')).toContain('Umrah packages from London')
    expect(await keywords('/hajj/')).toMatch(/Hajj 20\d\d UK/)
    expect(await keywords('/bn/')).toContain('লন্ডন থেকে উমরাহ প্যাকেজ')
  })
})

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
