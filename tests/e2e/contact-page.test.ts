// The /contact page end to end: every section shows its content from data/, the form's subject
// and travel month lists, its checks (subject and message required here), the submitting state
// with the button disabled, the e-mail the agency receives, and the failures every enquiry form
// shares, in data/'s words.
import { today } from '../../content/server/today'
import { telHref, whatsappNumber } from '../../content/server/contact/phone'
import { fillFacts, siteFacts, siteWithFacts } from '../../content/server/facts/facts'
import type { Page } from 'playwright-core'
import { leadsSomewhere } from '../../content/browser/sample-values'
import { describe, expect, it } from 'vitest'
import { contactPageTravelMonthLabel, contactSubjectOptions } from '../../forms/contact'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { buildDay } from '../support/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { describeEnquiryFailures, type EnquiryFormParts, layOutEveryPart, listEmails, PHONE, sendEnquiry, useE2E, waitForIslands } from '../support/browser'
import { replyText } from '../support/form-words'
import { withoutReference } from '../support/reference'
import { t } from '../support/words'
import { dataText } from '../support/data-text'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
const ENDPOINT = '**/.netlify/functions/send-contact-email'
const CONTACT = loadCatalogue('forms', 'en').contact
const HAJJ_MARK = loadCatalogue('forms', 'en').travelMonths.hajjMark

const content = fillFacts(loadCatalogue('contact-page', 'en'), siteFacts(today(), 'en'), 'data/contact-page.yaml')
// As the pages show it: the reply promise with {replyHours} filled in.
const site = siteWithFacts(today(), 'en')
const { testimonials } = loadCatalogue('testimonials', 'en')

const visitor = {
  name: 'Mohammed Ali',
  phone: '07700 900321',
  email: 'mohammed.ali@example.org',
  subject: 'hajj-inquiry',
  subjectLabel: CONTACT.subjects.find((choice) => choice.value === 'hajj-inquiry')!.label,
  message: 'Two adults & our mother <aged 70>.\nWe need wheelchair assistance.',
}

/** A field found by the start of its accessible name (a star may follow its label). */
const startsWith = (label: string) => new RegExp(`^${label}`)
const TRAVEL_MONTH = startsWith(t('contactForm.travelMonth'))
const form = (page: Page) => page.getByRole('form', { name: t('contactForm.name') })
const field = {
  name: (page: Page) => form(page).getByRole('textbox', { name: startsWith(CONTACT.labels.name) }),
  phone: (page: Page) => form(page).getByRole('textbox', { name: startsWith(CONTACT.labels.phone) }),
  email: (page: Page) => form(page).getByRole('textbox', { name: startsWith(CONTACT.labels.email) }),
  subject: (page: Page) => form(page).getByRole('combobox', { name: startsWith(CONTACT.labels.subject) }),
  travelMonth: (page: Page) => form(page).getByRole('combobox', { name: TRAVEL_MONTH }),
  message: (page: Page) => form(page).getByRole('textbox', { name: startsWith(CONTACT.labels.message) }),
}
const captcha = (page: Page) => form(page).getByRole('checkbox', { name: t('forms.notRobot') })
const submitButton = (page: Page) => form(page).locator('button[type="submit"]')
const formMessage = (page: Page) => form(page).getByRole('status')
const parts = (page: Page): EnquiryFormParts => ({ submit: submitButton(page), message: formMessage(page), captcha: captcha(page) })

async function openContact(page: Page): Promise<void> {
  const response = await page.goto('/contact/')
  expect(response?.status()).toBe(200)
  await waitForIslands(page)
  expect(await captcha(page).count(), 'the development captcha stand-in is on the page (build without RECAPTCHA_SITE_KEY)').toBe(1)
}

/** The options of a select, without its empty "Select a ..." prompt. */
async function optionsOf(page: Page, name: RegExp): Promise<Array<{ value: string; label: string }>> {
  const options = await page
    .getByRole('combobox', { name })
    .locator('option')
    .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? '' })))
  expect(options[0]?.value, 'the first option is the empty prompt').toBe('')
  return options.slice(1)
}

/** The (Hajj) month of the list: every twelve months hold at least one Hajj. */
async function hajjMonth(page: Page): Promise<{ value: string; label: string }> {
  const month = (await optionsOf(page, TRAVEL_MONTH)).find((o) => o.label.endsWith(HAJJ_MARK))
  expect(month, 'a month is marked (Hajj)').toBeDefined()
  return month!
}

async function fillForm(page: Page) {
  const month = await hajjMonth(page)
  await field.name(page).fill(visitor.name)
  await field.phone(page).fill(visitor.phone)
  await field.email(page).fill(visitor.email)
  await field.subject(page).selectOption({ label: visitor.subjectLabel })
  await field.travelMonth(page).selectOption(month.value)
  await field.message(page).fill(visitor.message)
  return filledValues(month.value)
}

/** The form's values once filled, as sent and as kept after a failure. */
const filledValues = (travelMonth: string) => ({
  name: visitor.name,
  phone: visitor.phone,
  email: visitor.email,
  subject: visitor.subject,
  travelMonth,
  message: visitor.message,
})

