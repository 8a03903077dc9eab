// The Hajj registration form end to end (/hajj-2026-registration): the visitor's checks beside
// each field, the captcha stand-in, the submitting state, the e-mail the Hajj team receives in
// the outbox, and the failures every enquiry form shares, in data/'s words.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatPounds } from '../../content/browser/format'
import { today } from '../../content/server/today'
import { hasDeparted } from '../../content/browser/dates'
import { HAJJ_REGISTRATION_YEAR, preferredPackageLabel, UNDECIDED_PACKAGE, UNDECIDED_PACKAGE_LABEL } from '../../forms/hajj-registration'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, listEmails, PHONE, sendEnquiry, useE2E, waitForIslands, type EnquiryFormParts, describeEnquiryFailures } from '../support/browser'
import { formWords, replyText, SHARED_FORM_WORDS } from '../support/form-words'
import { withoutReference } from '../support/reference'
import { t } from '../support/words'
import { hajjRegistrationOpen } from '../support/dates'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
const PATH = '/hajj-2026-registration/'
const ENDPOINT = '**/.netlify/functions/send-hajj-registration-email'
const FORM = loadCatalogue('hajj-registration', 'en').form
const W = formWords(FORM)
const PILGRIMS = { min: 1, max: 20 }
const HAJJ = loadCatalogue('hajj', 'en')
const NUSUK = loadCatalogue('nusuk', 'en')

// The packages the form offers on the day of the build (departed ones leave the list: the 2026
// record, today); the pilgrim picks a popular one still to book (a sample 2027 package today),
// another open package, or, on a day when none is left, "Not sure yet".
const shownOnBuildDay = HAJJ.packages.filter((p) => !hasDeparted(p.departure, today()))
const chosen = shownOnBuildDay.find((p) => p.popular) ?? shownOnBuildDay[0]

const pilgrim = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
  pilgrims: '4',
  packageLabel: chosen ? t('hajj.packageChoice', { title: chosen.title, id: chosen.id, price: formatPounds(chosen.price) }) : UNDECIDED_PACKAGE_LABEL,
  packageValue: chosen?.id ?? UNDECIDED_PACKAGE,
  packageType: 'shifting',
  nationality: 'bangladeshi',
  passportStatus: 'valid-6-months',
  nusukAccount: 'need-help',
  preferredContact: 'whatsapp',
  message: 'Two adults & two parents <70+>.\nPlease call after Asr.',
}

const form = (page: Page) => page.getByRole('form', { name: t('hajjRegistration.name') })
/** A field found by the start of its accessible name, its label in data/ (a star or hint may follow). */
const startsWith = (field: string) => new RegExp(`^${W.label(field)}`)
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name: new RegExp(`^${name}`) })
const field = {
  firstName: (page: Page) => textbox(page, W.label('firstName')),
  lastName: (page: Page) => textbox(page, W.label('lastName')),
  email: (page: Page) => textbox(page, W.label('email')),
  phone: (page: Page) => textbox(page, W.label('phone')),
  pilgrims: (page: Page) => form(page).getByRole('spinbutton', { name: startsWith('pilgrims') }),
  preferredPackage: (page: Page) => form(page).getByRole('combobox', { name: startsWith('preferredPackage') }),
  nationality: (page: Page) => form(page).getByRole('combobox', { name: startsWith('nationality') }),
  passportStatus: (page: Page) => form(page).getByRole('combobox', { name: startsWith('passportStatus') }),
  nusukAccount: (page: Page) => form(page).getByRole('combobox', { name: startsWith('nusukAccount') }),
  message: (page: Page) => textbox(page, W.label('message')),
}
const group = (page: Page, field: string) => form(page).getByRole('group', { name: startsWith(field) })
const radio = (page: Page, field: string, value: string) => group(page, field).getByRole('radio', { name: W.option(field, value), exact: true })
const captcha = (page: Page) => form(page).getByRole('checkbox', { name: t('forms.notRobot') })
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

