// The Hajj registration form (/hajj-2026-registration): what a Hajj organiser needs to prepare a
// booking through Nusuk. One schema for the island (before sending) and
// send-hajj-registration-email (again on the server). The words and choices are
// data/hajj-registration.yaml's `form:`, compiled into hajj-form.generated.ts. Browser-safe: imports
// zod and the generated modules only.
import './_shared/no-eval'
import { z } from 'zod'
import {
  COMMON_LIMITS,
  EMAIL_INVALID,
  PHONE_INVALID,
  choiceField as choice,
  emailField,
  optionLabel,
  optionalText,
  phoneField,
  requiredText,
  type FormOption,
} from './_shared/fields'
import { CAPTCHA_INCOMPLETE, fillIn } from './_shared/messages'
import { HAJJ_FORM } from './hajj-form.generated'
import { HAJJ_PACKAGE_CHOICES, HAJJ_REGISTRATION_YEAR } from './hajj-packages.generated'

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

/** Plain-English field names, used by the form labels, the error sentence and the e-mail. */
export const hajjRegistrationLabels = { ...HAJJ_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

const PILGRIMS = { min: HAJJ_REGISTRATION_LIMITS.pilgrimsMin, max: HAJJ_REGISTRATION_LIMITS.pilgrimsMax }

/** Help shown under some fields. */
export const hajjRegistrationHints = {
  ...HAJJ_FORM.hints,
  pilgrims: fillIn(HAJJ_FORM.hints.pilgrims, PILGRIMS),
}

const words = HAJJ_FORM.messages

export const hajjRegistrationMessages = {
  ...words,
  nameTooLong: fillIn(words.nameTooLong, { limit: HAJJ_REGISTRATION_LIMITS.name }),
  emailInvalid: EMAIL_INVALID,
  phoneInvalid: PHONE_INVALID,
  pilgrims: fillIn(words.pilgrims, PILGRIMS),
  messageTooLong: fillIn(words.messageTooLong, { limit: HAJJ_REGISTRATION_LIMITS.message }),
  recaptchaToken: CAPTCHA_INCOMPLETE,
}

const PACKAGE_IDS: readonly string[] = HAJJ_PACKAGE_CHOICES.map((choice) => choice.id)
const PREFERRED_PACKAGE_VALUES: [string, ...string[]] = [UNDECIDED_PACKAGE, ...PACKAGE_IDS]

/** "Shifting Executive Premium (SEPR)", or the undecided label, for the e-mail. */
export function preferredPackageLabel(value: string): string {
  if (value === UNDECIDED_PACKAGE) return UNDECIDED_PACKAGE_LABEL
  const choice = HAJJ_PACKAGE_CHOICES.find((c) => c.id === value)
  return choice ? `${choice.title} (${choice.id})` : value
}

export const packageTypeLabel = (value: string) => optionLabel(packageTypeOptions, value)
export const nationalityLabel = (value: string) => optionLabel(nationalityOptions, value)
export const passportStatusLabel = (value: string) => optionLabel(passportStatusOptions, value)
export const nusukAccountLabel = (value: string) => optionLabel(nusukAccountOptions, value)
export const preferredContactLabel = (value: string) => optionLabel(preferredContactOptions, value)

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

/** The visitor's fields, without the captcha token (what the island validates). */
export const hajjRegistrationFieldsSchema = z.object({
  firstName: requiredText(hajjRegistrationMessages.firstName, HAJJ_REGISTRATION_LIMITS.name, hajjRegistrationMessages.nameTooLong),
  lastName: requiredText(hajjRegistrationMessages.lastName, HAJJ_REGISTRATION_LIMITS.name, hajjRegistrationMessages.nameTooLong),
  email: emailField(hajjRegistrationMessages.email),
  phone: phoneField(hajjRegistrationMessages.phone),
  pilgrims: pilgrimCount,
  preferredPackage: z.enum(PREFERRED_PACKAGE_VALUES, { error: hajjRegistrationMessages.preferredPackage }),
  packageType: choice(packageTypeOptions, hajjRegistrationMessages.packageType),
  nationality: choice(nationalityOptions, hajjRegistrationMessages.nationality),
  passportStatus: choice(passportStatusOptions, hajjRegistrationMessages.passportStatus),
  nusukAccount: choice(nusukAccountOptions, hajjRegistrationMessages.nusukAccount),
  preferredContact: choice(preferredContactOptions, hajjRegistrationMessages.preferredContact),
  message: optionalText(HAJJ_REGISTRATION_LIMITS.message, hajjRegistrationMessages.messageTooLong, hajjRegistrationMessages.messageType),
})

/** The request body of send-hajj-registration-email. */
export const hajjRegistrationSchema = hajjRegistrationFieldsSchema.extend({
  recaptchaToken: requiredText(hajjRegistrationMessages.recaptchaToken, HAJJ_REGISTRATION_LIMITS.recaptchaToken, hajjRegistrationMessages.recaptchaToken),
})

export type HajjRegistrationInput = z.input<typeof hajjRegistrationSchema>
export type HajjRegistrationBody = z.output<typeof hajjRegistrationSchema>

/** The values the form's fields hold (all text, as inputs give them). */
export type HajjRegistrationValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  pilgrims: string
  preferredPackage: string
  packageType: string
  nationality: string
  passportStatus: string
  nusukAccount: string
  preferredContact: string
  message: string
}

/** The form's starting state (fields reset to these after success). */
export const hajjRegistrationDefaults: Readonly<HajjRegistrationValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  pilgrims: '1',
  preferredPackage: '',
  packageType: '',
  nationality: '',
  passportStatus: '',
  nusukAccount: '',
  preferredContact: '',
  message: '',
}
