// The three policies: heading, last updated, the contents with docs/specification/part-2.md's anchors, the
// terms' figures from data/site.yaml, and the cookie policy's choice box on the banner's store
// (Accept All, Essential Only, Cookie Settings; the banner follows a choice made here).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatPounds } from '../../content/browser/format'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, DESKTOP, PHONE, useE2E } from '../support/browser'

const e2e = useE2E()
const site = loadCatalogue('site', 'en')
const labels = loadCatalogue('policy-pages', 'en')
const consent = labels.consent

const ANCHORS: Record<string, string[]> = {
  '/privacy-policy/': [
    'information-collection',
    'how-we-use',
    'sharing-data',
    'data-security',
    'cookies',
    'your-rights',
    'safety-tips',
    'policy-changes',
    'contact',
  ],
  '/terms-conditions/': [
    'definitions',
    'contract',
    'payments',
    'cancellations',
    'changes',
    'hajj-umrah',
    'transport',
    'liability',
    'force-majeure',
    'jurisdiction',
  ],
  '/cookie-policy/': ['introduction', 'what-are-cookies', 'why-we-use', 'types-of-cookies', 'how-to-control', 'policy-changes', 'contact'],
}
const TITLES: Record<string, string> = { '/privacy-policy/': 'Privacy Policy', '/terms-conditions/': 'Terms & Conditions', '/cookie-policy/': 'Cookie Policy' }

const contents = (page: Page) => page.getByRole('navigation', { name: labels.contentsHeading })
const box = (page: Page) => page.getByRole('region', { name: consent.heading })
const stored = (page: Page) => page.evaluate(() => ({ consent: localStorage.getItem('cookieConsent'), date: localStorage.getItem('cookieConsentDate') }))
const current = (page: Page) => box(page).getByRole('status').innerText()

describe('policy pages', () => {
  for (const [path, anchors] of Object.entries(ANCHORS)) {
    // docs/specification/part-2.md writes the privacy policy's date in figures, the other two in words.
    const updated = path.includes('privacy') ? '23/08/2025' : '23 August 2025'
    it(`${path}: title, last updated ${updated}, and the contents link to the specification's anchors`, async () => {
      const { page, problems } = await e2e.open()
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLES[path])
      expect(await page.locator('.policy__updated').innerText()).toBe(`${labels.lastUpdatedLabel} ${updated}`)
      const links = contents(page).getByRole('link')
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(anchors.map((a) => `#${a}`))
      for (const anchor of anchors) expect(await page.locator(`h2#${anchor}`).count(), anchor).toBe(1)
      await links.nth(anchors.length - 1).click()
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${anchors[anchors.length - 1]}`)
      expect(await page.locator(`#${anchors[anchors.length - 1]}`).isVisible()).toBe(true)
      expect(problems).toEqual([])
    })
  }

  it('the terms show every figure of the booking terms from data/site.yaml', async () => {
    const { page } = await e2e.open()
    await page.goto('/terms-conditions/')
    const text = await page.locator('main').innerText()
    const terms = site.bookingTerms
    expect(text).toContain(`a deposit of ${formatPounds(terms.flightDeposit)} per person`)
    expect(text).toContain(`${formatPounds(terms.changeFee)} per person for each change`)
    expect(text).toContain(`${terms.balanceDueDays} days (8 weeks) before departure`)
    expect(text).toContain(`ATOL number ${site.atolNumber}`)
    expect(text).toContain('100% non-refundable')
    const rows = await page
      .locator('#cancellations ~ table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent?.trim())))
    expect(rows).toEqual([
      [`More than ${terms.balanceDueDays} days`, 'Loss of deposit'],
      [
        `${terms.balanceDueDays - 1} to ${terms.lateCancellation.fromDays} days`,
        expect.stringMatching(new RegExp(`^${terms.lateCancellation.percent}% of the total cost`)),
      ],
      [`${terms.lateCancellation.fromDays - 1} to 0 days`, '100% of the total cost'],
    ])
    // docs/specification/part-2.md's figures, as the data holds them today.
    expect([terms.flightDeposit, terms.changeFee, terms.balanceDueDays, terms.lateCancellation.fromDays, terms.lateCancellation.percent]).toEqual([
      300, 100, 60, 30, 75,
    ])
  })

  it("privacy: passwords of at least 8 characters, privacy replies within 48 hours, the agency's details", async () => {
    const { page } = await e2e.open()
    await page.goto('/privacy-policy/')
    const text = await page.locator('main').innerText()
    expect(text).toContain('at least 8 characters')
    expect(text).toContain(`within ${site.privacyReplyHours} hours`)
    expect(site.privacyReplyHours).toBe(48)
    expect(text).toContain(site.emails.main)
    expect(text).toContain(site.phones.main.display)
  })

  it('footer and banner links lead to the policies (with a slash) and answer 200', async () => {
    const { page } = await e2e.open({ consent: null })
    await page.goto('/')
    for (const name of ['Privacy Policy', 'Terms & Conditions', 'Cookie Policy']) {
      const href = await page.locator('footer').getByRole('link', { name, exact: true }).getAttribute('href')
      expect(href).toMatch(/^\/[a-z-]+\/$/)
      expect((await page.request.get(href!)).status(), href!).toBe(200)
    }
    expect(await page.locator('[data-cookie-banner] a').getAttribute('href')).toBe('/cookie-policy/')
  })
})

