// The booking request for one hotel of /hotels (docs/specification/part-1.md, sections 3, 5, 7 and 8). One schema
// for the island (before sending) and send-hotel-booking-email (again on the server). The words
// are data/hotels.yaml's `form.booking` and `form.stay`. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import type { Catalogues } from '../schemas/types.generated'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { DEV_CAPTCHA_TOKEN } from './_shared/messages'
import type { Locale } from './_shared/form-words'
import {
  HOTEL_FORMS,
  hotelCaptchaRule,
  hotelFormWords,
  hotelGuestFields,
  hotelRequestsField,
  hotelStayFields,
  hotelStayLabels,
  hotelStayLabelsIn,
  hotelTexts,
  pageText,
  withStayDatesInOrder,
} from './hotel-request-fields'

export const HOTEL_BOOKING_SUCCESS_TEXT = HOTEL_FORMS.booking.successText
export const HOTEL_BOOKING_FAILURE_TEXT = HOTEL_FORMS.booking.failureText
export const HOTEL_BOOKING_SUBMIT_LABEL = HOTEL_FORMS.booking.submitLabel

export const hotelBookingLabels = {
  ...HOTEL_FORMS.booking.labels,
  ...hotelStayLabels,
} as const satisfies Record<string, string>

/** The booking's field names in `locale`. */
export const hotelBookingLabelsIn = (locale: Locale): Readonly<Record<string, string>> => ({
  ...hotelTexts(locale).booking.labels,
  ...hotelStayLabelsIn(locale),
})

/** What the function answers in the visitor's language. */
export function hotelBookingReplyTexts(locale: Locale) {
  const { successText, failureText } = hotelTexts(locale).booking
  return { labels: hotelBookingLabelsIn(locale), successText, failureText }
}

const HOTEL_MISSING = HOTEL_FORMS.booking.hotelMissing

const pageField = () => textField(pageText(HOTEL_MISSING), { control: 'custom' })

/** The hotel, which the page sends beside the visitor's fields: its name, city and distance. */
export const hotelPageFields = { hotelName: pageField(), hotelCity: pageField(), hotelDistance: pageField() } satisfies FieldDefinitions

/** The fields the visitor fills in. */
export const hotelBookingVisitorFields = { ...hotelGuestFields, ...hotelStayFields, specialRequests: hotelRequestsField } satisfies FieldDefinitions

/** The booking's one definition (forms/_shared/define-form.ts), in the order of the agency's e-mail. */
export const hotelBookingFields = { ...hotelPageFields, ...hotelBookingVisitorFields } satisfies FieldDefinitions

export const hotelBookingSchema = withStayDatesInOrder(z.object({ ...shapeOf(hotelBookingFields), recaptchaToken: hotelCaptchaRule }))

/** What the function works with (trimmed, validated; counts are numbers). */
type HotelBookingBody = z.output<typeof hotelBookingSchema>

/** The form's starting values (and what it resets to after success). */
export const hotelBookingDefaults = defaultsOf(hotelBookingVisitorFields)

/** The rows of the agency's e-mail: the hotel, the guest and the stay (dates in full, with the nights). */
export const hotelBookingEmailRows = (data: HotelBookingBody) => emailRowsOf(hotelBookingFields, hotelBookingLabels, data, 'en')

/** The rows of the visitor's acknowledgement in their language. */
export const hotelBookingAcknowledgementRows = (data: HotelBookingBody, locale: Locale) =>
  emailRowsOf(hotelBookingFields, hotelBookingLabelsIn(locale), data, locale)

/** Where it posts: functions/send-hotel-booking-email.ts. */
export const hotelBookingEndpoint = formEndpoint('send-hotel-booking-email')

/** The booking form, registered (content/server/data/form-registry.ts): its words, fields and contract. */
export const hotelBookingForm = defineForm({
  name: 'hotel-booking',
  endpoint: hotelBookingEndpoint,
  reply: enquiryReply({
    schema: hotelBookingSchema,
    textsIn: hotelBookingReplyTexts,
    acknowledgementRows: hotelBookingAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, guest) => ({
      subject: `Hotel booking request: ${data.hotelName} – ${guest}`,
      heading: `New hotel booking request: ${data.hotelName}`,
      rows: hotelBookingEmailRows(data),
      footer: 'Sent from the Book Now form on the hotels page of the website. Reply to this e-mail to answer the guest.',
    })),
  }),
  words: { id: 'hotels', catalogue: 'hotels', at: ['form'], file: 'forms/hotel-forms.generated.ts', exportName: 'HOTEL_FORMS', replyTime: true },
  labels: [
    ['stay', 'labels'],
    ['booking', 'labels'],
  ],
  fields: hotelBookingFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (inDays) => ({
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.org',
      phone: '+44 20 7946 0123',
      checkInDate: inDays(40),
      checkOutDate: inDays(47),
      adults: 3,
      children: 2,
      rooms: 2,
      specialRequests: 'Connecting rooms please.\nMy mother uses a wheelchair.',
      hotelName: 'Safa Crescent Hotel',
      hotelCity: 'Makkah',
      hotelDistance: '150 m from Masjid al-Haram (2 min walk)',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'hotelName', 'specialRequests'],
    required: ['firstName', 'lastName', 'email', 'phone', 'checkInDate', 'checkOutDate', 'adults', 'rooms', 'hotelName', 'hotelCity', 'hotelDistance'],
    rateLimit: 10,
    words: (hotels: Catalogues['hotels']) => [...hotelFormWords(hotels, hotels.form.booking), { messages: { hotelMissing: hotels.form.booking.hotelMissing } }],
  },
})
