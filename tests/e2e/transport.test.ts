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

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions

const dialog = (page: Page) => page.getByRole('dialog')
const bookingForm = (page: Page) => dialog(page).getByRole('form', { name: 'Book Your Transport' })
const select = (form: Locator, name: string) => form.getByRole('combobox', { name: new RegExp(`^${name}`) })
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
  await expect.poll(() => select(form, 'Service').isVisible()).toBe(true)
  expect(await select(form, 'Service').inputValue(), service).toBe(service)
  expect(await select(form, 'Vehicle').inputValue()).toBe(vehicle)
  expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true)
}

async function close(page: Page) {
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog(page).count()).toBe(0)
}

async function fillBooking(form: Locator) {
  await form.getByRole('textbox', { name: /^First name/ }).fill('Maryam')
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Ali')
  await form.getByRole('textbox', { name: /^Email/ }).fill('maryam.ali@example.org')
  await form.getByRole('textbox', { name: /^Phone/ }).fill('07700 900456')
  await select(form, 'Pickup location').selectOption('Jeddah Airport')
  await select(form, 'Drop-off location').selectOption('Hotel in Makkah')
  await form.getByLabel(/^Pickup date/).fill(inDays(14))
  await form.getByLabel(/^Pickup time/).fill('06:45')
}

describe('booking buttons', () => {
  it('the four tabs show their prices; each Book This Service presets its service', async () => {
    const page = await openTransport()
    const tabs = page.getByRole('tablist', { name: 'Transport services' }).getByRole('tab')
    expect(await tabs.allInnerTexts()).toEqual(['Airport Transfers', 'Haramain Train', 'Ziyarat Tours', 'Private Hire'])
    const cases = [
      ['Airport Transfers', '£35', 'Airport Transfer Service'],
      ['Haramain Train', '£25', 'Haram Shuttle Service'],
      ['Ziyarat Tours', '£85', 'Ziyarat Tour Transport'],
      ['Private Hire', '£150', 'Private Vehicle Hire'],
    ] as const
    for (const [tab, price, service] of cases) {
      await page.getByRole('tab', { name: tab }).click()
      const panel = page.getByRole('tabpanel')
      expect(await panel.locator('.transport-service__price').innerText()).toContain(price)
      await panel.getByRole('button', { name: /^Book This Service/ }).click()
      await expectWindowWith(page, service)
      await close(page)
    }
  })

  it('Book Transport Now and Get Free Quote preset the general service (a real choice); Get Quote on a vehicle presets private hire and that vehicle', async () => {
    const page = await openTransport()
    for (const button of [
      page.getByRole('button', { name: 'Book Transport Now' }).first(),
      page.getByRole('button', { name: 'Book Transport Now' }).last(),
      page.getByRole('button', { name: 'Get Free Quote' }),
    ]) {
      await button.click()
      await expectWindowWith(page, 'General Transport Service')
      expect(await select(bookingForm(page), 'Service').locator('option:checked').innerText()).toBe('General Transport Service')
      await close(page)
      expect(await button.evaluate((el) => el === document.activeElement), 'focus back on the button').toBe(true)
    }
    const vehicles = await page.locator('.transport-vehicle h3').allInnerTexts()
    expect(vehicles).toEqual(['Luxury Sedan', 'Premium SUV', 'Minibus', 'Large Minibus'])
    for (const vehicle of vehicles) {
      await page.getByRole('button', { name: `Get Quote – ${vehicle}` }).click()
      await expectWindowWith(page, 'Private Vehicle Hire', vehicle)
      // The fleet and the Vehicle list are one list.
      expect((await select(bookingForm(page), 'Vehicle').locator('option').allInnerTexts()).slice(1)).toEqual(vehicles)
      await close(page)
    }
  })
})

