// /flights in Chromium: a destination card's Request Quote fills the arrival city and brings the
// visitor to it; round trip asks for a return date, one way does not; the request arrives in the
// outbox with "Sending Request..." while it travels and the form cleared after; every failure
// shows its text in red; axe is clean with errors shown, at 375 and 1440 px.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { optionLabel } from '../../forms/_shared/fields'
import { fill } from '../../forms/_shared/messages'
import { FLIGHT_FORM, MULTI_CITY, ROUND_TRIP } from '../../forms/flight-request'
import { inDays } from '../support/dates'
import {
  axeViolations,
  DESKTOP,
  PHONE,
  PROJECT_ROOT,
  expectRefused,
  expectTextsShown,
  layOutEveryPart,
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
import { formWords, replyText } from '../support/form-words'
import { literally } from '../support/words'
import { loadCatalogue } from '../../content/server/data/load'

const e2e = useE2E()
const content = parse(readFileSync(join(PROJECT_ROOT, 'data', 'flights.yaml'), 'utf8')) as {
  destinations: { items: Array<{ city: string; country: string; price: number }> }
}
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions
/** The quote form's words in data/flights.yaml: labels, options, messages, the e-mail's rows. */
const quote = formWords(loadCatalogue('flights', 'en').form)
const SUCCESS = replyText(quote.texts.successText)
/** A field named by its label and perhaps more after it (a hint, "(optional)"). */
const named = (field: string) => new RegExp(`^${literally(quote.label(field)).source}`)

const quoteForm = (page: Page) => page.getByRole('form', { name: dataText('flights', 'form.heading') })
const textbox = (form: Locator, field: string) => form.getByRole('textbox', { name: named(field) })
const combobox = (form: Locator, field: string) => form.getByRole('combobox', { name: named(field) })
const dateField = (form: Locator, field: 'departureDate' | 'returnDate') => form.getByLabel(named(field))
const submit = (form: Locator) => form.locator('button[type="submit"]')
const ENDPOINT = '**/.netlify/functions/send-flight-request-email'
const FAILURE = dataText('flights', 'form.failureText')
const parts = (form: Locator): EnquiryFormParts => ({
  submit: submit(form),
  message: form.getByRole('status'),
  captcha: form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }),
})

async function openFlights(options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ ...VISITOR, ...options })
  await page.goto('/flights')
  await waitForIslands(page)
  return page
}

async function fillRequired(form: Locator) {
  await textbox(form, 'firstName').fill('Yusuf')
  await textbox(form, 'lastName').fill('Khan')
  await textbox(form, 'email').fill('yusuf.khan@example.org')
  await textbox(form, 'phone').fill('07700 900123')
  await textbox(form, 'departureCity').fill('London Heathrow')
  await textbox(form, 'arrivalCity').fill('Dhaka, Bangladesh')
  await dateField(form, 'departureDate').fill(inDays(21))
  await dateField(form, 'returnDate').fill(inDays(35))
}

describe('destination cards', () => {
  it('show the six destinations with their from-prices', async () => {
    const page = await openFlights()
    await layOutEveryPart(page)
    const cards = page.locator('.flights-destination')
    expect(await cards.locator('h3').allInnerTexts()).toEqual(['Jeddah', 'Riyadh', 'Dhaka', 'Karachi', 'Istanbul', 'Dubai'])
    expect((await cards.locator('.flights-destination__price').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual(
      ['£299', '£349', '£449', '£399', '£199', '£279'].map((p) => `${dataText('flights', 'destinations.fromLabel')} ${p}`),
    )
  })

  it('Request Quote fills the arrival city with "City, Country", scrolls to it and focuses it', async () => {
    const page = await openFlights({ viewport: PHONE })
    for (const destination of [content.destinations.items[2]!, content.destinations.items[5]!]) {
      const place = `${destination.city}, ${destination.country}`
      await page.getByRole('link', { name: `${dataText('flights', 'destinations.requestLabel')} – ${place}` }).click()
      const arrival = textbox(quoteForm(page), 'arrivalCity')
      await expect.poll(() => arrival.inputValue()).toBe(place)
      await expect.poll(() => arrival.evaluate((el) => el === document.activeElement), { message: 'focus on the arrival city' }).toBe(true)
      await expect
        .poll(() =>
          arrival.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return r.top >= 0 && r.bottom <= innerHeight
          }),
        )
        .toBe(true)
    }
  })
})

