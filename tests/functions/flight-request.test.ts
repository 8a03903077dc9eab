// The flight quote request (/flights): what is particular to it, the contract every form function
// keeps being tests/functions/form-contract.test.ts. Every field in the agency's e-mail in words,
// one-way and multi-city trips, and what is refused and why (round trip without a return, more
// infants than adults...), in the words data/flights.yaml gives the form.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { fill } from '../../content/browser/fill'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import { MULTI_CITY_FLIGHTS } from '../../forms/flight-request'
import sendFlightRequestEmail from '../../functions/send-flight-request-email'
import { dayMonthYear, inDaysUtc } from '../support/dates'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { expectRefused, postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { flightRequest as request } from '../support/functions/form-bodies'
import { checkFields } from '../support/form-words'
import { withoutReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'flights@agency.example' })
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === 'send-flight-request-email')!
const { row, optionRow, tickRow, reason } = words
const LEGS = loadCatalogue('flights', 'en').form.legs
const MULTI_CITY = 'multi-city'
const COUNTS = { adults: { min: 1, max: 9 }, children: { min: 0, max: 8 }, infants: { min: 0, max: 4 } }

const send = (body: unknown) => sendFlightRequestEmail(postJson('send-flight-request-email', body))

const refused = async (body: unknown) => (await expectRefused(smtp, () => send(body))).error

describe('flight quote request through SMTP', () => {
  it('delivers every field, labelled and in words', async () => {
    expect((await send(request)).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(
      `Flight quote request: ${request.departureCity} → ${request.arrivalCity} – ${request.firstName} ${request.lastName}`,
    )
    const asSent = [
      'firstName',
      'lastName',
      'email',
      'phone',
      'departureCity',
      'arrivalCity',
      'adults',
      'children',
      'infants',
      'baggageRequirements',
      'seatPreferences',
      'specialRequests',
    ] as const
    for (const line of [
      ...asSent.map((field) => row(field, request[field])),
      ...(['tripType', 'class', 'preferredAirline', 'budget', 'mealPreferences'] as const).map((field) => optionRow(field, request[field])),
      row('departureDate', dayMonthYear(request.departureDate)),
      row('returnDate', dayMonthYear(request.returnDate)),
      tickRow('flexibleDates', request.flexibleDates),
      tickRow('directFlights', request.directFlights),
    ]) {
      expect(parsed.text, line).toContain(line)
    }
  })

  it('a one-way trip needs no return date, and a return date sent anyway is not passed on', async () => {
    const response = await send({ ...request, tripType: 'one-way', returnDate: inDaysUtc(2), budget: '', preferredAirline: undefined })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [optionRow('tripType', 'one-way'), row('returnDate', NOT_GIVEN), row('budget', NOT_GIVEN), row('preferredAirline', NOT_GIVEN)]) {
      expect(parsed.text, line).toContain(line)
    }
  })

  it('a multi-city trip: the e-mail lists each flight with its cities and date, and no return date', async () => {
    const legs = [
      { from: 'Jeddah', to: 'Dubai', date: inDaysUtc(38) },
      { from: 'Dubai', to: 'Dhaka <DAC>', date: inDaysUtc(41) },
    ]
    const response = await send({ ...request, tripType: MULTI_CITY, legs })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const flight = (number: number) => fill(LEGS.heading, { number })
    expect(parsed.text).toContain(optionRow('tripType', MULTI_CITY))
    expect(parsed.text).toContain(`${flight(1)}: ${request.departureCity} → ${request.arrivalCity}, ${dayMonthYear(request.departureDate)}`)
    expect(parsed.text).toContain(`${flight(2)}: Jeddah → Dubai, ${dayMonthYear(legs[0]!.date)}`)
    expect(parsed.text).toContain(`${flight(3)}: Dubai → Dhaka <DAC>, ${dayMonthYear(legs[1]!.date)}`)
    expect(parsed.text).toContain(row('returnDate', NOT_GIVEN))
    expect(parsed.html).toContain('Dubai → Dhaka &lt;DAC&gt;')
  })

  it('accepts the bounds: 9 adults with 8 children and 4 infants, counts as text', async () => {
    const { adults, children, infants } = { adults: COUNTS.adults.max, children: COUNTS.children.max, infants: COUNTS.infants.max }
    expect((await send({ ...request, adults: String(adults), children: String(children), infants: String(infants) })).status).toBe(200)
    expect((await smtp.waitForMessage()).parsed.text).toContain(row('adults', adults))
  })
})

describe('refused bodies', () => {
  it.each([
    ['a return before the departure', { returnDate: inDaysUtc(29) }, reason('returnDate', 'returnBeforeDeparture')],
    ['a departure in the past', { departureDate: inDaysUtc(-3) }, reason('departureDate', 'departureDatePast')],
    ['10 adults', { adults: 10 }, reason('adults', 'adults', COUNTS.adults)],
    ['9 children', { children: 9 }, reason('children', 'children', COUNTS.children)],
    ['5 infants', { adults: 6, infants: 5 }, reason('infants', 'infants', COUNTS.infants)],
    ['more infants than adults', { adults: 1, infants: 2 }, reason('infants', 'infantsPerAdult')],
    ['a trip type not on the list', { tripType: 'open-jaw' }, reason('tripType')],
    ['multi-city without its further flights', { tripType: MULTI_CITY }, reason('tripType', 'legs', MULTI_CITY_FLIGHTS)],
    ['a class not on the list', { class: 'cargo' }, reason('class')],
    ['an airline not on the list', { preferredAirline: 'pan-am' }, reason('preferredAirline')],
    ['a budget not on the list', { budget: 'cheap' }, reason('budget')],
    ['a meal not on the list', { mealPreferences: 'pizza' }, reason('mealPreferences')],
    ['flexible dates as text', { flexibleDates: 'yes' }, reason('flexibleDates', 'checkbox')],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    expect(await refused({ ...request, ...change })).toBe(checkFields(sentence))
  })

  it('names every field at fault at once', async () => {
    expect(await refused({ ...request, firstName: '', arrivalCity: ' ', returnDate: '' })).toBe(
      checkFields(reason('firstName'), reason('arrivalCity'), reason('returnDate')),
    )
  })
})
