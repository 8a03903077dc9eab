// /get-quote in Chromium: the four-step wizard forward and back with every value kept, the
// progress bar and focus on each step's heading, Next Step checking its own step, sending taking
// the visitor to the step with the error, the captcha only on step 4, the request arriving in the
// outbox and the wizard back on step 1, every failure text, and axe at 375 and 1440 px.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { buildDay } from '../support/dates'
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
import { fill } from '../../content/browser/fill'
import { loadCatalogue } from '../../content/server/data/load'
import { formWords, replyText } from '../support/form-words'
import { literally } from '../support/words'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions
const WIZARD = loadCatalogue('get-quote', 'en').wizard
const quote = formWords(WIZARD)
const STEPS = WIZARD.steps.map((step) => step.title)
/** A field by its label in data/get-quote.yaml (its name may carry more after it, e.g. "(optional)"). */
const named = (field: string) => new RegExp(`^${literally(quote.label(field)).source}`)
/** "Step 2 of 4". */
const progress = (index: number) => fill(WIZARD.progress, { step: index + 1, total: WIZARD.steps.length })

const wizard = (page: Page) => page.getByRole('form', { name: WIZARD.heading })
const heading = (form: Locator) => form.locator('#quote-step-heading')
const captcha = (form: Locator) => form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
const select = (form: Locator, field: string) => form.getByRole('combobox', { name: named(field) })
const textbox = (form: Locator, field: string) => form.getByRole('textbox', { name: named(field) })
const nextStep = (form: Locator) => form.getByRole('button', { name: WIZARD.nextLabel })
const previous = (form: Locator) => form.getByRole('button', { name: WIZARD.previousLabel })
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
  expect(await heading(form).textContent()).toContain(progress(index))
  const bar = form.getByRole('progressbar')
  expect(await bar.evaluate((el) => (el as HTMLProgressElement).position)).toBeCloseTo((index + 1) / 4, 2)
  expect(await bar.getAttribute('aria-valuetext')).toBe(progress(index))
  expect(
    await form
      .getByRole('button', { name: new RegExp(STEPS[index]!) })
      .locator('xpath=..')
      .getAttribute('aria-current'),
  ).toBe('step')
  expect(await captcha(form).count(), 'the captcha only on step 4').toBe(index === 3 ? 1 : 0)
}

const focusedOnHeading = (form: Locator) => heading(form).evaluate((el) => el === document.activeElement)

const month = travelMonthOptions(buildDay(), { first: 'current' })[1]!

async function fillAll(form: Locator) {
  await textbox(form, 'firstName').fill('Ibrahim')
  await textbox(form, 'lastName').fill('Hussain')
  await textbox(form, 'email').fill('ibrahim.hussain@example.org')
  await textbox(form, 'phone').fill('020 7946 0555')
  await nextStep(form).click()
  await select(form, 'serviceType').selectOption('hajj')
  await select(form, 'travelMonth').selectOption(month.value)
  await select(form, 'duration').selectOption('21-days')
  await select(form, 'groupSize').selectOption('5-10')
  await select(form, 'budget').selectOption('5000-10000')
  await nextStep(form).click()
  await select(form, 'accommodationType').selectOption('luxury')
  await select(form, 'roomSharing').selectOption('double')
  await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.visaRequired') }).check()
  await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.insuranceRequired') }).check()
  await select(form, 'dietaryRequirements').selectOption('vegetarian')
  await textbox(form, 'specialRequests').fill('Adjoining rooms')
  await nextStep(form).click()
  await form.getByRole('radio', { name: quote.option('preferredContact', 'phone') }).check()
  await select(form, 'bestTimeToCall').selectOption('morning')
}

