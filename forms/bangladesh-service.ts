// The Bangladesh services application (/bangladesh-visa; docs/specification/part-2.md, sections 3, 5, 7 and 8):
// visa-free entry (no-visa), e-passport and national ID (nid) for the Bangladeshi community.
// One schema for the island (before sending) and send-bangladesh-service-email (again on the
// server). The words and service names are data/bangladesh-visa.yaml's `form:`, compiled into
// bangladesh-form.generated.ts (the fields shared with the visa application: data/forms.yaml).
// Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { DEV_CAPTCHA_TOKEN, sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { COMMON_LIMITS, optionLabel, optionalText, requiredText, type FormOption } from './_shared/fields'
import { defaultsOf, defineForm, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'
import { applicationReply, formEndpoint } from './_shared/form-reply'
import type { Catalogues } from '../schemas/types.generated'
import { withUploadTotalLimit } from './_shared/uploads'
import { BANGLADESH_FORM } from './bangladesh-form.generated'
import {
  APPLICATION_RATE_LIMIT,
  APPLICATION_REQUIRED,
  VISA_LIMITS,
  addressFields,
  applicantFieldsOf,
  applicationUploadFields,
  emergencyFields,
  emergencyRelationOptions,
  visaTexts,
} from './visa-application'

export const BANGLADESH_SERVICE_SUCCESS_TEXT = BANGLADESH_FORM.successText
/** docs/specification/part-2.md, section 8: the text when the server gives none. */
export const BANGLADESH_SERVICE_FAILURE_TEXT = BANGLADESH_FORM.failureText

/** The three services, as tab keys and as the serviceType / selectedService values. */
export const bangladeshServiceOptions = BANGLADESH_FORM.services satisfies readonly FormOption[]

export type BangladeshService = (typeof bangladeshServiceOptions)[number]['value']

export const bangladeshNationalityOptions: readonly FormOption[] = BANGLADESH_FORM.nationalities

export { emergencyRelationOptions }

export const bangladeshServiceLabel = (value: string) => optionLabel(bangladeshServiceOptions, value)

export const bangladeshServiceLabels = { ...BANGLADESH_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

/** The headings of the form's parts, in order. */
export const bangladeshServiceSections = BANGLADESH_FORM.sections

const key = registerFormWords('bangladesh', 'en', BANGLADESH_FORM.messages)

/** The form's own messages as keys of its words, resolved in the visitor's words when shown (form-words.ts). */
export const bangladeshServiceMessages = {
  serviceType: key('serviceType'),
  selectedService: key('selectedService'),
  passportNumberInvalid: key('passportNumberInvalid', { min: VISA_LIMITS.passportNumberMin, max: VISA_LIMITS.passportNumberMax }),
}

/**
 * The application's words in the visitor's locale: its own (services, nationalities, labels,
 * headings, texts) and those it shares with the visa applications (relations, submit button).
 */
export function bangladeshServiceTexts(locale: Locale) {
  const texts = textsIn('bangladesh', BANGLADESH_FORM, locale)
  const visa = visaTexts(locale)
  return {
    ...texts,
    labels: { ...texts.labels, recaptchaToken: bangladeshServiceLabels.recaptchaToken },
    emergencyRelations: visa.options.emergencyRelation,
    submitLabel: visa.submitLabel,
  }
}

const serviceValues = bangladeshServiceOptions.map((o) => o.value) as [BangladeshService, ...BangladeshService[]]

/** Optional here (docs/specification/part-2.md, section 5): empty, or letters and digits like a passport number. */
const optionalPassportNumber = z
  .string({ error: bangladeshServiceMessages.passportNumberInvalid })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(new RegExp(`^([A-Z0-9]{${VISA_LIMITS.passportNumberMin},${VISA_LIMITS.passportNumberMax}})?$`), {
      error: bangladeshServiceMessages.passportNumberInvalid,
    }),
  )
  .optional()

const serviceField = (message: string) => ({
  ...textField(z.enum(serviceValues, { error: message }), { control: 'custom' }),
  options: (locale: Locale) => bangladeshServiceTexts(locale).services,
})

/**
 * The application's one definition (forms/_shared/define-form.ts), in the form's order: the
 * service of the tab it was opened from (sent by the island), the applicant (the visa
 * applications' fields), the service wanted and the passport, the address and the emergency contact.
 */
export const bangladeshServiceFields = {
  selectedService: serviceField(bangladeshServiceMessages.selectedService),
  ...applicantFieldsOf(bangladeshNationalityOptions, (locale) => bangladeshServiceTexts(locale).nationalities),
  serviceType: serviceField(bangladeshServiceMessages.serviceType),
  passportNumber: textField(optionalPassportNumber, { control: 'custom' }),
  ...addressFields,
  ...emergencyFields,
  specialRequests: textField(optionalText(), { control: 'custom' }),
} satisfies FieldDefinitions

const { selectedService, serviceType, ...applicant } = bangladeshServiceFields

type ApplicantField = keyof typeof applicant

/** The applicant's own details in the form's order (not the service, files or captcha): the e-mail's rows, the printed checklist's lines. */
export const bangladeshApplicantFields = Object.keys(applicant) as ApplicantField[]

/** What the island checks before reading the files: every typed field. */
export const bangladeshServiceFieldsSchema = z.object(shapeOf(bangladeshServiceFields))

/** The request body of send-bangladesh-service-email. */
export const bangladeshServiceSchema = withUploadTotalLimit(
  z.object({
    ...shapeOf(bangladeshServiceFields),
    ...applicationUploadFields,
    recaptchaToken: requiredText(sharedMessage('captchaIncomplete'), COMMON_LIMITS.recaptchaToken, sharedMessage('captchaIncomplete')),
  }),
)

/** The starting values; serviceType starts as the tab the visitor opened the form from (selectedService is sent apart). */
export function bangladeshServiceDefaults(service: BangladeshService) {
  const { selectedService: _selectedService, ...values } = defaultsOf(bangladeshServiceFields)
  return { ...values, serviceType: service as string }
}

/** The fields in the order of the agency's e-mail: the service wanted, the tab's, then the applicant's details. */
export const bangladeshServiceEmailFields = { serviceType, selectedService, ...applicant } satisfies FieldDefinitions

/** Where it posts: functions/send-bangladesh-service-email.ts. */
export const bangladeshServiceEndpoint = formEndpoint('send-bangladesh-service-email')

export const bangladeshServiceForm = defineForm({
  name: 'bangladesh-service',
  endpoint: bangladeshServiceEndpoint,
  reply: applicationReply({
    schema: bangladeshServiceSchema,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    applyingFor: (data) => `Bangladesh services application – ${bangladeshServiceLabel(data.serviceType)}`,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    formTitle: 'Bangladesh services application form (/bangladesh-visa)',
    emailFields: bangladeshServiceEmailFields,
    textsIn: bangladeshServiceTexts,
  }),
  words: {
    id: 'bangladesh',
    catalogue: 'bangladesh-visa',
    at: ['form'],
    file: 'forms/bangladesh-form.generated.ts',
    exportName: 'BANGLADESH_FORM',
    replyTime: true,
  },
  fields: bangladeshServiceFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (_inDays, files) => ({
      selectedService: 'no-visa',
      serviceType: 'e-passport',
      firstName: 'Rafiq',
      lastName: 'Uddin',
      email: 'rafiq.uddin@example.com',
      phone: '07700 900789',
      dateOfBirth: '1978-01-15',
      nationality: 'Bangladeshi',
      passportNumber: '',
      address: '45 Green Street',
      city: 'Birmingham',
      postcode: 'B12 0AA',
      emergencyName: 'Salma Uddin',
      emergencyPhone: '0121 496 0789',
      emergencyRelation: 'Spouse',
      specialRequests: '10-year, 64 pages, express please',
      passportCopy: files.pdf,
      photograph: files.png,
      additionalDocs: [],
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'address', 'specialRequests'],
    required: [...APPLICATION_REQUIRED, 'selectedService', 'serviceType'],
    rateLimit: APPLICATION_RATE_LIMIT,
    // The applications' words and upload messages, under the service form's own.
    words: (bangladesh: Catalogues['bangladesh-visa'], load) => {
      const forms = load('forms')
      return [forms.visaApplication, { messages: forms.uploads }, bangladesh.form]
    },
  },
})
