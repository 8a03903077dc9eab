// /hotels in Chromium: the city tabs and their counts, links to a city, the empty state, the
// cards, and the two windows (booking for one hotel, worldwide request): how they open and
// close, where focus goes, what they send into the outbox, the 3 s auto-close, the date-order
// check, the failure texts, and axe with each window open.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { inDays } from '../support/dates'
import {
  axeViolations,
  DESKTOP,
  expectRefused,
  expectTextsShown,
  listEmails,
  openPage,
  PHONE,
  PROJECT_ROOT,
  sendEnquiry,
  settle,
  useE2E,
  waitForAnimations,
  waitForIslands,
  type EnquiryFormParts,
  type PageOptions,
  startSiteWithNothingWorking,
  whenNothingWorks,
} from '../support/browser'
import { withoutReference } from '../support/reference'
import { dataText } from '../support/data-text'
import { loadCatalogue } from '../../content/server/data/load'
import { formWords } from '../support/form-words'
import { literally, t } from '../support/words'

const e2e = useE2E()

interface HotelData {
  name: string
  city: string
  distance: string
  features: string[]
}
const content = parse(readFileSync(join(PROJECT_ROOT, 'data', 'hotels.yaml'), 'utf8')) as { hotels: HotelData[] }
const hotels = content.hotels
const CITY = { makkah: 'Makkah', madinah: 'Madinah' } as Record<string, string>

const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions

const HOTEL_FORM = loadCatalogue('hotels', 'en').form
const booking = formWords(HOTEL_FORM.stay, HOTEL_FORM.booking)
const worldwide = formWords(HOTEL_FORM.stay, HOTEL_FORM.worldwide)
const hotelCount = (count: number) => (count === 1 ? t('hotels.oneHotel') : t('hotels.hotelCount', { count }))
/** The count line under the tabs: "Showing 6 hotels". */
const showing = (count: number) => t('hotels.showing', { hotels: hotelCount(count) })
/** A field named by its label and perhaps more after it ("(optional)"). */
const named = (label: string) => new RegExp(`^${literally(label).source}`)

const tab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Filter hotels by city' }).getByRole('tab', { name })
// The cards shown (the filter hides the others).
const cards = (page: Page) => page.locator('.hotels-card:visible')
const countLine = (page: Page) => page.locator('.hotels-browser__count')
const bookNow = (page: Page, hotelName: string) => page.getByRole('button', { name: `${t('booking.bookNow')} – ${hotelName}` })
const worldwideButton = (page: Page) => page.getByRole('button', { name: t('hotelForms.requestWorldwide') })
const dialog = (page: Page) => page.getByRole('dialog')

async function openHotels(options: PageOptions = {}, path = '/hotels/'): Promise<Page> {
  const { page } = await e2e.open({ ...VISITOR, ...options })
  await page.goto(path)
  await waitForIslands(page)
  return page
}

/** The text of an element as one line. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allInnerTexts()
}

async function pageState(page: Page) {
  return page.evaluate(() => ({
    openDialogs: Array.from(document.querySelectorAll('dialog')).filter((d) => d.open).length,
    scrollLocked: document.documentElement.classList.contains('scroll-locked'),
    htmlOverflow: getComputedStyle(document.documentElement).overflowY,
    focusInDialog: Boolean(document.activeElement?.closest('dialog[open]')),
  }))
}

async function expectOpen(page: Page, title: string) {
  await expect.poll(() => dialog(page).isVisible()).toBe(true)
  expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy()
  expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(title)
  expect(await pageState(page)).toEqual({ openDialogs: 1, scrollLocked: true, htmlOverflow: 'hidden', focusInDialog: true })
  // The form (fetched when a window first opens) comes with its captcha.
  await expect
    .poll(() =>
      dialog(page)
        .getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
        .isVisible(),
    )
    .toBe(true)
}

async function expectClosedWithFocusOn(page: Page, opener: Locator) {
  await expect.poll(() => dialog(page).count()).toBe(0)
  await expect.poll(() => pageState(page)).toMatchObject({ openDialogs: 0, scrollLocked: false })
  expect((await pageState(page)).htmlOverflow).not.toBe('hidden')
  expect(await opener.evaluate((el) => el === document.activeElement), 'focus is back on the button that opened it').toBe(true)
}

/**
 * /hotels with Playwright's clock installed at the real time, still running: stopClock stops it
 * once a window and its form are open (React shows a lazily loaded form on a timer), so the 3 s
 * auto-close happens only when the test moves the clock.
 */
