// The quote wizard of /get-quote (docs/specification/part-2.md, sections 3, 4, 5, 7 and 8). One schema
// for the island (each step before moving on, everything before sending) and send-quote-email
// (again on the server). The field names, lists and texts come from data/get-quote.yaml through
// quote-form.generated.ts; the travel months are the rolling list of forms/_shared/travel-months.ts.
// Browser-safe: imports zod only.
import { z } from 'zod'
import {
  COMMON_LIMITS,
  checkboxField,
  choiceField,
  emailField,
  optionLabel,
  optionalChoiceField,
  optionalText,
  phoneField,
  requiredText,
  tooLongMessage,
  yesNoInEmail,
  type FormOption,
} from './_shared/fields'
import { DEV_CAPTCHA_TOKEN, sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions, type FormValues } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { contactPageTravelMonthLabel, isContactPageTravelMonthValue } from './contact'
import { travelMonthOptions } from './_shared/travel-months'
import { QUOTE_FORM } from './quote-form.generated'
import { packageTitle, quotePackageOf, roomChoiceLabel, roomOfferedCheck } from './quote-room'

export { QUOTE_FORM }

export const quoteLabels = { ...QUOTE_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const
export const quoteOptions = QUOTE_FORM.options

/** The fields of each step, in the order of QUOTE_FORM.steps (docs/specification/part-2.md: four steps). */
export const QUOTE_STEP_FIELDS = [
  ['firstName', 'lastName', 'email', 'phone'],
  ['serviceType', 'package', 'travelMonth', 'duration', 'groupSize', 'budget'],
  ['accommodationType', 'roomSharing', 'visaRequired', 'flightRequired', 'insuranceRequired', 'mobilityAssistance', 'dietaryRequirements', 'specialRequests'],
  ['preferredContact', 'bestTimeToCall'],
] as const

type QuoteField = (typeof QUOTE_STEP_FIELDS)[number][number]

/** The step (0 to 3) a field is asked on. */
export const stepOfField = (field: string): number => QUOTE_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field))

const key = registerFormWords('quote', 'en', QUOTE_FORM.messages)

/** The wizard's words in the visitor's locale; the agency's e-mail keeps quoteLabels, the English ones. */
export function quoteTexts(locale: Locale) {
  const texts = textsIn('quote', QUOTE_FORM, locale)
  return { ...texts, labels: { ...texts.labels, recaptchaToken: quoteLabels.recaptchaToken } }
}

