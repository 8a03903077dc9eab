// The flight quote request of /flights (docs/specification/part-2.md, sections 3, 5, 7 and 8). One schema
// for the island (before sending) and send-flight-request-email (again on the server). The field
// names, option lists and texts come from data/flights.yaml through flight-form.generated.ts.
// Browser-safe: imports zod only.
import { z } from 'zod'
import {
  COMMON_LIMITS,
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
  yesNoInEmail,
} from './_shared/fields'
import { DEV_CAPTCHA_TOKEN, fill, sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinition, type FieldDefinitions, type FormValues } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { FLIGHT_FORM } from './flight-form.generated'
import { formatFor } from '../content/browser/format'

export { FLIGHT_FORM }

export const flightOptions = FLIGHT_FORM.options

/** Adults 1-9, children 0-8, infants 0-4 (docs/specification/part-2.md, section 5), at most one infant per adult. */
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

/** The flight form's words in the visitor's locale (the English ones in FLIGHT_FORM). */
export const flightTexts = (locale: Locale) => textsIn('flight', FLIGHT_FORM, locale)

/** "Flight 2": further flight `index` (0-based) is the trip's flight index + 2, in the locale's digits. */
export const legHeading = (index: number, locale: Locale) => fill(flightTexts(locale).legs.heading, { number: formatFor(locale).digits(index + 2) })

const LEG_PARTS = ['from', 'to', 'date'] as const

/** The name of each field in `locale`, further flights' parts included ("Flight 2 (From)"), for the sentence naming the fields at fault. */
export function flightLabelsIn(locale: Locale): Readonly<Record<string, string>> & typeof FLIGHT_FORM.labels {
  const { labels, legs } = flightTexts(locale)
  return {
    ...(labels as typeof FLIGHT_FORM.labels),
    recaptchaToken: 'reCAPTCHA',
    legs: labels.tripType,
    ...Object.fromEntries(
      Array.from({ length: MULTI_CITY_FLIGHTS.max - 1 }, (_, index) =>
        LEG_PARTS.map((part) => [legField(index, part), fill(legs.fieldName, { number: formatFor(locale).digits(index + 2), part: legs[part] })]),
      ).flat(),
    ),
  }
}

/** The English names, for the agency's e-mail. */
export const flightLabels = flightLabelsIn('en')

const LIMITS = { city: 120, preference: 300, specialRequests: COMMON_LIMITS.longText } as const

const key = registerFormWords('flight', 'en', FLIGHT_FORM.messages)
const range = ({ min, max }: { min: number; max: number }) => ({ min, max })