async function values(page: Page) {
  return {
    name: await field.name(page).inputValue(),
    phone: await field.phone(page).inputValue(),
    email: await field.email(page).inputValue(),
    subject: await field.subject(page).inputValue(),
    travelMonth: await field.travelMonth(page).inputValue(),
    message: await field.message(page).inputValue(),
  }
}

describe('contact page content', () => {
  it('shows every section with its content from data/', async () => {
    const { page, problems } = await e2e.open(VISITOR)
    await openContact(page)
    await layOutEveryPart(page)
    const main = page.locator('main')
    const visible = async (text: string, where = main) => {
      const found = where.getByText(text, { exact: false }).first()
      expect(await found.isVisible(), `"${text}" is visible`).toBe(true)
    }
    const section = (id: string) => page.locator(`[id="${id}"]`)

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(content.intro.heading)
    await visible(site.phones.main.display, page.locator('.contact-page-intro'))

    await visible(content.about.heading, section('about'))
    await visible(content.about.paragraphs[0]!, section('about'))
    for (const claim of site.claims) await visible(claim.label, section('about'))
    await visible(site.atolNumber, section('about'))

    await visible(content.story.heading, section('story'))
    await visible(content.story.paragraphs[0]!, section('story'))
    await visible(content.mission.heading, section('mission'))
    await visible(content.mission.statement, section('mission'))

    for (const item of content.values.items) await visible(item.title, section('values'))
    for (const item of content.reasons.items) await visible(item.title, section('reasons'))

    await visible(content.form.heading, section('contact-form'))
    expect(await form(page).isVisible()).toBe(true)
    for (const phone of [site.phones.main, site.phones.hajjUmrah, site.phones.visa]) {
      expect(
        await section('contact-form')
          .locator(`a[href="${telHref(phone)}"]`)
          .isVisible(),
        phone.label,
      ).toBe(true)
    }
    for (const hours of site.openingHours) await visible(hours.label, section('contact-form'))
    await visible('10:00–18:00', section('contact-form'))
    await visible('Closed', section('contact-form'))
    await visible(site.replyPromise, section('contact-form'))

    expect(site.offices.map((o) => o.city)).toEqual(['London', 'Makkah', 'Madinah', 'Dhaka'])
    for (const office of site.offices) {
      await visible(office.city, section('offices'))
      await visible(office.address, section('offices'))
    }

    const whatsapp = section('whatsapp').getByRole('link', { name: /Chat on WhatsApp/ })
    const href = new URL((await whatsapp.getAttribute('href')) ?? '')
    expect(href.origin + href.pathname).toBe(`https://wa.me/${whatsappNumber(site.whatsapp)}`)
    expect(href.searchParams.get('text')).toBe(site.whatsapp.greeting)
    await visible(site.whatsapp.greeting, section('whatsapp'))

    for (const id of content.testimonials.ids) {
      const testimonial = testimonials.find((t) => t.id === id)!
      await visible(testimonial.name, section('testimonials'))
      await visible(testimonial.text, section('testimonials'))
    }
    // A sample address (an example domain) is no link (docs/decisions.md, decision 9); the others open in a new tab.
    for (const link of content.reviews.links) {
      const anchor = section('reviews').getByRole('link', { name: new RegExp(link.label) })
      if (!leadsSomewhere(link.href)) {
        expect(await anchor.count(), link.label).toBe(0)
        continue
      }
      expect(await anchor.getAttribute('href')).toBe(link.href)
      expect(await anchor.getAttribute('target')).toBe('_blank')
    }
    expect(content.reviews.links.some((l) => l.href.startsWith('https://www.google.com/search?q='))).toBe(true)

    const profile = section('business-profile')
    await visible(site.name, profile)
    expect(site.rating).toMatchObject({ value: 4.9, count: 500 })
    await visible('4.9', profile)
    await visible('500 reviews', profile)
    expect(await profile.getByRole('img', { name: 'Rated 4.9 out of 5' }).count()).toBe(1)
    await visible(content.businessProfile.category, profile)
    await visible(`${site.address.street}, ${site.address.locality} ${site.address.postalCode}`, profile)
    await visible(site.phones.main.display, profile)
    for (const service of content.businessProfile.services) await visible(service, profile)
    for (const attribute of content.businessProfile.attributes) await visible(attribute, profile)
    await visible('10:00–14:00', profile)

    const emergency = section('emergency')
    await visible(content.emergency.heading, emergency)
    for (const line of content.emergency.lines) {
      expect(await emergency.locator(`a[href="${telHref(line.phone)}"]`).innerText()).toContain(line.phone.display)
      await visible(line.hours, emergency)
    }
    await visible(content.emergency.localServices, emergency)

    expect(problems).toEqual([])
  })

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page } = await e2e.open({ ...VISITOR, viewport: PHONE })
    await openContact(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await form(page).isVisible()).toBe(true)
  })
})

