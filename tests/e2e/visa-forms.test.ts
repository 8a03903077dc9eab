// The three visa application windows end to end in Chromium: every field filled, real files
// chosen, the submitting state, what the function receives (the tab's visa, country or service),
// the e-mail the agency gets in the outbox with the documents attached byte for byte, the green
// message and the window closing 3 s later; then the mail server down (red, everything kept).
import { readFileSync } from 'node:fs'
import type { ParsedMail } from 'mailparser'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bangladeshNationalityOptions, bangladeshServiceOptions } from '../../forms/bangladesh-service'
import {
  VISA_APPLICATION_FAILURE_TEXT,
  emergencyRelationOptions,
  saudiNationalityOptions,
  saudiPurposeOptions,
  schengenNationalityOptions,
  schengenPurposeOptions,
} from '../../forms/visa-application'
import { CAPTCHA_INCOMPLETE, NETWORK_ERROR } from '../../forms/_shared/messages'
import { inDays } from '../support/dates'
import {
  expectRefused,
  listEmails,
  openPage,
  sendEnquiry,
  settle,
  useE2E,
  waitForIslands,
  type EnquiryFormParts,
  whenNothingWorks,
  startSiteWithNothingWorking,
} from '../support/browser'
import {
  APPLICATIONS,
  applicant,
  bangladeshWords,
  captchaBox,
  dialog,
  field,
  fileInput,
  fillBangladeshApplication,
  fillVisaApplication,
  fixture,
  formMessage,
  listedFiles,
  openApplication,
  stopClock,
  openApplicationPage,
  submitButton,
  travel,
  VISITOR,
  visaWords,
  watchFunctionRequests,
  wordsOf,
  type Application,
} from '../support/browser/visa-applications'
import { withoutReference } from '../support/reference'
import { UPLOAD_WORDS, replyText } from '../support/form-words'
import { dataText } from '../support/data-text'
import { t } from '../support/words'
import { fill } from '../../content/browser/fill'

const e2e = useE2E()

const parts = (form: Locator): EnquiryFormParts => ({ submit: submitButton(form), message: formMessage(form), captcha: captchaBox(form) })

const optionValues = (select: Locator) => select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
const valuesOf = (options: ReadonlyArray<{ value: string }>) => ['', ...options.map((o) => o.value)]

/** The country the Saudi and Schengen windows start with (data/forms.yaml). */
const DEFAULT_COUNTRY = dataText('forms', 'visaApplication.defaultCountry')
/** Each application's success text as the visitor reads it. */
const SUCCESS: Record<Application, string> = {
  saudi: replyText(dataText('forms', 'visaApplication.saudiSuccessText')),
  schengen: replyText(dataText('forms', 'visaApplication.schengenSuccessText')),
  bangladesh: replyText(bangladeshWords.texts.successText),
}

/** The e-mail's attachment whose name starts with `prefix` (the function makes names safe). */
function attachment(mail: ParsedMail, prefix: string) {
  const found = mail.attachments.filter((a) => a.filename?.startsWith(prefix))
  expect(found, `one attachment named ${prefix}-…`).toHaveLength(1)
  return found[0]!
}

/**
 * Submits the filled window with the captcha ticked, holding the request to see "Submitting...";
 * returns the body the function received and the e-mail it sent. The page's clock is stopped, so
 * the window stays open until the test moves it on.
 */
async function submitHeld(application: Application, form: Locator, page: Page) {
  await captchaBox(form).check()
  return sendEnquiry(page, parts(form), {
    endpoint: `**/.netlify/functions/${APPLICATIONS[application].endpoint}`,
    sendingText: t('forms.submitting'),
    successText: SUCCESS[application],
    idleText: dataText('forms', 'visaApplication.submitLabel'),
    outbox: e2e.site.outbox,
    timeout: 15_000,
  })
}

/** After the success: fields and files reset, then closed after exactly 3 s. */
async function expectSuccessThenClose(application: Application, page: Page, form: Locator) {
  expect(await field(form, wordsOf(application).label('firstName')).inputValue(), 'fields reset').toBe('')
  expect(await listedFiles(form, 'passportCopy'), 'files reset').toEqual([])
  await page.clock.runFor(2900)
  await settle(page)
  expect(await dialog(page).isVisible(), 'still open at 2.9 s').toBe(true)
  await page.clock.runFor(100)
  await settle(page)
  await expect.poll(() => dialog(page).count()).toBe(0)
}

