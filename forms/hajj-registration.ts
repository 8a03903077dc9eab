// The Hajj registration form (/hajj-2026-registration): what a Hajj organiser needs to prepare a
// booking through Nusuk. One schema for the island (before sending) and
// send-hajj-registration-email (again on the server). The words and choices are
// data/hajj-registration.yaml's `form:`, compiled into hajj-form.generated.ts. Browser-safe: imports
// zod and the generated modules only.
import './_shared/no-eval'
import { z } from 'zod'
import { COMMON_LIMITS, choiceField as choice, optionalText, requiredText, type FormOption } from './_shared/fields'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'
import { enquiryReply, formEndpoint, visitorMail } from './_shared/form-reply'
import { personFields } from './_shared/person-fields'
import { DEV_CAPTCHA_TOKEN, fill, sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { formatFor } from '../content/browser/format'
import { HAJJ_FORM } from './hajj-form.generated'
import { HAJJ_PACKAGE_CHOICES, HAJJ_PACKAGE_TITLES, HAJJ_REGISTRATION_YEAR } from './hajj-packages.generated'

export { HAJJ_REGISTRATION_YEAR }

export const HAJJ_REGISTRATION_SUCCESS_TEXT = HAJJ_FORM.successText
export const HAJJ_REGISTRATION_FAILURE_TEXT = HAJJ_FORM.failureText

export const HAJJ_REGISTRATION_LIMITS = {
  name: COMMON_LIMITS.name,
  pilgrimsMin: 1,
  pilgrimsMax: 20,
  message: 3000,
  recaptchaToken: 4000,
} as const

export type { FormOption }

/** The preferred-package value of a visitor who has not chosen yet. */
export const UNDECIDED_PACKAGE = 'undecided'
export const UNDECIDED_PACKAGE_LABEL = HAJJ_FORM.undecidedPackage

export const packageTypeOptions = HAJJ_FORM.options.packageType satisfies readonly FormOption[]
export const nationalityOptions = HAJJ_FORM.options.nationality satisfies readonly FormOption[]
export const passportStatusOptions = HAJJ_FORM.options.passportStatus satisfies readonly FormOption[]
export const nusukAccountOptions = HAJJ_FORM.options.nusukAccount satisfies readonly FormOption[]
export const preferredContactOptions = HAJJ_FORM.options.preferredContact satisfies readonly FormOption[]

/** Plain-English field names: the agency's e-mail (the visitor's words are hajjRegistrationTexts'). */
export const hajjRegistrationLabels = { ...HAJJ_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

const PILGRIMS = { min: HAJJ_REGISTRATION_LIMITS.pilgrimsMin, max: HAJJ_REGISTRATION_LIMITS.pilgrimsMax }

/**
 * The form's words in the visitor's locale (labels, hints with their numbers in its digits,
 * options, the undecided choice, success and failure texts); the agency's e-mail keeps the English.
 */
export function hajjRegistrationTexts(locale: Locale) {
  const texts = textsIn('hajj', HAJJ_FORM, locale)
  const { digits } = formatFor(locale)
  return {
    ...texts,
    labels: { ...texts.labels, recaptchaToken: hajjRegistrationLabels.recaptchaToken },
    hints: { ...texts.hints, pilgrims: fill(texts.hints.pilgrims, { min: digits(PILGRIMS.min), max: digits(PILGRIMS.max) }) },
  }
}

/** Help shown under some fields, in English. */
export const hajjRegistrationHints = hajjRegistrationTexts('en').hints

const key = registerFormWords('hajj', 'en', HAJJ_FORM.messages)

/** The form's messages as keys of data/hajj-registration.yaml's form.messages, resolved in the visitor's words when shown (form-words.ts). */
export const hajjRegistrationMessages = {
  ...(Object.fromEntries(Object.keys(HAJJ_FORM.messages).map((name) => [name, key(name as keyof typeof HAJJ_FORM.messages)])) as Record<
    keyof typeof HAJJ_FORM.messages,
    string
  >),
  nameTooLong: key('nameTooLong', { limit: HAJJ_REGISTRATION_LIMITS.name }),
  emailInvalid: sharedMessage('emailInvalid'),
  phoneInvalid: sharedMessage('phoneInvalid'),
  pilgrims: key('pilgrims', PILGRIMS),
  messageTooLong: key('messageTooLong', { limit: HAJJ_REGISTRATION_LIMITS.message }),
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

const PACKAGE_IDS: readonly string[] = HAJJ_PACKAGE_CHOICES.map((choice) => choice.id)
const PREFERRED_PACKAGE_VALUES: [string, ...string[]] = [UNDECIDED_PACKAGE, ...PACKAGE_IDS]

/** "Shifting Executive Premium (SEPR)", or the undecided label in the e-mail's language. */
export function preferredPackageLabel(value: string, locale: Locale): string {
  if (value === UNDECIDED_PACKAGE) return hajjRegistrationTexts(locale).undecidedPackage
  const choice = HAJJ_PACKAGE_CHOICES.find((c) => c.id === value)
  return choice ? `${HAJJ_PACKAGE_TITLES[locale]?.[choice.id] ?? choice.title} (${choice.id})` : value
}

/** A whole number, sent as a number or as the digits the number input holds. */
const pilgrimCount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    { error: hajjRegistrationMessages.pilgrims },
  )
  .pipe(
    z
      .number()
      .int({ error: hajjRegistrationMessages.pilgrims })
      .min(HAJJ_REGISTRATION_LIMITS.pilgrimsMin, { error: hajjRegistrationMessages.pilgrims })
      .max(HAJJ_REGISTRATION_LIMITS.pilgrimsMax, { error: hajjRegistrationMessages.pilgrims }),
  )

type ListName = keyof typeof HAJJ_FORM.options

/** One of the form's lists, laid out by the island and named by its option's label in the e-mail's language. */
const listed = (list: ListName, message: string) => ({
  ...textField(choice(HAJJ_FORM.options[list], message), { control: 'custom' }),
  options: (locale: Locale) => hajjRegistrationTexts(locale).options[list],
})

/**
 * The registration's one definition (forms/_shared/define-form.ts), in the order of the form and
 * of the agency's e-mail: the lead pilgrim (laid out by DefinedFields), the group and its package,
 * the documents, the way to answer and a message. The e-mail names each choice by its label.
 */
export const hajjRegistrationFields = {
  ...personFields(hajjRegistrationMessages, HAJJ_REGISTRATION_LIMITS.name),
  // The number input's digits ('1' to start); the rule makes them a number.
  pilgrims: { rule: pilgrimCount, initial: '1', control: 'custom', inEmail: (value, _data, locale) => formatFor(locale).digits(Number(value)) },
  preferredPackage: textField(z.enum(PREFERRED_PACKAGE_VALUES, { error: hajjRegistrationMessages.preferredPackage }), {
    control: 'custom',
    inEmail: (value, _data, locale) => preferredPackageLabel(String(value), locale),
  }),
  packageType: listed('packageType', hajjRegistrationMessages.packageType),
  nationality: listed('nationality', hajjRegistrationMessages.nationality),
  passportStatus: listed('passportStatus', hajjRegistrationMessages.passportStatus),
  nusukAccount: listed('nusukAccount', hajjRegistrationMessages.nusukAccount),
  preferredContact: listed('preferredContact', hajjRegistrationMessages.preferredContact),
  message: textField(optionalText(HAJJ_REGISTRATION_LIMITS.message, hajjRegistrationMessages.messageTooLong, hajjRegistrationMessages.messageType), {
    control: 'custom',
  }),
} satisfies FieldDefinitions

/** The visitor's fields, without the captcha token (what the island validates). */
export const hajjRegistrationFieldsSchema = z.object(shapeOf(hajjRegistrationFields))

/** The request body of send-hajj-registration-email. */
export const hajjRegistrationSchema = hajjRegistrationFieldsSchema.extend({
  recaptchaToken: requiredText(hajjRegistrationMessages.recaptchaToken, HAJJ_REGISTRATION_LIMITS.recaptchaToken, hajjRegistrationMessages.recaptchaToken),
})

type HajjRegistrationBody = z.output<typeof hajjRegistrationSchema>

/** The form's starting state (fields reset to these after success). */
export const hajjRegistrationDefaults = defaultsOf(hajjRegistrationFields)

/** The rows of the agency's e-mail, every field labelled as on the form (in English). */
export const hajjRegistrationEmailRows = (data: HajjRegistrationBody) => emailRowsOf(hajjRegistrationFields, hajjRegistrationLabels, data, 'en')

/** The rows of the visitor's acknowledgement: labels and their own choices in their language. */
export const hajjRegistrationAcknowledgementRows = (data: HajjRegistrationBody, locale: Locale) =>
  emailRowsOf(hajjRegistrationFields, hajjRegistrationTexts(locale).labels, data, locale)

/** Where it posts: functions/send-hajj-registration-email.ts. */
export const hajjRegistrationEndpoint = formEndpoint('send-hajj-registration-email')

export const hajjRegistrationForm = defineForm({
  name: 'hajj-registration',
  endpoint: hajjRegistrationEndpoint,
  reply: enquiryReply({
    schema: hajjRegistrationSchema,
    textsIn: hajjRegistrationTexts,
    acknowledgementRows: hajjRegistrationAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: visitorMail((data, name) => {
      const pilgrims = `${data.pilgrims} ${data.pilgrims === 1 ? 'pilgrim' : 'pilgrims'}`
      return {
        subject: `Hajj ${HAJJ_REGISTRATION_YEAR} registration: ${name} – ${pilgrims}`,
        heading: `New Hajj ${HAJJ_REGISTRATION_YEAR} registration`,
        rows: hajjRegistrationEmailRows(data),
        footer: `Sent from the Hajj ${HAJJ_REGISTRATION_YEAR} registration form on the website. Reply to this e-mail to answer the pilgrim.`,
      }
    }),
  }),
  // The fields' words; the heading and privacy note around the form are the page's.
  words: {
    id: 'hajj',
    catalogue: 'hajj-registration',
    at: ['form'],
    file: 'forms/hajj-form.generated.ts',
    exportName: 'HAJJ_FORM',
    replyTime: true,
    omit: ['heading', 'text', 'privacy', 'privacyLink'],
  },
  fields: hajjRegistrationFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: () => ({
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.org',
      phone: '+44 20 7946 0123',
      pilgrims: '3',
      preferredPackage: 'SEPR',
      packageType: 'shifting',
      nationality: 'bangladeshi',
      passportStatus: 'expires-sooner',
      nusukAccount: 'need-help',
      preferredContact: 'whatsapp',
      message: 'My husband and my mother (72) will travel with me.\nShe needs a wheelchair at the Jamarat.',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'message'],
    required: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'pilgrims',
      'preferredPackage',
      'packageType',
      'nationality',
      'passportStatus',
      'nusukAccount',
      'preferredContact',
    ],
    rateLimit: 10,
  },
})
