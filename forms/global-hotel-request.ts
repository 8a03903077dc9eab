// The worldwide hotel request of /hotels (docs/specification/part-1.md, sections 3, 5, 7 and 8): a destination,
// the stay, and the category and budget the visitor has in mind. One schema for the island and
// send-global-hotel-request-email. The words, categories and budget bands are data/hotels.yaml's
// `form.worldwide` and `form.stay`. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import type { Catalogues } from '../schemas/types.generated'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { DEV_CAPTCHA_TOKEN } from './_shared/messages'
import { registerFormWords, type Locale } from './_shared/form-words'
import type { FormOption } from './contact'
import {
  HOTEL_FORMS,
  HOTEL_FORM_LIMITS,
  countAsText,
  hotelCaptchaRule,
  hotelFormWords,
  hotelGuestFields,
  hotelRequestsField,
  hotelStayFields,
  hotelStayLabels,
  hotelStayLabelsIn,
  hotelTexts,
  withStayDatesInOrder,
} from './hotel-request-fields'

const WORLDWIDE = HOTEL_FORMS.worldwide

export const GLOBAL_HOTEL_SUCCESS_TEXT = WORLDWIDE.successText
export const GLOBAL_HOTEL_FAILURE_TEXT = WORLDWIDE.failureText
export const GLOBAL_HOTEL_SUBMIT_LABEL = WORLDWIDE.submitLabel

/** Hotel category values exactly as docs/specification/part-1.md gives them (section 5). */
export const hotelCategoryOptions = WORLDWIDE.categories satisfies readonly FormOption[]

/** Budget per night values exactly as docs/specification/part-1.md gives them (section 5), in pounds. */
export const hotelBudgetOptions = WORLDWIDE.budgets satisfies readonly FormOption[]

export const globalHotelLabels = {
  destination: WORLDWIDE.labels.destination,
  ...hotelStayLabels,
  hotelCategory: WORLDWIDE.labels.hotelCategory,
  budget: WORLDWIDE.labels.budget,
} as const satisfies Record<string, string>

/** The worldwide request's field names in `locale`. */
export function globalHotelLabelsIn(locale: Locale): Readonly<Record<keyof typeof globalHotelLabels, string>> {
  const { labels } = hotelTexts(locale).worldwide
  return { destination: labels.destination, ...hotelStayLabelsIn(locale), hotelCategory: labels.hotelCategory, budget: labels.budget }
}

/** The worldwide request's words in `locale`: the category and budget lists among them. */
export const worldwideTexts = (locale: Locale) => hotelTexts(locale).worldwide

/** What the function answers in the visitor's language. */
export function globalHotelReplyTexts(locale: Locale) {
  const { successText, failureText } = worldwideTexts(locale)
  return { labels: globalHotelLabelsIn(locale), successText, failureText }
}

const key = registerFormWords('hotels-worldwide', 'en', WORLDWIDE.messages)

/** The request's messages as keys of its words, resolved in the visitor's words when shown (form-words.ts). */
export const globalHotelMessages = {
  destination: key('destination'),
  destinationTooLong: key('destinationTooLong', { limit: HOTEL_FORM_LIMITS.destination }),
  hotelCategory: key('hotelCategory'),
  budget: key('budget'),
}

const optionLabel = (options: readonly FormOption[], value: string | undefined): string => options.find((option) => option.value === value)?.label ?? ''

/** 'luxury' → 'Luxury (5 Star)' (in `locale`); empty when no category was chosen. */
export const hotelCategoryLabel = (value: string | undefined, locale: Locale = 'en') => optionLabel(worldwideTexts(locale).categories, value)
/** '100-200' → '£100 – £200' (in `locale`); empty when no budget was chosen. */
export const hotelBudgetLabel = (value: string | undefined, locale: Locale = 'en') => optionLabel(worldwideTexts(locale).budgets, value)

/** An optional choice of a list: one of its values, or empty (no preference). */
const optionalChoice = (options: readonly FormOption[], message: string) => {
  const values: ReadonlySet<string> = new Set(options.map((option) => option.value))
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || values.has(value), { error: message })
    .optional()
}

const choiceField = (options: readonly FormOption[], message: string, inEmail: (value: string | undefined, locale: Locale) => string) =>
  textField(optionalChoice(options, message), {
    control: 'custom',
    fromList: true,
    inEmail: (value, _data, locale) => inEmail(value as string | undefined, locale),
  })

