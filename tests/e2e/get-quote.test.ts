// /get-quote in Chromium: the four-step wizard forward and back with every value kept, the
// progress bar and focus on each step's heading, Next Step checking its own step, sending taking
// the visitor to the step with the error, the captcha only on step 4, the request arriving in the
// outbox and the wizard back on step 1, every failure text, and axe at 375 and 1440 px.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import {
  axeViolations,
  DESKTOP,
  PHONE,
  expectRefused,
  listEmails,
  sendEnquiry,
  useE2E,
  waitForAnimations,
  waitForIslands,
  withMailServerDown,
  type EnquiryFormParts,
  type PageOptions,
  whenNothingWorks,
} from '../support/browser'
import { dataText } from '../support/data-text'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions
const STEPS = ['Personal Info', 'Travel Details', 'Services', 'Contact']

const wizard = (page: Page) => page.getByRole('form', { name: 'Your Quote Request' })
const heading = (form: Locator) => form.locator('#quote-step-heading')
const captcha = (form: Locator) => form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
const select = (form: Locator, name: string) => form.getByRole('combobox', { name: new RegExp(`^${name}`) })
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) })
const nextStep = (form: Locator) => form.getByRole('button', { name: 'Next Step' })
const previous = (form: Locator) => form.getByRole('button', { name: 'Previous' })
const ENDPOINT = '**/.netlify/functions/send-quote-email'
const FAILURE = dataText('get-quote', 'wizard.failureText')
/** On step 4; after a success the wizard is back on step 1, where there is no captcha. */
const parts = (form: Locator, { withCaptcha = true } = {}): EnquiryFormParts => ({
  submit: form.locator('button[type="submit"]'),
  message: form.getByRole('status'),
  captcha: withCaptcha ? captcha(form) : undefined,
})

async function openWizard(options: PageOptions = {}): Promise<Page> {
  return showWizard((await e2e.open({ ...VISITOR, ...options })).page)
}

async function showWizard(page: Page): Promise<Page> {
  await page.goto('/get-quote')
  await waitForIslands(page)
  return page
}

async function expectStep(form: Locator, index: number) {
  await expect.poll(() => heading(form).textContent()).toContain(STEPS[index]!)
  expect(await heading(form).textContent()).toContain(`Step ${index + 1} of 4`)
  const bar = form.getByRole('progressbar')
  expect(await bar.evaluate((el) => (el as HTMLProgressElement).position)).toBeCloseTo((index + 1) / 4, 2)
  expect(await bar.getAttribute('aria-valuetext')).toBe(`Step ${index + 1} of 4`)
  expect(
    await form
      .getByRole('button', { name: new RegExp(STEPS[index]!) })
      .locator('xpath=..')
      .getAttribute('aria-current'),
  ).toBe('step')
  expect(await captcha(form).count(), 'the captcha only on step 4').toBe(index === 3 ? 1 : 0)
}

const focusedOnHeading = (form: Locator) => heading(form).evaluate((el) => el === document.activeElement)

const month = travelMonthOptions(new Date(), { first: 'current' })[1]!

async function fillAll(form: Locator) {
  await textbox(form, 'First name').fill('Ibrahim')
  await textbox(form, 'Last name').fill('Hussain')
  await textbox(form, 'Email').fill('ibrahim.hussain@example.org')
  await textbox(form, 'Phone').fill('020 7946 0555')
  await nextStep(form).click()
  await select(form, 'Service').selectOption('hajj')
  await select(form, 'Travel month').selectOption(month.value)
  await select(form, 'Duration').selectOption('21-days')
  await select(form, 'Group size').selectOption('5-10')
  await select(form, 'Budget per person').selectOption('5000-10000')
  await nextStep(form).click()
  await select(form, 'Accommodation').selectOption('luxury')
  await select(form, 'Room sharing').selectOption('double')
  await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.visaRequired') }).check()
  await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.insuranceRequired') }).check()
  await select(form, 'Dietary requirements').selectOption('vegetarian')
  await textbox(form, 'Special requests').fill('Adjoining rooms')
  await nextStep(form).click()
  await form.getByRole('radio', { name: 'Phone' }).check()
  await select(form, dataText('get-quote', 'wizard.labels.bestTimeToCall')).selectOption('morning')
}