describe('Saudi visa application (/visa)', () => {
  it('offers the Saudi lists, the United Kingdom as country, and the fields the specification requires', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const form = await openApplication(page)
    expect(await optionValues(field(form, visaWords.label('nationality')))).toEqual(valuesOf(saudiNationalityOptions))
    expect(await optionValues(field(form, visaWords.label('purposeOfVisit')))).toEqual(valuesOf(saudiPurposeOptions))
    expect(await optionValues(field(form, visaWords.label('emergencyRelation')))).toEqual(valuesOf(emergencyRelationOptions))
    expect(await field(form, visaWords.label('country')).inputValue()).toBe(DEFAULT_COUNTRY)
    for (const box of ['previousVisit', 'criminalRecord']) {
      expect(await form.getByRole('checkbox', { name: visaWords.label(box) }).isChecked()).toBe(false)
    }
    expect(await fileInput(form, 'passportCopy').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png')
    expect(await fileInput(form, 'photograph').getAttribute('accept')).toBe('.jpg,.jpeg,.png')
    expect(await fileInput(form, 'additionalDocs').getAttribute('multiple')).not.toBeNull()
    expect(await form.innerText()).toContain(fill(UPLOAD_WORDS.limitText, { limit: '4 MB' }))
  })

  it('sends the tab’s visa with a PDF and a PNG; the e-mail has both byte for byte; green; closes 3 s later', async () => {
    const page = await openApplicationPage(e2e, 'saudi', { fakeClock: true })
    const form = await openApplication(page, 'E-Waiver Visa')
    await stopClock(page)
    await fillVisaApplication(form, { nationality: 'British', purpose: 'Umrah' })
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.png'))
    expect(await listedFiles(form, 'passportCopy')).toEqual(['passport.pdf 19 KB'])
    expect(await listedFiles(form, 'photograph')).toEqual(['photo.png 5.9 KB'])

    const { body, mail } = await submitHeld('saudi', form, page)
    expect(body).toMatchObject({
      visaType: 'E-Waiver Visa',
      ...applicant,
      nationality: 'British',
      purposeOfVisit: 'Umrah',
      country: DEFAULT_COUNTRY,
      emergencyRelation: 'Sibling',
      previousVisit: true,
      criminalRecord: false,
      ...travel,
      passportCopy: { name: 'passport.pdf', type: 'application/pdf', size: 19068, data: readFileSync(fixture('passport.pdf')).toString('base64') },
      photograph: { name: 'photo.png', type: 'image/png', size: 5901, data: readFileSync(fixture('photo.png')).toString('base64') },
      additionalDocs: [],
    })
    expect(String(body.recaptchaToken)).not.toBe('')

    expect(withoutReference(mail.subject)).toBe(`Saudi E-Waiver Visa application: ${applicant.firstName} ${applicant.lastName}`)
    expect(mail.attachments).toHaveLength(2)
    expect(attachment(mail, 'passport-copy').content.equals(readFileSync(fixture('passport.pdf')))).toBe(true)
    expect(attachment(mail, 'photograph').content.equals(readFileSync(fixture('photo.png')))).toBe(true)
    for (const line of [
      visaWords.row('visaType', 'E-Waiver Visa'),
      visaWords.row('address', applicant.address),
      visaWords.row('passportNumber', 'AB1234567'),
    ]) {
      expect(mail.text, line).toContain(line)
    }
    await expectSuccessThenClose('saudi', page, form)
  })
})

