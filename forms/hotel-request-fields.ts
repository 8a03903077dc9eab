// What the two hotel forms share (docs/specification/part-1.md, sections 3, 5 and 7): the guest's details,
// the stay (dates, adults, children, rooms), special requests and the captcha token, with their
// bounds, labels and messages. forms/hotel-booking.ts and forms/global-hotel-request.ts build
// their schemas from these. The words are data/hotels.yaml's `form:`, compiled into
// hotel-forms.generated.ts. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { COMMON_LIMITS, emailField, isCalendarDate, phoneField, requiredText } from './_shared/fields'
import { sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { formatFor } from '../content/browser/format'
import { textField, type FieldDefinition, type FieldDefinitions } from './_shared/define-form'
import { HOTEL_FORMS } from './hotel-forms.generated'
import type { Catalogues } from '../schemas/types.generated'

export { HOTEL_FORMS }

export const HOTEL_FORM_LIMITS = {
  name: COMMON_LIMITS.name,
  /** The hotel's name, city and distance the booking form sends from the page. */
  hotelText: 200,
  destination: 120,
  specialRequests: 2000,
  recaptchaToken: 4000,
} as const

/** Adults 1-8 (2 by default), children 0-6 (0), rooms 1-5 (1): docs/specification/part-1.md, sections 3 and 5. */
export const GUEST_COUNTS = {
  adults: { min: 1, max: 8, initial: 2 },
  children: { min: 0, max: 6, initial: 0 },
  rooms: { min: 1, max: 5, initial: 1 },
} as const

export type GuestCountField = keyof typeof GUEST_COUNTS

/** The numbers a guest-count select offers, e.g. 1 to 8 adults. */
export function guestCountChoices(field: GuestCountField): number[] {
  const { min, max } = GUEST_COUNTS[field]
  return Array.from({ length: max - min + 1 }, (_, i) => min + i)
}

/** Both hotel forms' words in the visitor's locale (the English ones in HOTEL_FORMS). */
export const hotelTexts = (locale: Locale) => textsIn('hotels', HOTEL_FORMS, locale)

/** The stay's field names in `locale`. */
export const hotelStayLabelsIn = (locale: Locale) =>
  ({ ...(hotelTexts(locale).stay.labels as typeof HOTEL_FORMS.stay.labels), recaptchaToken: 'reCAPTCHA' }) as const

export const hotelStayLabels = hotelStayLabelsIn('en') satisfies Record<string, string>

const key = registerFormWords('hotels-stay', 'en', HOTEL_FORMS.stay.messages)
const range = ({ min, max }: { min: number; max: number }) => ({ min, max })

/** The stay's messages as keys of its words, resolved in the visitor's words when shown (form-words.ts). */
export const hotelStayMessages = {
  ...(Object.fromEntries(Object.keys(HOTEL_FORMS.stay.messages).map((name) => [name, key(name as keyof typeof HOTEL_FORMS.stay.messages)])) as Record<
    keyof typeof HOTEL_FORMS.stay.messages,
    string
  >),
  nameTooLong: key('nameTooLong', { limit: HOTEL_FORM_LIMITS.name }),
  adults: key('adults', range(GUEST_COUNTS.adults)),
  children: key('children', range(GUEST_COUNTS.children)),
  rooms: key('rooms', range(GUEST_COUNTS.rooms)),
  specialRequestsTooLong: key('specialRequestsTooLong', { limit: HOTEL_FORM_LIMITS.specialRequests }),
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export const isIsoDate = isCalendarDate

const pad = (n: number) => String(n).padStart(2, '0')

/** The visitor's own calendar date, YYYY-MM-DD (the `min` of the date fields). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The day after a YYYY-MM-DD date (the earliest check-out for a check-in). */
export function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/**
 * The earliest check-in accepted. In the browser: the visitor's own today. On the server the
 * visitor's time zone is unknown, so: the date it still is somewhere on Earth (UTC−12), which
 * never refuses a visitor who picked their today.
 */
export function earliestCheckIn(now = new Date()): string {
  if (typeof window !== 'undefined') return localToday(now)
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

/** Nights between two valid YYYY-MM-DD dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-10-12' → 'Monday, 12 October 2026' (for the agency's e-mail). */
export function formatStayDate(iso: string): string {
  return isIsoDate(iso) ? longDate.format(new Date(`${iso}T00:00:00Z`)) : iso
}

/** A required text the page fills in (hotel name, city, distance), bounded in length. */
export const pageText = (message: string) => requiredText(message, HOTEL_FORM_LIMITS.hotelText, message)

/** A guest count: a whole number, or its digits as text (the worldwide form sends '2'). */
function guestCount(field: GuestCountField) {
  const { min, max } = GUEST_COUNTS[field]
  const message = hotelStayMessages[field]
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  )
}

const date = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).refine(isIsoDate, { error: invalid, abort: true })

const guestText = <Rule extends z.ZodType>(rule: Rule) => textField(rule, { control: 'custom' })
// The agency's e-mail writes the day of the week; the visitor's acknowledgement carries no date (a date is typed, not chosen).
const stayDate = <Rule extends z.ZodType>(rule: Rule) =>
  textField(rule, { control: 'custom', inEmail: (value, _data, locale) => (locale === 'en' ? formatStayDate(String(value)) : String(value)) })
const count = <Rule extends z.ZodType>(field: GuestCountField, rule: Rule): FieldDefinition<number, Rule> => ({
  rule,
  initial: GUEST_COUNTS[field].initial,
  control: 'custom',
  inEmail: (value, _data, locale) => (typeof value === 'number' && locale !== 'en' ? formatFor(locale).digits(value) : (value as number | string | undefined)),
})

/** Who is asking, as both hotel forms ask (islands/hotels/HotelGuestFields.tsx shows them). */
export const hotelGuestFields = {
  firstName: guestText(requiredText(hotelStayMessages.firstName, HOTEL_FORM_LIMITS.name, hotelStayMessages.nameTooLong)),
  lastName: guestText(requiredText(hotelStayMessages.lastName, HOTEL_FORM_LIMITS.name, hotelStayMessages.nameTooLong)),
  email: guestText(emailField(hotelStayMessages.email)),
  phone: guestText(phoneField(hotelStayMessages.phone)),
} satisfies FieldDefinitions

/**
 * The stay, as both hotel forms ask for it (islands/hotels/HotelStayFields.tsx): the e-mail writes
 * the dates out in full and adds the number of nights after them.
 */
export const hotelStayFields = {
  checkInDate: stayDate(
    date(hotelStayMessages.checkInDate, hotelStayMessages.checkInDateInvalid).refine((value) => value >= earliestCheckIn(), {
      error: hotelStayMessages.checkInDatePast,
    }),
  ),
  checkOutDate: {
    ...stayDate(date(hotelStayMessages.checkOutDate, hotelStayMessages.checkOutDateInvalid)),
    thenInEmail: (data) => [{ label: HOTEL_FORMS.stay.nights, value: nightsBetween(String(data.checkInDate), String(data.checkOutDate)) }],
  },
  adults: count('adults', guestCount('adults')),
  // Optional (docs/specification/part-1.md, section 5): left out, it means none.
  children: count(
    'children',
    z.preprocess((value) => (value === undefined || value === null || value === '' ? 0 : value), guestCount('children')),
  ),
  rooms: count('rooms', guestCount('rooms')),
} satisfies FieldDefinitions

/** The guest's own words about the stay (last on both forms). */
export const hotelRequestsField = textField(
  z
    .string({ error: hotelStayMessages.specialRequestsType })
    .trim()
    .max(HOTEL_FORM_LIMITS.specialRequests, { error: hotelStayMessages.specialRequestsTooLong })
    .optional(),
  { control: 'custom' },
)

/** The captcha token both forms send last (not a field the visitor fills in). */
export const hotelCaptchaRule = requiredText(hotelStayMessages.recaptchaToken, HOTEL_FORM_LIMITS.recaptchaToken, hotelStayMessages.recaptchaToken)

/** A guest count's definition with its value as text ('2'), as the worldwide form holds and sends it. */
export const countAsText = <Rule extends z.ZodType>(field: FieldDefinition<number, Rule>): FieldDefinition<string, Rule> => ({
  ...field,
  initial: String(field.initial),
})

/** The words of both hotel forms in data/hotels.yaml, for the contract suites: the stay's, the form's own and the nights' label. */
export const hotelFormWords = (hotels: Catalogues['hotels'], form: object) => [hotels.form.stay, form, { labels: { nights: hotels.form.stay.nights } }]

type StayDates = { checkInDate?: unknown; checkOutDate?: unknown }

const bothDates = (value: unknown): value is { checkInDate: string; checkOutDate: string } =>
  typeof value === 'object' && value !== null && isIsoDate((value as StayDates).checkInDate) && isIsoDate((value as StayDates).checkOutDate)

/**
 * Adds the date-order rule (check-out after check-in) to a form's object schema, reported on
 * checkOutDate. It runs whenever both dates are real dates, even while other fields are still
 * missing, so the visitor sees every problem at once.
 */
export function withStayDatesInOrder<Schema extends z.ZodType<StayDates>>(schema: Schema): Schema {
  return schema.refine((value) => !bothDates(value) || value.checkOutDate > value.checkInDate, {
    path: ['checkOutDate'],
    error: hotelStayMessages.checkOutBeforeCheckIn,
    when: (payload) => bothDates(payload.value),
  })
}
