// The Saudi and Schengen visa applications (specification sections 3, 5, 7 and 8): the same
// fields, with their own nationality and purpose lists; Saudi adds visaType (the title of the
// selected visa), Schengen selectedCountry (germany, france, spain or italy). One schema for the
// islands (before sending) and the functions send-visa-application-email and
// send-schengen-visa-email (again on the server). The words and lists are data/forms.yaml's
// `visaApplication:`, compiled into visa-form.generated.ts. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { CAPTCHA_INCOMPLETE, SHARED_FORM_TEXT, fillIn } from './_shared/messages'
import {
  COMMON_LIMITS,
  checkboxField,
  choiceField,
  dateField,
  emailField,
  isCalendarDate,
  optionLabel,
  optionalDateField,
  optionalText,
  phoneField,
  requiredText,
  todayFor,
  type FormOption,
} from './_shared/fields'
import { additionalUploads, requiredUpload, withUploadTotalLimit } from './_shared/uploads'
import { VISA_FORM } from './visa-form.generated'
import { SAUDI_VISA_TYPES } from './visa-types.generated'

export { SAUDI_VISA_TYPES }

export const VISA_APPLICATION_SUCCESS_TEXT = VISA_FORM.saudiSuccessText
export const SCHENGEN_APPLICATION_SUCCESS_TEXT = VISA_FORM.schengenSuccessText
/** Specification section 8: the text when the server gives none. */
export const VISA_APPLICATION_FAILURE_TEXT = VISA_FORM.failureText

export const VISA_LIMITS = {
  passportNumberMin: 5,
  passportNumberMax: 20,
  postcode: 12,
  address: 200,
} as const

const OPTIONS = VISA_FORM.options

export const saudiNationalityOptions: FormOption[] = [...OPTIONS.saudiNationality]
export const schengenNationalityOptions: FormOption[] = [...OPTIONS.schengenNationality]
export const saudiPurposeOptions: FormOption[] = [...OPTIONS.saudiPurpose]
export const schengenPurposeOptions: FormOption[] = [...OPTIONS.schengenPurpose]
export const emergencyRelationOptions: FormOption[] = [...OPTIONS.emergencyRelation]

/** The Schengen country tabs and the value each sends as selectedCountry. */
export const schengenCountryOptions = OPTIONS.schengenCountry satisfies readonly FormOption[]

export const schengenCountryLabel = (value: string) => optionLabel(schengenCountryOptions, value)

export const DEFAULT_COUNTRY = VISA_FORM.defaultCountry

/** Plain-English field names: the form labels, the error sentence and the e-mail. */
export const visaApplicationLabels = { ...VISA_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

const words = VISA_FORM.messages

export const visaApplicationMessages = {
  ...words,
  nameTooLong: fillIn(words.nameTooLong, { limit: COMMON_LIMITS.name }),
  passportNumberInvalid: fillIn(words.passportNumberInvalid, { min: VISA_LIMITS.passportNumberMin, max: VISA_LIMITS.passportNumberMax }),
  checkbox: SHARED_FORM_TEXT.checkbox,
  recaptchaToken: CAPTCHA_INCOMPLETE,
}

/** The headings of the form's parts, in order. */
export const visaApplicationSections = VISA_FORM.sections

/** The submit button of the three applications (Saudi, Schengen, Bangladesh). */
export const APPLICATION_SUBMIT_LABEL = VISA_FORM.submitLabel

/** Help shown under some fields. */
export const visaApplicationHints = VISA_FORM.hints

const passportNumberField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .regex(new RegExp(`^[A-Z0-9]{${VISA_LIMITS.passportNumberMin},${VISA_LIMITS.passportNumberMax}}$`), { error: invalid }),
    )

/** Date of birth: a real date in the past, not before 1900. */
export const dateOfBirthField = (messages: { required: string; invalid: string; future: string }) =>
  dateField(messages.required, messages.invalid)
    .refine((value) => value >= '1900-01-01', { error: messages.invalid })
    .refine((value) => value < todayFor('past'), { error: messages.future })

const m = visaApplicationMessages

