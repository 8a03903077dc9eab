// The Hajj registration form (/hajj-2026-registration): what a Hajj organiser needs to prepare a
// booking through Nusuk. One schema for the island (before sending) and
// send-hajj-registration-email (again on the server). Browser-safe: imports zod and the generated
// package list only.
import './_shared/noEval'
import { z } from 'zod'
import { COMMON_LIMITS, EMAIL_INVALID, PHONE_INVALID, choiceField as choice, emailField, optionLabel, optionalText, phoneField, requiredText, type FormOption } from './_shared/fields'
import { CAPTCHA_INCOMPLETE } from './_shared/messages'
import { HAJJ_PACKAGE_CHOICES, HAJJ_REGISTRATION_YEAR } from './hajjPackages.generated'

export { HAJJ_REGISTRATION_YEAR }

export const HAJJ_REGISTRATION_SUCCESS_TEXT =
  'Thank you! Your Hajj registration has been submitted successfully. Our Hajj team will contact you within 24 hours.'
export const HAJJ_REGISTRATION_FAILURE_TEXT = 'Failed to submit registration. Please try again.'

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
export const UNDECIDED_PACKAGE_LABEL = 'Not sure yet – please advise me'

export const packageTypeOptions = [
  { value: 'shifting', label: 'Shifting' },
  { value: 'non-shifting', label: 'Non-shifting' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly FormOption[]

export const nationalityOptions = [
  { value: 'british', label: 'British' },
  { value: 'bangladeshi', label: 'Bangladeshi' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[]

export const passportStatusOptions = [
  { value: 'valid-6-months', label: 'Valid for 6 months or more' },
  { value: 'expires-sooner', label: 'Expires within 6 months' },
  { value: 'applying', label: 'Applying for a passport' },
] as const satisfies readonly FormOption[]

export const nusukAccountOptions = [
  { value: 'have-account', label: 'I have a Nusuk account' },
  { value: 'not-yet', label: 'Not yet' },
  { value: 'need-help', label: 'I need help creating one' },
] as const satisfies readonly FormOption[]

export const preferredContactOptions = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const satisfies readonly FormOption[]

/** Plain-English field names, used by the form labels, the error sentence and the e-mail. */
export const hajjRegistrationLabels = {
  firstName: 'Lead pilgrim first name',
  lastName: 'Lead pilgrim last name',
  email: 'Email',
  phone: 'Phone',
  pilgrims: 'Number of pilgrims',
  preferredPackage: 'Preferred package',
  packageType: 'Package type preference',
  nationality: 'Nationality',
  passportStatus: 'Passport status',
  nusukAccount: 'Nusuk account',
  preferredContact: 'Preferred contact method',
  message: 'Message',
  recaptchaToken: 'reCAPTCHA',
} as const satisfies Record<string, string>

/** Help shown under some fields. */
export const hajjRegistrationHints = {
  pilgrims: `Including yourself, ${HAJJ_REGISTRATION_LIMITS.pilgrimsMin} to ${HAJJ_REGISTRATION_LIMITS.pilgrimsMax}`,
  message: 'For example: who is travelling with you, health or mobility needs, your questions',
} as const

export const hajjRegistrationMessages = {
  firstName: 'Please enter the lead pilgrim’s first name',
  lastName: 'Please enter the lead pilgrim’s last name',
  nameTooLong: `Please shorten the name to ${HAJJ_REGISTRATION_LIMITS.name} characters`,
  email: 'Please enter your e-mail address',
  emailInvalid: EMAIL_INVALID,
  phone: 'Please enter your phone number',
  phoneInvalid: PHONE_INVALID,
  pilgrims: `Please enter the number of pilgrims, from ${HAJJ_REGISTRATION_LIMITS.pilgrimsMin} to ${HAJJ_REGISTRATION_LIMITS.pilgrimsMax}`,
  preferredPackage: 'Please choose a package from the list, or “Not sure yet”',
  packageType: 'Please choose shifting, non-shifting or not sure',
  nationality: 'Please choose your nationality',
  passportStatus: 'Please tell us about your passport',
  nusukAccount: 'Please tell us whether you have a Nusuk account',
  preferredContact: 'Please choose how we should contact you',
  messageType: 'Please enter your message as text',
  messageTooLong: `Please shorten your message to ${HAJJ_REGISTRATION_LIMITS.message} characters`,
  recaptchaToken: CAPTCHA_INCOMPLETE,
} as const

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
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/).transform(Number)], { error: hajjRegistrationMessages.pilgrims })
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
  recaptchaToken: requiredText(
    hajjRegistrationMessages.recaptchaToken,
    HAJJ_REGISTRATION_LIMITS.recaptchaToken,
    hajjRegistrationMessages.recaptchaToken,
  ),
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
