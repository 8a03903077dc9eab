// The transport booking (/transport) end to end through a real SMTP server on 127.0.0.1: every
// field in the agency's e-mail, what is refused and why ("Other" without a place, a return before
// the pickup...), and the rate limit Netlify reads from the function's config.
import { describe, expect, it } from 'vitest'
import sendTransportBooking, { config } from '../../functions/send-transport-booking'
import { closedSmtpUrl } from '../support/smtp'
import { inDaysUtc } from '../support/dates'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { transportBooking as booking } from '../support/functions/form-bodies'
import { withoutReference, unavailable, withReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'transport@agency.example', MAIL_FROM: 'Al-Noor Website <website@agency.example>' })

const PICKUP = inDaysUtc(20)
const RETURN = inDaysUtc(27)
const dayMonthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

const send = (body: unknown) => sendTransportBooking(postJson('send-transport-booking', body))

describe('transport booking through SMTP', () => {
  it('delivers every field, labelled, to MAIL_TO with Reply-To the traveller', async () => {
    const response = await send(booking)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(
      withReference({
        message: 'Thank you! Your transport booking request has been sent successfully. We will confirm your driver and price within 24 hours.',
      }),
    )
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['transport@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Maryam Ali', address: 'maryam.ali@example.org' }])
    expect(withoutReference(parsed.subject)).toBe(`Transport booking: Airport Transfer Service on ${PICKUP} – Maryam Ali`)
    for (const line of [
      'Name: Maryam Ali',
      'Email: maryam.ali@example.org',
      'Phone: +44 7700 900456',
      'How should we contact you?: WhatsApp',
      'Service: Airport Transfer Service',
      'Vehicle: Premium SUV',
      'Passengers: 6',
      'Large bags: 15',
      'Pickup location: Jeddah Airport',
      'Drop-off location: Other: Aziziyah, building 12',
      `Pickup date: ${dayMonthYear(PICKUP)}`,
      'Pickup time: 06:45',
      `Return date: ${dayMonthYear(RETURN)}`,
      'Return time: 14:00',
      'Flight number: QR1185',
      'Hotel name: Safa Crescent Hotel',
      'Child seats: 4+',
      'Wheelchair-accessible vehicle: Yes',
      'Female driver: Yes',
      'Meet and greet in arrivals: No',
      'Special requests: Zamzam <cans> on return',
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    expect(parsed.html).toContain('Zamzam &lt;cans&gt; on return')
  })

  it('takes the general service, no vehicle, no return and the defaults', async () => {
    const response = await send({
      ...booking,
      serviceType: 'General Transport Service',
      vehicleType: '',
      luggage: '',
      returnDate: '',
      returnTime: '',
      dropoffLocation: 'Masjid Nabawi',
      childSeats: undefined,
      preferredContact: undefined,
    })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [
      'Service: General Transport Service',
      'Vehicle: Not given',
      'Large bags: Not given',
      'Return date: Not given',
      'Drop-off location: Masjid Nabawi',
      'Child seats: 0',
      'How should we contact you?: Email',
    ]) {
      expect(parsed.text, line).toContain(line)
    }
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
    ['serviceType', 'Service – Please choose a service from the list'],
    ['passengers', 'Passengers – Please choose the number of passengers from the list'],
    ['pickupLocation', 'Pickup location – Please choose where we pick you up'],
    ['dropoffLocation', 'Drop-off location – Please choose where we take you'],
    ['pickupDate', 'Pickup date – Please choose the pickup date'],
    ['pickupTime', 'Pickup time – Please choose the pickup time'],
  ] as const)('without %s: 400 naming the field', async (field, sentence) => {
    const body: Record<string, unknown> = { ...booking }
    delete body[field]
    const reply = await refused(body)
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
    expect(Object.keys(reply.fields)).toEqual([field])
  })

  it.each([
    ['"Other" without the place', { dropoffLocationOther: ' ' }, 'Where should we take you? – Please tell us where we take you'],
    ['a return before the pickup', { returnDate: PICKUP, returnTime: '06:00' }, 'Return date – The return must be after the pickup'],
    ['a return time without its date', { returnDate: '' }, 'Return date – Please choose the return date for your return time'],
    ['a pickup in the past', { pickupDate: inDaysUtc(-2), returnDate: '', returnTime: '' }, 'Pickup date – The pickup date cannot be in the past'],
    ['a time that is not one', { pickupTime: '25:00' }, 'Pickup time – Please enter the time as hours and minutes, e.g. 14:30'],
    ['12 passengers (not on the list)', { passengers: 12 }, 'Passengers – Please choose the number of passengers from the list'],
    ['26 bags', { luggage: 26 }, 'Large bags – Please choose the number of large bags from the list'],
    ['5 child seats', { childSeats: 5 }, 'Child seats – Please choose 0 to 4 child seats'],
    ['a vehicle not in the fleet', { vehicleType: 'Luxury Coach' }, 'Vehicle – Please choose a vehicle from the list'],
    ['a service not offered', { serviceType: 'Helicopter' }, 'Service – Please choose a service from the list'],
    ['a place not on the list', { pickupLocation: 'Taif Airport' }, 'Pickup location – Please choose where we pick you up'],
    ['female driver as text', { femaleDriver: 'yes' }, 'Female driver – Please tick the box or leave it empty'],
    // Found by the property tests: an object that cannot be turned into text crashed the return check.
    ['a time that cannot be read as text', { pickupTime: { toString: 1 } }, 'Pickup time – Please choose the pickup time'],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    const reply = await refused({ ...booking, ...change })
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with "Failed to submit transport booking. Please try again."', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await send(booking)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable({ error: 'Failed to submit transport booking. Please try again.' }))
  })
})

describe('config', () => {
  it('is rate limited per IP and domain', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