describe('Schengen visa application (/schengen-visa)', () => {
  it('sends the tab’s country with the Schengen lists and three documents attached', async () => {
    const page = await openApplicationPage(e2e, 'schengen', { fakeClock: true })
    const form = await openApplication(page, 'France')
    await stopClock(page)
    expect(await optionValues(field(form, visaWords.label('nationality')))).toEqual(valuesOf(schengenNationalityOptions))
    expect(await optionValues(field(form, visaWords.label('purposeOfVisit')))).toEqual(valuesOf(schengenPurposeOptions))
    await fillVisaApplication(form, { nationality: 'Pakistani', purpose: 'Education' })
    await field(form, visaWords.label('country')).fill('Ireland')
    await fileInput(form, 'passportCopy').setInputFiles(fixture('photo.jpg'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.png'))
    await fileInput(form, 'additionalDocs').setInputFiles(fixture('passport.pdf'))

    const { body, mail } = await submitHeld('schengen', form, page)
    expect(body).toMatchObject({ selectedCountry: 'france', nationality: 'Pakistani', purposeOfVisit: 'Education', country: 'Ireland' })
    expect(body).not.toHaveProperty('visaType')
    expect(mail.subject).toContain('France')
    expect(attachment(mail, 'passport-copy').content.equals(readFileSync(fixture('photo.jpg')))).toBe(true)
    expect(attachment(mail, 'photograph').content.equals(readFileSync(fixture('photo.png')))).toBe(true)
    expect(attachment(mail, 'additional-1').content.equals(readFileSync(fixture('passport.pdf')))).toBe(true)
    await expectSuccessThenClose('schengen', page, form)
  })
})

describe('Bangladesh services application (/bangladesh-visa)', () => {
  it('presets the service to the tab and sends selectedService and the chosen serviceType', async () => {
    const page = await openApplicationPage(e2e, 'bangladesh', { fakeClock: true })
    const nid = bangladeshServiceOptions.find((o) => o.value === 'nid')!
    const form = await openApplication(
      page,
      await page
        .getByRole('tab', { name: /NID|National ID/ })
        .first()
        .innerText(),
    )
    await stopClock(page)
    const service = field(form, bangladeshWords.label('serviceType'))
    expect(await service.inputValue()).toBe('nid')
    expect(await optionValues(service)).toEqual(valuesOf(bangladeshServiceOptions))
    expect(await service.locator('option:checked').innerText()).toBe(nid.label)
    expect(await optionValues(field(form, bangladeshWords.label('nationality')))).toEqual(valuesOf(bangladeshNationalityOptions))
    expect(await optionValues(field(form, bangladeshWords.label('emergencyRelation')))).toEqual(valuesOf(emergencyRelationOptions))

    await fillBangladeshApplication(form, 'Bangladeshi')
    await service.selectOption('e-passport')
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
    const { body, mail } = await submitHeld('bangladesh', form, page)
    expect(body).toMatchObject({ selectedService: 'nid', serviceType: 'e-passport', nationality: 'Bangladeshi', passportNumber: travel.passportNumber })
    expect(attachment(mail, 'passport-copy').content.equals(readFileSync(fixture('passport.pdf')))).toBe(true)
    expect(attachment(mail, 'photograph').content.equals(readFileSync(fixture('photo.jpg')))).toBe(true)
    await expectSuccessThenClose('bangladesh', page, form)
  })
})

describe('when the mail server is down', () => {
  it('each window says so in red and keeps every value and file', async () => {
    const down = await startSiteWithNothingWorking()
    try {
      const { context, page } = await openPage(e2e.browser, down.url, VISITOR)
      try {
        for (const application of ['saudi', 'schengen', 'bangladesh'] as const) {
          await page.goto(APPLICATIONS[application].path)
          await waitForIslands(page)
          const form = await openApplication(page)
          if (application === 'bangladesh') await fillBangladeshApplication(form, 'British')
          else await fillVisaApplication(form, { nationality: 'Other', purpose: 'Business' })
          await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
          await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
          await captchaBox(form).check()
          await submitButton(form).click()
          await expectRefused(parts(form), whenNothingWorks(VISA_APPLICATION_FAILURE_TEXT), { timeout: 20_000 })
          expect(await field(form, wordsOf(application).label('email')).inputValue()).toBe(applicant.email)
          expect(await field(form, wordsOf(application).label('dateOfBirth')).inputValue()).toBe(applicant.dateOfBirth)
          expect(await listedFiles(form, 'passportCopy')).toEqual(['passport.pdf 19 KB'])
          expect(await listedFiles(form, 'photograph')).toEqual(['photo.jpg 4.3 KB'])
          expect(await dialog(page).isVisible(), application).toBe(true)
        }
        expect(await listEmails(down.outbox)).toEqual([])
      } finally {
        await context.close()
      }
    } finally {
      await down.close()
    }
  })
})

describe('before and without sending', () => {
  it('an unticked captcha is said in red and nothing is sent', async () => {
    const page = await openApplicationPage(e2e, 'schengen')
    const sent = watchFunctionRequests(page)
    const form = await openApplication(page)
    await fillVisaApplication(form, { nationality: 'Indian', purpose: 'Medical' })
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
    await submitButton(form).click()
    await expectRefused(parts(form), CAPTCHA_INCOMPLETE)
    expect(sent).toEqual([])
  })

  it('a network failure says so in red and keeps the values and files', async () => {
    const page = await openApplicationPage(e2e, 'bangladesh')
    const form = await openApplication(page)
    await fillBangladeshApplication(form, 'Other')
    await fileInput(form, 'passportCopy').setInputFiles(fixture('photo.png'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
    await page.route(`**/.netlify/functions/${APPLICATIONS.bangladesh.endpoint}`, (route) => route.abort('internetdisconnected'))
    await captchaBox(form).check()
    await submitButton(form).click()
    await expectRefused(parts(form), NETWORK_ERROR)
    expect(await field(form, bangladeshWords.label('lastName')).inputValue()).toBe(applicant.lastName)
    expect(await listedFiles(form, 'passportCopy')).toEqual(['photo.png 5.9 KB'])
  })
})

describe('dates', () => {
  it('the date pickers start where the rules do: travel and expiry from today, return from the travel date', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const form = await openApplication(page)
    expect(await field(form, visaWords.label('travelDate')).getAttribute('min')).toBe(inDays(0))
    expect(await field(form, visaWords.label('passportExpiry')).getAttribute('min')).toBe(inDays(0))
    await field(form, visaWords.label('travelDate')).fill(inDays(30))
    expect(await field(form, visaWords.label('returnDate')).getAttribute('min')).toBe(inDays(30))
  })
})
