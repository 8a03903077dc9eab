// The quote wizard's request (/get-quote) end to end through a real SMTP server on 127.0.0.1: every
// field in the agency's e-mail, what is refused and why, and the rate limit Netlify reads.
import { describe, expect, it } from 'vitest'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import sendQuoteEmail, { config } from '../../functions/send-quote-email'
import { closedSmtpUrl } from '../support/smtp'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { quoteRequest as quote } from '../support/functions/form-bodies'
import { withoutReference, unavailable, withReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'quotes@agency.example', MAIL_FROM: 'Al-Noor Website <website@agency.example>' })

const month = travelMonthOptions(new Date(), { first: 'current' })[0]!

const send = (body: unknown) => sendQuoteEmail(postJson('send-quote-email', body))

describe('quote request through SMTP', () => {
  it('delivers every field, labelled and in words, to MAIL_TO with Reply-To the traveller', async () => {
    const response = await send(quote)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(
      withReference({
        message: 'Thank you! Your quote request has been sent successfully. We will send you a tailored quote within 24 hours.',
      }),
    )
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['quotes@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Ibrahim Hussain', address: 'ibrahim.hussain@example.org' }])
    expect(withoutReference(parsed.subject)).toBe('Quote request: Umrah Package – Ibrahim Hussain')
    for (const line of [
      'First name: Ibrahim',
      'Last name: Hussain',
      'Email: ibrahim.hussain@example.org',
      'Phone: 020 7946 0555',
      'Service: Umrah Package',
      `Travel month: ${month.label.replace(' (Hajj)', '')}`,
      'Duration: 14 days',
      'Group size: 3 – 4 people',
      'Budget per person: £2,000 – £3,000',
      'Accommodation: 5-star hotel',
      'Room sharing: Quad',
      'I need a visa: Yes',
      'I need flights: Yes',
      'I need travel insurance: No',
      'Someone in our group needs mobility assistance: Yes',
      'Dietary requirements: Diabetic',
      'Special requests: Ground floor <room> please',
      'Preferred contact: WhatsApp',
      'Best time to call: Evening (5–8)',
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    expect(parsed.html).toContain('Ground floor &lt;room&gt; please')
  })

  it('needs only the required fields; e-mail is the default contact', async () => {
    const { firstName, lastName, email, phone, serviceType, groupSize, recaptchaToken } = quote
    const response = await send({ firstName, lastName, email, phone, serviceType, groupSize, travelMonth: 'flexible', recaptchaToken })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of ['Travel month: Flexible', 'Duration: Not given', 'Preferred contact: Email', 'I need a visa: No'])
      expect(parsed.text, line).toContain(line)
  })
})

describe('refused bodies', () => {
  async function refused(body: unknown) {
    const before = smtp.messages.length
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(smtp.messages.length, 'nothing is sent').toBe(before)
    return (await readJson(response)) as { error: string; fields: Record<string, string> }
  }

  it.each([
    ['firstName', 'First name – Please enter your first name'],
    ['lastName', 'Last name – Please enter your last name'],
    ['email', 'Email – Please enter your e-mail address'],
    ['phone', 'Phone – Please enter your phone number'],
    ['serviceType', 'Service – Please choose a service'],
    ['travelMonth', 'Travel month – Please choose a travel month from the list'],
    ['groupSize', 'Group size – Please choose your group size'],
  ] as const)('without %s: 400 naming the field', async (field, sentence) => {
    const body: Record<string, unknown> = { ...quote }
    delete body[field]
    const reply = await refused(body)
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
    expect(Object.keys(reply.fields)).toEqual([field])
  })

  it.each([
    ['a month that is not one', { travelMonth: 'someday-2027' }, 'Travel month – Please choose a travel month from the list'],
    ['a service not offered', { serviceType: 'cruise' }, 'Service – Please choose a service'],
    ['a group size not on the list', { groupSize: '7' }, 'Group size – Please choose your group size'],
    ['a budget not on the list', { budget: 'cheap' }, 'Budget per person – Please choose a budget from the list'],
    ['a contact not on the list', { preferredContact: 'pigeon' }, 'Preferred contact – Please choose how we should contact you'],
    ['a checkbox as text', { visaRequired: 'yes' }, 'I need a visa – Please tick the box or leave it empty'],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    expect((await refused({ ...quote, ...change })).error).toBe(`Please check these fields: ${sentence}.`)
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with "Failed to send quote request. Please try again."', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await send(quote)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable({ error: 'Failed to send quote request. Please try again.' }))
  })
})

describe('travel months', () => {
  it('start with the current month (README decision 8)', () => {
    const now = new Date()
    const name = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(now).toLowerCase()
    expect(month.value).toBe(`${name}-${now.getUTCFullYear()}`)
  })
})

describe('config', () => {
  it('is rate limited per IP and domain', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
