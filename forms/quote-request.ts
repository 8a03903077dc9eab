// The quote wizard of /get-quote (specification part 2, sections 3, 4, 5, 7 and 8). One schema
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
  yesNo,
} from './_shared/fields'
import { CAPTCHA_INCOMPLETE, SHARED_FORM_TEXT } from './_shared/messages'
import { contactPageTravelMonthLabel, isContactPageTravelMonthValue } from './contact'
import { QUOTE_FORM } from './quote-form.generated'

export { QUOTE_FORM }

export const quoteLabels = { ...QUOTE_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const
export const quoteOptions = QUOTE_FORM.options

/** The fields of each step, in the order of QUOTE_FORM.steps (specification: four steps). */
export const QUOTE_STEP_FIELDS = [
  ['firstName', 'lastName', 'email', 'phone'],
  ['serviceType', 'travelMonth', 'duration', 'groupSize', 'budget'],
  ['accommodationType', 'roomSharing', 'visaRequired', 'flightRequired', 'insuranceRequired', 'mobilityAssistance', 'dietaryRequirements', 'specialRequests'],
  ['preferredContact', 'bestTimeToCall'],
] as const

export type QuoteField = (typeof QUOTE_STEP_FIELDS)[number][number]

/** The step (0 to 3) a field is asked on. */
export const stepOfField = (field: string): number => QUOTE_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field))

export const quoteMessages = {
  ...QUOTE_FORM.messages,
  checkbox: SHARED_FORM_TEXT.checkbox,
  tooLong: tooLongMessage(COMMON_LIMITS.longText),
  recaptchaToken: CAPTCHA_INCOMPLETE,
}

const TRAVEL_MONTH_LENGTH = 40

/** Every field the visitor fills in, without the captcha token (what each step checks). */
export const quoteFieldsSchema = z.object({
  firstName: requiredText(quoteMessages.firstName, COMMON_LIMITS.name),
  lastName: requiredText(quoteMessages.lastName, COMMON_LIMITS.name),
  email: emailField(quoteMessages.email),
  phone: phoneField(quoteMessages.phone),
  serviceType: choiceField(quoteOptions.serviceType, quoteMessages.serviceType),
  // A month ('march-2027'), 'ramadan-YYYY' or 'flexible': the rolling list the page shows.
  travelMonth: requiredText(quoteMessages.travelMonth, TRAVEL_MONTH_LENGTH, quoteMessages.travelMonth).refine(isContactPageTravelMonthValue, {
    error: quoteMessages.travelMonth,
  }),
  duration: optionalChoiceField(quoteOptions.duration, quoteMessages.duration),
  groupSize: choiceField(quoteOptions.groupSize, quoteMessages.groupSize),
  budget: optionalChoiceField(quoteOptions.budget, quoteMessages.budget),
  accommodationType: optionalChoiceField(quoteOptions.accommodationType, quoteMessages.accommodationType),
  roomSharing: optionalChoiceField(quoteOptions.roomSharing, quoteMessages.roomSharing),
  visaRequired: checkboxField(quoteMessages.checkbox),
  flightRequired: checkboxField(quoteMessages.checkbox),
  insuranceRequired: checkboxField(quoteMessages.checkbox),
  mobilityAssistance: checkboxField(quoteMessages.checkbox),
  dietaryRequirements: optionalChoiceField(quoteOptions.dietaryRequirements, quoteMessages.dietaryRequirements),
  specialRequests: optionalText(COMMON_LIMITS.longText, quoteMessages.tooLong),
  preferredContact: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? quoteOptions.preferredContact[0].value : v),
    choiceField(quoteOptions.preferredContact, quoteMessages.preferredContact),
  ),
  bestTimeToCall: optionalChoiceField(quoteOptions.bestTimeToCall, quoteMessages.bestTimeToCall),
})

/** The request body of send-quote-email. */
export const quoteRequestSchema = quoteFieldsSchema.extend({
  recaptchaToken: requiredText(quoteMessages.recaptchaToken, COMMON_LIMITS.recaptchaToken, quoteMessages.recaptchaToken),
})

/** The schema of one step's fields (Next Step checks only these). */
export function quoteStepSchema(step: number) {
  const fields = QUOTE_STEP_FIELDS[step] ?? []
  return quoteFieldsSchema.pick(Object.fromEntries(fields.map((field) => [field, true])) as Record<QuoteField, true>)
}

export type QuoteRequestBody = z.output<typeof quoteRequestSchema>

export type QuoteRequestValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  serviceType: string
  travelMonth: string
  duration: string
  groupSize: string
  budget: string
  accommodationType: string
  roomSharing: string
  visaRequired: boolean
  flightRequired: boolean
  insuranceRequired: boolean
  mobilityAssistance: boolean
  dietaryRequirements: string
  specialRequests: string
  preferredContact: string
  bestTimeToCall: string
}

/** The wizard's starting values (and what it resets to after success): e-mail as the contact. */
export const quoteRequestDefaults: Readonly<QuoteRequestValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceType: '',
  travelMonth: '',
  duration: '',
  groupSize: '',
  budget: '',
  accommodationType: '',
  roomSharing: '',
  visaRequired: false,
  flightRequired: false,
  insuranceRequired: false,
  mobilityAssistance: false,
  dietaryRequirements: quoteOptions.dietaryRequirements[0].value,
  specialRequests: '',
  preferredContact: quoteOptions.preferredContact[0].value,
  bestTimeToCall: '',
}

type Options = Parameters<typeof optionLabel>[0]
const chosen = (options: Options, value: string | undefined) => (value ? optionLabel(options, value) : undefined)

/** The rows of the agency's e-mail, every field labelled as in the wizard. */
export function quoteEmailRows(data: QuoteRequestBody): Array<{ label: string; value: string | undefined }> {
  const l = quoteLabels
  const o = quoteOptions
  return [
    { label: l.firstName, value: data.firstName },
    { label: l.lastName, value: data.lastName },
    { label: l.email, value: data.email },
    { label: l.phone, value: data.phone },
    { label: l.serviceType, value: optionLabel(o.serviceType, data.serviceType) },
    { label: l.travelMonth, value: contactPageTravelMonthLabel(data.travelMonth) },
    { label: l.duration, value: chosen(o.duration, data.duration) },
    { label: l.groupSize, value: optionLabel(o.groupSize, data.groupSize) },
    { label: l.budget, value: chosen(o.budget, data.budget) },
    { label: l.accommodationType, value: chosen(o.accommodationType, data.accommodationType) },
    { label: l.roomSharing, value: chosen(o.roomSharing, data.roomSharing) },
    { label: l.visaRequired, value: yesNo(data.visaRequired) },
    { label: l.flightRequired, value: yesNo(data.flightRequired) },
    { label: l.insuranceRequired, value: yesNo(data.insuranceRequired) },
    { label: l.mobilityAssistance, value: yesNo(data.mobilityAssistance) },
    { label: l.dietaryRequirements, value: chosen(o.dietaryRequirements, data.dietaryRequirements) },
    { label: l.specialRequests, value: data.specialRequests },
    { label: l.preferredContact, value: optionLabel(o.preferredContact, data.preferredContact) },
    { label: l.bestTimeToCall, value: chosen(o.bestTimeToCall, data.bestTimeToCall) },
  ]
}