/**
 * The request's one definition (forms/_shared/define-form.ts), in the order of the form, so the
 * first field at fault is the first one the visitor sees. Counts are held and sent as text ('2'),
 * as docs/specification/part-1.md's request shows them.
 */
export const globalHotelFields = {
  ...hotelGuestFields,
  destination: textField(
    z
      .string({ error: globalHotelMessages.destination })
      .trim()
      .min(1, { error: globalHotelMessages.destination })
      .max(HOTEL_FORM_LIMITS.destination, { error: globalHotelMessages.destinationTooLong }),
    { control: 'custom' },
  ),
  ...hotelStayFields,
  adults: countAsText(hotelStayFields.adults),
  children: countAsText(hotelStayFields.children),
  rooms: countAsText(hotelStayFields.rooms),
  hotelCategory: choiceField(hotelCategoryOptions, globalHotelMessages.hotelCategory, hotelCategoryLabel),
  budget: choiceField(hotelBudgetOptions, globalHotelMessages.budget, hotelBudgetLabel),
  specialRequests: hotelRequestsField,
} satisfies FieldDefinitions

export const globalHotelRequestSchema = withStayDatesInOrder(z.object({ ...shapeOf(globalHotelFields), recaptchaToken: hotelCaptchaRule }))

type GlobalHotelRequestBody = z.output<typeof globalHotelRequestSchema>

export const globalHotelRequestDefaults = defaultsOf(globalHotelFields)

/** The rows of the agency's e-mail: the destination first, then as the form asks. */
export const globalHotelEmailRows = (data: GlobalHotelRequestBody) => {
  const { destination, ...others } = globalHotelFields
  return emailRowsOf({ destination, ...others }, globalHotelLabels, data, 'en')
}

/** The rows of the visitor's acknowledgement in their language: labels and choices in it. */
export const globalHotelAcknowledgementRows = (data: GlobalHotelRequestBody, locale: Locale) =>
  emailRowsOf(globalHotelFields, globalHotelLabelsIn(locale), data, locale)

/** Where it posts: functions/send-global-hotel-request-email.ts. */
export const globalHotelRequestEndpoint = formEndpoint('send-global-hotel-request-email')

/** The worldwide request, registered (content/server/data/form-registry.ts): its words, fields and contract. */
export const globalHotelRequestForm = defineForm({
  name: 'global-hotel-request',
  endpoint: globalHotelRequestEndpoint,
  reply: enquiryReply({
    schema: globalHotelRequestSchema,
    textsIn: globalHotelReplyTexts,
    acknowledgementRows: globalHotelAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, guest) => ({
      subject: `Worldwide hotel request: ${data.destination} – ${guest}`,
      heading: `New worldwide hotel request: ${data.destination}`,
      rows: globalHotelEmailRows(data),
      footer: 'Sent from the Request Hotels Worldwide form on the hotels page of the website. Reply to this e-mail to answer the guest.',
    })),
  }),
  words: { id: 'hotels', catalogue: 'hotels', at: ['form'], file: 'forms/hotel-forms.generated.ts', exportName: 'HOTEL_FORMS', replyTime: true },
  labels: [
    ['stay', 'labels'],
    ['worldwide', 'labels'],
  ],
  fields: globalHotelFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (inDays) => ({
      firstName: 'Yusuf',
      lastName: 'Khan',
      email: 'yusuf.khan@example.org',
      phone: '07700 900456',
      destination: 'Istanbul, Turkey',
      checkInDate: inDays(60),
      checkOutDate: inDays(64),
      adults: '2',
      children: '1',
      rooms: '1',
      hotelCategory: 'upscale',
      budget: '100-200',
      specialRequests: 'Near the Blue Mosque, please.',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['lastName', 'destination', 'specialRequests'],
    required: ['firstName', 'lastName', 'email', 'phone', 'destination', 'checkInDate', 'checkOutDate', 'adults', 'rooms'],
    rateLimit: 10,
    words: (hotels: Catalogues['hotels']) => [
      ...hotelFormWords(hotels, hotels.form.worldwide),
      { options: { hotelCategory: hotels.form.worldwide.categories, budget: hotels.form.worldwide.budgets } },
    ],
  },
})