/** The wizard's messages as keys of data/get-quote.yaml's wizard.messages, resolved when shown (form-words.ts). */
export const quoteMessages = {
  ...(Object.fromEntries(Object.keys(QUOTE_FORM.messages).map((name) => [name, key(name as keyof typeof QUOTE_FORM.messages)])) as Record<
    keyof typeof QUOTE_FORM.messages,
    string
  >),
  checkbox: sharedMessage('checkbox'),
  tooLong: tooLongMessage(COMMON_LIMITS.longText),
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

const TRAVEL_MONTH_LENGTH = 40

/** A chosen option's label in the e-mail's language (the visitor's acknowledgement: theirs; the agency's: English). */
const chosen = (name: keyof typeof quoteOptions, value: unknown, locale: Locale) =>
  value ? optionLabel(quoteTexts(locale).options[name] as readonly FormOption[], String(value)) : undefined

const choice = (name: keyof typeof quoteOptions & keyof typeof quoteMessages) => ({ rule: choiceField(quoteOptions[name], quoteMessages[name]), initial: '' })
const optionalChoice = (name: keyof typeof quoteOptions & keyof typeof quoteMessages, initial = '') => ({
  rule: optionalChoiceField(quoteOptions[name], quoteMessages[name]),
  initial,
})
const need = () => ({ rule: checkboxField(quoteMessages.checkbox), initial: false, control: 'custom' as const })

/**
 * The wizard's one definition (forms/_shared/define-form.ts), in the order of its steps and of the
 * agency's e-mail. Every field is laid out by the wizard's steps (islands/quote/QuoteStepFields.tsx).
 */
export const quoteFields = {
  firstName: textField(requiredText(quoteMessages.firstName, COMMON_LIMITS.name), { control: 'custom' }),
  lastName: textField(requiredText(quoteMessages.lastName, COMMON_LIMITS.name), { control: 'custom' }),
  email: textField(emailField(quoteMessages.email), { control: 'custom' }),
  phone: textField(phoneField(quoteMessages.phone), { control: 'custom' }),
  serviceType: { ...choice('serviceType'), control: 'custom', inEmail: (value, _data, locale) => chosen('serviceType', value, locale) },
  // The package a package page's room price asked about (forms/quote-room.ts): one still on offer, or none.
  package: {
    rule: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .string({ error: quoteMessages.package })
        .refine((id) => quotePackageOf(id) !== undefined, { error: quoteMessages.package })
        .optional(),
    ),
    initial: '',
    control: 'custom',
    fromList: true,
    inEmail: (value, _data, locale) => packageTitle(value, locale),
  },
  // A month ('march-2027'), 'ramadan-YYYY' or 'flexible': the rolling list the page shows.
  travelMonth: textField(
    requiredText(quoteMessages.travelMonth, TRAVEL_MONTH_LENGTH, quoteMessages.travelMonth).refine(isContactPageTravelMonthValue, {
      error: quoteMessages.travelMonth,
    }),
    { control: 'custom', inEmail: (value, _data, locale) => contactPageTravelMonthLabel(value as string | undefined, locale) },
  ),
  duration: { ...optionalChoice('duration'), control: 'custom', inEmail: (value, _data, locale) => chosen('duration', value, locale) },
  groupSize: { ...choice('groupSize'), control: 'custom', inEmail: (value, _data, locale) => chosen('groupSize', value, locale) },
  budget: { ...optionalChoice('budget'), control: 'custom', inEmail: (value, _data, locale) => chosen('budget', value, locale) },
  accommodationType: {
    ...optionalChoice('accommodationType'),
    control: 'custom',
    inEmail: (value, _data, locale) => chosen('accommodationType', value, locale),
  },
  // With the price per person of the chosen package's room, as its page showed it.
  roomSharing: { ...optionalChoice('roomSharing'), control: 'custom', inEmail: (value, data, locale) => roomChoiceLabel(value, data.package, locale) },
  visaRequired: { ...need(), inEmail: yesNoInEmail },
  flightRequired: { ...need(), inEmail: yesNoInEmail },
  insuranceRequired: { ...need(), inEmail: yesNoInEmail },
  mobilityAssistance: { ...need(), inEmail: yesNoInEmail },
  dietaryRequirements: {
    ...optionalChoice('dietaryRequirements', quoteOptions.dietaryRequirements[0].value),
    control: 'custom',
    inEmail: (value, _data, locale) => chosen('dietaryRequirements', value, locale),
  },
  specialRequests: textField(optionalText(COMMON_LIMITS.longText, quoteMessages.tooLong), { control: 'custom' }),
  preferredContact: {
    rule: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? quoteOptions.preferredContact[0].value : v),
      choiceField(quoteOptions.preferredContact, quoteMessages.preferredContact),
    ),
    initial: quoteOptions.preferredContact[0].value as string,
    control: 'custom',
    inEmail: (value, _data, locale) => chosen('preferredContact', value, locale),
  },
  bestTimeToCall: { ...optionalChoice('bestTimeToCall'), control: 'custom', inEmail: (value, _data, locale) => chosen('bestTimeToCall', value, locale) },
} satisfies FieldDefinitions

/** Every field the visitor fills in, without the captcha token (what each step checks). */
export const quoteFieldsSchema = z.object(shapeOf(quoteFields))

