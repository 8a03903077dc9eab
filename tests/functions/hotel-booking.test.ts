// The hotel booking request (Book Now on /hotels) end to end through a real SMTP server on
// 127.0.0.1: what the agency receives, what is refused and why, and what the guest is told when
// the captcha fails or the mail server is down.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import sendHotelBookingEmail, { config } from '../../functions/send-hotel-booking-email'
import { startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify'
import { closedSmtpUrl } from '../support/smtp'
import { inDaysUtc, longDate } from '../support/dates'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { hotelBooking as booking } from '../support/functions/form-bodies'
import { withReference, withoutReference, unavailable } from '../support/reference'

const env = useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'bookings@agency.example', MAIL_FROM: 'Al-Noor Website <website@agency.example>' })

const CHECK_IN = inDaysUtc(40)
const CHECK_OUT = inDaysUtc(47)

const SUCCESS = {
  message: 'Thank you! Your booking request has been sent successfully. We will confirm availability and your rate within 24 hours.',
}
const FAILURE = { error: 'Failed to submit booking request. Please try again.' }

const send = (body: unknown) => sendHotelBookingEmail(postJson('send-hotel-booking-email', body))

describe('hotel booking e-mail through SMTP', () => {
  it('delivers every field, labelled, to MAIL_TO with Reply-To the guest', async () => {
    const response = await send(booking)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Aisha Rahman', address: 'aisha.rahman@example.org' }])
    expect(withoutReference(parsed.subject)).toBe('Hotel booking request: Safa Crescent Hotel – Aisha Rahman')

    const lines = [
      'Hotel: Safa Crescent Hotel',
      'City: Makkah',
      'Distance: 150 m from Masjid al-Haram (2 min walk)',
      'First name: Aisha',
      'Last name: Rahman',
      'Email: aisha.rahman@example.org',
      'Phone: +44 20 7946 0123',
      `Check-in date: ${longDate(CHECK_IN)}`,
      `Check-out date: ${longDate(CHECK_OUT)}`,
      'Nights: 7',
      'Adults: 3',
      'Children: 2',
      'Rooms: 2',
      'Special requests:\nConnecting rooms please.\nMy mother uses a wheelchair.',
    ]
    for (const line of lines) expect(parsed.text, line).toContain(line)

    const html = parsed.html || ''
    for (const label of [
      'Hotel',
      'City',
      'Distance',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Check-in date',
      'Check-out date',
      'Nights',
      'Adults',
      'Children',
      'Rooms',
      'Special requests',
    ]) {
      expect(html).toContain(`>${label}</th>`)
    }
    expect(html).toContain('Connecting rooms please.<br>\nMy mother uses a wheelchair.')
  })

  it('takes counts sent as text, counts no children when left out, and lists empty requests as "Not given"', async () => {
    const { children: _children, ...withoutChildren } = booking
    const response = await send({ ...withoutChildren, adults: '2', rooms: '1', specialRequests: '' })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain('Adults: 2')
    expect(parsed.text).toContain('Children: 0')
    expect(parsed.text).toContain('Rooms: 1')
    expect(parsed.text).toContain('Special requests: Not given')
  })

  it('accepts the bounds: 1 or 8 adults, 0 or 6 children, 1 or 5 rooms, a one-night stay from today', async () => {
    for (const body of [
      { ...booking, adults: 1, children: 0, rooms: 1 },
      { ...booking, adults: 8, children: 6, rooms: 5 },
      { ...booking, checkInDate: inDaysUtc(0), checkOutDate: inDaysUtc(1) },
    ]) {
      const response = await send(body)
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
      expect((await smtp.waitForMessage()).parsed.subject).toContain('Safa Crescent Hotel')
    }
  })

  it('escapes markup the guest typed', async () => {
    const response = await send({ ...booking, firstName: '<script>alert(1)</script>', specialRequests: '<img src=x onerror=alert(2)>' })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const html = parsed.html || ''
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('refused bodies', () => {
  async function refused(body: unknown): Promise<{ error: string; fields: Record<string, string> }> {
    const before = smtp.messages.length
    const response = await send(body)
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
    expect(smtp.messages.length, 'nothing is sent').toBe(before)
    return reply
  }

  it.each([
    ['firstName', 'First name – Please enter your first name'],
    ['lastName', 'Last name – Please enter your last name'],
    ['email', 'Email – Please enter your e-mail address'],
    ['phone', 'Phone – Please enter your phone number'],
    ['checkInDate', 'Check-in date – Please choose your check-in date'],
    ['checkOutDate', 'Check-out date – Please choose your check-out date'],
    ['adults', 'Adults – Please choose 1 to 8 adults'],
    ['rooms', 'Rooms – Please choose 1 to 5 rooms'],
    ['hotelName', 'Hotel – Please choose a hotel from the list and press Book Now'],
    ['hotelCity', 'City – Please choose a hotel from the list and press Book Now'],
    ['hotelDistance', 'Distance – Please choose a hotel from the list and press Book Now'],
  ] as const)('without %s: 400 naming the field', async (field, sentence) => {
    const body: Record<string, unknown> = { ...booking }
    delete body[field]
    const reply = await refused(body)
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
    expect(Object.keys(reply.fields)).toEqual([field])
  })

  it('names every field at fault at once', async () => {
    const reply = await refused({ ...booking, firstName: ' ', email: 'not-an-address', adults: 9, rooms: 0 })
    expect(reply.error).toBe(
      'Please check these fields: First name – Please enter your first name; Email – Please enter a valid e-mail address; ' +
        'Adults – Please choose 1 to 8 adults; Rooms – Please choose 1 to 5 rooms.',
    )
  })

  it.each([
    ['9 adults', { adults: 9 }, 'Adults – Please choose 1 to 8 adults'],
    ['0 adults', { adults: 0 }, 'Adults – Please choose 1 to 8 adults'],
    ['2.5 adults', { adults: 2.5 }, 'Adults – Please choose 1 to 8 adults'],
    ['7 children', { children: 7 }, 'Children – Please choose 0 to 6 children'],
    ['-1 children', { children: -1 }, 'Children – Please choose 0 to 6 children'],
    ['0 rooms', { rooms: 0 }, 'Rooms – Please choose 1 to 5 rooms'],
    ['6 rooms', { rooms: '6' }, 'Rooms – Please choose 1 to 5 rooms'],
    ['rooms as words', { rooms: 'two' }, 'Rooms – Please choose 1 to 5 rooms'],
    [
      'check-out before check-in',
      { checkInDate: inDaysUtc(40), checkOutDate: inDaysUtc(38) },
      'Check-out date – The check-out date must be after the check-in date',
    ],
    [
      'check-out on the check-in day',
      { checkInDate: inDaysUtc(40), checkOutDate: inDaysUtc(40) },
      'Check-out date – The check-out date must be after the check-in date',
    ],
    ['check-in in the past', { checkInDate: inDaysUtc(-3), checkOutDate: inDaysUtc(2) }, 'Check-in date – The check-in date cannot be in the past'],
    ['a date that does not exist', { checkInDate: '2030-02-30' }, 'Check-in date – Please enter the check-in date as a date, e.g. 2026-10-12'],
    ['a date in another format', { checkOutDate: '12/10/2030' }, 'Check-out date – Please enter the check-out date as a date, e.g. 2026-10-19'],
    ['a phone number with letters', { phone: 'call me' }, 'Phone – Please enter a valid phone number (digits, spaces, +, brackets and dashes only)'],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    const reply = await refused({ ...booking, ...change })
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
  })

  it('refuses JSON that is not an object, and other methods', async () => {
    expect((await send('[1,2]')).status).toBe(400)
    expect((await send('{not json')).status).toBe(400)
    const get = await sendHotelBookingEmail(new Request('http://localhost:8888/.netlify/functions/send-hotel-booking-email'))
    expect(get.status).toBe(405)
  })
})

describe('the captcha', () => {
  let siteverify: FakeSiteverify
  beforeAll(async () => {
    siteverify = await startFakeSiteverify()
  })
  afterAll(async () => {
    await siteverify.close()
  })
  beforeEach(() => {
    siteverify.reset()
  })

  it('a token siteverify accepts goes through', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret'
    process.env.RECAPTCHA_VERIFY_URL = siteverify.url
    const response = await send({ ...booking, recaptchaToken: 'a-good-token' })
    expect(response.status).toBe(200)
    expect((await smtp.waitForMessage()).parsed.subject).toContain('Safa Crescent Hotel')
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with "Failed to submit booking request. Please try again."', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await send(booking)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(env.logs.join('\n')).toContain('"outcome":"mail-failed"')
  })

  it('answers 502 when the server refuses the message', async () => {
    await useDeadStore()
    smtp.setRejecting(true)
    const response = await send(booking)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
  })
})

describe('config', () => {
  it('is rate limited per IP and domain', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
