// The flight quote request of /flights (specification part 2, sections 3, 5, 7 and 8). One schema
// for the island (before sending) and send-flight-request-email (again on the server). The field
// names, option lists and texts come from data/flights.yaml through flight-form.generated.ts.
// Browser-safe: imports zod only.
import { z } from 'zod'
import {
  COMMON_LIMITS,
  EMAIL_INVALID,
  PHONE_INVALID,
  checkboxField,
  choiceField,
  countField,
  emailField,
  formatDate,
  isCalendarDate,
  optionLabel,
  optionalChoiceField,
  optionalDateField,
  optionalText,
  phoneField,
  requiredText,
  todayFor,
  tooLongMessage,
  yesNo,
} from './_shared/fields'
import { CAPTCHA_INCOMPLETE, SHARED_FORM_TEXT, fillIn } from './_shared/messages'
import { FLIGHT_FORM } from './flight-form.generated'

export { FLIGHT_FORM }

export const flightOptions = FLIGHT_FORM.options

/** Adults 1-9, children 0-8, infants 0-4 (specification section 5), at most one infant per adult. */
export const PASSENGER_COUNTS = {
  adults: { min: 1, max: 9, initial: 1 },
  children: { min: 0, max: 8, initial: 0 },
  infants: { min: 0, max: 4, initial: 0 },
} as const

export type PassengerField = keyof typeof PASSENGER_COUNTS

/** The numbers a passenger select offers, e.g. 1 to 9 adults. */
export function passengerChoices(field: PassengerField): number[] {
  const { min, max } = PASSENGER_COUNTS[field]
  return Array.from({ length: max - min + 1 }, (_, i) => min + i)
}

/** The trip type that asks for a return date. */
export const ROUND_TRIP = 'round-trip'
/** The trip type that asks for further flights (legs), each with its cities and date. */
export const MULTI_CITY = 'multi-city'

/**
 * A multi-city trip's flights, the first included (the From, To and Departure date fields): at
 * least two, or it would be one way; at most six, beyond which the agency would rather talk.
 */
export const MULTI_CITY_FLIGHTS = { min: 2, max: 6 } as const

/** One further flight of a multi-city trip, as its fields hold it. */
export interface FlightLeg {
  from: string
  to: string
  date: string
}

export const emptyLeg = (): FlightLeg => ({ from: '', to: '', date: '' })

/** The field key of one part of a further flight, e.g. 'legs.0.from' (its error and its input's name). */
export const legField = (index: number, part: keyof FlightLeg) => `legs.${index}.${part}`

/** "Flight 2": further flight `index` (0-based) is the trip's flight index + 2. */
export const legHeading = (index: number) => fillIn(FLIGHT_FORM.legs.heading, { number: index + 2 })

const LEG_PARTS = ['from', 'to', 'date'] as const

/** The name of each field, further flights' parts included ("Flight 2 (From)"), for the sentence naming the fields at fault. */
export const flightLabels: Readonly<Record<string, string>> & typeof FLIGHT_FORM.labels = {
  ...FLIGHT_FORM.labels,
  recaptchaToken: 'reCAPTCHA',
  legs: FLIGHT_FORM.labels.tripType,
  ...Object.fromEntries(
    Array.from({ length: MULTI_CITY_FLIGHTS.max - 1 }, (_, index) =>
      LEG_PARTS.map((part) => [legField(index, part), fillIn(FLIGHT_FORM.legs.fieldName, { number: index + 2, part: FLIGHT_FORM.legs[part] })]),
    ).flat(),
  ),
}

const LIMITS = { city: 120, preference: 300, specialRequests: COMMON_LIMITS.longText } as const

export const flightMessages = {
  ...FLIGHT_FORM.messages,
  adults: fillIn(FLIGHT_FORM.messages.adults, PASSENGER_COUNTS.adults),
  children: fillIn(FLIGHT_FORM.messages.children, PASSENGER_COUNTS.children),
  infants: fillIn(FLIGHT_FORM.messages.infants, PASSENGER_COUNTS.infants),
  legs: fillIn(FLIGHT_FORM.messages.legs, MULTI_CITY_FLIGHTS),
  emailInvalid: EMAIL_INVALID,
  phoneInvalid: PHONE_INVALID,
  checkbox: SHARED_FORM_TEXT.checkbox,
  tooLong: tooLongMessage,
  recaptchaToken: CAPTCHA_INCOMPLETE,
}

const text = (max: number) => optionalText(max, flightMessages.tooLong(max))

