// The home page contact form end to end: the visitor's checks in the browser, the captcha
// stand-in, the submitting state, and the e-mail the agency receives in the outbox; then the
// failures every enquiry form shares (captcha, mail server down, network down), in data/'s words.
import type { Page } from 'playwright-core'
import { loadCatalogue } from '../../content/server/data/load'
import { HOME_SUBJECT, homePackageOptions } from '../../forms/contact'
import { describe, expect, it } from 'vitest'
import { listEmails, sendEnquiry, useE2E, waitForIslands, type EnquiryFormParts, describeEnquiryFailures } from '../support/browser'
import { replyText } from '../support/form-words'
import { t } from '../support/words'

const e2e = useE2E()

// Less motion: the page scrolls instantly, so Playwright does not wait for smooth scrolling to
// settle before each click. Nothing in the form depends on motion.
const VISITOR = { reducedMotion: 'reduce' } as const

const ENDPOINT = '**/.netlify/functions/send-contact-email'
const CONTACT = loadCatalogue('forms', 'en').contact

const visitor = {
  name: 'Aisha Rahman',
  phone: '+44 20 7946 0123',
  email: 'aisha.rahman@example.org',
  // A package still bookable on the build day (forms/home-packages.generated.ts, from data/), or
  // when none is, the form's first fixed choice.
  packageLabel: homePackageOptions[0].label,
  packageValue: homePackageOptions[0].value,
  message: 'Family of 4 <two adults & two children>, "flexible" on dates.\nPlease call after 6pm.',
}

const form = (page: Page) => page.getByRole('form', { name: t('homeForm.name') })
const field = {
  name: (page: Page) => form(page).getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.name}`) }),
  phone: (page: Page) => form(page).getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.phone}`) }),
  email: (page: Page) => form(page).getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.email}`) }),
  package: (page: Page) => form(page).getByRole('combobox', { name: new RegExp(`^${t('homeForm.interestedIn')}`) }),
  message: (page: Page) => form(page).getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.message}`) }),
}
const captcha = (page: Page) => form(page).getByRole('checkbox', { name: t('forms.notRobot') })
const submitButton = (page: Page) => form(page).locator('button[type="submit"]')
const formMessage = (page: Page) => form(page).getByRole('status')
const parts = (page: Page): EnquiryFormParts => ({ submit: submitButton(page), message: formMessage(page), captcha: captcha(page) })

/** Every request the page makes to the contact function. */
function watchSubmissions(page: Page): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/send-contact-email')) bodies.push(request.postData() ?? '')
  })
  return bodies
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await waitForIslands(page)
  expect(
    await captcha(page).count(),
    'the development captcha stand-in is on the page (was the site built with RECAPTCHA_SITE_KEY set? build without it)',
  ).toBe(1)
}

async function fillForm(page: Page) {
  await field.name(page).fill(visitor.name)
  await field.phone(page).fill(visitor.phone)
  await field.email(page).fill(visitor.email)
  await field.package(page).selectOption({ label: visitor.packageLabel })
  await field.message(page).fill(visitor.message)
  return filledValues
}

async function values(page: Page) {
  return {
    name: await field.name(page).inputValue(),
    phone: await field.phone(page).inputValue(),
    email: await field.email(page).inputValue(),
    package: await field.package(page).inputValue(),
    message: await field.message(page).inputValue(),
  }
}

const filledValues = {
  name: visitor.name,
  phone: visitor.phone,
  email: visitor.email,
  package: visitor.packageValue,
  message: visitor.message,
}

describe('home contact form', () => {
  it('shows the required-field errors beside the empty fields and sends nothing', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = watchSubmissions(page)
    await openHome(page)
    await submitButton(page).click()

    const expected = {
      name: CONTACT.messages.name,
      phone: CONTACT.messages.phone,
      email: CONTACT.messages.email,
    } as const
    for (const [key, text] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      const input = field[key](page)
      await expect.poll(() => input.getAttribute('aria-invalid'), { message: key }).toBe('true')
      // The error is next to its field and read out with it.
      const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
      expect(describedBy, `${key} is described by its error`).not.toBe('')
      const error = page.locator(`[id="${describedBy.split(' ')[0]}"]`)
      expect(await error.innerText()).toBe(text)
      expect(await error.evaluate((el, inputId) => el.closest('.field')?.querySelector(`[id="${inputId}"]`) !== null, await input.getAttribute('id'))).toBe(
        true,
      )
    }
    expect(await field.package(page).getAttribute('aria-invalid'), 'the package is optional').toBeNull()
    expect(await field.message(page).getAttribute('aria-invalid'), 'the message is optional').toBeNull()
    expect(await field.name(page).evaluate((el) => el === document.activeElement), 'focus moves to the first field to fix').toBe(true)

    // A mistyped e-mail address gets its own message; a fixed field loses its error.
    await field.name(page).fill(visitor.name)
    await field.phone(page).fill(visitor.phone)
    await field.email(page).fill('aisha.example.org')
    await submitButton(page).click()
    await expect.poll(() => form(page).getByText(loadCatalogue('forms', 'en').shared.emailInvalid).isVisible()).toBe(true)
    expect(await field.name(page).getAttribute('aria-invalid')).toBeNull()
    expect(await form(page).getByText(CONTACT.messages.name).count()).toBe(0)

    expect(sent).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])
  })

  it('sends the enquiry: "Sending..." while it goes, then green, fields reset, and the agency gets the e-mail', async () => {
    const { page } = await e2e.open(VISITOR)
    await openHome(page)
    await fillForm(page)
    await captcha(page).check()
    const { body: sentBody, mail } = await sendEnquiry(page, parts(page), {
      endpoint: ENDPOINT,
      sendingText: t('forms.sending'),
      successText: replyText(CONTACT.successText),
      idleText: t('forms.sendMessage'),
      outbox: e2e.site.outbox,
    })
    expect(sentBody).toMatchObject({
      name: visitor.name,
      phone: visitor.phone,
      email: visitor.email,
      travelMonth: visitor.packageValue,
      subject: HOME_SUBJECT,
      message: visitor.message,
    })
    expect(String(sentBody.recaptchaToken ?? '')).not.toBe('')
    expect(await values(page)).toEqual({ name: '', phone: '', email: '', package: '', message: '' })

    expect(mail.subject).toContain(CONTACT.homeSubject)
    expect(mail.subject).toContain(visitor.name)
    expect(mail.replyTo?.value).toEqual([{ name: visitor.name, address: visitor.email }])
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).not.toContain(visitor.email)
    const text = mail.text ?? ''
    for (const expected of [visitor.name, visitor.phone, visitor.email, visitor.packageLabel, ...visitor.message.split('\n')]) {
      expect(text, `the e-mail text contains ${JSON.stringify(expected)}`).toContain(expected)
    }
    // The HTML part shows the visitor's text as text, never as markup.
    expect(mail.html || '').not.toContain('<two adults')
    expect(mail.html || '').toContain('&lt;two adults &amp; two children&gt;')
  })

  describeEnquiryFailures(e2e, { endpoint: ENDPOINT, failureText: CONTACT.failureText, open: openHome, fill: fillForm, values, parts }, VISITOR)
})
