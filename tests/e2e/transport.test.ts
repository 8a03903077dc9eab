// /transport in Chromium: the service tabs, every booking button opening the one window with its
// service (and vehicle) preset, "Other" asking where, a booking arriving in the outbox, the failure
// texts the old site never showed, the carousel (50 s, wraps, dots, pause, reduced motion), and axe
// with the window open at 375 and 1440 px.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inDays } from '../support/dates'
import {
  axeViolations,
  DESKTOP,
  PHONE,
  expectRefused,
  expectTextsShown,
  sendEnquiry,
  settle,
  useE2E,
  waitForAnimations,
  waitForIslands,
  withMailServerDown,
  type EnquiryFormParts,
  type PageOptions,
  whenNothingWorks,
} from '../support/browser'
import { dataText } from '../support/data-text'
import { formatPounds } from '../../content/browser/format'
import { loadCatalogue } from '../../content/server/data/load'
import { formWords, replyText } from '../support/form-words'
import { startingWith } from '../support/words'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions
// The page's words and the booking form's, as data/transport.yaml gives them.
const transport = loadCatalogue('transport', 'en')
const booking = formWords(transport.form)
const { locations, otherLocation } = transport.form
const SERVICES = transport.services.items
const VEHICLES = transport.fleet.vehicles.map((vehicle) => vehicle.name)
// Book Transport Now (the banner's and the closing's first button) and Get Free Quote.
const bookNow = transport.hero.button.label
const freeQuote = transport.closing.buttons[1].label
/** A field's label at the start of its accessible name (a required field's name says more after it). */
const named = (field: string) => startingWith(booking.label(field))

const dialog = (page: Page) => page.getByRole('dialog')
const bookingForm = (page: Page) => dialog(page).getByRole('form', { name: transport.form.windowTitle })
const select = (form: Locator, field: string) => form.getByRole('combobox', { name: named(field) })
const ENDPOINT = '**/.netlify/functions/send-transport-booking'
const parts = (form: Locator): EnquiryFormParts => ({
  submit: form.locator('button[type="submit"]'),
  message: form.getByRole('status'),
  captcha: form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }),
})

async function openTransport(options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ ...VISITOR, ...options })
  await page.goto('/transport/')
  await waitForIslands(page)
  return page
}

async function expectWindowWith(page: Page, service: string, vehicle = '') {
  await expect.poll(() => dialog(page).isVisible()).toBe(true)
  const form = bookingForm(page)
  await expect.poll(() => select(form, 'serviceType').isVisible()).toBe(true)
  expect(await select(form, 'serviceType').inputValue(), service).toBe(service)
  expect(await select(form, 'vehicleType').inputValue()).toBe(vehicle)
  expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true)
}

/** The service a vehicle's Get Quote presets. */
const PRIVATE_HIRE = SERVICES.find((service) => service.id === transport.fleet.quoteService)!.bookingName

async function close(page: Page) {
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog(page).count()).toBe(0)
}

const PICKUP = locations[0]
const DROPOFF = locations[2]

async function fillBooking(form: Locator) {
  await form.getByRole('textbox', { name: named('firstName') }).fill('Maryam')
  await form.getByRole('textbox', { name: named('lastName') }).fill('Ali')
  await form.getByRole('textbox', { name: named('email') }).fill('maryam.ali@example.org')
  await form.getByRole('textbox', { name: named('phone') }).fill('07700 900456')
  await select(form, 'pickupLocation').selectOption(PICKUP)
  await select(form, 'dropoffLocation').selectOption(DROPOFF)
  await form.getByLabel(named('pickupDate')).fill(inDays(14))
  await form.getByLabel(named('pickupTime')).fill('06:45')
}

