// The Bangladesh services application (/bangladesh-visa; specification sections 3, 5, 7 and 8):
// visa-free entry (no-visa), e-passport and national ID (nid) for the Bangladeshi community.
// One schema for the island (before sending) and send-bangladesh-service-email (again on the
// server). The words and service names are data/bangladesh-visa.yaml's `form:`, compiled into
// bangladesh-form.generated.ts (the fields shared with the visa application: data/forms.yaml).
// Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { CAPTCHA_INCOMPLETE, fillIn } from './_shared/messages'
import { COMMON_LIMITS, choiceField, emailField, optionLabel, optionalText, phoneField, requiredText, type FormOption } from './_shared/fields'
import { additionalUploads, requiredUpload, withUploadTotalLimit } from './_shared/uploads'
import { BANGLADESH_FORM } from './bangladesh-form.generated'
import { VISA_LIMITS, dateOfBirthField, emergencyRelationOptions, visaApplicationMessages } from './visa-application'

export const BANGLADESH_SERVICE_SUCCESS_TEXT = BANGLADESH_FORM.successText
/** Specification section 8: the text when the server gives none. */
export const BANGLADESH_SERVICE_FAILURE_TEXT = BANGLADESH_FORM.failureText

/** The three services, as tab keys and as the serviceType / selectedService values. */
export const bangladeshServiceOptions = BANGLADESH_FORM.services satisfies readonly FormOption[]

export type BangladeshService = (typeof bangladeshServiceOptions)[number]['value']

export const bangladeshNationalityOptions: readonly FormOption[] = BANGLADESH_FORM.nationalities

export { emergencyRelationOptions }

export const bangladeshServiceLabel = (value: string) => optionLabel(bangladeshServiceOptions, value)

export const bangladeshServiceLabels = { ...BANGLADESH_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

const m = visaApplicationMessages

/** The headings of the form's parts, in order. */
export const bangladeshServiceSections = BANGLADESH_FORM.sections

export const bangladeshServiceMessages = {
  ...BANGLADESH_FORM.messages,
  passportNumberInvalid: fillIn(BANGLADESH_FORM.messages.passportNumberInvalid, { min: VISA_LIMITS.passportNumberMin, max: VISA_LIMITS.passportNumberMax }),
}

const serviceValues = bangladeshServiceOptions.map((o) => o.value) as [BangladeshService, ...BangladeshService[]]

/** Optional here (specification section 5): empty, or letters and digits like a passport number. */
const optionalPassportNumber = z
  .string({ error: bangladeshServiceMessages.passportNumberInvalid })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(new RegExp(`^([A-Z0-9]{${VISA_LIMITS.passportNumberMin},${VISA_LIMITS.passportNumberMax}})?$`), {
      error: bangladeshServiceMessages.passportNumberInvalid,
    }),
  )
  .optional()

const bangladeshFields = {
  selectedService: z.enum(serviceValues, { error: bangladeshServiceMessages.selectedService }),
  firstName: requiredText(m.firstName, COMMON_LIMITS.name, m.nameTooLong),
  lastName: requiredText(m.lastName, COMMON_LIMITS.name, m.nameTooLong),
  email: emailField(),
  phone: phoneField(),
  dateOfBirth: dateOfBirthField({ required: m.dateOfBirth, invalid: m.dateOfBirthInvalid, future: m.dateOfBirthFuture }),
  nationality: choiceField(bangladeshNationalityOptions, m.nationality),
  serviceType: z.enum(serviceValues, { error: bangladeshServiceMessages.serviceType }),
  passportNumber: optionalPassportNumber,
  address: requiredText(m.address, VISA_LIMITS.address),
  city: requiredText(m.city, COMMON_LIMITS.name),
  postcode: requiredText(m.postcode, VISA_LIMITS.postcode),
  emergencyName: requiredText(m.emergencyName, COMMON_LIMITS.name, m.nameTooLong),
  emergencyPhone: phoneField(m.emergencyPhone),
  emergencyRelation: choiceField(emergencyRelationOptions, m.emergencyRelation),
  specialRequests: optionalText(),
}

type ApplicantField = Exclude<keyof typeof bangladeshFields, 'selectedService' | 'serviceType'>

/** The applicant's own details in the form's order (not the service, files or captcha): the e-mail's rows, the printed checklist's lines. */
export const bangladeshApplicantFields = (Object.keys(bangladeshFields) as Array<keyof typeof bangladeshFields>).filter(
  (key): key is ApplicantField => key !== 'selectedService' && key !== 'serviceType',
)

/** What the island checks before reading the files: every typed field. */
export const bangladeshServiceFieldsSchema = z.object(bangladeshFields)

/** The request body of send-bangladesh-service-email. */
export const bangladeshServiceSchema = withUploadTotalLimit(
  z.object({
    ...bangladeshFields,
    passportCopy: requiredUpload('passportCopy'),
    photograph: requiredUpload('photograph'),
    additionalDocs: additionalUploads(),
    recaptchaToken: requiredText(CAPTCHA_INCOMPLETE, COMMON_LIMITS.recaptchaToken, CAPTCHA_INCOMPLETE),
  }),
)

export type BangladeshServiceBody = z.output<typeof bangladeshServiceSchema>

/** The typed fields as the form holds them; files are held apart. */
export type BangladeshServiceValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  dateOfBirth: string
  nationality: string
  serviceType: string
  passportNumber: string
  address: string
  city: string
  postcode: string
  emergencyName: string
  emergencyPhone: string
  emergencyRelation: string
  specialRequests: string
}

/** The starting values; serviceType starts as the tab the visitor opened the form from. */
export function bangladeshServiceDefaults(service: BangladeshService): BangladeshServiceValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dateOfBirth: '',
    nationality: '',
    serviceType: service,
    passportNumber: '',
    address: '',
    city: '',
    postcode: '',
    emergencyName: '',
    emergencyPhone: '',
    emergencyRelation: '',
    specialRequests: '',
  }
}
