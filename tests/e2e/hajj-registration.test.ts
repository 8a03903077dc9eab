// The Hajj registration form end to end (/hajj-2026-registration): the visitor's checks beside
// each field, the captcha stand-in, the submitting state, the e-mail the Hajj team receives in
// the outbox, and the failure when the mail server is down.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatPounds } from '../../content/price'
import { today } from '../../content/today'
import { hasDeparted } from '../../content/dates'
import { HAJJ_REGISTRATION_YEAR, preferredPackageLabel, UNDECIDED_PACKAGE, UNDECIDED_PACKAGE_LABEL } from '../../forms/hajj-registration'
import { loadCatalogue } from '../../content/load'
import {
  axeViolations,
  expectRefused,
  listEmails,
  openPage,
  PHONE,
  readEmails,
  sendEnquiry,
  useE2E,
  waitForIslands,
  type EnquiryFormParts,
  whenNothingWorks,
  startSiteWithNothingWorking,
} from '../support/browser'
import { withoutReference } from '../support/reference'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
const PATH = '/hajj-2026-registration/'
const ENDPOINT = '**/.netlify/functions/send-hajj-registration-email'
const CAPTCHA_INCOMPLETE = 'Please complete the reCAPTCHA verification.'
const FAILURE = 'Failed to submit registration. Please try again.'

// The packages the form offers on the day of the build (departed ones leave the list: the 2026
// record, today); the pilgrim picks a popular one still to book (a sample 2027 package today),
// another open package, or, on a day when none is left, "Not sure yet".
const shownOnBuildDay = loadCatalogue('hajj').packages.filter((p) => !hasDeparted(p.departure, today()))
const chosen = shownOnBuildDay.find((p) => p.popular) ?? shownOnBuildDay[0]

const pilgrim = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
  pilgrims: '4',
  packageLabel: chosen ? `${chosen.title} (${chosen.id}) – from ${formatPounds(chosen.price)}` : UNDECIDED_PACKAGE_LABEL,
  packageValue: chosen?.id ?? UNDECIDED_PACKAGE,
  packageType: 'Shifting',
  nationality: 'Bangladeshi',
  passportStatus: 'Valid for 6 months or more',
  nusukAccount: 'I need help creating one',
  preferredContact: 'WhatsApp',
  message: 'Two adults & two parents <70+>.\nPlease call after Asr.',
}

const form = (page: Page) => page.getByRole('form', { name: 'Hajj registration form' })
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name: new RegExp(`^${name}`) })
const field = {
  firstName: (page: Page) => textbox(page, 'Lead pilgrim first name'),
  lastName: (page: Page) => textbox(page, 'Lead pilgrim last name'),
  email: (page: Page) => textbox(page, 'Email'),
  phone: (page: Page) => textbox(page, 'Phone'),
  pilgrims: (page: Page) => form(page).getByRole('spinbutton', { name: /^Number of pilgrims/ }),
  preferredPackage: (page: Page) => form(page).getByRole('combobox', { name: /^Preferred package/ }),
  nationality: (page: Page) => form(page).getByRole('combobox', { name: /^Nationality/ }),
  passportStatus: (page: Page) => form(page).getByRole('combobox', { name: /^Passport status/ }),
  nusukAccount: (page: Page) => form(page).getByRole('combobox', { name: /^Nusuk account/ }),
  message: (page: Page) => textbox(page, 'Message'),
}
const group = (page: Page, name: string) => form(page).getByRole('group', { name: new RegExp(`^${name}`) })
const radio = (page: Page, groupName: string, option: string) => group(page, groupName).getByRole('radio', { name: option, exact: true })
const captcha = (page: Page) => form(page).getByRole('checkbox', { name: "I'm not a robot" })
const submitButton = (page: Page) => form(page).locator('button[type="submit"]')
const formMessage = (page: Page) => form(page).getByRole('status')

function watchSubmissions(page: Page): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/send-hajj-registration-email')) bodies.push(request.postData() ?? '')
  })
  return bodies
}

async function openForm(page: Page): Promise<void> {
  await page.goto(PATH)
  await waitForIslands(page)
  expect(await captcha(page).count(), 'the development captcha stand-in is on the page (build without RECAPTCHA_SITE_KEY)').toBe(1)
}

async function fillForm(page: Page): Promise<void> {
  await field.firstName(page).fill(pilgrim.firstName)
  await field.lastName(page).fill(pilgrim.lastName)
  await field.email(page).fill(pilgrim.email)
  await field.phone(page).fill(pilgrim.phone)
  await field.pilgrims(page).fill(pilgrim.pilgrims)
  await field.preferredPackage(page).selectOption({ label: pilgrim.packageLabel })
  await radio(page, 'Package type preference', pilgrim.packageType).check()
  await field.nationality(page).selectOption({ label: pilgrim.nationality })
  await field.passportStatus(page).selectOption({ label: pilgrim.passportStatus })
  await field.nusukAccount(page).selectOption({ label: pilgrim.nusukAccount })
  await radio(page, 'Preferred contact method', pilgrim.preferredContact).check()
  await field.message(page).fill(pilgrim.message)
}