/** The form's messages as keys of its words, resolved in the visitor's words when shown (form-words.ts). */
export const flightMessages = {
  ...(Object.fromEntries(Object.keys(FLIGHT_FORM.messages).map((name) => [name, key(name as keyof typeof FLIGHT_FORM.messages)])) as Record<
    keyof typeof FLIGHT_FORM.messages,
    string
  >),
  adults: key('adults', range(PASSENGER_COUNTS.adults)),
  children: key('children', range(PASSENGER_COUNTS.children)),
  infants: key('infants', range(PASSENGER_COUNTS.infants)),
  legs: key('legs', MULTI_CITY_FLIGHTS),
  checkbox: sharedMessage('checkbox'),
  tooLong: tooLongMessage,
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

const text = (max: number) => optionalText(max, flightMessages.tooLong(max))

const chosen = (options: Parameters<typeof optionLabel>[0], value: string | undefined) => (value ? optionLabel(options, value) : undefined)

const flightLine = (from: string, to: string, date: string | undefined) => `${from} → ${to}, ${formatDate(date)}`

/** A multi-city trip's flights, the first included, one row each ("Flight 2: Dubai → Dhaka, 20 October 2026"): the agency's, in English. */
function flightRows(data: { departureCity: string; arrivalCity: string; departureDate: string; legs?: FlightLeg[] }): Array<{ label: string; value: string }> {
  if (!data.legs) return []
  return [
    { label: fill(FLIGHT_FORM.legs.heading, { number: 1 }), value: flightLine(data.departureCity, data.arrivalCity, data.departureDate) },
    ...data.legs.map((leg, index) => ({ label: legHeading(index, 'en'), value: flightLine(leg.from, leg.to, leg.date) })),
  ]
}

type ListName = keyof typeof flightOptions

/** A required choice of a list, starting on its first option; the e-mail writes its label in the e-mail's language. */
const listField = <Rule extends z.ZodType>(name: ListName, rule: Rule): FieldDefinition<string, Rule> => ({
  rule,
  initial: flightOptions[name][0].value,
  control: 'custom',
  inEmail: (value, _data, locale) => optionLabel(flightTexts(locale).options[name], String(value)),
})
/** An optional choice: its label in the e-mail when one was made. */
const optionalList = (name: ListName, initial: string = flightOptions[name][0].value) => {
  const rule = optionalChoiceField(flightOptions[name], flightMessages[name])
  return {
    ...listField(name, rule),
    initial,
    inEmail: (value: unknown, _data: unknown, locale: Locale) => chosen(flightTexts(locale).options[name], value as string | undefined),
  }
}
const custom = <Rule extends z.ZodType>(rule: Rule, inEmail?: FieldDefinition['inEmail']) => textField(rule, { control: 'custom', inEmail })
const passengers = <Rule extends z.ZodType>(field: PassengerField, rule: Rule): FieldDefinition<number, Rule> => ({
  rule,
  initial: PASSENGER_COUNTS[field].initial,
  control: 'custom',
  // The visitor's acknowledgement writes the count in their digits; the agency's e-mail as sent.
  inEmail: (value, _data, locale) => (typeof value === 'number' && locale !== 'en' ? formatFor(locale).digits(value) : (value as number | undefined)),
})
const checkbox = (): FieldDefinition<boolean> => ({
  rule: checkboxField(flightMessages.checkbox),
  initial: false,
  control: 'custom',
  inEmail: yesNoInEmail,
})
const inFull = (value: unknown) => formatDate(value as string | undefined)

/**
 * The request's one definition (forms/_shared/define-form.ts), in the order of the form and of the
 * agency's e-mail (a multi-city trip's flights listed after the return date). Every field is laid
 * out by islands/flights/.
 */
export const flightFields = {
  firstName: custom(requiredText(flightMessages.firstName, COMMON_LIMITS.name)),
  lastName: custom(requiredText(flightMessages.lastName, COMMON_LIMITS.name)),
  email: custom(emailField(flightMessages.email)),
  phone: custom(phoneField(flightMessages.phone)),
  tripType: listField('tripType', choiceField(flightOptions.tripType, flightMessages.tripType)),
  departureCity: custom(requiredText(flightMessages.departureCity, LIMITS.city)),
  arrivalCity: custom(requiredText(flightMessages.arrivalCity, LIMITS.city)),
  // Without the shared dateField's abort, which would keep the rules between fields (below) from
  // running while the date is missing: the visitor sees every problem at once.
  departureDate: custom(
    requiredText(flightMessages.departureDate, 10, flightMessages.departureDateInvalid)
      .refine((value) => value === '' || isCalendarDate(value), { error: flightMessages.departureDateInvalid })
      .refine((value) => !isCalendarDate(value) || value >= todayFor('not-past'), { error: flightMessages.departureDatePast }),
    inFull,
  ),
  // Required for a round trip only: checked below, where the trip type is known.
  returnDate: {
    ...custom(optionalDateField(flightMessages.returnDateInvalid), inFull),
    thenInEmail: (data) => flightRows(data as Parameters<typeof flightRows>[0]),
  },
  class: listField('class', choiceField(flightOptions.class, flightMessages.class)),
  adults: passengers('adults', countField(PASSENGER_COUNTS.adults.min, PASSENGER_COUNTS.adults.max, flightMessages.adults)),
  children: passengers(
    'children',
    z.preprocess((v) => v ?? 0, countField(PASSENGER_COUNTS.children.min, PASSENGER_COUNTS.children.max, flightMessages.children)),
  ),
  infants: passengers(
    'infants',
    z.preprocess((v) => v ?? 0, countField(PASSENGER_COUNTS.infants.min, PASSENGER_COUNTS.infants.max, flightMessages.infants)),
  ),
  preferredAirline: optionalList('preferredAirline'),
  flexibleDates: checkbox(),
  directFlights: checkbox(),
  budget: optionalList('budget', ''),
  baggageRequirements: custom(text(LIMITS.preference)),
  mealPreferences: optionalList('mealPreferences'),
  seatPreferences: custom(text(LIMITS.preference)),
  specialRequests: custom(text(LIMITS.specialRequests)),
  // Each further flight's parts are checked below, with the trip type and the flight before it;
  // the e-mail lists them after the return date, each named by its own words.
  legs: {
    rule: z
      .array(z.object({ from: z.string().max(LIMITS.city), to: z.string().max(LIMITS.city), date: z.string().max(10) }), { error: flightMessages.legs })
      .max(MULTI_CITY_FLIGHTS.max - 1, { error: flightMessages.legs })
      .optional(),
    initial: [] as FlightLeg[],
    control: 'custom',
    inEmail: false,
    labelled: false,
  },
} satisfies FieldDefinitions

/** Everyone travelling, as the request sends it (docs/specification/part-2.md: `passengers`, beside adults, children and infants). */
export function passengerCount(values: { adults?: unknown; children?: unknown; infants?: unknown }): number {
  return (['adults', 'children', 'infants'] as const).reduce((sum, field) => sum + (Number(values[field]) || 0), 0)
}
const MOST_PASSENGERS = passengerCount({ adults: PASSENGER_COUNTS.adults.max, children: PASSENGER_COUNTS.children.max, infants: PASSENGER_COUNTS.infants.max })

const flightSchemaFields = z.object({
  ...shapeOf(flightFields),
  recaptchaToken: requiredText(flightMessages.recaptchaToken, COMMON_LIMITS.recaptchaToken, flightMessages.recaptchaToken),
  // Derived from the three counts (passengerCount), not typed: the e-mail gives the counts themselves.
  passengers: countField(1, MOST_PASSENGERS, flightMessages.adults).optional(),
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

export const flightRequestSchema = flightSchemaFields
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
type FlightRequestBody = z.output<typeof flightRequestSchema>

/** The values the form's fields hold. */
export type FlightRequestValues = FormValues<typeof flightFields>

/** The form's starting values (and what it resets to after success): the first choice of each list. */
export const flightRequestDefaults = defaultsOf(flightFields)

/** The rows of the agency's e-mail, every field labelled as on the form. */
export const flightEmailRows = (data: FlightRequestBody) => emailRowsOf(flightFields, flightLabels, data, 'en')

/** The rows of the visitor's acknowledgement in their language: labels and choices in it. */
export const flightAcknowledgementRows = (data: FlightRequestBody, locale: Locale) => emailRowsOf(flightFields, flightLabelsIn(locale), data, locale)

/** What the function answers in the visitor's language. */
export function flightReplyTexts(locale: Locale) {
  const { successText, failureText } = flightTexts(locale)
  return { labels: flightLabelsIn(locale), successText, failureText }
}

/** Where it posts: functions/send-flight-request-email.ts. */
export const flightRequestEndpoint = formEndpoint('send-flight-request-email')

/** The request, registered (content/server/data/form-registry.ts): its words, fields and contract. */
export const flightRequestForm = defineForm({
  name: 'flight-request',
  endpoint: flightRequestEndpoint,
  reply: enquiryReply({
    schema: flightRequestSchema,
    textsIn: flightReplyTexts,
    acknowledgementRows: flightAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, traveller) => {
      const route = `${data.departureCity} → ${data.arrivalCity}`
      return {
        subject: `Flight quote request: ${route} – ${traveller}`,
        heading: `New flight quote request: ${route}`,
        rows: flightEmailRows(data),
        footer: 'Sent from the flight quote form on the flights page of the website. Reply to this e-mail to answer the traveller.',
      }
    }),
  }),
  words: { id: 'flight', catalogue: 'flights', at: ['form'], file: 'forms/flight-form.generated.ts', exportName: 'FLIGHT_FORM', replyTime: true },
  fields: flightFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (inDays) => ({
      firstName: 'Yusuf',
      lastName: 'Khan',
      email: 'yusuf.khan@example.org',
      phone: '07700 900123',
      tripType: 'round-trip',
      departureCity: 'London Heathrow',
      arrivalCity: 'Jeddah, Saudi Arabia',
      departureDate: inDays(30),
      returnDate: inDays(44),
      class: 'premium-economy',
      adults: 2,
      children: 1,
      infants: 1,
      preferredAirline: 'qatar-airways',
      flexibleDates: true,
      directFlights: false,
      budget: '500-800',
      baggageRequirements: 'Two checked bags each',
      mealPreferences: 'diabetic',
      seatPreferences: 'Seats together',
      specialRequests: 'Wheelchair at Jeddah airport <please>',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'departureCity', 'specialRequests'],
    required: ['firstName', 'lastName', 'email', 'phone', 'tripType', 'class', 'departureCity', 'arrivalCity', 'departureDate', 'returnDate', 'adults'],
    rateLimit: 10,
  },
})