const flightFields = z.object({
  firstName: requiredText(flightMessages.firstName, COMMON_LIMITS.name),
  lastName: requiredText(flightMessages.lastName, COMMON_LIMITS.name),
  email: emailField(flightMessages.email),
  phone: phoneField(flightMessages.phone),
  tripType: choiceField(flightOptions.tripType, flightMessages.tripType),
  departureCity: requiredText(flightMessages.departureCity, LIMITS.city),
  arrivalCity: requiredText(flightMessages.arrivalCity, LIMITS.city),
  // Without the shared dateField's abort, which would keep the rules between fields (below) from
  // running while the date is missing: the visitor sees every problem at once.
  departureDate: requiredText(flightMessages.departureDate, 10, flightMessages.departureDateInvalid)
    .refine((value) => value === '' || isCalendarDate(value), { error: flightMessages.departureDateInvalid })
    .refine((value) => !isCalendarDate(value) || value >= todayFor('not-past'), { error: flightMessages.departureDatePast }),
  // Required for a round trip only: checked below, where the trip type is known.
  returnDate: optionalDateField(flightMessages.returnDateInvalid),
  class: choiceField(flightOptions.class, flightMessages.class),
  adults: countField(PASSENGER_COUNTS.adults.min, PASSENGER_COUNTS.adults.max, flightMessages.adults),
  children: z.preprocess((v) => v ?? 0, countField(PASSENGER_COUNTS.children.min, PASSENGER_COUNTS.children.max, flightMessages.children)),
  infants: z.preprocess((v) => v ?? 0, countField(PASSENGER_COUNTS.infants.min, PASSENGER_COUNTS.infants.max, flightMessages.infants)),
  preferredAirline: optionalChoiceField(flightOptions.preferredAirline, flightMessages.preferredAirline),
  flexibleDates: checkboxField(flightMessages.checkbox),
  directFlights: checkboxField(flightMessages.checkbox),
  budget: optionalChoiceField(flightOptions.budget, flightMessages.budget),
  baggageRequirements: text(LIMITS.preference),
  mealPreferences: optionalChoiceField(flightOptions.mealPreferences, flightMessages.mealPreferences),
  seatPreferences: text(LIMITS.preference),
  specialRequests: text(LIMITS.specialRequests),
  // Each further flight's parts are checked below, with the trip type and the flight before it.
  legs: z
    .array(z.object({ from: z.string().max(LIMITS.city), to: z.string().max(LIMITS.city), date: z.string().max(10) }), { error: flightMessages.legs })
    .max(MULTI_CITY_FLIGHTS.max - 1, { error: flightMessages.legs })
    .optional(),
  recaptchaToken: requiredText(flightMessages.recaptchaToken, COMMON_LIMITS.recaptchaToken, flightMessages.recaptchaToken),
})

type Journey = { tripType?: unknown; departureDate?: unknown; returnDate?: unknown; adults?: unknown; infants?: unknown; legs?: FlightLeg[] }

/** What is wrong with each further flight of a multi-city trip, by field key ('legs.0.from'). */
export function legProblems(value: Journey, today = todayFor('not-past')): Array<{ field: string; message: string }> {
  const legs = value.legs ?? []
  if (legs.length < MULTI_CITY_FLIGHTS.min - 1) return [{ field: 'legs', message: flightMessages.legs }]
  const problems: Array<{ field: string; message: string }> = []
  let previous = isCalendarDate(value.departureDate) ? value.departureDate : undefined
  legs.forEach((leg, index) => {
    const problem = (part: keyof FlightLeg, message: string) => problems.push({ field: legField(index, part), message })
    if (leg.from.trim() === '') problem('from', flightMessages.legFrom)
    if (leg.to.trim() === '') problem('to', flightMessages.legTo)
    const date = leg.date.trim()
    if (date === '') problem('date', flightMessages.legDate)
    else if (!isCalendarDate(date)) problem('date', flightMessages.legDateInvalid)
    else if (date < today) problem('date', flightMessages.legDatePast)
    else if (previous && date < previous) problem('date', flightMessages.legDateOrder)
    if (isCalendarDate(date)) previous = date
  })
  return problems
}

/**
 * The rules between fields: a round trip needs a return date after the departure; no more
 * infants than adults. Each runs as soon as its own fields are valid, so every problem shows at once.
 */
const journey = (payload: { value: unknown }) => payload.value as Journey
const roundTrip = (value: Journey) => value.tripType === ROUND_TRIP
const datesGiven = (value: Journey) => isCalendarDate(value.departureDate) && isCalendarDate(value.returnDate)
const counted = (value: Journey) => typeof value.adults === 'number' && typeof value.infants === 'number'