async function values(page: Page) {
  const checked = async (groupName: string) =>
    group(page, groupName).evaluate((el) => (el.querySelector('input:checked') as HTMLInputElement | null)?.value ?? '')
  return {
    firstName: await field.firstName(page).inputValue(),
    lastName: await field.lastName(page).inputValue(),
    email: await field.email(page).inputValue(),
    phone: await field.phone(page).inputValue(),
    pilgrims: await field.pilgrims(page).inputValue(),
    preferredPackage: await field.preferredPackage(page).inputValue(),
    packageType: await checked('Package type preference'),
    nationality: await field.nationality(page).inputValue(),
    passportStatus: await field.passportStatus(page).inputValue(),
    nusukAccount: await field.nusukAccount(page).inputValue(),
    preferredContact: await checked('Preferred contact method'),
    message: await field.message(page).inputValue(),
  }
}

const filledValues = {
  firstName: pilgrim.firstName,
  lastName: pilgrim.lastName,
  email: pilgrim.email,
  phone: pilgrim.phone,
  pilgrims: pilgrim.pilgrims,
  preferredPackage: pilgrim.packageValue,
  packageType: 'shifting',
  nationality: 'bangladeshi',
  passportStatus: 'valid-6-months',
  nusukAccount: 'need-help',
  preferredContact: 'whatsapp',
  message: pilgrim.message,
}

const emptyValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  pilgrims: '1',
  preferredPackage: '',
  packageType: '',
  nationality: '',
  passportStatus: '',
  nusukAccount: '',
  preferredContact: '',
  message: '',
}

const parts = (page: Page): EnquiryFormParts => ({ submit: submitButton(page), message: formMessage(page), captcha: captcha(page) })

/** The error text an input is described by, and whether it sits in the same .field. */
async function errorBeside(page: Page, input: ReturnType<typeof field.firstName>): Promise<string> {
  expect(await input.getAttribute('aria-invalid')).toBe('true')
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const error = page.locator(`[id="${describedBy.split(' ')[0]}"]`)
  expect(await error.evaluate((el, id) => el.closest('.field')?.querySelector(`[id="${id}"]`) !== null, await input.getAttribute('id'))).toBe(true)
  return error.innerText()
}