describe('booking buttons', () => {
  it('the four tabs show their prices; each Book This Service presets its service', async () => {
    const page = await openTransport()
    const tabs = page.getByRole('tablist', { name: transport.services.tabsLabel }).getByRole('tab')
    expect(SERVICES).toHaveLength(4)
    expect(await tabs.allInnerTexts()).toEqual(SERVICES.map((service) => service.tab))
    for (const { tab, price, bookingName } of SERVICES) {
      await page.getByRole('tab', { name: tab }).click()
      const panel = page.getByRole('tabpanel')
      expect(await panel.locator('.transport-service__price').innerText()).toContain(formatPounds(price))
      await panel.getByRole('button', { name: startingWith(transport.services.bookLabel) }).click()
      await expectWindowWith(page, bookingName)
      await close(page)
    }
  })

  it('Book Transport Now and Get Free Quote preset the general service (a real choice); Get Quote on a vehicle presets private hire and that vehicle where the form lists it', async () => {
    const page = await openTransport()
    for (const button of [
      page.getByRole('button', { name: bookNow }).first(),
      page.getByRole('button', { name: bookNow }).last(),
      page.getByRole('button', { name: freeQuote }),
    ]) {
      await button.click()
      await expectWindowWith(page, transport.generalService)
      expect(await select(bookingForm(page), 'serviceType').locator('option:checked').innerText()).toBe(transport.generalService)
      await close(page)
      expect(await button.evaluate((el) => el === document.activeElement), 'focus back on the button').toBe(true)
    }
    // docs/specification/part-2.md's fleet (section 3) and the form's Vehicle list (section 5) differ: each as specified.
    const vehicles = await page.locator('.transport-vehicle h3').allInnerTexts()
    expect(vehicles).toEqual(['Luxury Sedan', 'Premium SUV', 'Minibus', 'Large Minibus'])
    expect(VEHICLES).toEqual(vehicles)
    for (const vehicle of vehicles) {
      await page.getByRole('button', { name: `${transport.fleet.quoteLabel} – ${vehicle}` }).click()
      // A fleet vehicle the form does not list (the Large Minibus) is left for the visitor to choose.
      await expectWindowWith(page, PRIVATE_HIRE, transport.form.vehicles.includes(vehicle) ? vehicle : '')
      expect((await select(bookingForm(page), 'vehicleType').locator('option').allInnerTexts()).slice(1)).toEqual([
        'Luxury Sedan',
        'Premium SUV',
        'Minibus',
        'Luxury Coach',
      ])
      await close(page)
    }
  })
})

describe('the booking form', () => {
  it('offers the specification\'s lists; "Other" asks where; a female driver is a real choice', async () => {
    const page = await openTransport()
    await page.getByRole('button', { name: bookNow }).first().click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'passengers').isVisible()).toBe(true)
    expect(await select(form, 'passengers').locator('option').allInnerTexts()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '15', '20', '25'])
    expect(await select(form, 'childSeats').locator('option').allInnerTexts()).toEqual(['0', '1', '2', '3', '4+'])
    expect((await select(form, 'pickupLocation').locator('option').allInnerTexts()).slice(1)).toEqual([...locations, otherLocation])
    expect(await form.getByRole('radio', { name: booking.option('preferredContact', 'email') }).isChecked()).toBe(true)
    expect(await form.getByRole('checkbox', { name: booking.label('femaleDriver') }).isVisible()).toBe(true)

    expect(await form.getByRole('textbox', { name: named('pickupLocationOther') }).count()).toBe(0)
    await select(form, 'pickupLocation').selectOption(otherLocation)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => form.getByText(dataText('transport', 'form.messages.pickupLocationOther')).isVisible()).toBe(true)
    await expectTextsShown(
      form,
      ['firstName', 'dropoffLocation', 'pickupDate', 'pickupTime'].map((key) => dataText('transport', `form.messages.${key}`)),
    )
  })

  it('sends every choice: green, the agency gets the e-mail, the window closes', async () => {
    const page = await openTransport()
    const minibus = VEHICLES[2]
    await page.getByRole('button', { name: `${transport.fleet.quoteLabel} – ${minibus}` }).click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'serviceType').isVisible()).toBe(true)
    await fillBooking(form)
    await select(form, 'passengers').selectOption('8')
    await select(form, 'luggage').selectOption('10')
    await select(form, 'childSeats').selectOption('4')
    await form.getByLabel(named('returnDate')).fill(inDays(21))
    await form.getByLabel(named('returnTime')).fill('18:00')
    await form.getByRole('textbox', { name: named('flightNumber') }).fill('SV120')
    await form.getByRole('textbox', { name: named('hotelName') }).fill('Ajyad Garden Inn')
    await form.getByRole('checkbox', { name: booking.label('wheelchairAccess') }).check()
    await form.getByRole('checkbox', { name: booking.label('femaleDriver') }).check()
    await form.getByRole('checkbox', { name: booking.label('meetGreet') }).check()
    await form.getByRole('radio', { name: booking.option('preferredContact', 'whatsapp') }).check()
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    // The window closes 3 s after the success, so the button's label then is not awaited.
    const { body, mail } = await sendEnquiry(page, parts(form), {
      endpoint: ENDPOINT,
      sendingText: transport.form.sendingLabel,
      successText: replyText(booking.texts.successText),
      outbox: e2e.site.outbox,
    })
    // docs/specification/part-2.md's field: the name, first and last joined, beside the two fields.
    expect(body).toMatchObject({ name: 'Maryam Ali', firstName: 'Maryam', lastName: 'Ali' })
    for (const line of [
      booking.row('serviceType', PRIVATE_HIRE),
      booking.row('vehicleType', minibus),
      booking.row('passengers', 8),
      booking.row('luggage', 10),
      booking.row('pickupLocation', PICKUP),
      booking.row('dropoffLocation', DROPOFF),
      booking.row('pickupTime', '06:45'),
      booking.row('returnTime', '18:00'),
      booking.row('flightNumber', 'SV120'),
      booking.row('hotelName', 'Ajyad Garden Inn'),
      booking.row('childSeats', '4+'),
      booking.tickRow('wheelchairAccess', true),
      booking.tickRow('femaleDriver', true),
      booking.tickRow('meetGreet', true),
      booking.optionRow('preferredContact', 'whatsapp'),
    ]) {
      expect(mail.text, line).toContain(line)
    }
    await expect.poll(() => dialog(page).count(), { timeout: 6000 }).toBe(0)
  })

  it('failures are shown: an unticked captcha, no connection, the mail server down', async () => {
    const page = await openTransport()
    await page.getByRole('button', { name: bookNow }).first().click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'serviceType').isVisible()).toBe(true)
    await fillBooking(form)
    await form.locator('button[type="submit"]').click()
    await expectRefused(parts(form), dataText('forms', 'shared.captchaIncomplete'))

    await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'))
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await form.locator('button[type="submit"]').click()
    await expectRefused(parts(form), dataText('forms', 'shared.networkError'))
    expect(await dialog(page).isVisible(), 'the window stays open').toBe(true)

    await withMailServerDown(e2e.browser, VISITOR, async (other) => {
      await other.goto('/transport/')
      await waitForIslands(other)
      await other.getByRole('button', { name: freeQuote }).click()
      const downForm = bookingForm(other)
      await expect.poll(() => select(downForm, 'serviceType').isVisible()).toBe(true)
      await fillBooking(downForm)
      await downForm.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
      await downForm.locator('button[type="submit"]').click()
      await expectRefused(parts(downForm), whenNothingWorks(dataText('transport', 'form.failureText')), { timeout: 15_000 })
      expect(await downForm.getByRole('textbox', { name: named('email') }).inputValue()).toBe('maryam.ali@example.org')
    })
  })
})