describe('the wizard', () => {
  it('goes forward and back keeping every value, with progress, focus on each heading and the captcha on step 4 only', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await expectStep(form, 0)
    expect(await previous(form).isDisabled()).toBe(true)
    expect(await form.getByRole('button', { name: 'Submit Quote Request' }).count()).toBe(0)

    await fillAll(form)
    await expectStep(form, 3)
    expect(await form.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true)
    expect(await form.getByRole('button', { name: 'Submit Quote Request' }).isVisible()).toBe(true)

    await previous(form).click()
    await expectStep(form, 2)
    expect(await focusedOnHeading(form)).toBe(true)
    expect(await select(form, 'Accommodation').inputValue()).toBe('luxury')
    expect(await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.insuranceRequired') }).isChecked()).toBe(true)
    expect(await textbox(form, 'Special requests').inputValue()).toBe('Adjoining rooms')
    await previous(form).click()
    await expectStep(form, 1)
    expect(await select(form, 'Travel month').inputValue()).toBe(month.value)
    expect(await select(form, 'Group size').inputValue()).toBe('5-10')
    await previous(form).click()
    await expectStep(form, 0)
    expect(await focusedOnHeading(form)).toBe(true)
    expect(await textbox(form, 'Email').inputValue()).toBe('ibrahim.hussain@example.org')
    expect(await previous(form).isDisabled()).toBe(true)
    await nextStep(form).click()
    await expectStep(form, 1)
    expect(await focusedOnHeading(form), 'focus on the heading after Next Step').toBe(true)
    await nextStep(form).click()
    await nextStep(form).click()
    await expectStep(form, 3)
    expect(await form.getByRole('radio', { name: 'Phone' }).isChecked(), 'kept after going back').toBe(true)
  })

  it('lists the travel months from the current month, then Ramadan and Flexible', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await form.getByRole('button', { name: /Travel Details/ }).click()
    const values = await select(form, 'Travel month')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(values.slice(1)).toEqual(travelMonthOptions(new Date(), { first: 'current' }).map((o) => o.value))
  })

  it('Next Step checks its own step: the fields are marked and the first focused', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await textbox(form, 'First name').fill('Ibrahim')
    await nextStep(form).click()
    await expect.poll(() => form.getByText(dataText('get-quote', 'wizard.messages.lastName')).isVisible()).toBe(true)
    expect(await form.getByText(dataText('get-quote', 'wizard.messages.email')).isVisible()).toBe(true)
    await expectStep(form, 0)
    expect(await textbox(form, 'Last name').getAttribute('aria-invalid')).toBe('true')
    expect(await textbox(form, 'Last name').evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('sending with a problem on an earlier step takes the visitor there with the field marked and focused', async () => {
    const page = await openWizard()
    const form = wizard(page)
    const sent: string[] = []
    page.on('request', (r) => r.url().includes('/.netlify/functions/') && sent.push(r.url()))
    // Straight to the last step by its name, skipping steps 1 to 3.
    await form.getByRole('button', { name: /Contact/ }).click()
    await expectStep(form, 3)
    await captcha(form).check()
    await form.getByRole('button', { name: 'Submit Quote Request' }).click()
    await expectStep(form, 0)
    expect(await textbox(form, 'First name').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => textbox(form, 'First name').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await form.getByText(dataText('get-quote', 'wizard.messages.firstName')).isVisible()).toBe(true)

    // Step 1 put right, the next problem is on step 2.
    await textbox(form, 'First name').fill('Ibrahim')
    await textbox(form, 'Last name').fill('Hussain')
    await textbox(form, 'Email').fill('ibrahim.hussain@example.org')
    await textbox(form, 'Phone').fill('020 7946 0555')
    await form.getByRole('button', { name: /Contact/ }).click()
    await captcha(form).check()
    await form.getByRole('button', { name: 'Submit Quote Request' }).click()
    await expectStep(form, 1)
    await expect.poll(() => select(form, 'Service').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await form.getByText(dataText('get-quote', 'wizard.messages.groupSize')).isVisible()).toBe(true)
    expect(sent).toEqual([])
  })

  it('sends every field: "Submitting...", green, the e-mail arrives, and the wizard is back on step 1, empty', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await fillAll(form)
    await captcha(form).check()
    const { mail } = await sendEnquiry(page, parts(form, { withCaptcha: false }), {
      endpoint: ENDPOINT,
      sendingText: 'Submitting...',
      successText: 'Thank you! Your quote request has been sent successfully. We will send you a tailored quote within 24 hours.',
      // Back on step 1, whose submit button is Next Step.
      idleText: 'Next Step',
      outbox: e2e.site.outbox,
    })
    await expectStep(form, 0)
    expect(await textbox(form, 'Email').inputValue()).toBe('')
    for (const line of [
      'Service: Hajj Package',
      `Travel month: ${month.label.replace(' (Hajj)', '')}`,
      'Duration: 21 days',
      'Group size: 5 – 10 people',
      'Budget per person: £5,000 – £10,000',
      'Accommodation: Luxury hotel',
      'Room sharing: Double',
      'I need a visa: Yes',
      'I need flights: No',
      'I need travel insurance: Yes',
      'Dietary requirements: Vegetarian',
      'Special requests: Adjoining rooms',
      'Preferred contact: Phone',
      'Best time to call: Morning (9–12)',
    ]) {
      expect(mail.text, line).toContain(line)
    }
    await form.getByRole('button', { name: /Contact/ }).click()
    expect(await form.getByRole('radio', { name: 'Email' }).isChecked(), 'e-mail is the contact again').toBe(true)
  })
})

describe('failures', () => {
  it('an unticked captcha, no connection and a reply without text each say so in red, values kept', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await fillAll(form)
    const submit = form.getByRole('button', { name: 'Submit Quote Request' })
    await submit.click()
    await expectRefused(parts(form), dataText('forms', 'shared.captchaIncomplete'))

    await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'))
    await captcha(form).check()
    await submit.click()
    await expectRefused(parts(form), dataText('forms', 'shared.networkError'))

    await page.unroute(ENDPOINT)
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await captcha(form).check()
    await submit.click()
    await expectRefused(parts(form), FAILURE)
    await expectStep(form, 3)
    expect(await form.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true)
  })

  it('the mail server down: the server says so', async () => {
    await withMailServerDown(e2e.browser, VISITOR, async (page, down) => {
      const form = wizard(await showWizard(page))
      await fillAll(form)
      await captcha(form).check()
      await form.getByRole('button', { name: 'Submit Quote Request' }).click()
      await expectRefused(parts(form), whenNothingWorks(FAILURE), { timeout: 15_000 })
      expect(await listEmails(down.outbox)).toEqual([])
    })
  })
})

describe('axe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`every step, errors shown, at ${viewport.width} px`, async () => {
      const page = await openWizard({ viewport })
      const form = wizard(page)
      await nextStep(form).click()
      await waitForAnimations(page)
      let found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
      for (const step of STEPS.slice(1)) {
        await form.getByRole('button', { name: new RegExp(step) }).click()
        await waitForAnimations(page)
        found = await axeViolations(page)
        expect(found, `${step}:\n${found.join('\n')}`).toEqual([])
      }
    })
  }
})