async function openWithFakeClock(): Promise<Page> {
  const { page } = await e2e.open(VISITOR)
  await page.clock.install({ time: Date.now() })
  await page.goto('/hotels/')
  await waitForIslands(page)
  return page
}

async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

const CLOSE_WAYS = {
  Cancel: (page: Page) =>
    dialog(page)
      .getByRole('button', { name: t('cancel') })
      .click(),
  'the X': (page: Page) =>
    dialog(page)
      .getByRole('button', { name: t('close') })
      .click(),
  'the backdrop': (page: Page) => page.mouse.click(5, 5),
  Escape: (page: Page) => page.keyboard.press('Escape'),
} as const

const guest = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
}

async function fillGuest(form: Locator) {
  await form.getByRole('textbox', { name: named(booking.label('firstName')) }).fill(guest.firstName)
  await form.getByRole('textbox', { name: named(booking.label('lastName')) }).fill(guest.lastName)
  await form.getByRole('textbox', { name: named(booking.label('email')) }).fill(guest.email)
  await form.getByRole('textbox', { name: named(booking.label('phone')) }).fill(guest.phone)
}

const dateField = (form: Locator, field: 'checkInDate' | 'checkOutDate') => form.getByLabel(named(booking.label(field)))

const parts = (form: Locator): EnquiryFormParts => ({
  submit: form.locator('button[type="submit"]'),
  message: form.getByRole('status'),
  captcha: form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }),
})

