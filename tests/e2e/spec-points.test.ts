// Open points of docs/specification/ (issue 38), each as a visitor reads it on the built site.
import { describe, expect, it } from 'vitest'
import { useE2E, waitForIslands } from '../support/browser'
import { describedText, field, openApplication, openApplicationPage } from '../support/browser/visa-applications'
import { formatFor } from '../../content/browser/format'
import { localeOfPath } from '../../content/browser/locale'

const e2e = useE2E()

/** The page's text, the windows that open on a click included, white space collapsed. */
async function pageText(path: string): Promise<string> {
  const { page } = await e2e.open()
  await page.goto(path)
  return page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' '))
}

describe('Saudi emergency numbers: 997 ambulance, 999 police, 998 fire, the same everywhere', () => {
  it.each(['/contact/', '/bn/contact/', '/knowledge-centre/'])('%s gives the three numbers and never 911', async (path) => {
    // A Bengali page writes them in its own digits (৯৯৭), as a reader reads them.
    const digits = formatFor(localeOfPath(path).locale).digits
    const text = await pageText(path)
    for (const number of [997, 999, 998]) expect(text, String(number)).toMatch(new RegExp(`(?<![\\d০-৯])${digits(number)}(?![\\d০-৯])`))
    expect(text).not.toMatch(new RegExp(`(?<![\\d০-৯])(911|${digits(911)})(?![\\d০-৯])`))
  })
})

describe('the East London Mosque community trip', () => {
  it('shows its dates and price, £1,649 with £1,749 struck through, departed or not', async () => {
    const { page } = await e2e.open()
    await page.goto('/east-london-mosque-umrah/')
    const trip = page.locator('.community-umrah__hero-trip')
    expect(await trip.textContent()).toMatch(/26 October.*3 November 2025/)
    expect(await trip.locator('.price').textContent()).toContain('£1,649')
    expect(await trip.locator('s, del').first().textContent()).toContain('£1,749')
  })
})

describe('the home visa cards, as the specification lists them', () => {
  it('give the e-Waiver 6 months, the tourist visa 1 year with its 90-day stay, and approvals within 3-7 days', async () => {
    const { page } = await e2e.open()
    await page.goto('/')
    const card = (title: string) => page.locator('.visa-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    const eWaiver = (await card('E-Waiver Visa').textContent()) ?? ''
    expect(eWaiver).toContain('6 months')
    expect(eWaiver).not.toContain('90 days')
    expect((await card('Tourist Visa').textContent()) ?? '').toMatch(/1 year.*90 days/)
    expect(await pageText('/')).toContain('Approvals within 3-7 days')
  })

  it('say the same in Bengali', async () => {
    const { page } = await e2e.open()
    await page.goto('/bn/')
    const cards = await page.locator('.visa-card').allTextContents()
    expect(cards.find((text) => text.includes('ই-ওয়েভার'))).toContain('৬ মাস')
    expect(cards.find((text) => text.includes('ট্যুরিস্ট'))).toMatch(/১ বছর.*৯০ দিন/)
    expect(await pageText('/bn/')).toContain('৩–৭ দিনের মধ্যে')
  })
})

describe('the offices an applicant may call', () => {
  it('each Schengen consulate panel gives its phone', async () => {
    const { page } = await e2e.open()
    await page.goto('/schengen-visa/')
    await waitForIslands(page)
    for (const country of ['Germany', 'France', 'Spain', 'Italy']) {
      await page.getByRole('tab', { name: country, exact: true }).click()
      const office = page.getByRole('tabpanel').locator('.visa-office')
      expect(await office.getByRole('link').first().getAttribute('href'), country).toMatch(/^tel:\+44207946\d{4}$/)
    }
  })

  it.each(['/bangladesh-visa/', '/bn/bangladesh-visa/'])('%s: the High Commission block gives a phone and an e-mail address', async (path) => {
    const { page } = await e2e.open()
    await page.goto(path)
    const office = page.getByRole('tabpanel').locator('.visa-office')
    const links = await office.getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect(links.some((href) => /^tel:\+44\d{10}$/.test(href ?? ''))).toBe(true)
    expect(links.some((href) => /^mailto:[^@]+@example\.com$/.test(href ?? ''))).toBe(true)
  })
})

describe('the privacy policy', () => {
  it('is dated 23/08/2025 as specified; the terms keep 23 August 2025', async () => {
    const { page } = await e2e.open()
    await page.goto('/privacy-policy/')
    expect(await page.locator('main time').first().textContent()).toBe('23/08/2025')
    await page.goto('/terms-conditions/')
    expect(await page.locator('main time').first().textContent()).toBe('23 August 2025')
  })
})

describe('the passport rule under the application’s passport expiry field', () => {
  it.each([
    ['schengen', '3 months beyond your stay'],
    ['saudi', '6 months from your travel date'],
  ] as const)('the %s application says %s, as its page does', async (application, rule) => {
    const page = await openApplicationPage(e2e, application)
    const form = await openApplication(page)
    expect(await describedText(page, field(form, 'Passport expiry date'))).toContain(rule)
  })
})

describe('a departed package keeps its record as it was sold', () => {
  it.each([
    ['/umrah/february-2026/', '.umrah-sidebar', '£1,895'],
    ['/hajj/SSPR/', '.hajj-sidebar', '£8,099'],
  ])('%s shows its struck-through original price, and offers no booking', async (path, sidebar, original) => {
    const { page } = await e2e.open()
    await page.goto(path)
    const panel = page.locator(sidebar)
    expect(await panel.locator('del').first().textContent()).toContain(original)
    const text = await panel.innerText()
    for (const offer of ['Book This Package', 'Register Interest']) expect(text).not.toContain(offer)
  })
})

describe('the home page’s Umrah hotel claim beside the cheapest price', () => {
  it('claims no more than every package holds: the cheapest has 4-star hotels', async () => {
    const text = await pageText('/')
    expect(text).not.toMatch(/Umrah with 5-star hotels/)
    expect(text).toMatch(/Umrah with 4- and 5-star hotels near the Haram/)
    expect(text).toMatch(/Group Umrah from London with 4- and 5-star hotels/)
  })
})