describe("the cookie policy's choice box", () => {
  it('is on the first paint with its buttons, before any script has run; without JavaScript only its note', async () => {
    const { page } = await e2e.open({ consent: null })
    // The page as the document alone draws it: no script of its own has run.
    await page.route('**/assets/entries/*.js', (request) => request.abort())
    // Without it the stylesheets are never asked for: the document read is enough.
    await page.goto('/cookie-policy/', { waitUntil: 'domcontentloaded' })
    expect(await box(page).getByRole('button', { name: consent.acceptAll }).isVisible()).toBe(true)
    const { page: plain } = await e2e.open({ consent: null, javaScriptEnabled: false })
    await plain.goto('/cookie-policy/')
    // What the box shows, as rendered (innerText leaves out what is not displayed).
    const shown = await box(plain).innerText()
    expect(shown).toContain(consent.noScript)
    for (const name of [consent.acceptAll, consent.settings, consent.essentialOnly]) expect(shown, name).not.toContain(name)
  })

  it('shows no choice on a first visit; Accept All and Essential Only store the choice with its date', async () => {
    const { page } = await e2e.open({ consent: null })
    await page.goto('/cookie-policy/')
    await expect.poll(() => current(page)).toBe(`${consent.currentLabel} ${consent.choices.none}`)
    await box(page).getByRole('button', { name: consent.acceptAll }).click()
    const all = await stored(page)
    expect(all.consent).toBe('all')
    expect(Date.now() - new Date(all.date!).getTime()).toBeLessThan(60_000)
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    expect(await current(page)).toBe(`${consent.currentLabel} ${consent.choices.all} ${consent.savedOn.replace('{date}', today)}`)

    await box(page).getByRole('button', { name: consent.essentialOnly }).click()
    expect((await stored(page)).consent).toBe('essential')
    expect(await current(page)).toContain(consent.choices.essential)
    await page.reload()
    await expect.poll(() => current(page)).toContain(consent.choices.essential)
  })

  it('Cookie Settings opens the two choices with the current one selected, and saving changes it', async () => {
    const { page } = await e2e.open({ consent: 'essential' })
    await page.goto('/cookie-policy/')
    const settings = box(page).getByRole('button', { name: consent.settings })
    await expect.poll(() => settings.isVisible()).toBe(true)
    expect(await settings.getAttribute('aria-expanded')).toBe('false')
    await settings.click()
    expect(await settings.getAttribute('aria-expanded')).toBe('true')
    const group = box(page).getByRole('group', { name: consent.settingsHeading })
    const essential = group.getByRole('radio', { name: new RegExp(consent.essentialOption) })
    const all = group.getByRole('radio', { name: new RegExp(consent.allOption) })
    expect(await essential.isChecked()).toBe(true)
    expect(await essential.evaluate((el) => el === document.activeElement)).toBe(true)
    await all.check()
    await box(page).getByRole('button', { name: consent.save }).click()
    expect((await stored(page)).consent).toBe('all')
    expect(await current(page)).toContain(consent.choices.all)
    expect(await group.isVisible()).toBe(false)
    expect(await settings.getAttribute('aria-expanded')).toBe('false')
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('the banner respects a choice made here: it does not appear, and an open banner goes away', async () => {
    const START = new Date('2026-03-02T10:00:00Z').getTime()
    const banner = (page: Page) => page.getByRole('region', { name: loadCatalogue('shell', 'en').cookieBanner.heading })

    // Chosen on this page before the banner's 2 s: it never shows.
    let { page } = await e2e.open({ consent: null })
    await page.clock.install({ time: START })
    await page.goto('/cookie-policy/')
    await box(page).getByRole('button', { name: consent.essentialOnly }).click()
    await page.clock.runFor(5000)
    expect(await banner(page).isVisible()).toBe(false)
    await page.context().close()

    // The banner is showing; choosing here fades it out.
    ;({ page } = await e2e.open({ consent: null }))
    await page.clock.install({ time: START })
    await page.goto('/cookie-policy/')
    await page.clock.runFor(2100)
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await box(page).getByRole('button', { name: consent.acceptAll }).click()
    await page.clock.runFor(400)
    await expect.poll(() => banner(page).isVisible()).toBe(false)
    expect((await stored(page)).consent).toBe('all')

    // And the banner's own buttons update the box.
    ;({ page } = await e2e.open({ consent: null }))
    await page.clock.install({ time: START })
    await page.goto('/cookie-policy/')
    await page.clock.runFor(2100)
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await banner(page).getByRole('button', { name: 'Essential Only' }).click()
    expect(await current(page)).toContain(consent.choices.essential)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    // Each policy as it loads is checked with every route (tests/e2e/routes.test.ts); here the
    // state only a click opens.
    it(`the cookie policy is axe clean at ${viewport.width} px with the cookie settings open`, async () => {
      const { page } = await e2e.open({ viewport })
      await page.goto('/cookie-policy/')
      await box(page).getByRole('button', { name: consent.settings }).click()
      expect(await axeViolations(page), 'cookie settings open').toEqual([])
    })
  }
})
