// The transport booking of /transport (docs/specification/part-2.md, sections 3, 5, 7 and 8). One schema
// for the island (before sending) and send-transport-booking (again on the server). The field
// names, places, services, vehicles and texts come from data/transport.yaml through
// transport-form.generated.ts. Browser-safe: imports zod only.
import { z } from 'zod'
import {
  COMMON_LIMITS,
  checkboxField,
  choiceField,
  countField,
  dateInEmail,
  isCalendarDate,
  optionLabel,
  optionalText,
  requiredText,
  tooLongMessage,
  todayFor,
  yesNoInEmail,
  type FormOption,
} from './_shared/fields'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { formatFor } from '../content/browser/format'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinition, type FieldDefinitions, type FormValues } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { personFields } from './_shared/person-fields'
import { DEV_CAPTCHA_TOKEN, sharedMessage } from './_shared/messages'
import { TRANSPORT_FORM } from './transport-form.generated'

export { TRANSPORT_FORM }

/** The booking's words in the visitor's locale (the English ones in TRANSPORT_FORM). */
export const transportTexts = (locale: Locale) => textsIn('transport', TRANSPORT_FORM, locale)

/** The fields' names in `locale`, for the form, the error sentence and the acknowledgement. */
export const transportLabelsIn = (locale: Locale) =>
  ({ ...(transportTexts(locale).labels as typeof TRANSPORT_FORM.labels), recaptchaToken: 'reCAPTCHA' }) as const

export const transportLabels = transportLabelsIn('en')

/** Passengers and large bags: 1 to 10, then 15, 20 and 25 (docs/specification/part-2.md, section 5). */
export const GROUP_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25] as const
/** Child seats 0 to 4, 4 meaning 4 or more. */
export const CHILD_SEATS = { min: 0, max: 4 } as const

/** The English names are the values sent (the agency reads them); the labels are the names in `locale`, in the same order. */
const asOptions = (names: readonly string[], labels: readonly string[]): FormOption[] => names.map((name, i) => ({ value: name, label: labels[i] ?? name }))

/** The lists of the form in `locale`: the values stay the English names. */
export function transportOptionsIn(locale: Locale) {
  const texts = transportTexts(locale)
  return {
    serviceType: asOptions(
      TRANSPORT_FORM.services.map((service) => service.name),
      texts.services.map((service) => service.name),
    ),
    vehicleType: asOptions(TRANSPORT_FORM.vehicles, texts.vehicles),
    /** The places, then Other (which asks where). */
    location: asOptions([...TRANSPORT_FORM.locations, TRANSPORT_FORM.otherLocation], [...texts.locations, texts.otherLocation]),
    preferredContact: texts.options.preferredContact,
  }
}

export const transportOptions = transportOptionsIn('en')

/** The name in the Service list of a service id from the page (a button's preset). */
export function serviceName(id: string): string {
  return TRANSPORT_FORM.services.find((service) => service.id === id)?.name ?? ''
}

const LIMITS = { name: 2 * COMMON_LIMITS.name + 1, place: 200, flightNumber: 20, hotelName: 200, specialRequests: COMMON_LIMITS.longText } as const
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const key = registerFormWords('transport', 'en', TRANSPORT_FORM.messages)

