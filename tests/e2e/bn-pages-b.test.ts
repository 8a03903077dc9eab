// The Bengali pages of issue 37 part B in Chromium, as a visitor meets them: /bn/flights/,
// /bn/hotels/, /bn/transport/, /bn/islamic-tours/, /bn/gallery/, /bn/coming-soon/ and
// /bn/knowledge-centre/ answer in Bengali (status, lang, the H1 of data/bn/, no Latin letter in the
// main text outside the allowlist), and the flight, transport and both hotel forms, once woken,
// label, check, answer and acknowledge in Bengali. Every word is read from data/ (with data/bn/
// laid over it), never typed here.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { LANGUAGE_TAGS } from '../../content/browser/locale'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
import '../../forms/_shared/all-form-words.generated'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { resolveMessage, textsIn } from '../../forms/_shared/form-words'
import { flightMessages, flightTexts } from '../../forms/flight-request'
import { globalHotelMessages, worldwideTexts } from '../../forms/global-hotel-request'
import { hotelStayLabelsIn, hotelStayMessages, hotelTexts } from '../../forms/hotel-request-fields'
import { transportLabelsIn, transportMessages, transportOptionsIn, transportTexts } from '../../forms/transport-booking'
import { listEmails, settle, useE2E, waitForIslands, waitForNewEmails } from '../support/browser'
import { inDays } from '../support/dates'
import { latinIn } from '../support/latin'

const e2e = useE2E()
const t = wordsFor('bn')
const confirmation = textsIn('enquiry', ENQUIRY_TEXT, 'bn').confirmation
const BENGALI = /[\u0980-\u09FF]/
const message = (key: string) => resolveMessage(key, 'bn')

/** Each page, with the catalogue whose hero heading is its H1. */
const PAGES = [
  ['/flights', 'flights'],
  ['/hotels', 'hotels'],
  ['/transport', 'transport'],
  ['/islamic-tours', 'islamic-tours'],
  ['/gallery', 'gallery'],
  ['/coming-soon', 'coming-soon'],
  ['/knowledge-centre', 'knowledge-centre'],
] as const

/** What a page may show in Latin letters beyond the shared allowlist: the health guide's vaccine, a flight number as an example. */
const PAGE_NAMES = [/\bACWY\b/g]

const visitor = { firstName: 'রহিম', lastName: 'উদ্দিন', email: 'rahim.uddin@example.org', phone: '07700 900321' }

/** Everything the visitor reads in a form: its text, the options of each list and its name. */
const readAll = (form: Locator) =>
  form.evaluate((el) =>
    [
      (el as HTMLElement).innerText,
      ...Array.from(el.querySelectorAll('option'), (option) => option.textContent ?? ''),
      el.getAttribute('aria-label') ?? '',
    ].join('\n'),
  )

async function fillVisitor(form: Locator) {
  for (const [name, value] of Object.entries(visitor)) await form.locator(`[name="${name}"]`).fill(value)
}

/** Ticks the captcha stand-in, sends, and returns the reply shown and the visitor's acknowledgement. */
async function send(form: Locator, successText: string): Promise<{ reply: string; mail: string }> {
  const visitors = join(e2e.site.outbox, 'visitors')
  const known = (await listEmails(visitors)).length
  await form.getByRole('checkbox', { name: t('forms.notRobot') }).check()
  await form.locator('button[type="submit"]').click()
  const shown = form.locator('.form-message')
  await expect.poll(() => shown.innerText(), { timeout: 15_000 }).toContain(successText)
  const reply = await shown.innerText()
  const [ack] = await waitForNewEmails(visitors, known, 15_000)
  return { reply, mail: `${ack!.mail.subject ?? ''}\n${ack!.mail.text ?? ''}`.replace(visitor.email, ' ') }
}

async function open(path: string): Promise<Page> {
  const { page } = await e2e.open({ reducedMotion: 'reduce' })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForIslands(page)
  return page
}

describe('the Bengali pages of part B', () => {
  it('answer 200 with lang="bn", their Bengali H1 and no Latin word in the main text outside the allowlist', async () => {
    const { page } = await e2e.open()
    for (const [path, catalogue] of PAGES) {
      const response = await page.goto(`/bn${path}/`)
      expect(response?.status(), path).toBe(200)
      expect(await page.locator('html').getAttribute('lang'), path).toBe(LANGUAGE_TAGS.bn)
      const h1 = await page.locator('main h1').innerText()
      expect(h1, path).toBe(loadCatalogue(catalogue, 'bn').hero.heading)
      expect(h1, path).toMatch(BENGALI)
      expect(latinIn(await page.locator('main').innerText(), PAGE_NAMES), path).toEqual([])
    }
  })
})

