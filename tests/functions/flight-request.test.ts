// The flight quote request (/flights) end to end through a real SMTP server on 127.0.0.1: every
// field in the agency's e-mail, what is refused and why (round trip without a return, more infants
// than adults...), and the rate limit Netlify reads from the function's config.
import { describe, expect, it } from 'vitest'
import sendFlightRequestEmail, { config } from '../../functions/send-flight-request-email'
import { optionLabel } from '../../forms/_shared/fields'
import { fillIn } from '../../forms/_shared/messages'
import { FLIGHT_FORM, MULTI_CITY, flightLabels, flightMessages } from '../../forms/flight-request'
import { inDaysUtc } from '../support/dates'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { flightRequest as request } from '../support/functions/form-bodies'
import { withoutReference, withReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'flights@agency.example', MAIL_FROM: 'Al-Noor Website <website@agency.example>' })

const DEPART = inDaysUtc(30)
const RETURN = inDaysUtc(44)
const dayMonthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

const send = (body: unknown) => sendFlightRequestEmail(postJson('send-flight-request-email', body))

describe('flight quote request through SMTP', () => {
  it('delivers every field, labelled and in words, to MAIL_TO with Reply-To the traveller', async () => {
    const response = await send(request)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(
      withReference({
        message: 'Thank you! Your flight request has been sent successfully. We will reply with the best fares within 24 hours.',
      }),
    )
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['flights@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Yusuf Khan', address: 'yusuf.khan@example.org' }])
    expect(withoutReference(parsed.subject)).toBe('Flight quote request: London Heathrow → Jeddah, Saudi Arabia – Yusuf Khan')
    for (const line of [
      'First name: Yusuf',
      'Last name: Khan',
      'Email: yusuf.khan@example.org',
      'Phone: 07700 900123',
      'Trip type: Round trip',
      'From (departure city): London Heathrow',
      'To (arrival city): Jeddah, Saudi Arabia',
      `Departure date: ${dayMonthYear(DEPART)}`,
      `Return date: ${dayMonthYear(RETURN)}`,
      'Class: Premium Economy',
      'Adults: 2',
      'Children: 1',
      'Infants: 1',
      'Preferred airline: Qatar Airways',
      'My dates are flexible (±3 days): Yes',
      'Direct flights only: No',
      'Budget per person: £500 – £800',
      'Baggage requirements: Two checked bags each',
      'Meal preference: Diabetic',
      'Seat preferences: Seats together',
      'Special requests: Wheelchair at Jeddah airport <please>',
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    expect(parsed.html).toContain('Wheelchair at Jeddah airport &lt;please&gt;')
  })

  it('a one-way trip needs no return date, and a return date sent anyway is not passed on', async () => {
    const response = await send({ ...request, tripType: 'one-way', returnDate: inDaysUtc(2), budget: '', preferredAirline: undefined })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain('Trip type: One way')
    expect(parsed.text).toContain('Return date: Not given')
    expect(parsed.text).toContain('Budget per person: Not given')
    expect(parsed.text).toContain('Preferred airline: Not given')
  })

  it('a multi-city trip: the e-mail lists each flight with its cities and date, and no return date', async () => {
    const legs = [
      { from: 'Jeddah', to: 'Dubai', date: inDaysUtc(38) },
      { from: 'Dubai', to: 'Dhaka <DAC>', date: inDaysUtc(41) },
    ]
    const response = await send({ ...request, tripType: MULTI_CITY, legs })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const flight = (number: number) => fillIn(FLIGHT_FORM.legs.heading, { number })
    expect(parsed.text).toContain(`${flightLabels.tripType}: ${optionLabel(FLIGHT_FORM.options.tripType, MULTI_CITY)}`)
    expect(parsed.text).toContain(`${flight(1)}: ${request.departureCity} → ${request.arrivalCity}, ${dayMonthYear(DEPART)}`)
    expect(parsed.text).toContain(`${flight(2)}: Jeddah → Dubai, ${dayMonthYear(legs[0]!.date)}`)
    expect(parsed.text).toContain(`${flight(3)}: Dubai → Dhaka <DAC>, ${dayMonthYear(legs[1]!.date)}`)
    expect(parsed.text).toContain(`${flightLabels.returnDate}: Not given`)
    expect(parsed.html).toContain('Dubai → Dhaka &lt;DAC&gt;')
  })

  it('accepts the bounds: 9 adults with 8 children and 4 infants, counts as text', async () => {
    const response = await send({ ...request, adults: '9', children: '8', infants: '4' })
    expect(response.status).toBe(200)
    expect((await smtp.waitForMessage()).parsed.text).toContain('Adults: 9')
  })
})

