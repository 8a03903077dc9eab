// The multi-city trip of the flight form, as its zod schema (the island's and the function's)
// judges it: the further flights' cities and dates, their order, their number, and what is kept
// of them for other trip types. Messages and labels come from data/flights.yaml's generated module.
import { describe, expect, it } from 'vitest'
import { toFieldErrors, describeFieldErrors } from '../../forms/_shared/field-errors'
import { fill } from '../../forms/_shared/messages'
import {
  FLIGHT_FORM,
  MULTI_CITY,
  MULTI_CITY_FLIGHTS,
  flightEmailRows,
  flightLabels,
  flightMessages as messageKeys,
  flightRequestSchema,
  legField,
} from '../../forms/flight-request'
import { resolveMessage } from '../../forms/_shared/form-words'
import { flightRequest } from '../support/functions/form-bodies'
import { inDaysUtc } from '../support/dates'

/** The messages as an English visitor reads them (the schema carries keys of the form's words). */
const flightMessages = Object.fromEntries(
  Object.entries(messageKeys).flatMap(([name, key]) => (typeof key === 'string' ? [[name, resolveMessage(key, 'en')]] : [])),
) as Record<Exclude<keyof typeof messageKeys, 'tooLong'>, string>

const leg = (from: string, to: string, days: number) => ({ from, to, date: inDaysUtc(days) })
const multiCity = { ...flightRequest, tripType: MULTI_CITY, returnDate: '', legs: [leg('Jeddah', 'Dubai', 40), leg('Dubai', 'Dhaka', 45)] }

function faults(body: Record<string, unknown>) {
  const result = flightRequestSchema.safeParse(body)
  expect(result.success, 'refused').toBe(false)
  return toFieldErrors(result.error!, 'en')
}

describe('multi-city trip', () => {
  it('is one of the trip types the form offers', () => {
    expect(FLIGHT_FORM.options.tripType.map((option) => option.value)).toContain(MULTI_CITY)
  })

  it('keeps its further flights, trimmed, and no return date', () => {
    const result = flightRequestSchema.parse({ ...multiCity, returnDate: inDaysUtc(60), legs: [{ ...multiCity.legs[0], from: '  Jeddah ' }] })
    expect(result.legs).toEqual([leg('Jeddah', 'Dubai', 40)])
    expect(result.returnDate).toBeUndefined()
  })

  it('lists every flight, the first included, in the e-mail rows', () => {
    const rows = flightEmailRows(flightRequestSchema.parse(multiCity))
    const flights = rows.filter((row) => /\d/.test(row.label) && String(row.value).includes('→'))
    expect(flights.map((row) => row.label)).toEqual([1, 2, 3].map((number) => fill(FLIGHT_FORM.legs.heading, { number })))
    expect(flights[2]!.value).toContain('Dubai → Dhaka')
  })

  it('refuses each further flight part that is missing, with its own message under its own key', () => {
    const errors = faults({ ...multiCity, legs: [{ from: ' ', to: '', date: '' }] })
    expect(errors).toEqual({
      [legField(0, 'from')]: flightMessages.legFrom,
      [legField(0, 'to')]: flightMessages.legTo,
      [legField(0, 'date')]: flightMessages.legDate,
    })
    expect(describeFieldErrors(errors, flightLabels, 'en')).toContain(fill(FLIGHT_FORM.legs.fieldName, { number: 2, part: FLIGHT_FORM.legs.from }))
  })

  it.each([
    ['not a date', '2026-02-30', flightMessages.legDateInvalid],
    ['in the past', inDaysUtc(-2), flightMessages.legDatePast],
    ['before the first flight', inDaysUtc(20), flightMessages.legDateOrder],
  ])('refuses a further flight dated %s', (_case, date, message) => {
    expect(faults({ ...multiCity, legs: [{ ...multiCity.legs[0], date }] })).toEqual({ [legField(0, 'date')]: message })
  })

  it('refuses a flight before the flight before it, and accepts the same day', () => {
    expect(faults({ ...multiCity, legs: [leg('Jeddah', 'Dubai', 40), leg('Dubai', 'Dhaka', 39)] })).toEqual({
      [legField(1, 'date')]: flightMessages.legDateOrder,
    })
    expect(flightRequestSchema.safeParse({ ...multiCity, legs: [leg('Jeddah', 'Dubai', 40), leg('Dubai', 'Dhaka', 40)] }).success).toBe(true)
  })

  it(`has ${MULTI_CITY_FLIGHTS.min} to ${MULTI_CITY_FLIGHTS.max} flights`, () => {
    const legs = (count: number) => Array.from({ length: count }, (_, i) => leg(`City ${i}`, `City ${i + 1}`, 31 + i))
    expect(faults({ ...multiCity, legs: [] })).toEqual({ legs: flightMessages.legs })
    expect(faults({ ...multiCity, legs: undefined })).toEqual({ legs: flightMessages.legs })
    expect(faults({ ...multiCity, legs: legs(MULTI_CITY_FLIGHTS.max) })).toEqual({ legs: flightMessages.legs })
    expect(flightRequestSchema.safeParse({ ...multiCity, legs: legs(MULTI_CITY_FLIGHTS.max - 1) }).success).toBe(true)
    expect(flightMessages.legs).toContain(String(MULTI_CITY_FLIGHTS.max))
  })

  it('refuses further flights that are not a list of cities and dates', () => {
    expect(faults({ ...multiCity, legs: 'Jeddah to Dubai' })).toEqual({ legs: flightMessages.legs })
    expect(Object.keys(faults({ ...multiCity, legs: [{ from: 5, to: 'Dubai', date: inDaysUtc(40) }] }))).toEqual(['legs'])
  })

  it('drops further flights sent with a round trip or a one-way trip', () => {
    expect(flightRequestSchema.parse({ ...flightRequest, legs: multiCity.legs }).legs).toBeUndefined()
    expect(flightRequestSchema.parse({ ...flightRequest, tripType: 'one-way', legs: [{ from: '', to: '', date: '' }] }).legs).toBeUndefined()
  })
})