describe('the forms of the Bengali pages, woken', () => {
  it('flight quote: Bengali labels, options and messages, the Bengali reply and acknowledgement', async () => {
    const page = await open('/bn/flights/')
    const form = page.locator('form.flights-form')
    const texts = flightTexts('bn')
    const shown = await readAll(form)
    expect(latinIn(shown)).toEqual([])
    for (const label of [texts.labels.tripType, texts.labels.departureCity, texts.labels.adults, texts.labels.mealPreferences, texts.submitLabel]) {
      expect(shown).toContain(label)
    }
    for (const option of [...texts.options.class, ...texts.options.tripType]) expect(shown).toContain(option.label)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => readAll(form)).toContain(message(flightMessages.departureCity))
    expect(latinIn(await readAll(form))).toEqual([])

    await fillVisitor(form)
    await form.locator('[name="departureCity"]').fill('লন্ডন হিথ্রো')
    await form.locator('[name="arrivalCity"]').fill('জেদ্দা')
    await form.locator('[name="departureDate"]').fill(inDays(30))
    await form.locator('[name="returnDate"]').fill(inDays(44))
    await form.locator('[name="class"]').selectOption(texts.options.class[1]!.value)
    const { reply, mail } = await send(form, texts.successText)
    expect(latinIn(reply)).toEqual([])
    expect(mail).toContain(confirmation.greeting)
    expect(mail).toContain(`${texts.labels.class}: ${texts.options.class[1]!.label}`)
    expect(latinIn(mail)).toEqual([])
  })

  it('transport booking: Bengali labels, places and messages, the Bengali reply and acknowledgement', async () => {
    const page = await open('/bn/transport/')
    await page.locator('[data-book-transport]').first().click()
    const form = page.getByRole('dialog').locator('form.transport-form')
    await form.waitFor()
    await settle(page)
    const texts = transportTexts('bn')
    const labels = transportLabelsIn('bn')
    const options = transportOptionsIn('bn')
    const shown = await readAll(form)
    expect(latinIn(shown)).toEqual([])
    for (const label of [labels.serviceType, labels.pickupLocation, labels.childSeats, labels.preferredContact, texts.submitLabel])
      expect(shown).toContain(label)
    for (const option of [...options.location, ...options.serviceType, ...options.vehicleType]) expect(shown).toContain(option.label)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => readAll(form)).toContain(message(transportMessages.pickupLocation))
    expect(latinIn(await readAll(form))).toEqual([])

    await fillVisitor(form)
    await form.locator('[name="pickupLocation"]').selectOption(options.location[0]!.value)
    await form.locator('[name="dropoffLocation"]').selectOption(options.location[2]!.value)
    await form.locator('[name="pickupDate"]').fill(inDays(14))
    await form.locator('[name="pickupTime"]').fill('06:45')
    const { reply, mail } = await send(form, texts.successText)
    expect(latinIn(reply)).toEqual([])
    expect(mail).toContain(confirmation.greeting)
    expect(mail).toContain(`${labels.pickupLocation}: ${options.location[0]!.label}`)
    expect(latinIn(mail)).toEqual([])
  })

  it('hotel booking and worldwide request: Bengali labels and messages, the booking’s Bengali reply and acknowledgement', async () => {
    const page = await open('/bn/hotels/')
    const labels = hotelStayLabelsIn('bn')
    const booking = hotelTexts('bn').booking
    const worldwide = worldwideTexts('bn')

    await page.getByRole('button', { name: t('hotelForms.requestWorldwide') }).click()
    const request = page.getByRole('dialog').locator('form.hotels-form')
    await request.waitFor()
    await settle(page)
    const asked = await readAll(request)
    expect(latinIn(asked)).toEqual([])
    for (const label of [worldwide.labels.destination, worldwide.labels.hotelCategory, labels.checkInDate, worldwide.submitLabel])
      expect(asked).toContain(label)
    for (const option of [...worldwide.categories, ...worldwide.budgets]) expect(asked).toContain(option.label)
    await request.locator('button[type="submit"]').click()
    await expect.poll(() => readAll(request)).toContain(message(globalHotelMessages.destination))
    expect(latinIn(await readAll(request))).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await page.locator('[data-book]').first().click()
    const form = page.getByRole('dialog').locator('form.hotels-form')
    await form.waitFor()
    await settle(page)
    const shown = await readAll(form)
    expect(latinIn(shown)).toEqual([])
    for (const label of [labels.firstName, labels.checkOutDate, labels.rooms, booking.submitLabel]) expect(shown).toContain(label)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => readAll(form)).toContain(message(hotelStayMessages.checkInDate))
    expect(latinIn(await readAll(form))).toEqual([])

    await fillVisitor(form)
    await form.locator('[name="checkInDate"]').fill(inDays(40))
    await form.locator('[name="checkOutDate"]').fill(inDays(47))
    await form.locator('[name="rooms"]').selectOption('2')
    const { reply, mail } = await send(form, booking.successText)
    expect(latinIn(reply)).toEqual([])
    expect(mail).toContain(confirmation.greeting)
    expect(mail).toContain(`${labels.rooms}: ২`)
    expect(latinIn(mail)).toEqual([])
  })
})