describe('Hajj registration form', () => {
  it('offers the Hajj packages that can still be booked by title, grouped shifting / non-shifting, and "not sure yet"', async () => {
    // The sample season keeps packages to book after the 2026 season has left.
    if (today() < '2027-05-01') expect(shownOnBuildDay.length).toBeGreaterThan(0)
    const { page } = await e2e.open(VISITOR)
    await openForm(page)
    const groups = await field
      .preferredPackage(page)
      .evaluate((select) =>
        Array.from(select.querySelectorAll('optgroup')).map((g) => ({ label: g.label, ids: Array.from(g.querySelectorAll('option')).map((o) => o.value) })),
      )
    const expected = [
      { label: 'Shifting packages', ids: shownOnBuildDay.filter((p) => p.type === 'shifting').map((p) => p.id) },
      { label: 'Non-shifting packages', ids: shownOnBuildDay.filter((p) => p.type === 'nonShifting').map((p) => p.id) },
    ].filter((group) => group.ids.length > 0)
    expect(groups).toEqual(expected)
    expect(await field.preferredPackage(page).locator('option[value="undecided"]').innerText()).toBe('Not sure yet – please advise me')
  })

  it('shows each required-field error beside its field, focuses the first, and sends nothing', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = watchSubmissions(page)
    await openForm(page)
    await field.pilgrims(page).fill('25')
    await submitButton(page).click()

    await expect.poll(() => field.firstName(page).getAttribute('aria-invalid')).toBe('true')
    expect(await errorBeside(page, field.firstName(page))).toBe('Please enter the lead pilgrim’s first name')
    expect(await errorBeside(page, field.lastName(page))).toBe('Please enter the lead pilgrim’s last name')
    expect(await errorBeside(page, field.email(page))).toBe('Please enter your e-mail address')
    expect(await errorBeside(page, field.phone(page))).toBe('Please enter your phone number')
    expect(await errorBeside(page, field.pilgrims(page))).toBe('Please enter the number of pilgrims, from 1 to 20')
    expect(await errorBeside(page, field.preferredPackage(page))).toBe('Please choose a package from the list, or “Not sure yet”')
    expect(await errorBeside(page, field.nationality(page))).toBe('Please choose your nationality')
    expect(await errorBeside(page, field.passportStatus(page))).toBe('Please tell us about your passport')
    expect(await errorBeside(page, field.nusukAccount(page))).toBe('Please tell us whether you have a Nusuk account')
    // A radio group's error is inside its fieldset and describes the group.
    for (const [name, text] of [
      ['Package type preference', 'Please choose shifting, non-shifting or not sure'],
      ['Preferred contact method', 'Please choose how we should contact you'],
    ] as const) {
      const fieldset = group(page, name)
      const describedBy = (await fieldset.getAttribute('aria-describedby')) ?? ''
      expect(await fieldset.locator(`[id="${describedBy}"]`).innerText()).toBe(text)
    }
    expect(await field.message(page).getAttribute('aria-invalid'), 'the message is optional').toBeNull()
    expect(await field.firstName(page).evaluate((el) => el === document.activeElement)).toBe(true)

    // A fixed field loses its error; a mistyped e-mail gets its own message.
    await field.firstName(page).fill(pilgrim.firstName)
    await field.email(page).fill('aisha.example.org')
    await radio(page, 'Package type preference', 'Not sure yet').check()
    await submitButton(page).click()
    await expect.poll(() => form(page).getByText('Please enter a valid e-mail address').isVisible()).toBe(true)
    expect(await field.firstName(page).getAttribute('aria-invalid')).toBeNull()
    expect(await form(page).getByText('Please choose shifting, non-shifting or not sure').count()).toBe(0)

    expect(sent).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])
  })

  it('with every error shown, and with the outcome shown, axe finds nothing, on a phone too', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page } = await e2e.open({ ...VISITOR, ...(viewport && { viewport }) })
      await openForm(page)
      await submitButton(page).click()
      await expect.poll(() => field.firstName(page).getAttribute('aria-invalid')).toBe('true')
      expect(await axeViolations(page)).toEqual([])
      await fillForm(page)
      await submitButton(page).click()
      await expect.poll(() => formMessage(page).innerText()).toBe(CAPTCHA_INCOMPLETE)
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 1440)
    }
  })

  it('without the captcha ticked it says so in red, keeps the values and sends nothing', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = watchSubmissions(page)
    await openForm(page)
    const before = (await listEmails(e2e.site.outbox)).length
    await fillForm(page)
    await submitButton(page).click()
    await expectRefused(parts(page), CAPTCHA_INCOMPLETE)
    expect(await values(page)).toEqual(filledValues)
    expect(sent).toEqual([])
    expect((await listEmails(e2e.site.outbox)).length).toBe(before)
  })

  it('registers: "Submitting..." while it goes, then green, the form reset, and the Hajj team gets every detail', async () => {
    const { page } = await e2e.open(VISITOR)
    await openForm(page)
    await fillForm(page)
    await captcha(page).check()
    const { body, mail } = await sendEnquiry(page, parts(page), {
      endpoint: ENDPOINT,
      sendingText: 'Submitting...',
      successText: 'Thank you! Your Hajj registration has been submitted successfully. Our Hajj team will contact you within 24 hours.',
      idleText: 'Submit Registration',
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject(filledValues)
    expect(String(body.recaptchaToken ?? '')).not.toBe('')
    expect(await values(page)).toEqual(emptyValues)

    expect(withoutReference(mail.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: Aisha Rahman – 4 pilgrims`)
    expect(mail.replyTo?.value).toEqual([{ name: 'Aisha Rahman', address: pilgrim.email }])
    const text = mail.text ?? ''
    for (const row of [
      'Lead pilgrim first name: Aisha',
      'Lead pilgrim last name: Rahman',
      `Email: ${pilgrim.email}`,
      `Phone: ${pilgrim.phone}`,
      'Number of pilgrims: 4',
      `Preferred package: ${preferredPackageLabel(pilgrim.packageValue)}`,
      'Package type preference: Shifting',
      'Nationality: Bangladeshi',
      'Passport status: Valid for 6 months or more',
      'Nusuk account: I need help creating one',
      'Preferred contact method: WhatsApp',
      'Message:\nTwo adults & two parents <70+>.\nPlease call after Asr.',
    ]) {
      expect(text, row).toContain(row)
    }
    expect(mail.html || '').toContain('Two adults &amp; two parents &lt;70+&gt;.')
    expect(mail.html || '').not.toContain('<70+>')
  })

  it('when the mail server is down: red "Failed to submit registration", every value kept', async () => {
    const down = await startSiteWithNothingWorking()
    try {
      const { context, page } = await openPage(e2e.browser, down.url, VISITOR)
      try {
        await openForm(page)
        await fillForm(page)
        await captcha(page).check()
        await submitButton(page).click()
        await expectRefused(parts(page), whenNothingWorks(FAILURE), { timeout: 15_000 })
        expect(await values(page)).toEqual(filledValues)
        expect(await readEmails(down.outbox)).toEqual([])
      } finally {
        await context.close()
      }
    } finally {
      await down.close()
    }
  })

  it('links to the official Nusuk platform in a new tab, announced to screen readers', async () => {
    const { page } = await e2e.open(VISITOR)
    await page.goto(PATH)
    const link = page.getByRole('link', { name: 'Official Nusuk Hajj platform (opens in a new tab)' })
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe('https://hajj.nusuk.sa/')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
