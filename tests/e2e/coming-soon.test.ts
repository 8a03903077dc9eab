// /coming-soon: the services on their way, ways to reach the agency, links to what is ready, and
// the notify-me form, which sends the address to the agency through the newsletter function and
// thanks the visitor in green; an empty submit is stopped by the browser's required message.
import { telHref, whatsappNumber } from '../../content/server/contact/phone'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, DESKTOP, listEmails, PHONE, sendEnquiry, useE2E } from '../support/browser'

const e2e = useE2E()
const content = loadCatalogue('coming-soon', 'en')
const site = loadCatalogue('site', 'en')
const ENDPOINT = '**/.netlify/functions/send-newsletter-signup'

const notifyForm = (page: Page) => page.getByRole('form', { name: content.notify.heading })
const emailBox = (page: Page) => notifyForm(page).getByRole('textbox', { name: content.notify.label })
const message = (page: Page) => notifyForm(page).getByRole('status')

async function open(viewport: { width: number; height: number } = DESKTOP) {
  const { page, problems } = await e2e.open({ viewport, reducedMotion: 'reduce' })
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/send-newsletter-signup')) sent.push(request.postData() ?? '')
  })
  await page.goto('/coming-soon/')
  return { page, sent, problems }
}

describe('/coming-soon', () => {
  it('shows what is coming, how to reach us and where to go now, from data', async () => {
    const { page, problems } = await open()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(content.hero.heading)
    const upcoming = page.getByRole('region', { name: content.upcoming.heading })
    expect(await upcoming.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(content.upcoming.items.map((i) => i.title))
    expect(content.upcoming.items).toHaveLength(4)
    for (const item of content.upcoming.items) {
      expect(await upcoming.getByRole('link', { name: item.link.label }).getAttribute('href')).toBe(item.link.href)
    }
    const contact = page.getByRole('region', { name: content.contact.heading })
    expect(await contact.getByRole('link', { name: site.phones.main.display }).getAttribute('href')).toBe(telHref(site.phones.main))
    expect(await contact.getByRole('link', { name: site.emails.main }).getAttribute('href')).toBe(`mailto:${site.emails.main}`)
    expect(await contact.getByRole('link', { name: site.whatsapp.display }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${whatsappNumber(site.whatsapp)}\\?text=`),
    )
    const explore = page.getByRole('region', { name: content.explore.heading })
    const hrefs = await explore.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/umrah/', '/hajj/', '/contact/'])
    const assistance = page.getByRole('region', { name: content.assistance.heading })
    expect(await assistance.getByRole('link', { name: new RegExp(site.phones.main.display) }).getAttribute('href')).toBe(telHref(site.phones.main))
    expect(problems).toEqual([])
  })

  it('an empty submit is stopped by the required field: nothing is sent and no error is shown', async () => {
    const { page, sent } = await open()
    expect(await emailBox(page).getAttribute('placeholder')).toBe(content.notify.placeholder)
    await notifyForm(page).getByRole('button', { name: content.notify.button }).click()
    expect(await emailBox(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    expect(await emailBox(page).evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('')
    expect(await message(page).isVisible()).toBe(false)
    await page.waitForTimeout(300)
    expect(sent).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])
  })

  it('a valid address is sent to the agency, marked from this page, and the thank-you shows in green', async () => {
    const { page } = await open()
    const address = 'maryam.khan@example.org'
    await emailBox(page).fill(address)
    const form = notifyForm(page)
    const { body, mail } = await sendEnquiry(
      page,
      { submit: form.locator('button[type="submit"]'), message: message(page) },
      {
        endpoint: ENDPOINT,
        sendingText: content.notify.submittingLabel,
        successText: content.notify.thankYou,
        idleText: content.notify.button,
        outbox: e2e.site.outbox,
        showsReference: false,
      },
    )
    // The id of this filled-in box, so sending it again never subscribes twice.
    expect(body).toEqual({ email: address, source: 'coming-soon', locale: 'en', website: '', enquiryId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) })
    expect(await emailBox(page).inputValue()).toBe('')
    expect(mail.subject).toContain(address)
    expect(mail.subject).toContain('Coming soon page')
    expect(mail.text).toContain(address)
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([address])
  })

  for (const viewport of [PHONE, DESKTOP]) {
    // The page as it loads is checked with every route (tests/e2e/routes.test.ts).
    it(`is axe clean at ${viewport.width} px with the thank-you shown`, async () => {
      const { page } = await open(viewport)
      await emailBox(page).fill(`axe.${viewport.width}@example.org`)
      await notifyForm(page).getByRole('button', { name: content.notify.button }).click()
      await expect.poll(() => message(page).innerText(), { timeout: 10_000 }).toBe(content.notify.thankYou)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