describe('contact page form lists', () => {
  it("offers exactly the specification's subjects", async () => {
    const { page } = await e2e.open(VISITOR)
    await openContact(page)
    const subjects = await optionsOf(page, startsWith(CONTACT.labels.subject))
    // docs/specification/part-1.md's list itself is checked once, in tests/functions/contact-page.test.ts.
    expect(subjects).toEqual(contactSubjectOptions.map(({ value, label }) => ({ value, label })))
  })

  it('lists the twelve coming months, the next Ramadan and flexible, the same in the HTML as after hydration', async () => {
    const { page } = await e2e.open(VISITOR)
    await openContact(page)
    const months = await optionsOf(page, TRAVEL_MONTH)
    expect(months).toHaveLength(14)

    const firstMonth = /^([a-z]+)-(\d{4})$/.exec(months[0]!.value)
    expect(firstMonth, months[0]!.value).not.toBeNull()
    // The list was made at build time, starting with the build's own month (docs/decisions.md, decision 8): rebuild
    // the expected list from a day in the first month listed.
    const first = new Date(`1 ${firstMonth![1]} ${firstMonth![2]} 12:00 UTC`)
    const builtOn = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 15))
    expect(months).toEqual(travelMonthOptions(builtOn, { first: 'current' }))
    const now = buildDay()
    const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
    // This month, or last month's for a build made before the month turned.
    expect([Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1), thisMonth], 'the list starts with the month of the build').toContain(
      first.getTime() - 12 * 3600 * 1000,
    )

    expect(months.slice(0, 12).every((o) => /^[a-z]+-\d{4}$/.test(o.value))).toBe(true)
    expect(months[12]!.value).toMatch(/^ramadan-\d{4}$/)
    expect(months[13]).toEqual({ value: 'flexible', label: dataText('forms', 'travelMonths.flexible') })
    expect(months.filter((o) => o.label.endsWith(dataText('forms', 'travelMonths.hajjMark'))).length).toBeGreaterThanOrEqual(1)

    // The prerendered HTML, before any script runs, lists the same options.
    const { page: htmlOnly } = await e2e.open({ ...VISITOR, javaScriptEnabled: false })
    await htmlOnly.goto('/contact/')
    expect(await optionsOf(htmlOnly, TRAVEL_MONTH)).toEqual(months)
  })
})

describe('contact page form', () => {
  it('shows the required-field errors, subject and message included, and sends nothing', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/.netlify/functions/')) sent.push(request.url())
    })
    await openContact(page)
    await submitButton(page).click()

    const expected = {
      name: CONTACT.messages.name,
      phone: CONTACT.messages.phone,
      email: CONTACT.messages.email,
      subject: CONTACT.messages.subject,
      message: CONTACT.messages.message,
    } as const
    for (const [key, text] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      const input = field[key](page)
      await expect.poll(() => input.getAttribute('aria-invalid'), { message: key }).toBe('true')
      const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText(), key).toBe(text)
    }
    expect(await field.travelMonth(page).getAttribute('aria-invalid'), 'the travel month is optional').toBeNull()
    expect(await field.name(page).evaluate((el) => el === document.activeElement), 'focus moves to the first field to fix').toBe(true)
    expect(await formMessage(page).isVisible()).toBe(false)

    // Choosing a subject clears its error; the message is still required.
    await field.subject(page).selectOption('complaint')
    await expect.poll(() => field.subject(page).getAttribute('aria-invalid')).toBeNull()
    expect(await field.message(page).getAttribute('aria-invalid')).toBe('true')

    expect(sent).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])
  })

  it('sends the enquiry: button disabled with "Sending...", then green, fields reset, and the agency gets the e-mail', async () => {
    const { page } = await e2e.open(VISITOR)
    await openContact(page)
    const filled = await fillForm(page)
    await captcha(page).check()
    const { body, mail } = await sendEnquiry(page, parts(page), {
      endpoint: ENDPOINT,
      // docs/decisions.md, decision 9: disabled on this page too.
      sendingText: t('forms.sending'),
      successText: replyText(CONTACT.successText),
      idleText: t('forms.sendMessage'),
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject(filled)
    expect(String(body.recaptchaToken ?? '')).not.toBe('')
    expect(await values(page)).toEqual({ name: '', phone: '', email: '', subject: '', travelMonth: '', message: '' })

    expect(withoutReference(mail.subject)).toBe(`Website enquiry: ${visitor.subjectLabel} – ${visitor.name}`)
    expect(mail.replyTo?.value).toEqual([{ name: visitor.name, address: visitor.email }])
    const text = mail.text ?? ''
    expect(text).toContain(`${CONTACT.labels.subject}: ${visitor.subjectLabel}`)
    expect(text).toContain(`${CONTACT.labels.travelMonth}: ${contactPageTravelMonthLabel(filled.travelMonth, 'en')}`)
    for (const expected of [visitor.name, visitor.phone, visitor.email, ...visitor.message.split('\n')]) {
      expect(text, `the e-mail text contains ${JSON.stringify(expected)}`).toContain(expected)
    }
    expect(mail.html || '').toContain('&lt;aged 70&gt;')
  })

  describeEnquiryFailures(e2e, { endpoint: ENDPOINT, failureText: CONTACT.failureText, open: openContact, fill: fillForm, values, parts }, VISITOR)
})