describe('the booking form', () => {
  it('offers the specification\'s lists; "Other" asks where; a female driver is a real choice', async () => {
    const page = await openTransport()
    await page.getByRole('button', { name: 'Book Transport Now' }).first().click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'Passengers').isVisible()).toBe(true)
    expect(await select(form, 'Passengers').locator('option').allInnerTexts()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '15', '20', '25'])
    expect(await select(form, 'Child seats').locator('option').allInnerTexts()).toEqual(['0', '1', '2', '3', '4+'])
    expect((await select(form, 'Pickup location').locator('option').allInnerTexts()).slice(1)).toEqual([
      'Jeddah Airport',
      'Madinah Airport',
      'Hotel in Makkah',
      'Hotel in Madinah',
      'Haram Sharif',
      'Masjid Nabawi',
      'Other',
    ])
    expect(await form.getByRole('radio', { name: 'Email' }).isChecked()).toBe(true)
    expect(await form.getByRole('checkbox', { name: 'Female driver' }).isVisible()).toBe(true)

    expect(await form.getByRole('textbox', { name: /^Where should we pick you up/ }).count()).toBe(0)
    await select(form, 'Pickup location').selectOption('Other')
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => form.getByText(dataText('transport', 'form.messages.pickupLocationOther')).isVisible()).toBe(true)
    await expectTextsShown(
      form,
      ['firstName', 'dropoffLocation', 'pickupDate', 'pickupTime'].map((key) => dataText('transport', `form.messages.${key}`)),
    )
  })

  it('sends every choice: green, the agency gets the e-mail, the window closes', async () => {
    const page = await openTransport()
    await page.getByRole('button', { name: 'Get Quote – Minibus' }).click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'Service').isVisible()).toBe(true)
    await fillBooking(form)
    await select(form, 'Passengers').selectOption('8')
    await select(form, 'Large bags').selectOption('10')
    await select(form, 'Child seats').selectOption('4')
    await form.getByLabel(/^Return date/).fill(inDays(21))
    await form.getByLabel(/^Return time/).fill('18:00')
    await form.getByRole('textbox', { name: /^Flight number/ }).fill('SV120')
    await form.getByRole('textbox', { name: /^Hotel name/ }).fill('Ajyad Garden Inn')
    await form.getByRole('checkbox', { name: 'Wheelchair-accessible vehicle' }).check()
    await form.getByRole('checkbox', { name: 'Female driver' }).check()
    await form.getByRole('checkbox', { name: dataText('transport', 'form.labels.meetGreet') }).check()
    await form.getByRole('radio', { name: 'WhatsApp' }).check()
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    // The window closes 3 s after the success, so the button's label then is not awaited.
    const { mail } = await sendEnquiry(page, parts(form), {
      endpoint: ENDPOINT,
      sendingText: 'Submitting...',
      successText: /successfully/,
      outbox: e2e.site.outbox,
    })
    for (const line of [
      'Service: Private Vehicle Hire',
      'Vehicle: Minibus',
      'Passengers: 8',
      'Large bags: 10',
      'Pickup location: Jeddah Airport',
      'Drop-off location: Hotel in Makkah',
      'Pickup time: 06:45',
      'Return time: 18:00',
      'Flight number: SV120',
      'Hotel name: Ajyad Garden Inn',
      'Child seats: 4+',
      'Wheelchair-accessible vehicle: Yes',
      'Female driver: Yes',
      'Meet and greet in arrivals: Yes',
      'How should we contact you?: WhatsApp',
    ]) {
      expect(mail.text, line).toContain(line)
    }
    await expect.poll(() => dialog(page).count(), { timeout: 6000 }).toBe(0)
  })

  it('failures are shown: an unticked captcha, no connection, the mail server down', async () => {
    const page = await openTransport()
    await page.getByRole('button', { name: 'Book Transport Now' }).first().click()
    const form = bookingForm(page)
    await expect.poll(() => select(form, 'Service').isVisible()).toBe(true)
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
      await other.getByRole('button', { name: 'Get Free Quote' }).click()
      const downForm = bookingForm(other)
      await expect.poll(() => select(downForm, 'Service').isVisible()).toBe(true)
      await fillBooking(downForm)
      await downForm.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
      await downForm.locator('button[type="submit"]').click()
      await expectRefused(parts(downForm), whenNothingWorks(dataText('transport', 'form.failureText')), { timeout: 15_000 })
      expect(await downForm.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe('maryam.ali@example.org')
    })
  })
})

describe('the carousel', () => {
  const current = (page: Page) => page.locator('.transport-carousel__slide.is-active .transport-carousel__caption strong').textContent()
  const TITLES = ['Arrive to a Warm Welcome', 'Between the Two Holy Cities', 'Ziyarat with Guides Who Know the Way', 'Door to Door']

  it('previous, next and dots go round the four pictures', async () => {
    const page = await openTransport()
    const carousel = page.getByRole('region', { name: 'Our transport in pictures' })
    expect(await current(page)).toBe(TITLES[0])
    await carousel.getByRole('button', { name: 'Previous picture' }).click()
    expect(await current(page)).toBe(TITLES[3])
    await carousel.getByRole('button', { name: 'Next picture' }).click()
    expect(await current(page)).toBe(TITLES[0])
    await carousel.getByRole('button', { name: 'Show picture 3' }).click()
    expect(await current(page)).toBe(TITLES[2])
    expect(await carousel.getByRole('button', { name: 'Show picture 3' }).getAttribute('aria-current')).toBe('true')
    // Reduced motion: nothing moves by itself, so there is nothing to pause.
    expect(await carousel.getByRole('button', { name: /slideshow/ }).count()).toBe(0)
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
    const carousel = page.getByRole('region', { name: 'Our transport in pictures' })
    await page.clock.runFor(49_000)
    await settle(page)
    expect(await current(page)).toBe(TITLES[0])
    for (const expected of [TITLES[1], TITLES[2], TITLES[3], TITLES[0]]) {
      await page.clock.runFor(50_000)
      await settle(page)
      expect(await current(page)).toBe(expected)
    }
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await carousel.getByRole('button', { name: 'Play slideshow' }).blur()
    await page.clock.runFor(200_000)
    await settle(page)
    expect(await current(page)).toBe(TITLES[0])
  })
})

describe('axe with the booking window open', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`errors shown, at ${viewport.width} px`, async () => {
      const page = await openTransport({ viewport })
      await page.getByRole('button', { name: 'Book Transport Now' }).first().click()
      const form = bookingForm(page)
      await expect.poll(() => select(form, 'Service').isVisible()).toBe(true)
      await select(form, 'Pickup location').selectOption('Other')
      await form.locator('button[type="submit"]').click()
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
