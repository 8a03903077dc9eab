// The Bangladesh services application (/bangladesh-visa; specification sections 3, 5, 7 and 8):
// visa-free entry (no-visa), e-passport and national ID (nid) for the Bangladeshi community.
// One schema for the island (before sending) and send-bangladesh-service-email (again on the
// server). Browser-safe: imports zod only.
import './_shared/noEval'
import { z } from 'zod'
import { CAPTCHA_INCOMPLETE } from './_shared/messages'
import {
  COMMON_LIMITS,
  choiceField,
  emailField,
  optionLabel,
  optionalText,
  phoneField,
  requiredText,
  type FormOption,
} from './_shared/fields'
import { additionalUploads, requiredUpload, withUploadTotalLimit } from './_shared/uploads'
import { VISA_LIMITS, dateOfBirthField, emergencyRelationOptions, visaApplicationMessages } from './visa-application'

export const BANGLADESH_SERVICE_SUCCESS_TEXT =
  'Thank you! Your application has been submitted successfully. Our Bangladesh services team will check your documents and contact you within 24 hours.'
/** Specification section 8: the text when the server gives none. */
export const BANGLADESH_SERVICE_FAILURE_TEXT = 'Failed to submit application. Please try again.'

/** The three services, as tab keys and as the serviceType / selectedService values. */
export const bangladeshServiceOptions = [
  { value: 'no-visa', label: 'No Visa Required (visa-free entry)' },
  { value: 'e-passport', label: 'Bangladesh e-Passport' },
  { value: 'nid', label: 'National ID Card (NID)' },
] as const satisfies readonly FormOption[]

export type BangladeshService = (typeof bangladeshServiceOptions)[number]['value']

export const bangladeshNationalityOptions: readonly FormOption[] = ['British', 'Bangladeshi', 'Other'].map((label) => ({ value: label, label }))

export { emergencyRelationOptions }

export const bangladeshServiceLabel = (value: string) => optionLabel(bangladeshServiceOptions, value)

export const bangladeshServiceLabels = {
  selectedService: 'Service chosen on the page',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  serviceType: 'Service',
  passportNumber: 'Passport number',
  address: 'Address',
  city: 'City',
  postcode: 'Postcode',
  emergencyName: 'Emergency contact name',
  emergencyPhone: 'Emergency contact phone',
  emergencyRelation: 'Relationship to you',
  specialRequests: 'Special requests',
  passportCopy: 'Passport copy',
  photograph: 'Passport-style photograph',
  additionalDocs: 'Additional documents',
  recaptchaToken: 'reCAPTCHA',
} as const satisfies Record<string, string>

const m = visaApplicationMessages

/** The headings of the form's parts, in order. */
export const bangladeshServiceSections = {
  personal: 'Personal details',
  service: 'Service',
  address: 'Address',
  emergency: 'Emergency contact',
  documents: 'Documents',
  notes: 'Anything else',
} as const

export const bangladeshServiceMessages = {
  serviceType: 'Please choose the service you need',
  selectedService: 'Please choose a service from the tabs and press Apply Now or Start Application',
  passportNumberInvalid: `Please enter the passport number as in your passport: ${VISA_LIMITS.passportNumberMin} to ${VISA_LIMITS.passportNumberMax} letters and digits, or leave it empty`,
} as const

const serviceValues = bangladeshServiceOptions.map((o) => o.value) as [BangladeshService, ...BangladeshService[]]

/** Optional here (specification section 5): empty, or letters and digits like a passport number. */
const optionalPassportNumber = z
  .string({ error: bangladeshServiceMessages.passportNumberInvalid })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(new RegExp(`^([A-Z0-9]{${VISA_LIMITS.passportNumberMin},${VISA_LIMITS.passportNumberMax}})?$`), {
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