describe('the wizard', () => {
  it('goes forward and back keeping every value, with progress, focus on each heading and the captcha on step 4 only', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await expectStep(form, 0)
    expect(await previous(form).isDisabled()).toBe(true)
    expect(await form.getByRole('button', { name: WIZARD.submitLabel }).count()).toBe(0)

    await fillAll(form)
    await expectStep(form, 3)
    expect(await form.getByRole('radio', { name: quote.option('preferredContact', 'phone') }).isChecked()).toBe(true)
    expect(await form.getByRole('button', { name: WIZARD.submitLabel }).isVisible()).toBe(true)

    await previous(form).click()
    await expectStep(form, 2)
    expect(await focusedOnHeading(form)).toBe(true)
    expect(await select(form, 'accommodationType').inputValue()).toBe('luxury')
    expect(await form.getByRole('checkbox', { name: dataText('get-quote', 'wizard.labels.insuranceRequired') }).isChecked()).toBe(true)
    expect(await textbox(form, 'specialRequests').inputValue()).toBe('Adjoining rooms')
    await previous(form).click()
    await expectStep(form, 1)
    expect(await select(form, 'travelMonth').inputValue()).toBe(month.value)
    expect(await select(form, 'groupSize').inputValue()).toBe('5-10')
    await previous(form).click()
    await expectStep(form, 0)
    expect(await focusedOnHeading(form)).toBe(true)
    expect(await textbox(form, 'email').inputValue()).toBe('ibrahim.hussain@example.org')
    expect(await previous(form).isDisabled()).toBe(true)
    await nextStep(form).click()
    await expectStep(form, 1)
    expect(await focusedOnHeading(form), 'focus on the heading after Next Step').toBe(true)
    await nextStep(form).click()
    await nextStep(form).click()
    await expectStep(form, 3)
    expect(await form.getByRole('radio', { name: quote.option('preferredContact', 'phone') }).isChecked(), 'kept after going back').toBe(true)
  })

  it('lists the travel months from the current month, then Ramadan and Flexible', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await form.getByRole('button', { name: new RegExp(literally(STEPS[1]!).source) }).click()
    const values = await select(form, 'travelMonth')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(values.slice(1)).toEqual(travelMonthOptions(buildDay(), { first: 'current' }).map((o) => o.value))
  })

  it('Next Step checks its own step: the fields are marked and the first focused', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await textbox(form, 'firstName').fill('Ibrahim')
    await nextStep(form).click()
    await expect.poll(() => form.getByText(dataText('get-quote', 'wizard.messages.lastName')).isVisible()).toBe(true)
    expect(await form.getByText(dataText('get-quote', 'wizard.messages.email')).isVisible()).toBe(true)
    await expectStep(form, 0)
    expect(await textbox(form, 'lastName').getAttribute('aria-invalid')).toBe('true')
    expect(await textbox(form, 'lastName').evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('sending with a problem on an earlier step takes the visitor there with the field marked and focused', async () => {
    const page = await openWizard()
    const form = wizard(page)
    const sent: string[] = []
    page.on('request', (r) => r.url().includes('/.netlify/functions/') && sent.push(r.url()))
    // Straight to the last step by its name, skipping steps 1 to 3.
    await form.getByRole('button', { name: new RegExp(literally(STEPS[3]!).source) }).click()
    await expectStep(form, 3)
    await captcha(form).check()
    await form.getByRole('button', { name: WIZARD.submitLabel }).click()
    await expectStep(form, 0)
    expect(await textbox(form, 'firstName').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => textbox(form, 'firstName').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await form.getByText(dataText('get-quote', 'wizard.messages.firstName')).isVisible()).toBe(true)

    // Step 1 put right, the next problem is on step 2.
    await textbox(form, 'firstName').fill('Ibrahim')
    await textbox(form, 'lastName').fill('Hussain')
    await textbox(form, 'email').fill('ibrahim.hussain@example.org')
    await textbox(form, 'phone').fill('020 7946 0555')
    await form.getByRole('button', { name: new RegExp(literally(STEPS[3]!).source) }).click()
    await captcha(form).check()
    await form.getByRole('button', { name: WIZARD.submitLabel }).click()
    await expectStep(form, 1)
    await expect.poll(() => select(form, 'serviceType').evaluate((el) => el === document.activeElement)).toBe(true)
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
      sendingText: WIZARD.sendingLabel,
      successText: replyText(WIZARD.successText),
      // Back on step 1, whose submit button is Next Step.
      idleText: WIZARD.nextLabel,
      outbox: e2e.site.outbox,
    })
    await expectStep(form, 0)
    expect(await textbox(form, 'email').inputValue()).toBe('')
    for (const line of [
      quote.optionRow('serviceType', 'hajj'),
      quote.row('travelMonth', month.label.replace(` ${dataText('forms', 'travelMonths.hajjMark')}`, '')),
      quote.optionRow('duration', '21-days'),
      quote.optionRow('groupSize', '5-10'),
      quote.optionRow('budget', '5000-10000'),
      quote.optionRow('accommodationType', 'luxury'),
      quote.optionRow('roomSharing', 'double'),
      quote.tickRow('visaRequired', true),
      quote.tickRow('flightRequired', false),
      quote.tickRow('insuranceRequired', true),
      quote.optionRow('dietaryRequirements', 'vegetarian'),
      quote.row('specialRequests', 'Adjoining rooms'),
      quote.optionRow('preferredContact', 'phone'),
      quote.optionRow('bestTimeToCall', 'morning'),
    ]) {
      expect(mail.text, line).toContain(line)
    }
    await form.getByRole('button', { name: new RegExp(literally(STEPS[3]!).source) }).click()
    expect(await form.getByRole('radio', { name: quote.option('preferredContact', 'email') }).isChecked(), 'e-mail is the contact again').toBe(true)
  })
})

describe('failures', () => {
  it('an unticked captcha, no connection and a reply without text each say so in red, values kept', async () => {
    const page = await openWizard()
    const form = wizard(page)
    await fillAll(form)
    const submit = form.getByRole('button', { name: WIZARD.submitLabel })
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
    expect(await form.getByRole('radio', { name: quote.option('preferredContact', 'phone') }).isChecked()).toBe(true)
  })

  it('the mail server down: the server says so', async () => {
    await withMailServerDown(e2e.browser, VISITOR, async (page, down) => {
      const form = wizard(await showWizard(page))
      await fillAll(form)
      await captcha(form).check()
      await form.getByRole('button', { name: WIZARD.submitLabel }).click()
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