export const flightRequestSchema = flightFields
  .refine((value: Journey) => !roundTrip(value) || (typeof value.returnDate === 'string' && value.returnDate !== ''), {
    path: ['returnDate'],
    error: flightMessages.returnDate,
    when: (payload) => roundTrip(journey(payload)),
  })
  .refine((value: Journey) => !roundTrip(value) || !datesGiven(value) || String(value.returnDate) > String(value.departureDate), {
    path: ['returnDate'],
    error: flightMessages.returnBeforeDeparture,
    when: (payload) => roundTrip(journey(payload)) && datesGiven(journey(payload)),
  })
  .refine((value: Journey) => !counted(value) || Number(value.infants) <= Number(value.adults), {
    path: ['infants'],
    error: flightMessages.infantsPerAdult,
    when: (payload) => counted(journey(payload)),
  })
  .superRefine((value: Journey, context) => {
    if (value.tripType !== MULTI_CITY) return
    for (const { field, message } of legProblems(value)) context.addIssue({ code: 'custom', path: [field], message })
  })
  // Only a round trip has a return and only a multi-city trip further flights: what is left in
  // hidden fields is not sent on.
  .transform((value) => ({
    ...value,
    returnDate: value.tripType === ROUND_TRIP ? value.returnDate : undefined,
    legs: value.tripType === MULTI_CITY ? value.legs?.map((leg) => ({ from: leg.from.trim(), to: leg.to.trim(), date: leg.date.trim() })) : undefined,
  }))

/** What the function works with (trimmed, validated; counts are numbers). */
export type FlightRequestBody = z.output<typeof flightRequestSchema>

/** The values the form's fields hold. */
export type FlightRequestValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  tripType: string
  departureCity: string
  arrivalCity: string
  departureDate: string
  returnDate: string
  class: string
  adults: number
  children: number
  infants: number
  preferredAirline: string
  flexibleDates: boolean
  directFlights: boolean
  budget: string
  baggageRequirements: string
  mealPreferences: string
  seatPreferences: string
  specialRequests: string
  legs: FlightLeg[]
}

/** The form's starting values (and what it resets to after success): the first choice of each list. */
export const flightRequestDefaults: Readonly<FlightRequestValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  tripType: flightOptions.tripType[0].value,
  departureCity: '',
  arrivalCity: '',
  departureDate: '',
  returnDate: '',
  class: flightOptions.class[0].value,
  adults: PASSENGER_COUNTS.adults.initial,
  children: PASSENGER_COUNTS.children.initial,
  infants: PASSENGER_COUNTS.infants.initial,
  preferredAirline: flightOptions.preferredAirline[0].value,
  flexibleDates: false,
  directFlights: false,
  budget: '',
  baggageRequirements: '',
  mealPreferences: flightOptions.mealPreferences[0].value,
  seatPreferences: '',
  specialRequests: '',
  legs: [],
}

const chosen = (options: Parameters<typeof optionLabel>[0], value: string | undefined) => (value ? optionLabel(options, value) : undefined)

const flightLine = (from: string, to: string, date: string | undefined) => `${from} → ${to}, ${formatDate(date)}`

/** A multi-city trip's flights, the first included, one row each ("Flight 2: Dubai → Dhaka, 20 October 2026"). */
function flightRows(data: FlightRequestBody): Array<{ label: string; value: string }> {
  if (!data.legs) return []
  return [
    { label: fillIn(FLIGHT_FORM.legs.heading, { number: 1 }), value: flightLine(data.departureCity, data.arrivalCity, data.departureDate) },
    ...data.legs.map((leg, index) => ({ label: legHeading(index), value: flightLine(leg.from, leg.to, leg.date) })),
  ]
}

/** The rows of the agency's e-mail, every field labelled as on the form. */
export function flightEmailRows(data: FlightRequestBody): Array<{ label: string; value: string | number | undefined }> {
  const l = flightLabels
  return [
    { label: l.firstName, value: data.firstName },
    { label: l.lastName, value: data.lastName },
    { label: l.email, value: data.email },
    { label: l.phone, value: data.phone },
    { label: l.tripType, value: optionLabel(flightOptions.tripType, data.tripType) },
    { label: l.departureCity, value: data.departureCity },
    { label: l.arrivalCity, value: data.arrivalCity },
    { label: l.departureDate, value: formatDate(data.departureDate) },
    { label: l.returnDate, value: formatDate(data.returnDate) },
    ...flightRows(data),
    { label: l.class, value: optionLabel(flightOptions.class, data.class) },
    { label: l.adults, value: data.adults },
    { label: l.children, value: data.children },
    { label: l.infants, value: data.infants },
    { label: l.preferredAirline, value: chosen(flightOptions.preferredAirline, data.preferredAirline) },
    { label: l.flexibleDates, value: yesNo(data.flexibleDates) },
    { label: l.directFlights, value: yesNo(data.directFlights) },
    { label: l.budget, value: chosen(flightOptions.budget, data.budget) },
    { label: l.baggageRequirements, value: data.baggageRequirements },
    { label: l.mealPreferences, value: chosen(flightOptions.mealPreferences, data.mealPreferences) },
    { label: l.seatPreferences, value: data.seatPreferences },
    { label: l.specialRequests, value: data.specialRequests },
  ]
}
