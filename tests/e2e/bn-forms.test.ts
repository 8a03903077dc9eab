// The contact form, the quote wizard (/bn/contact/, /bn/get-quote/) and the newsletter box on their Bengali pages in
// Chromium, with the development captcha: fields left empty show their Bengali messages, a server
// that can take nothing shows the Bengali failure text and keeps what was typed, and a sent
// enquiry shows the Bengali success text while the agency's e-mail arrives in English with the
// line naming the Bengali site. Every word is read from the generated form words (data/ and their
// data/bn/ translations) and data/words.yaml through t(), never typed here.
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { fill, sharedTexts } from '../../forms/_shared/messages'
import { textsIn } from '../../forms/_shared/form-words'
import { contactTexts } from '../../forms/contact'
import { quoteTexts } from '../../forms/quote-request'
import { newsletterTexts } from '../../forms/newsletter'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { buildDay } from '../support/dates'
import { wordsFor } from '../../content/browser/words/words'
// The Bengali words of every form, as the Bengali pages have them.
import '../../forms/_shared/all-form-words.generated'
// …and the Bengali words of data/bn/words.yaml, as the server that renders those pages has them.
import '../../content/server/language/all-words'
import { expectRefused, sendEnquiry, useE2E, waitForIslands, withMailServerDown, type EnquiryFormParts, type PageOptions } from '../support/browser'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions
const t = wordsFor('bn')
const contact = contactTexts('bn')
const quote = quoteTexts('bn')
const shared = sharedTexts('bn')
const failureWhenNothingWorks = (failureText: string) => `${failureText} ${textsIn('enquiry', ENQUIRY_TEXT, 'bn').unavailable}`
const languageLine = (page: string) => fill(ENQUIRY_TEXT.fromLanguage, { language: ENQUIRY_TEXT.languageNames.bn, page })