/** The request body of send-quote-email: a room the chosen package is not sold in is refused. */
export const quoteRequestSchema = quoteFieldsSchema
  .extend({
    recaptchaToken: requiredText(quoteMessages.recaptchaToken, COMMON_LIMITS.recaptchaToken, quoteMessages.recaptchaToken),
  })
  .superRefine(roomOfferedCheck(quoteMessages.roomNotOffered))

/** The schema of one step's fields (Next Step checks only these; the room's step checks it against the package). */
export function quoteStepSchema(step: number) {
  const fields: readonly string[] = QUOTE_STEP_FIELDS[step] ?? []
  const picked = fields.includes('roomSharing') ? [...fields, 'package'] : fields
  return quoteFieldsSchema
    .pick(Object.fromEntries(picked.map((field) => [field, true])) as Record<QuoteField, true>)
    .superRefine(roomOfferedCheck(quoteMessages.roomNotOffered))
}

type QuoteRequestBody = z.output<typeof quoteRequestSchema>

export type QuoteRequestValues = FormValues<typeof quoteFields>

/** The wizard's starting values (and what it resets to after success): e-mail as the contact. */
export const quoteRequestDefaults = defaultsOf(quoteFields)

/** The rows of the agency's e-mail, every field labelled as in the wizard (in English). */
export const quoteEmailRows = (data: QuoteRequestBody) => emailRowsOf(quoteFields, quoteLabels, data, 'en')

/**
 * The visitor's acknowledgement in their language: the package and the room with its price first
 * (it repeats only the first few chosen lines), then the rest as the agency's e-mail has them.
 */
export function quoteAcknowledgementRows(data: QuoteRequestBody, locale: Locale) {
  const rows = emailRowsOf(quoteFields, quoteTexts(locale).labels, data, locale)
  const first = new Set([quoteTexts(locale).labels.package, quoteTexts(locale).labels.roomSharing])
  return data.package ? [...rows.filter((row) => first.has(row.label)), ...rows.filter((row) => !first.has(row.label))] : rows
}

/** Where it posts: functions/send-quote-email.ts. */
export const quoteEndpoint = formEndpoint('send-quote-email')

/** The wizard, registered (content/server/data/form-registry.ts): its words, fields and contract. */
export const quoteForm = defineForm({
  name: 'quote',
  endpoint: quoteEndpoint,
  reply: enquiryReply({
    schema: quoteRequestSchema,
    textsIn: quoteTexts,
    acknowledgementRows: quoteAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, traveller) => {
      const service = optionLabel(quoteOptions.serviceType, data.serviceType)
      return {
        subject: `Quote request: ${service} – ${traveller}`,
        heading: `New quote request: ${service}`,
        rows: quoteEmailRows(data),
        footer: 'Sent from the quote wizard (/get-quote) of the website. Reply to this e-mail to answer the traveller.',
      }
    }),
  }),
  words: { id: 'quote', catalogue: 'get-quote', at: ['wizard'], file: 'forms/quote-form.generated.ts', exportName: 'QUOTE_FORM', replyTime: true },
  fields: quoteFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: () => ({
      firstName: 'Ibrahim',
      lastName: 'Hussain',
      email: 'ibrahim.hussain@example.org',
      phone: '020 7946 0555',
      serviceType: 'umrah',
      package: '',
      travelMonth: travelMonthOptions(new Date(), { first: 'current' })[0]!.value,
      duration: '14-days',
      groupSize: '3-4',
      budget: '2000-3000',
      accommodationType: '5-star',
      roomSharing: 'quad',
      visaRequired: true,
      flightRequired: true,
      insuranceRequired: false,
      mobilityAssistance: true,
      dietaryRequirements: 'diabetic',
      specialRequests: 'Ground floor <room> please',
      preferredContact: 'whatsapp',
      bestTimeToCall: 'evening',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['lastName', 'specialRequests'],
    required: ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'travelMonth', 'groupSize'],
    rateLimit: 10,
  },
})