describe('city tabs', () => {
  it('prerender every hotel, then count All 6, Makkah 3, Madinah 3 with "Showing 6 hotels"', async () => {
    // Without JavaScript the page already lists every hotel (the island's server render).
    const { page: plain } = await e2e.open({ javaScriptEnabled: false })
    await plain.goto('/hotels/')
    expect(await cardNames(plain)).toEqual(hotels.map((h) => h.name))
    expect(await plain.locator('.hotels-browser__count').innerText()).toBe(showing(6))

    const page = await openHotels()
    expect(await page.locator('.hotels-tabs__count').allInnerTexts()).toEqual(['6', '3', '3'])
    expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('true')
    for (const [name, count] of [
      ['All', 6],
      ['Makkah', 3],
      ['Madinah', 3],
    ] as const) {
      expect(await tab(page, new RegExp(`^${name} \\(${literally(hotelCount(count)).source}\\)$`)).count(), `${name} (${hotelCount(count)})`).toBe(1)
    }
    expect(await countLine(page).innerText()).toBe(showing(6))
    expect(await cardNames(page)).toEqual(hotels.map((h) => h.name))
    const panel = page.getByRole('tabpanel')
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tab(page, /^All/).getAttribute('id'))
  })

  it('filter the cards by city, with the count and the link to the choice', async () => {
    const page = await openHotels()
    for (const city of ['makkah', 'madinah'] as const) {
      await tab(page, new RegExp(`^${CITY[city]}`)).click()
      await expect.poll(() => countLine(page).innerText()).toBe(showing(3))
      expect(await cardNames(page)).toEqual(hotels.filter((h) => h.city === city).map((h) => h.name))
      expect(await cards(page).locator('.hotels-card__city').allInnerTexts()).toEqual(Array(3).fill(CITY[city]))
      expect(await tab(page, new RegExp(`^${CITY[city]}`)).getAttribute('aria-selected')).toBe('true')
      expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('false')
      expect(new URL(page.url()).hash).toBe(`#city=${city}`)
    }
    await tab(page, /^All/).click()
    await expect.poll(() => countLine(page).innerText()).toBe(showing(6))
    expect(new URL(page.url()).hash).toBe('')
  })

  it('follow the arrow keys, Home and End (WAI-ARIA tabs), one tab in the Tab order', async () => {
    const page = await openHotels()
    await tab(page, /^All/).focus()
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.replace(/\s*\(.*$/, '').replace(/\d+$/, ''))
    const steps = [
      ['ArrowRight', 'Makkah', 3],
      ['ArrowRight', 'Madinah', 3],
      ['ArrowRight', 'All', 6],
      ['ArrowLeft', 'Madinah', 3],
      ['Home', 'All', 6],
      ['End', 'Madinah', 3],
    ] as const
    for (const [key, name, count] of steps) {
      await page.keyboard.press(key)
      expect(await focused(), key).toBe(name)
      expect(await tab(page, new RegExp(`^${name}`)).getAttribute('aria-selected')).toBe('true')
      await expect.poll(() => countLine(page).innerText()).toBe(showing(count))
    }
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')))).toEqual(['-1', '-1', '0'])
  })

  it('keep the chosen city when the skip link changes the address to #main', async () => {
    const page = await openHotels()
    await tab(page, /^Madinah/).click()
    await expect.poll(() => countLine(page).innerText()).toBe(showing(3))
    await page.getByRole('link', { name: dataText('words', 'skipToContent') }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).hash).toBe('#main')
    await settle(page)
    expect(await countLine(page).innerText()).toBe(showing(3))
    expect(await tab(page, /^Madinah/).getAttribute('aria-selected')).toBe('true')
  })

  it('a link can choose the city, compared case-insensitively (/hotels#city=MADINAH)', async () => {
    const page = await openHotels({}, '/hotels/#city=MADINAH')
    await expect.poll(() => countLine(page).innerText()).toBe(showing(3))
    expect(await tab(page, /^Madinah/).getAttribute('aria-selected')).toBe('true')
    expect(await cardNames(page)).toEqual(hotels.filter((h) => h.city === 'madinah').map((h) => h.name))
  })

  it('a city without hotels shows "No Hotels Found"; View All Hotels shows all six again', async () => {
    const page = await openHotels({}, '/hotels/#city=jeddah')
    await expect.poll(() => page.getByRole('heading', { name: 'No Hotels Found' }).isVisible()).toBe(true)
    expect(await countLine(page).innerText()).toBe(showing(0))
    expect(await cards(page).count()).toBe(0)
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0)
    expect(await page.getByRole('tabpanel').getAttribute('aria-label')).toBe(t('hotels.inCity', { city: 'jeddah' }))

    await page.getByRole('button', { name: t('hotels.showAll') }).click()
    await expect.poll(() => countLine(page).innerText()).toBe(showing(6))
    expect(await cards(page).count()).toBe(6)
    expect(await page.getByRole('heading', { name: 'No Hotels Found' }).count()).toBe(0)
    expect(await tab(page, /^All/).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => tab(page, /^All/).evaluate((el) => el === document.activeElement), { message: 'focus moves to the All tab' }).toBe(true)
    expect(new URL(page.url()).hash).toBe('')
  })
})