const byLabel = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}`))
const captcha = (form: Locator) => form.getByRole('checkbox', { name: t('forms.notRobot') })
const parts = (form: Locator, withCaptcha = true): EnquiryFormParts => ({
  submit: form.locator('button[type="submit"]'),
  message: form.getByRole('status'),
  captcha: withCaptcha ? captcha(form) : undefined,
})
const errorOf = (form: Locator, label: string) =>
  byLabel(form, label).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '')

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(await page.locator('html').getAttribute('lang')).toBe('bn')
  await waitForIslands(page)
}

describe('/bn/contact/', () => {
  const form = (page: Page) => page.getByRole('form', { name: t('contactForm.name') })
  const visitor = { name: 'রহিম উদ্দিন', phone: '07700 900321', email: 'rahim.uddin@example.org', message: 'আমরা দুইজন রমজানে উমরাহ করতে চাই।' }

  async function fillContactForm(page: Page) {
    const f = form(page)
    await byLabel(f, contact.labels.name).fill(visitor.name)
    await byLabel(f, contact.labels.phone).fill(visitor.phone)
    await byLabel(f, contact.labels.email).fill(visitor.email)
    await byLabel(f, contact.labels.subject).selectOption({ index: 1 })
    await byLabel(f, contact.labels.message).fill(visitor.message)
    await captcha(f).check()
  }
  const typed = async (page: Page) => ({
    name: await byLabel(form(page), contact.labels.name).inputValue(),
    message: await byLabel(form(page), contact.labels.message).inputValue(),
  })

  it('draws the form in Bengali and shows Bengali messages for the empty fields', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/contact/')
    const f = form(page)
    await f.locator('button[type="submit"]').click()
    expect(await errorOf(f, contact.labels.name)).toBe(contact.messages.name)
    expect(await errorOf(f, contact.labels.email)).toBe(contact.messages.email)
    expect(await errorOf(f, contact.labels.subject)).toBe(contact.messages.subject)
    expect(await errorOf(f, contact.labels.message)).toBe(contact.messages.message)
    // The subjects are the Bengali ones, with the English values.
    expect(await byLabel(f, contact.labels.subject).locator('option').nth(1).textContent()).toBe(contact.subjects[0]!.label)
  })

  it('sends: the Bengali success text, and the agency’s English e-mail says the visitor wrote from the Bengali site', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/contact/')
    await fillContactForm(page)
    const { body, mail } = await sendEnquiry(page, parts(form(page)), {
      endpoint: '**/.netlify/functions/send-contact-email',
      sendingText: t('forms.sending'),
      successText: contact.successText,
      idleText: t('forms.sendMessage'),
      referenceLine: shared.referenceLine,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({ locale: 'bn', page: '/bn/contact/' })
    expect(mail.text).toContain(languageLine('/bn/contact/'))
    expect(mail.text).toContain(visitor.message)
  })

  it('when nothing on the server works: the Bengali failure text in red, everything typed kept', async () => {
    await withMailServerDown(e2e.browser, VISITOR, async (page) => {
      await open(page, '/bn/contact/')
      await fillContactForm(page)
      const before = await typed(page)
      await form(page).locator('button[type="submit"]').click()
      await expectRefused(parts(form(page)), failureWhenNothingWorks(contact.failureText), { timeout: 15_000 })
      expect(await typed(page)).toEqual(before)
    })
  })

  it('asks for the captcha in Bengali', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/contact/')
    await fillContactForm(page)
    await captcha(form(page)).uncheck()
    await form(page).locator('button[type="submit"]').click()
    await expect.poll(() => form(page).getByRole('status').innerText()).toBe(shared.messages.captchaIncomplete)
  })
})

describe('/bn/get-quote/', () => {
  const form = (page: Page) => page.getByRole('form', { name: quote.heading })
  const next = (f: Locator) => f.getByRole('button', { name: quote.nextLabel })

  async function fillAll(page: Page) {
    const f = form(page)
    await byLabel(f, quote.labels.firstName).fill('রহিম')
    await byLabel(f, quote.labels.lastName).fill('উদ্দিন')
    await byLabel(f, quote.labels.email).fill('rahim.quote@example.org')
    await byLabel(f, quote.labels.phone).fill('07700 900321')
    await next(f).click()
    await byLabel(f, quote.labels.serviceType).selectOption('umrah')
    await byLabel(f, quote.labels.travelMonth).selectOption({ index: 1 })
    await byLabel(f, quote.labels.groupSize).selectOption('2')
    await next(f).click()
    await next(f).click()
    await captcha(f).check()
  }

  it('Next Step shows the Bengali messages of the empty fields, and the months are named in Bengali', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/get-quote/')
    const f = form(page)
    expect(await f.locator('#quote-step-heading').textContent()).toContain(quote.steps[0]!.title)
    await next(f).click()
    expect(await errorOf(f, quote.labels.firstName)).toBe(quote.messages.firstName)
    expect(await errorOf(f, quote.labels.email)).toBe(quote.messages.email)
    await byLabel(f, quote.labels.firstName).fill('রহিম')
    await byLabel(f, quote.labels.lastName).fill('উদ্দিন')
    await byLabel(f, quote.labels.email).fill('rahim.quote@example.org')
    await byLabel(f, quote.labels.phone).fill('07700 900321')
    await next(f).click()
    const months = travelMonthOptions(buildDay(), { first: 'current', locale: 'bn' })
    expect(await byLabel(f, quote.labels.travelMonth).locator('option').nth(months.length).textContent()).toBe(shared.travelMonths.flexible)
  })

  it('sends: the Bengali success text, and the agency’s e-mail is English with the Bengali-site line', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/get-quote/')
    await fillAll(page)
    // After a success the wizard is back on step 1, which has no captcha and whose button is Next Step.
    const { mail } = await sendEnquiry(page, parts(form(page), false), {
      endpoint: '**/.netlify/functions/send-quote-email',
      sendingText: quote.sendingLabel,
      successText: quote.successText,
      idleText: quote.nextLabel,
      referenceLine: shared.referenceLine,
      outbox: e2e.site.outbox,
    })
    expect(mail.text).toContain(languageLine('/bn/get-quote/'))
  })

  it('when nothing on the server works: the Bengali failure text, every value kept', async () => {
    await withMailServerDown(e2e.browser, VISITOR, async (page) => {
      await open(page, '/bn/get-quote/')
      await fillAll(page)
      await form(page).locator('button[type="submit"]').click()
      await expectRefused(parts(form(page)), failureWhenNothingWorks(quote.failureText), { timeout: 15_000 })
      await form(page).getByRole('button', { name: quote.steps[0]!.title }).click()
      expect(await byLabel(form(page), quote.labels.firstName).inputValue()).toBe('রহিম')
    })
  })
})

describe('the newsletter box on a Bengali page', () => {
  it('answers in Bengali; the agency gets the address, and nothing is sent to an address nobody has confirmed', async () => {
    const { page } = await e2e.open(VISITOR)
    await open(page, '/bn/')
    const form = page.locator('form[data-newsletter]')
    const address = 'salma.begum@example.org'
    await form.locator('input[name="email"]').fill(address)
    const { body } = await sendEnquiry(
      page,
      { submit: form.locator('button[type="submit"]'), message: form.getByRole('status') },
      {
        endpoint: '**/.netlify/functions/send-newsletter-signup',
        sendingText: t('forms.subscribing'),
        successText: newsletterTexts('bn').successText,
        showsReference: false,
        outbox: e2e.site.outbox,
      },
    )
    expect(body).toMatchObject({ email: address, locale: 'bn' })
    // The agency's copy has come (sendEnquiry waited for it); the visitor's address gets nothing
    // (functions/send-newsletter-signup.ts: no mail to an unconfirmed address, so the box cannot relay).
    const visitors = join(e2e.site.outbox, 'visitors')
    const names = (await readdir(visitors).catch(() => [])).filter((name) => name.endsWith('.eml'))
    const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(visitors, name)))))
    expect(mails.filter((mail) => JSON.stringify(mail.to).includes(address))).toEqual([])
  })
})