describe('refused bodies', () => {
  async function refused(body: unknown) {
    const before = smtp.messages.length
    const response = await send(body)
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    expect(smtp.messages.length, 'nothing is sent').toBe(before)
    return (await readJson(response)) as { error: string; fields: Record<string, string> }
  }

  it.each([
    ['firstName', 'First name – Please enter your first name'],
    ['lastName', 'Last name – Please enter your last name'],
    ['email', 'Email – Please enter your e-mail address'],
    ['phone', 'Phone – Please enter your phone number'],
    ['departureCity', 'From (departure city) – Please tell us where you are flying from'],
    ['arrivalCity', 'To (arrival city) – Please tell us where you are flying to'],
    ['departureDate', 'Departure date – Please choose your departure date'],
    ['returnDate', 'Return date – Please choose your return date'],
    ['adults', 'Adults – Please choose 1 to 9 adults'],
    ['tripType', `${flightLabels.tripType} – ${flightMessages.tripType}`],
  ] as const)('without %s: 400 naming the field', async (field, sentence) => {
    const body: Record<string, unknown> = { ...request }
    delete body[field]
    const reply = await refused(body)
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
    expect(Object.keys(reply.fields)).toEqual([field])
  })

  it.each([
    ['a return before the departure', { returnDate: inDaysUtc(29) }, 'Return date – The return date must be after the departure date'],
    ['a departure in the past', { departureDate: inDaysUtc(-3) }, 'Departure date – The departure date cannot be in the past'],
    ['10 adults', { adults: 10 }, 'Adults – Please choose 1 to 9 adults'],
    ['9 children', { children: 9 }, 'Children – Please choose 0 to 8 children'],
    ['5 infants', { adults: 6, infants: 5 }, 'Infants – Please choose 0 to 4 infants'],
    ['more infants than adults', { adults: 1, infants: 2 }, 'Infants – Each infant travels on an adult’s lap: please choose no more infants than adults'],
    ['a trip type not on the list', { tripType: 'open-jaw' }, `${flightLabels.tripType} – ${flightMessages.tripType}`],
    ['multi-city without its further flights', { tripType: MULTI_CITY }, `${flightLabels.legs} – ${flightMessages.legs}`],
    ['a class not on the list', { class: 'cargo' }, 'Class – Please choose a class from the list'],
    ['an airline not on the list', { preferredAirline: 'pan-am' }, 'Preferred airline – Please choose an airline from the list'],
    ['a budget not on the list', { budget: 'cheap' }, 'Budget per person – Please choose a budget from the list'],
    ['a meal not on the list', { mealPreferences: 'pizza' }, 'Meal preference – Please choose a meal preference from the list'],
    ['flexible dates as text', { flexibleDates: 'yes' }, 'My dates are flexible (±3 days) – Please tick the box or leave it empty'],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    const reply = await refused({ ...request, ...change })
    expect(reply.error).toBe(`Please check these fields: ${sentence}.`)
  })

  it('names every field at fault at once', async () => {
    const reply = await refused({ ...request, firstName: '', arrivalCity: ' ', returnDate: '' })
    expect(reply.error).toBe(
      'Please check these fields: First name – Please enter your first name; To (arrival city) – Please tell us where you are flying to; Return date – Please choose your return date.',
    )
  })
})

describe('config', () => {
  it('is rate limited per IP and domain', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