describe('the carousel', () => {
  const current = (page: Page) => page.locator('.transport-carousel__slide.is-active .transport-carousel__caption strong').textContent()
  const TITLES = transport.carousel.slides.map((slide) => slide.title)
  const { carousel: words } = transport

  it('previous, next and dots go round the four pictures', async () => {
    const page = await openTransport()
    const carousel = page.getByRole('region', { name: words.label })
    expect(await current(page)).toBe(TITLES[0])
    await carousel.getByRole('button', { name: words.previousLabel }).click()
    expect(await current(page)).toBe(TITLES[3])
    await carousel.getByRole('button', { name: words.nextLabel }).click()
    expect(await current(page)).toBe(TITLES[0])
    await carousel.getByRole('button', { name: `${words.slideLabel} 3` }).click()
    expect(await current(page)).toBe(TITLES[2])
    expect(await carousel.getByRole('button', { name: `${words.slideLabel} 3` }).getAttribute('aria-current')).toBe('true')
    // Reduced motion: nothing moves by itself, so there is nothing to pause.
    for (const name of [words.pauseLabel, words.playLabel]) expect(await carousel.getByRole('button', { name }).count()).toBe(0)
  })

  it('moves every 50 s, wraps, and stops when paused', async () => {
    const { page } = await e2e.open({ reducedMotion: 'no-preference' })
    // A stopped clock: time moves only by runFor, however long the page takes to load and wake.
    const start = new Date('2026-03-02T10:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000)
    await page.goto('/transport/')
    await waitForIslands(page)
    await page.mouse.move(0, 0)
    const carousel = page.getByRole('region', { name: words.label })
    await page.clock.runFor(49_000)
    await settle(page)
    expect(await current(page)).toBe(TITLES[0])
    for (const expected of [TITLES[1], TITLES[2], TITLES[3], TITLES[0]]) {
      await page.clock.runFor(50_000)
      await settle(page)
      expect(await current(page)).toBe(expected)
    }
    await carousel.getByRole('button', { name: words.pauseLabel }).click()
    await page.mouse.move(0, 0)
    await carousel.getByRole('button', { name: words.playLabel }).blur()
    await page.clock.runFor(200_000)
    await settle(page)
    expect(await current(page)).toBe(TITLES[0])
  })
})

describe('axe with the booking window open', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`errors shown, at ${viewport.width} px`, async () => {
      const page = await openTransport({ viewport })
      await page.getByRole('button', { name: bookNow }).first().click()
      const form = bookingForm(page)
      await expect.poll(() => select(form, 'serviceType').isVisible()).toBe(true)
      await select(form, 'pickupLocation').selectOption(otherLocation)
      await form.locator('button[type="submit"]').click()
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