async function fillForm(page: Page) {
  await field.firstName(page).fill(pilgrim.firstName)
  await field.lastName(page).fill(pilgrim.lastName)
  await field.email(page).fill(pilgrim.email)
  await field.phone(page).fill(pilgrim.phone)
  await field.pilgrims(page).fill(pilgrim.pilgrims)
  await field.preferredPackage(page).selectOption({ label: pilgrim.packageLabel })
  await radio(page, 'packageType', pilgrim.packageType).check()
  await field.nationality(page).selectOption(pilgrim.nationality)
  await field.passportStatus(page).selectOption(pilgrim.passportStatus)
  await field.nusukAccount(page).selectOption(pilgrim.nusukAccount)
  await radio(page, 'preferredContact', pilgrim.preferredContact).check()
  await field.message(page).fill(pilgrim.message)
  return filledValues
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
    packageType: await checked('packageType'),
    nationality: await field.nationality(page).inputValue(),
    passportStatus: await field.passportStatus(page).inputValue(),
    nusukAccount: await field.nusukAccount(page).inputValue(),
    preferredContact: await checked('preferredContact'),
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
  packageType: pilgrim.packageType,
  nationality: pilgrim.nationality,
  passportStatus: pilgrim.passportStatus,
  nusukAccount: pilgrim.nusukAccount,
  preferredContact: pilgrim.preferredContact,
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

describe.runIf(hajjRegistrationOpen())('Hajj registration form', () => {
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
      { label: t('hajj.typePackages', { type: HAJJ.types.shifting.label }), ids: shownOnBuildDay.filter((p) => p.type === 'shifting').map((p) => p.id) },
      { label: t('hajj.typePackages', { type: HAJJ.types.nonShifting.label }), ids: shownOnBuildDay.filter((p) => p.type === 'nonShifting').map((p) => p.id) },
    ].filter((group) => group.ids.length > 0)
    expect(groups).toEqual(expected)
    expect(await field.preferredPackage(page).locator('option[value="undecided"]').innerText()).toBe(FORM.undecidedPackage)
  })

  it('shows each required-field error beside its field, focuses the first, and sends nothing', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = watchSubmissions(page)
    await openForm(page)
    await field.pilgrims(page).fill('25')
    await submitButton(page).click()

    await expect.poll(() => field.firstName(page).getAttribute('aria-invalid')).toBe('true')
    expect(await errorBeside(page, field.firstName(page))).toBe(W.message('firstName'))
    expect(await errorBeside(page, field.lastName(page))).toBe(W.message('lastName'))
    expect(await errorBeside(page, field.email(page))).toBe(W.message('email'))
    expect(await errorBeside(page, field.phone(page))).toBe(W.message('phone'))
    expect(await errorBeside(page, field.pilgrims(page))).toBe(W.message('pilgrims', PILGRIMS))
    expect(await errorBeside(page, field.preferredPackage(page))).toBe(W.message('preferredPackage'))
    expect(await errorBeside(page, field.nationality(page))).toBe(W.message('nationality'))
    expect(await errorBeside(page, field.passportStatus(page))).toBe(W.message('passportStatus'))
    expect(await errorBeside(page, field.nusukAccount(page))).toBe(W.message('nusukAccount'))
    // A radio group's error is inside its fieldset and describes the group.
    for (const name of ['packageType', 'preferredContact']) {
      const text = W.message(name)
      const fieldset = group(page, name)
      const describedBy = (await fieldset.getAttribute('aria-describedby')) ?? ''
      expect(await fieldset.locator(`[id="${describedBy}"]`).innerText()).toBe(text)
    }
    expect(await field.message(page).getAttribute('aria-invalid'), 'the message is optional').toBeNull()
    expect(await field.firstName(page).evaluate((el) => el === document.activeElement)).toBe(true)

    // A fixed field loses its error; a mistyped e-mail gets its own message.
    await field.firstName(page).fill(pilgrim.firstName)
    await field.email(page).fill('aisha.example.org')
    await radio(page, 'packageType', 'not-sure').check()
    await submitButton(page).click()
    await expect.poll(() => form(page).getByText(W.message('emailInvalid')).isVisible()).toBe(true)
    expect(await field.firstName(page).getAttribute('aria-invalid')).toBeNull()
    expect(await form(page).getByText(W.message('packageType')).count()).toBe(0)

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
      await expect.poll(() => formMessage(page).innerText()).toBe(SHARED_FORM_WORDS.captchaIncomplete)
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 1440)
    }
  })

  it('registers: "Submitting..." while it goes, then green, the form reset, and the Hajj team gets every detail', async () => {
    const { page } = await e2e.open(VISITOR)
    await openForm(page)
    await fillForm(page)
    await captcha(page).check()
    const { body, mail } = await sendEnquiry(page, parts(page), {
      endpoint: ENDPOINT,
      sendingText: t('forms.submitting'),
      successText: replyText(FORM.successText),
      idleText: t('hajjRegistration.submit'),
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject(filledValues)
    expect(String(body.recaptchaToken ?? '')).not.toBe('')
    expect(await values(page)).toEqual(emptyValues)

    expect(withoutReference(mail.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: Aisha Rahman – 4 pilgrims`)
    expect(mail.replyTo?.value).toEqual([{ name: 'Aisha Rahman', address: pilgrim.email }])
    const text = mail.text ?? ''
    for (const row of [
      ...(['firstName', 'lastName', 'email', 'phone', 'pilgrims'] as const).map((key) => W.row(key, pilgrim[key])),
      W.row('preferredPackage', preferredPackageLabel(pilgrim.packageValue, 'en')),
      ...(['packageType', 'nationality', 'passportStatus', 'nusukAccount', 'preferredContact'] as const).map((key) => W.optionRow(key, pilgrim[key])),
      `${W.label('message')}:\n${pilgrim.message}`,
    ]) {
      expect(text, row).toContain(row)
    }
    expect(mail.html || '').toContain('Two adults &amp; two parents &lt;70+&gt;.')
    expect(mail.html || '').not.toContain('<70+>')
  })

  describeEnquiryFailures(e2e, { endpoint: ENDPOINT, failureText: FORM.failureText, open: openForm, fill: fillForm, values, parts }, VISITOR)

  it('links to the official Nusuk platform in a new tab, announced to screen readers', async () => {
    const { page } = await e2e.open(VISITOR)
    await page.goto(PATH)
    const link = page.getByRole('link', { name: `${NUSUK.officialPlatform.label} ${t('newTab')}` })
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe(NUSUK.officialPlatform.href)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