/** The fields every visa application has (Saudi and Schengen), without the files and token. */
function applicantFields(nationalities: readonly FormOption[], purposes: readonly FormOption[]) {
  return {
    firstName: requiredText(m.firstName, COMMON_LIMITS.name, m.nameTooLong),
    lastName: requiredText(m.lastName, COMMON_LIMITS.name, m.nameTooLong),
    email: emailField(),
    phone: phoneField(),
    dateOfBirth: dateOfBirthField({ required: m.dateOfBirth, invalid: m.dateOfBirthInvalid, future: m.dateOfBirthFuture }),
    nationality: choiceField(nationalities, m.nationality),
    passportNumber: passportNumberField(m.passportNumber, m.passportNumberInvalid),
    passportExpiry: dateField(m.passportExpiry, m.passportExpiryInvalid).refine((value) => value >= todayFor('not-past'), {
      error: m.passportExpired,
    }),
    travelDate: dateField(m.travelDate, m.travelDateInvalid).refine((value) => value >= todayFor('not-past'), { error: m.travelDatePast }),
    returnDate: optionalDateField(m.returnDateInvalid),
    purposeOfVisit: choiceField(purposes, m.purposeOfVisit),
    duration: optionalText(COMMON_LIMITS.shortText),
    address: requiredText(m.address, VISA_LIMITS.address),
    city: requiredText(m.city, COMMON_LIMITS.name),
    postcode: requiredText(m.postcode, VISA_LIMITS.postcode),
    country: optionalText(COMMON_LIMITS.name),
    emergencyName: requiredText(m.emergencyName, COMMON_LIMITS.name, m.nameTooLong),
    emergencyPhone: phoneField(m.emergencyPhone),
    emergencyRelation: choiceField(emergencyRelationOptions, m.emergencyRelation),
    previousVisit: checkboxField(m.checkbox),
    criminalRecord: checkboxField(m.checkbox),
    medicalConditions: optionalText(),
    specialRequests: optionalText(),
  }
}

type DateOrder = { travelDate?: unknown; returnDate?: unknown; passportExpiry?: unknown }

/** Return after travel, passport valid after travel: checked once both dates are real dates. */
function withTravelDatesInOrder<Schema extends z.ZodType<DateOrder>>(schema: Schema): Schema {
  const both = (value: DateOrder, other: 'returnDate' | 'passportExpiry') => isCalendarDate(value.travelDate) && isCalendarDate(value[other])
  return schema
    .refine((value) => !both(value, 'returnDate') || String(value.returnDate) > String(value.travelDate), {
      path: ['returnDate'],
      error: m.returnBeforeTravel,
      when: (payload) => both(payload.value as DateOrder, 'returnDate'),
    })
    .refine((value) => !both(value, 'passportExpiry') || String(value.passportExpiry) > String(value.travelDate), {
      path: ['passportExpiry'],
      error: m.passportExpiresBeforeTravel,
      when: (payload) => both(payload.value as DateOrder, 'passportExpiry'),
    }) as unknown as Schema
}

const uploadFields = {
  passportCopy: requiredUpload('passportCopy'),
  photograph: requiredUpload('photograph'),
  additionalDocs: additionalUploads(),
}

const token = { recaptchaToken: requiredText(m.recaptchaToken, COMMON_LIMITS.recaptchaToken, m.recaptchaToken) }

const saudiFields = {
  visaType: z.enum(SAUDI_VISA_TYPES, { error: m.visaType }),
  ...applicantFields(saudiNationalityOptions, saudiPurposeOptions),
}
const schengenFields = {
  selectedCountry: choiceField(schengenCountryOptions, m.selectedCountry),
  ...applicantFields(schengenNationalityOptions, schengenPurposeOptions),
}

/** What the Saudi island checks before reading the files: every typed field. */
export const saudiVisaFieldsSchema = withTravelDatesInOrder(z.object(saudiFields))
/** What the Schengen island checks before reading the files. */
export const schengenVisaFieldsSchema = withTravelDatesInOrder(z.object(schengenFields))

/** The request body of send-visa-application-email. */
export const saudiVisaApplicationSchema = withUploadTotalLimit(withTravelDatesInOrder(z.object({ ...saudiFields, ...uploadFields, ...token })))
/** The request body of send-schengen-visa-email. */
export const schengenVisaApplicationSchema = withUploadTotalLimit(withTravelDatesInOrder(z.object({ ...schengenFields, ...uploadFields, ...token })))

export type SaudiVisaApplicationBody = z.output<typeof saudiVisaApplicationSchema>
export type SchengenVisaApplicationBody = z.output<typeof schengenVisaApplicationSchema>

/** The typed fields as the form holds them (text and checkboxes); files are held apart. */
export type VisaApplicationValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  dateOfBirth: string
  nationality: string
  passportNumber: string
  passportExpiry: string
  travelDate: string
  returnDate: string
  purposeOfVisit: string
  duration: string
  address: string
  city: string
  postcode: string
  country: string
  emergencyName: string
  emergencyPhone: string
  emergencyRelation: string
  previousVisit: boolean
  criminalRecord: boolean
  medicalConditions: string
  specialRequests: string
}

/** The form's starting values (and what it resets to after success). */
export const visaApplicationDefaults: Readonly<VisaApplicationValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  travelDate: '',
  returnDate: '',
  purposeOfVisit: '',
  duration: '',
  address: '',
  city: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelation: '',
  previousVisit: false,
  criminalRecord: false,
  medicalConditions: '',
  specialRequests: '',
}