describe('hotel cards', () => {
  it('show price, city, name, stars, distance, description, the first 3 features and "+N more"', async () => {
    const page = await openHotels()
    for (const [index, hotel] of hotels.entries()) {
      const card = cards(page).nth(index)
      expect(await card.locator('h3').innerText()).toBe(hotel.name)
      expect(await textOf(card.locator('.hotels-card__price'))).toMatch(/^£\d+ \/ night$/)
      expect(await card.locator('.hotels-card__city').innerText()).toBe(CITY[hotel.city])
      expect(
        await card
          .getByRole('img', { name: new RegExp(`^(${[4, 5].map((rating) => literally(t('rating.stars', { rating, best: 5 })).source).join('|')})$`) })
          .count(),
      ).toBe(1)
      expect(await card.locator('.hotels-card__distance').innerText()).toBe(hotel.distance)
      const features = await card.locator('.hotels-card__features li').allInnerTexts()
      const more = hotel.features.length - 3
      expect(features.map((f) => f.trim())).toEqual([...hotel.features.slice(0, 3), ...(more > 0 ? [t('hotels.more', { count: more })] : [])])
    }
    expect(await textOf(cards(page).first().locator('.hotels-card__price'))).toBe('£180 / night')
  })
})

describe('booking window', () => {
  const hotel = hotels[0]!

  it('opens for the chosen hotel with its name, city and distance, the defaults and bounds, focus inside and scroll locked', async () => {
    const page = await openHotels()
    await bookNow(page, hotel.name).click()
    await expectOpen(page, t('booking.bookNamed', { name: hotel.name }))
    const box = dialog(page)
    expect(await box.innerText()).toContain(CITY[hotel.city]!)
    expect(await box.innerText()).toContain(hotel.distance)
    const form = box.getByRole('form', { name: t('hotelForms.bookingName') })
    const select = (field: string) => form.getByRole('combobox', { name: named(booking.label(field)) })
    const options = (name: string) => select(name).locator('option').allInnerTexts()
    expect([await select('adults').inputValue(), await select('children').inputValue(), await select('rooms').inputValue()]).toEqual(['2', '0', '1'])
    expect(await options('adults')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(await options('children')).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    expect(await options('rooms')).toEqual(['1', '2', '3', '4', '5'])
    expect(await dateField(form, 'checkInDate').getAttribute('min')).toBe(inDays(0))

    // Tab stays inside the window: the page behind is inert.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true)
    }
  })

  for (const [way, close] of Object.entries(CLOSE_WAYS)) {
    it(`closes by ${way}: scroll unlocked, focus back on Book Now`, async () => {
      const page = await openHotels()
      const opener = bookNow(page, hotels[4]!.name)
      await opener.click()
      await expectOpen(page, t('booking.bookNamed', { name: hotels[4]!.name }))
      await dialog(page)
        .getByRole('textbox', { name: named(booking.label('firstName')) })
        .click()
      await close(page)
      await expectClosedWithFocusOn(page, opener)
    })
  }

  it('a click inside the window does not close it', async () => {
    const page = await openHotels()
    await bookNow(page, hotel.name).click()
    await expectOpen(page, t('booking.bookNamed', { name: hotel.name }))
    await dialog(page).getByRole('heading', { level: 2 }).click()
    expect((await pageState(page)).openDialogs).toBe(1)
  })

  it('refuses a check-out before the check-in beside the field, and sends nothing', async () => {
    const page = await openHotels()
    const sent: string[] = []
    page.on('request', (r) => r.url().includes('/.netlify/functions/') && sent.push(r.url()))
    await bookNow(page, hotel.name).click()
    const form = dialog(page).getByRole('form', { name: t('hotelForms.bookingName') })
    await fillGuest(form)
    await dateField(form, 'checkInDate').fill(inDays(30))
    await dateField(form, 'checkOutDate').fill(inDays(27))
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await form.getByRole('button', { name: HOTEL_FORM.booking.submitLabel }).click()
    const checkOut = dateField(form, 'checkOutDate')
    await expect.poll(() => checkOut.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await checkOut.getAttribute('aria-describedby'))!.split(' ')[0]
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(dataText('hotels', 'form.stay.messages.checkOutBeforeCheckIn'))
    expect(await checkOut.evaluate((el) => el === document.activeElement), 'focus moves to the field to fix').toBe(true)
    expect(sent).toEqual([])
  })

  it('an empty form shows what is required and keeps the window open', async () => {
    const page = await openHotels()
    await bookNow(page, hotel.name).click()
    const form = dialog(page).getByRole('form', { name: t('hotelForms.bookingName') })
    await form.getByRole('button', { name: HOTEL_FORM.booking.submitLabel }).click()
    await expectTextsShown(
      form,
      ['firstName', 'lastName', 'email', 'phone', 'checkInDate', 'checkOutDate'].map((key) => dataText('hotels', `form.stay.messages.${key}`)),
    )
    expect((await pageState(page)).openDialogs).toBe(1)
  })

  it('sends the request: "Submitting...", then green, the agency gets the e-mail, and the window closes 3 s later', async () => {
    const page = await openWithFakeClock()
    const chosen = hotels[3]!
    const opener = bookNow(page, chosen.name)
    await opener.click()
    await expectOpen(page, t('booking.bookNamed', { name: chosen.name }))
    await stopClock(page)
    const form = dialog(page).getByRole('form', { name: t('hotelForms.bookingName') })
    await fillGuest(form)
    await dateField(form, 'checkInDate').fill(inDays(20))
    await dateField(form, 'checkOutDate').fill(inDays(25))
    await form.getByRole('combobox', { name: named(booking.label('adults')) }).selectOption('3')
    await form.getByRole('combobox', { name: named(booking.label('children')) }).selectOption('2')
    await form.getByRole('combobox', { name: named(booking.label('rooms')) }).selectOption('2')
    await form.getByRole('textbox', { name: named(booking.label('specialRequests')) }).fill('Ground floor <please> & near the lift')
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()

    // The page's clock is stopped: the window stays open until the test moves it on.
    const { body, mail } = await sendEnquiry(page, parts(form), {
      endpoint: '**/.netlify/functions/send-hotel-booking-email',
      sendingText: t('forms.submitting'),
      successText: /successfully/,
      idleText: HOTEL_FORM.booking.submitLabel,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({
      ...guest,
      checkInDate: inDays(20),
      checkOutDate: inDays(25),
      adults: 3,
      children: 2,
      rooms: 2,
      hotelName: chosen.name,
      hotelCity: CITY[chosen.city],
      hotelDistance: chosen.distance,
    })
    expect(String(body.recaptchaToken)).not.toBe('')
    expect(await form.getByRole('textbox', { name: named(booking.label('firstName')) }).inputValue(), 'fields reset').toBe('')
    expect(await form.getByRole('combobox', { name: named(booking.label('adults')) }).inputValue()).toBe('2')

    expect(withoutReference(mail.subject)).toBe(`Hotel booking request: ${chosen.name} – ${guest.firstName} ${guest.lastName}`)
    expect(mail.replyTo?.value).toEqual([{ name: `${guest.firstName} ${guest.lastName}`, address: guest.email }])
    for (const line of [
      booking.row('hotelName', chosen.name),
      booking.row('hotelCity', CITY[chosen.city]!),
      booking.row('hotelDistance', chosen.distance),
      booking.row('firstName', guest.firstName),
      booking.row('lastName', guest.lastName),
      booking.row('email', guest.email),
      booking.row('phone', guest.phone),
      `${HOTEL_FORM.stay.nights}: 5`,
      booking.row('adults', 3),
      booking.row('children', 2),
      booking.row('rooms', 2),
      booking.row('specialRequests', 'Ground floor <please> & near the lift'),
    ]) {
      expect(mail.text, line).toContain(line)
    }
    expect(mail.html || '').toContain('Ground floor &lt;please&gt; &amp; near the lift')

    // Open for 3 s so the message can be read, then closed with focus back on Book Now.
    await page.clock.runFor(2900)
    await settle(page)
    expect((await pageState(page)).openDialogs).toBe(1)
    await page.clock.runFor(100)
    await settle(page)
    await expectClosedWithFocusOn(page, opener)
  })

  it('opening again starts afresh: no message, an unticked captcha', async () => {
    const page = await openHotels()
    await bookNow(page, hotel.name).click()
    const form = dialog(page).getByRole('form', { name: t('hotelForms.bookingName') })
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    await form.getByRole('button', { name: HOTEL_FORM.booking.submitLabel }).click()
    await page.keyboard.press('Escape')
    await bookNow(page, hotels[1]!.name).click()
    await expectOpen(page, t('booking.bookNamed', { name: hotels[1]!.name }))
    const again = dialog(page).getByRole('form', { name: t('hotelForms.bookingName') })
    expect(await again.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).isChecked()).toBe(false)
    expect(await again.getByRole('status').isVisible()).toBe(false)
  })
})

describe('worldwide request window', () => {
  it('opens with focus inside and scroll locked, with the category and budget lists', async () => {
    const page = await openHotels()
    await worldwideButton(page).click()
    await expectOpen(page, dataText('hotels', 'worldwide.modalTitle'))
    const form = dialog(page).getByRole('form', { name: t('hotelForms.worldwideName') })
    expect(
      await form
        .getByRole('combobox', { name: named(worldwide.label('hotelCategory')) })
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['', 'budget', 'mid-range', 'upscale', 'luxury'])
    expect(
      await form
        .getByRole('combobox', { name: named(worldwide.label('budget')) })
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['', 'under-50', '50-100', '100-200', '200-300', '300-500', '500+', 'flexible'])
    expect(await form.getByRole('combobox', { name: named(booking.label('adults')) }).inputValue()).toBe('2')
  })

  for (const [way, close] of Object.entries(CLOSE_WAYS)) {
    it(`closes by ${way}: scroll unlocked, focus back on the button`, async () => {
      const page = await openHotels()
      await worldwideButton(page).click()
      await expectOpen(page, dataText('hotels', 'worldwide.modalTitle'))
      await close(page)
      await expectClosedWithFocusOn(page, worldwideButton(page))
    })
  }

  it('refuses a check-out before the check-in', async () => {
    const page = await openHotels()
    await worldwideButton(page).click()
    const form = dialog(page).getByRole('form', { name: t('hotelForms.worldwideName') })
    await dateField(form, 'checkInDate').fill(inDays(12))
    await dateField(form, 'checkOutDate').fill(inDays(11))
    await form.getByRole('button', { name: HOTEL_FORM.worldwide.submitLabel }).click()
    await expect.poll(() => form.getByText(dataText('hotels', 'form.stay.messages.checkOutBeforeCheckIn')).isVisible()).toBe(true)
    expect(await form.getByText(dataText('hotels', 'form.worldwide.messages.destination')).isVisible()).toBe(true)
  })

  it('sends the request with the category and budget in words, then closes 3 s later', async () => {
    const page = await openWithFakeClock()
    await worldwideButton(page).click()
    await expectOpen(page, dataText('hotels', 'worldwide.modalTitle'))
    await stopClock(page)
    const form = dialog(page).getByRole('form', { name: t('hotelForms.worldwideName') })
    await fillGuest(form)
    await form.getByRole('textbox', { name: named(worldwide.label('destination')) }).fill('Istanbul, Turkey')
    await dateField(form, 'checkInDate').fill(inDays(50))
    await dateField(form, 'checkOutDate').fill(inDays(54))
    await form
      .getByRole('combobox', { name: named(worldwide.label('hotelCategory')) })
      .selectOption({ label: HOTEL_FORM.worldwide.categories.find((choice) => choice.value === 'luxury')!.label })
    await form.getByRole('combobox', { name: named(worldwide.label('budget')) }).selectOption('300-500')
    await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
    const { body, mail } = await sendEnquiry(page, parts(form), {
      endpoint: '**/.netlify/functions/send-global-hotel-request-email',
      sendingText: t('forms.submitting'),
      successText: /successfully/,
      idleText: HOTEL_FORM.worldwide.submitLabel,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({
      destination: 'Istanbul, Turkey',
      adults: '2',
      children: '0',
      rooms: '1',
      hotelCategory: 'luxury',
      budget: '300-500',
    })
    expect(withoutReference(mail.subject)).toBe(`Worldwide hotel request: Istanbul, Turkey – ${guest.firstName} ${guest.lastName}`)
    for (const line of [
      worldwide.row('destination', 'Istanbul, Turkey'),
      booking.row('email', guest.email),
      booking.row('phone', guest.phone),
      `${HOTEL_FORM.stay.nights}: 4`,
      worldwide.row('adults', 2),
      worldwide.row('hotelCategory', HOTEL_FORM.worldwide.categories.find((choice) => choice.value === 'luxury')!.label),
      worldwide.row('budget', HOTEL_FORM.worldwide.budgets.find((choice) => choice.value === '300-500')!.label),
    ]) {
      expect(mail.text, line).toContain(line)
    }

    await page.clock.runFor(2900)
    await settle(page)
    expect((await pageState(page)).openDialogs).toBe(1)
    await page.clock.runFor(100)
    await settle(page)
    await expectClosedWithFocusOn(page, worldwideButton(page))
  })
})

describe('when the mail server is down', () => {
  it('each window says so in red, keeps the values, and stays open', async () => {
    const down = await startSiteWithNothingWorking()
    try {
      const { context, page } = await openPage(e2e.browser, down.url, VISITOR)
      try {
        await page.goto('/hotels/')
        await waitForIslands(page)
        const cases = [
          {
            open: bookNow(page, hotels[0]!.name),
            form: t('hotelForms.bookingName'),
            submit: HOTEL_FORM.booking.submitLabel,
            text: dataText('hotels', 'form.booking.failureText'),
          },
          {
            open: worldwideButton(page),
            form: t('hotelForms.worldwideName'),
            submit: HOTEL_FORM.worldwide.submitLabel,
            text: dataText('hotels', 'form.worldwide.failureText'),
          },
        ]
        for (const c of cases) {
          await c.open.click()
          const form = dialog(page).getByRole('form', { name: c.form })
          await fillGuest(form)
          if (c.form === t('hotelForms.worldwideName')) await form.getByRole('textbox', { name: named(worldwide.label('destination')) }).fill('Cairo, Egypt')
          await dateField(form, 'checkInDate').fill(inDays(15))
          await dateField(form, 'checkOutDate').fill(inDays(18))
          await form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') }).check()
          await form.getByRole('button', { name: c.submit }).click()
          await expectRefused(parts(form), whenNothingWorks(c.text), { timeout: 15_000 })
          expect(await form.getByRole('textbox', { name: named(booking.label('email')) }).inputValue()).toBe(guest.email)
          expect((await pageState(page)).openDialogs).toBe(1)
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
        }
        expect(await listEmails(down.outbox)).toEqual([])
      } finally {
        await context.close()
      }
    } finally {
      await down.close()
    }
    // It starts a second site of its own (its storage and mail down) and sends two forms there.
  }, 120_000)
})

describe('axe with a window open', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`the booking window, with errors shown, at ${viewport.width} px`, async () => {
      const page = await openHotels({ viewport })
      await bookNow(page, hotels[0]!.name).click()
      await expect.poll(() => dialog(page).isVisible()).toBe(true)
      await dialog(page).getByRole('button', { name: HOTEL_FORM.booking.submitLabel }).click()
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })

    it(`the worldwide window at ${viewport.width} px`, async () => {
      const page = await openHotels({ viewport })
      await worldwideButton(page).click()
      await expect.poll(() => dialog(page).isVisible()).toBe(true)
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })

    it(`the empty state at ${viewport.width} px`, async () => {
      const page = await openHotels({ viewport }, '/hotels/#city=jeddah')
      await expect.poll(() => page.getByRole('heading', { name: 'No Hotels Found' }).isVisible()).toBe(true)
      await waitForAnimations(page)
      const found = await axeViolations(page)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