describe('the quote form', () => {
  it('round trip asks for a return date after the departure; one way hides it and sends none', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    expect(await form.getByRole('radio', { name: quote.option('tripType', ROUND_TRIP) }).isChecked()).toBe(true)
    expect(await combobox(form, 'class').inputValue()).toBe('economy')
    expect(await combobox(form, 'adults').locator('option').allInnerTexts()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(await combobox(form, 'children').locator('option').allInnerTexts()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8'])
    expect(await combobox(form, 'infants').locator('option').allInnerTexts()).toEqual(['0', '1', '2', '3', '4'])
    expect(await form.getByRole('radio').count()).toBe(FLIGHT_FORM.options.tripType.length)

    await fillRequired(form)
    await dateField(form, 'returnDate').fill(inDays(20))
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await submit(form).click()
    await expect.poll(() => form.getByText(dataText('flights', 'form.messages.returnBeforeDeparture')).isVisible()).toBe(true)
    expect(await dateField(form, 'returnDate').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await dateField(form, 'returnDate').getAttribute('min')).toBe(inDays(21))

    await form.getByRole('radio', { name: quote.option('tripType', 'one-way') }).check()
    expect(await dateField(form, 'returnDate').count()).toBe(0)
    const request = page.waitForRequest('**/.netlify/functions/send-flight-request-email')
    await submit(form).click()
    const body = JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>
    // passengers: everyone travelling, as docs/specification/part-2.md names the field.
    expect(body).toMatchObject({ tripType: 'one-way', arrivalCity: 'Dhaka, Bangladesh', adults: 1, passengers: 1 })
    await expect.poll(() => form.getByRole('status').innerText(), { timeout: 10_000 }).toContain(SUCCESS)
  })

  it('no more infants than adults, shown beside the infants', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    await combobox(form, 'infants').selectOption('2')
    await submit(form).click()
    await expect.poll(() => form.getByText(dataText('flights', 'form.messages.infantsPerAdult')).isVisible()).toBe(true)
    await expectTextsShown(
      form,
      ['firstName', 'departureCity', 'arrivalCity', 'departureDate', 'returnDate'].map((key) => dataText('flights', `form.messages.${key}`)),
    )
  })

  it('sends every field: "Sending Request..." on a disabled button, then green, the e-mail arrives, the form is cleared', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    await fillRequired(form)
    await combobox(form, 'adults').selectOption('2')
    await combobox(form, 'children').selectOption('1')
    await combobox(form, 'infants').selectOption('1')
    await combobox(form, 'class').selectOption({ label: quote.option('class', 'business') })
    await combobox(form, 'preferredAirline').selectOption({ label: quote.option('preferredAirline', 'emirates') })
    await combobox(form, 'budget').selectOption('800-1200')
    await combobox(form, 'mealPreferences').selectOption('halal')
    await form.getByRole('checkbox', { name: named('flexibleDates') }).check()
    await form.getByRole('checkbox', { name: named('directFlights') }).check()
    await textbox(form, 'baggageRequirements').fill('Zamzam on return')
    await textbox(form, 'seatPreferences').fill('Window')
    await textbox(form, 'specialRequests').fill('Wheelchair <at> Dhaka')
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()

    const { body, mail } = await sendEnquiry(page, parts(form), {
      endpoint: ENDPOINT,
      sendingText: FLIGHT_FORM.sendingLabel,
      successText: SUCCESS,
      idleText: FLIGHT_FORM.submitLabel,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({ adults: 2, children: 1, infants: 1, passengers: 4 })
    for (const line of [
      quote.optionRow('tripType', ROUND_TRIP),
      quote.row('arrivalCity', 'Dhaka, Bangladesh'),
      quote.optionRow('class', 'business'),
      quote.row('adults', 2),
      quote.row('children', 1),
      quote.row('infants', 1),
      quote.optionRow('preferredAirline', 'emirates'),
      quote.optionRow('budget', '800-1200'),
      quote.optionRow('mealPreferences', 'halal'),
      quote.tickRow('flexibleDates', true),
      quote.tickRow('directFlights', true),
      quote.row('baggageRequirements', 'Zamzam on return'),
      quote.row('seatPreferences', 'Window'),
      quote.row('specialRequests', 'Wheelchair <at> Dhaka'),
    ]) {
      expect(mail.text, line).toContain(line)
    }
    // Cleared: the visitor's words gone, the lists back on their first choice.
    expect(await textbox(form, 'email').inputValue()).toBe('')
    expect(await textbox(form, 'arrivalCity').inputValue()).toBe('')
    expect(await combobox(form, 'class').inputValue()).toBe('economy')
  })
})

describe('a multi-city trip', () => {
  const words = FLIGHT_FORM.legs
  const flight = (form: Locator, number: number) => form.getByRole('group', { name: fill(words.heading, { number }) })
  const part = (group: Locator, name: 'from' | 'to' | 'date') => group.getByLabel(new RegExp(`^${words[name]}`))

  it('asks for each further flight, adds and removes them, refuses what is missing, and the e-mail lists every flight', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    await fillRequired(form)
    await form.getByRole('radio', { name: optionLabel(FLIGHT_FORM.options.tripType, MULTI_CITY) }).check()
    expect(await dateField(form, 'returnDate').count(), 'no return date').toBe(0)
    expect(await flight(form, 2).isVisible(), 'the trip starts with its second flight').toBe(true)
    expect(await form.getByRole('button', { name: fill(words.remove, { number: 2 }) }).count(), 'the second flight cannot be removed').toBe(0)

    await form.getByRole('button', { name: words.add }).click()
    await form.getByRole('button', { name: words.add }).click()
    expect(await flight(form, 4).isVisible()).toBe(true)
    await form.getByRole('button', { name: fill(words.remove, { number: 4 }) }).click()
    expect(await flight(form, 4).count()).toBe(0)

    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await submit(form).click()
    await expectTextsShown(flight(form, 2), [FLIGHT_FORM.messages.legFrom, FLIGHT_FORM.messages.legTo, FLIGHT_FORM.messages.legDate])
    expect(await part(flight(form, 2), 'from').evaluate((el) => el === document.activeElement), 'focus on the first part at fault').toBe(true)

    await part(flight(form, 2), 'from').fill('Dhaka, Bangladesh')
    await part(flight(form, 2), 'to').fill('Dubai')
    await part(flight(form, 2), 'date').fill(inDays(28))
    expect(await part(flight(form, 3), 'date').getAttribute('min'), 'no earlier than the flight before').toBe(inDays(28))
    await part(flight(form, 3), 'from').fill('Dubai')
    await part(flight(form, 3), 'to').fill('London Heathrow')
    await part(flight(form, 3), 'date').fill(inDays(33))

    const { body, mail } = await sendEnquiry(page, parts(form), {
      endpoint: ENDPOINT,
      sendingText: FLIGHT_FORM.sendingLabel,
      successText: FLIGHT_FORM.successText,
      idleText: FLIGHT_FORM.submitLabel,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({ tripType: MULTI_CITY, legs: [{ from: 'Dhaka, Bangladesh' }, { from: 'Dubai' }] })
    const dated = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${iso}T12:00:00`))
    for (const [number, line] of [
      [1, `London Heathrow → Dhaka, Bangladesh, ${dated(inDays(21))}`],
      [2, `Dhaka, Bangladesh → Dubai, ${dated(inDays(28))}`],
      [3, `Dubai → London Heathrow, ${dated(inDays(33))}`],
    ] as const) {
      expect(mail.text).toContain(`${fill(words.heading, { number })}: ${line}`)
    }
    expect(await form.getByRole('radio', { name: optionLabel(FLIGHT_FORM.options.tripType, ROUND_TRIP) }).isChecked(), 'cleared').toBe(true)
    expect(await flight(form, 2).count()).toBe(0)
  })
})

describe('failures', () => {
  it('an unticked captcha: "Please complete the reCAPTCHA verification." in red, nothing sent', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    const sent: string[] = []
    page.on('request', (r) => r.url().includes('/.netlify/functions/') && sent.push(r.url()))
    await fillRequired(form)
    await submit(form).click()
    await expectRefused(parts(form), dataText('forms', 'shared.captchaIncomplete'))
    expect(sent).toEqual([])
  })

  it('no connection: the network error text, values kept', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'))
    await fillRequired(form)
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await submit(form).click()
    await expectRefused(parts(form), dataText('forms', 'shared.networkError'))
    expect(await textbox(form, 'email').inputValue()).toBe('yusuf.khan@example.org')
  })

  it('a reply without its own text: the default failure text', async () => {
    const page = await openFlights()
    const form = quoteForm(page)
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await fillRequired(form)
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await submit(form).click()
    await expectRefused(parts(form), FAILURE)
  })

  it('the mail server down: the server says so in red, values kept', async () => {
    await withMailServerDown(e2e.browser, VISITOR, async (page, down) => {
      await page.goto('/flights')
      await waitForIslands(page)
      const form = quoteForm(page)
      await fillRequired(form)
      await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
      await submit(form).click()
      await expectRefused(parts(form), whenNothingWorks(FAILURE), { timeout: 15_000 })
      expect(await textbox(form, 'arrivalCity').inputValue()).toBe('Dhaka, Bangladesh')
      expect(await listEmails(down.outbox)).toEqual([])
    })
  })
})

describe('axe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`the form with its errors shown at ${viewport.width} px`, async () => {
      const page = await openFlights({ viewport })
      await submit(quoteForm(page)).click()
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
