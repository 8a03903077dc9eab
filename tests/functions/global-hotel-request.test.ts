// The worldwide hotel request ('Request Hotels Worldwide' on /hotels) end to end through a real
// SMTP server on 127.0.0.1: what the agency receives (category and budget in words), what is
// refused and why, a failed captcha, and the mail server down.
import { describe, expect, it } from 'vitest'
import { hotelBudgetOptions, hotelCategoryOptions } from '../../forms/global-hotel-request'
import sendGlobalHotelRequestEmail, { config } from '../../functions/send-global-hotel-request-email'
import { closedSmtpUrl } from '../support/smtp'
import { inDaysUtc, longDate } from '../support/dates'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { globalHotelRequest as request } from '../support/functions/form-bodies'
import { withReference, withoutReference, unavailable } from '../support/reference'

const env = useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'hotels@agency.example', MAIL_FROM: 'Al-Noor Website <website@agency.example>' })

const CHECK_IN = inDaysUtc(60)
const CHECK_OUT = inDaysUtc(64)

const SUCCESS = {
  message: 'Thank you! Your hotel request has been submitted successfully. We will send you a choice of hotels within 24 hours.',
}
const FAILURE = { error: 'Failed to submit hotel request. Please try again.' }

const send = (body: unknown) => sendGlobalHotelRequestEmail(postJson('send-global-hotel-request-email', body))

describe('worldwide hotel request e-mail through SMTP', () => {
  it('delivers every field, labelled, with the category and budget in words', async () => {
    const response = await send(request)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['hotels@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Yusuf Khan', address: 'yusuf.khan@example.org' }])
    expect(withoutReference(parsed.subject)).toBe('Worldwide hotel request: Istanbul, Turkey – Yusuf Khan')

    for (const line of [
      'Destination: Istanbul, Turkey',
      'First name: Yusuf',
      'Last name: Khan',
      'Email: yusuf.khan@example.org',
      'Phone: 07700 900456',
      `Check-in date: ${longDate(CHECK_IN)}`,
      `Check-out date: ${longDate(CHECK_OUT)}`,
      'Nights: 4',
      'Adults: 2',
      'Children: 1',
      'Rooms: 1',
      'Hotel category: Upscale (4 Star)',
      'Budget per night: £100 – £200',
      'Special requests: Near the Blue Mosque, please.',
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    const html = parsed.html || ''
    for (const label of ['Destination', 'Hotel category', 'Budget per night', 'Check-in date', 'Check-out date', 'Adults', 'Children', 'Rooms']) {
      expect(html).toContain(`>${label}</th>`)
    }
  })

  it.each([
    ...hotelCategoryOptions.map((option) => ['hotelCategory', option.value, `Hotel category: ${option.label}`] as const),
    ...hotelBudgetOptions.map((option) => ['budget', option.value, `Budget per night: ${option.label}`] as const),
  ])('%s %s arrives as "%s"', async (field, value, line) => {
    const response = await send({ ...request, [field]: value })
    expect(response.status).toBe(200)
    expect((await smtp.waitForMessage()).parsed.text).toContain(line)
  })

  it('takes no category, no budget and no requests as "Not given", and numbers as numbers', async () => {
    const response = await send({ ...request, hotelCategory: '', budget: '', specialRequests: '', adults: 4, children: 0, rooms: 2 })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain('Hotel category: Not given')
    expect(parsed.text).toContain('Budget per night: Not given')
    expect(parsed.text).toContain('Special requests: Not given')
    expect(parsed.text).toContain('Adults: 4')
    expect(parsed.text).toContain('Rooms: 2')
  })
})

describe('refused bodies', () => {
  async function refused(body: unknown): Promise<{ error: string; fields: Record<string, string> }> {
    const before = smtp.messages.length
    const response = await send(body)
    expect(response.status).toBe(400)
    const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
    expect(smtp.messages.length, 'nothing is sent').toBe(before)
    return reply
  }

  it.each([
    ['firstName', 'First name – Please enter your first name'],
    ['lastName', 'Last name – Please enter your last name'],
    ['email', 'Email – Please enter your e-mail address'],
    ['phone', 'Phone – Please enter your phone number'],
    ['destination', 'Destination – Please tell us your destination (city and country)'],
    ['checkInDate', 'Check-in date – Please choose your check-in date'],
    ['checkOutDate', 'Check-out date – Please choose your check-out date'],
    ['adults', 'Adults – Please choose 1 to 8 adults'],
    ['rooms', 'Rooms – Please choose 1 to 5 rooms'],
  ] as const)('without %s: 400 naming the field', async (field, sentence) => {
    const body: Record<string, unknown> = { ...request }
    delete body[field]
    const reply = await refused(body)
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
    expect(Object.keys(reply.fields)).toEqual([field])
  })

  it.each([
    ['9 adults', { adults: '9' }, 'Adults – Please choose 1 to 8 adults'],
    ['7 children', { children: '7' }, 'Children – Please choose 0 to 6 children'],
    ['0 rooms', { rooms: '0' }, 'Rooms – Please choose 1 to 5 rooms'],
    [
      'check-out before check-in',
      { checkInDate: inDaysUtc(60), checkOutDate: inDaysUtc(59) },
      'Check-out date – The check-out date must be after the check-in date',
    ],
    ['check-in in the past', { checkInDate: inDaysUtc(-2) }, 'Check-in date – The check-in date cannot be in the past'],
    ['a category not on the list', { hotelCategory: 'palace' }, 'Hotel category – Please choose a hotel category from the list'],
    ['a budget not on the list', { budget: '1000+' }, 'Budget per night – Please choose a budget from the list'],
    ['a destination of blanks', { destination: '   ' }, 'Destination – Please tell us your destination (city and country)'],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    const reply = await refused({ ...request, ...change })
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with "Failed to submit hotel request. Please try again."', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await send(request)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(env.logs.join('\n')).toContain('"outcome":"mail-failed"')
  })
})

describe('config', () => {
  it('is rate limited per IP and domain', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