/** The form's messages as keys of its words, resolved in the visitor's words when shown (form-words.ts). */
export const transportMessages = {
  ...(Object.fromEntries(Object.keys(TRANSPORT_FORM.messages).map((name) => [name, key(name as keyof typeof TRANSPORT_FORM.messages)])) as Record<
    keyof typeof TRANSPORT_FORM.messages,
    string
  >),
  childSeats: key('childSeats', CHILD_SEATS),
  checkbox: sharedMessage('checkbox'),
  tooLong: tooLongMessage,
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

const text = (max: number) => optionalText(max, transportMessages.tooLong(max))
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** One of GROUP_SIZES, as a number or its digits. */
const groupSize = (message: string) =>
  countField(1, GROUP_SIZES[GROUP_SIZES.length - 1], message).refine((n) => (GROUP_SIZES as readonly number[]).includes(n), { error: message })

// Dates and times without the shared fields' abort, so the rules between fields (below) run while
// other fields are still missing: the visitor sees every problem at once.
const date = (required: string) =>
  requiredText(required, 10, transportMessages.dateInvalid).refine((v) => v === '' || isCalendarDate(v), { error: transportMessages.dateInvalid })
const time = (required: string) =>
  requiredText(required, 5, transportMessages.timeInvalid).refine((v) => v === '' || TIME.test(v), { error: transportMessages.timeInvalid })

const custom = <Rule extends z.ZodType>(rule: Rule, inEmail?: FieldDefinition['inEmail']) => textField(rule, { control: 'custom', inEmail })
const extra = () => ({ rule: checkboxField(transportMessages.checkbox), initial: false, control: 'custom' as const, inEmail: yesNoInEmail })
/** A place as the e-mail in `locale` writes it: its name in that language, and what was typed for Other. */
const place = (location: unknown, other: unknown, locale: Locale) => {
  const name = optionLabel(transportOptionsIn(locale).location, String(location))
  return isOther(location) && other ? `${name}: ${String(other)}` : name
}
/** A number in the e-mail's digits. */
const count = (value: unknown, _data: unknown, locale: Locale) => (typeof value === 'number' ? formatFor(locale).digits(value) : undefined)
/** A choice of a list, named in the e-mail's language. */
const listed = (list: 'serviceType' | 'vehicleType') => ({ options: (locale: Locale) => transportOptionsIn(locale)[list] })

/**
 * The booking's one definition (forms/_shared/define-form.ts), in the form's order: the traveller
 * (laid out by DefinedFields), the service, the journey, the extras and the way to answer. A place
 * typed for "Other" is written in the e-mail with its choice.
 */
export const transportFields = {
  ...personFields({
    firstName: transportMessages.firstName,
    lastName: transportMessages.lastName,
    email: transportMessages.email,
    phone: transportMessages.phone,
  }),
  serviceType: { ...custom(choiceField(transportOptions.serviceType, transportMessages.serviceType)), ...listed('serviceType') },
  vehicleType: {
    ...custom(z.preprocess(blankToUndefined, choiceField(transportOptions.vehicleType, transportMessages.vehicleType).optional())),
    ...listed('vehicleType'),
  },
  passengers: { rule: groupSize(transportMessages.passengers), initial: GROUP_SIZES[0] as number, control: 'custom', inEmail: count },
  luggage: custom(z.preprocess(blankToUndefined, groupSize(transportMessages.luggage).optional()), count),
  pickupLocation: custom(choiceField(transportOptions.location, transportMessages.pickupLocation), (value, data, locale) =>
    place(value, data.pickupLocationOther, locale),
  ),
  pickupLocationOther: custom(text(LIMITS.place)),
  dropoffLocation: custom(choiceField(transportOptions.location, transportMessages.dropoffLocation), (value, data, locale) =>
    place(value, data.dropoffLocationOther, locale),
  ),
  dropoffLocationOther: custom(text(LIMITS.place)),
  pickupDate: custom(
    date(transportMessages.pickupDate).refine((v) => !isCalendarDate(v) || v >= todayFor('not-past'), { error: transportMessages.pickupDatePast }),
    dateInEmail,
  ),
  pickupTime: custom(time(transportMessages.pickupTime)),
  returnDate: custom(z.preprocess(blankToUndefined, date(transportMessages.returnDate).optional()), dateInEmail),
  returnTime: custom(z.preprocess(blankToUndefined, time(transportMessages.timeInvalid).optional())),
  flightNumber: custom(text(LIMITS.flightNumber)),
  hotelName: custom(text(LIMITS.hotelName)),
  childSeats: {
    rule: z.preprocess((v) => blankToUndefined(v) ?? 0, countField(CHILD_SEATS.min, CHILD_SEATS.max, transportMessages.childSeats)),
    initial: CHILD_SEATS.min as number,
    control: 'custom',
    inEmail: (value, _data, locale) =>
      value === CHILD_SEATS.max ? `${formatFor(locale).digits(CHILD_SEATS.max)}+` : formatFor(locale).digits(value as number),
  },
  wheelchairAccess: extra(),
  femaleDriver: extra(),
  meetGreet: extra(),
  specialRequests: custom(text(LIMITS.specialRequests)),
  preferredContact: {
    rule: z.preprocess(
      (v) => blankToUndefined(v) ?? transportOptions.preferredContact[0].value,
      choiceField(transportOptions.preferredContact, transportMessages.preferredContact),
    ),
    initial: transportOptions.preferredContact[0].value as string,
    control: 'custom',
    inEmail: (value, _data, locale) => optionLabel(transportOptionsIn(locale).preferredContact, String(value)),
  },
} satisfies FieldDefinitions

type Journey = Record<string, unknown>
const input = (payload: { value: unknown }) => payload.value as Journey
const isOther = (value: unknown) => value === TRANSPORT_FORM.otherLocation
const given = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const returnAt = (v: Journey) => `${String(v.returnDate)}T${given(v.returnTime) ? String(v.returnTime) : '23:59'}`
// The time is read only when it is a well-formed string: these checks also run on a body whose fields
// failed (an object whose toString is not a function cannot even be turned into text).
const pickupAt = (v: Journey) => `${String(v.pickupDate)}T${typeof v.pickupTime === 'string' && TIME.test(v.pickupTime) ? v.pickupTime : '00:00'}`
const returnComparable = (v: Journey) => isCalendarDate(v.returnDate) && isCalendarDate(v.pickupDate)

/** "Other" asks where; a return time needs its date; the return comes after the pickup. */
export const transportBookingSchema = z
  .object({
    ...shapeOf(transportFields),
    recaptchaToken: requiredText(transportMessages.recaptchaToken, COMMON_LIMITS.recaptchaToken, transportMessages.recaptchaToken),
    // Sent beside the two fields it joins (travellerName), as docs/specification/part-2.md names it; the e-mail joins them itself.
    name: text(LIMITS.name),
  })
  .refine((v: Journey) => !isOther(v.pickupLocation) || given(v.pickupLocationOther), {
    path: ['pickupLocationOther'],
    error: transportMessages.pickupLocationOther,
    when: (payload) => isOther(input(payload).pickupLocation),
  })
  .refine((v: Journey) => !isOther(v.dropoffLocation) || given(v.dropoffLocationOther), {
    path: ['dropoffLocationOther'],
    error: transportMessages.dropoffLocationOther,
    when: (payload) => isOther(input(payload).dropoffLocation),
  })
  .refine((v: Journey) => !given(v.returnTime) || given(v.returnDate), {
    path: ['returnDate'],
    error: transportMessages.returnDate,
    when: (payload) => given(input(payload).returnTime),
  })
  .refine((v: Journey) => !returnComparable(v) || returnAt(v) > pickupAt(v), {
    path: ['returnDate'],
    error: transportMessages.returnBeforePickup,
    when: (payload) => returnComparable(input(payload)),
  })
  // A place typed for "Other" is kept only when Other is chosen.
  .transform((v) => ({
    ...v,
    pickupLocationOther: isOther(v.pickupLocation) ? v.pickupLocationOther : undefined,
    dropoffLocationOther: isOther(v.dropoffLocation) ? v.dropoffLocationOther : undefined,
  }))

/** What the function works with (trimmed, validated; counts are numbers). */
type TransportBookingBody = z.output<typeof transportBookingSchema>

/** The values the form's fields hold. */
export type TransportBookingValues = FormValues<typeof transportFields>

/**
 * The form's starting values for a preset service (and vehicle), and what it resets to after
 * success. A vehicle of the fleet that the form's list does not hold is left for the visitor to choose.
 */
export function transportBookingDefaults(serviceType: string, vehicle = ''): TransportBookingValues {
  const vehicleType = (TRANSPORT_FORM.vehicles as readonly string[]).includes(vehicle) ? vehicle : ''
  return { ...defaultsOf(transportFields), serviceType, vehicleType }
}

/** The traveller's name as the request sends it (docs/specification/part-2.md: `name`, first and last joined). */
export function travellerName(values: { firstName?: unknown; lastName?: unknown }): string {
  return [values.firstName, values.lastName]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ')
}

const {
  firstName: _firstName,
  lastName: _lastName,
  email,
  phone,
  preferredContact,
  pickupLocationOther: _pickup,
  dropoffLocationOther: _dropoff,
  ...booking
} = transportFields

/**
 * The rows of the agency's e-mail, every field labelled as on the form: the traveller's name,
 * how to answer them, then the booking (a place typed for "Other" within its choice).
 */
export function transportEmailRows(data: TransportBookingBody): Array<{ label: string; value: string | number | undefined }> {
  return [{ label: 'Name', value: travellerName(data) }, ...emailRowsOf({ email, phone, preferredContact, ...booking }, transportLabels, data, 'en')]
}

/** The rows of the visitor's acknowledgement in their language: labels and choices in it. */
export const transportAcknowledgementRows = (data: TransportBookingBody, locale: Locale) =>
  // "Other" without the place typed for it: nothing the visitor wrote goes back to the address they typed.
  emailRowsOf({ preferredContact, ...booking }, transportLabelsIn(locale), { ...data, pickupLocationOther: undefined, dropoffLocationOther: undefined }, locale)

/** What the function answers in the visitor's language. */
export function transportReplyTexts(locale: Locale) {
  const { successText, failureText } = transportTexts(locale)
  return { labels: transportLabelsIn(locale), successText, failureText }
}

/** Where it posts: functions/send-transport-booking.ts. */
export const transportBookingEndpoint = formEndpoint('send-transport-booking')

export const transportBookingForm = defineForm({
  name: 'transport-booking',
  endpoint: transportBookingEndpoint,
  reply: enquiryReply({
    schema: transportBookingSchema,
    textsIn: transportReplyTexts,
    acknowledgementRows: transportAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, traveller) => ({
      subject: `Transport booking: ${data.serviceType} on ${data.pickupDate} – ${traveller}`,
      heading: `New transport booking: ${data.serviceType}`,
      rows: transportEmailRows(data),
      footer: 'Sent from the booking form on the transport page of the website. Reply to this e-mail to answer the traveller.',
    })),
  }),
  // The form's words, with the Service and Vehicle lists made from the services and the fleet.
  words: {
    id: 'transport',
    catalogue: 'transport',
    at: ['form'],
    file: 'forms/transport-form.generated.ts',
    exportName: 'TRANSPORT_FORM',
    replyTime: true,
    builder: 'transportChoices',
  },
  fields: transportFields,
  contract: {
    // The places are the form's own words, sent as the visitor picks them.
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (inDays) => ({
      firstName: 'Maryam',
      lastName: 'Ali',
      email: 'maryam.ali@example.org',
      phone: '+44 7700 900456',
      serviceType: 'Airport Transfer Service',
      vehicleType: 'Premium SUV',
      passengers: 6,
      luggage: '15',
      pickupLocation: TRANSPORT_FORM.locations[0]!,
      pickupLocationOther: '',
      dropoffLocation: TRANSPORT_FORM.otherLocation,
      dropoffLocationOther: 'Aziziyah, building 12',
      pickupDate: inDays(20),
      pickupTime: '06:45',
      returnDate: inDays(27),
      returnTime: '14:00',
      flightNumber: 'QR1185',
      hotelName: 'Safa Crescent Hotel',
      childSeats: 4,
      wheelchairAccess: true,
      femaleDriver: true,
      meetGreet: false,
      specialRequests: 'Zamzam <cans> on return',
      preferredContact: 'whatsapp',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
    // Its drop-off is "Other" (so the place is needed) and it has a return time (so its date is).
    required: [
      ...['firstName', 'lastName', 'email', 'phone', 'serviceType', 'passengers', 'pickupLocation', 'dropoffLocation'],
      ...['dropoffLocationOther', 'pickupDate', 'pickupTime', 'returnDate'],
    ],
    rateLimit: 10,
  },
})
