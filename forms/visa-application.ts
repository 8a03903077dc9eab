// The Saudi and Schengen visa applications (docs/specification/part-2.md, sections 3, 5, 7 and 8): the same
// fields, with their own nationality and purpose lists; Saudi adds visaType (the title of the
// selected visa), Schengen selectedCountry (germany, france, spain or italy). One schema for the
// islands (before sending) and the functions send-visa-application-email and
// send-schengen-visa-email (again on the server). The words and lists are data/forms.yaml's
// `visaApplication:`, compiled into visa-form.generated.ts. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { DEV_CAPTCHA_TOKEN, sharedMessage } from './_shared/messages'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import {
  COMMON_LIMITS,
  checkboxField,
  choiceField,
  dateField,
  dateInEmail,
  isCalendarDate,
  optionLabel,
  optionalDateField,
  optionalText,
  phoneField,
  requiredText,
  todayFor,
  yesNoInEmail,
  type FormOption,
} from './_shared/fields'
import { defaultsOf, defineForm, shapeOf, textField, type FieldDefinition, type FieldDefinitions, type FormValues } from './_shared/define-form'
import { applicationReply, formEndpoint } from './_shared/form-reply'
import type { Catalogues } from '../schemas/types.generated'
import { personFields } from './_shared/person-fields'
import { additionalUploads, requiredUpload, withUploadTotalLimit } from './_shared/uploads'
import { VISA_FORM } from './visa-form.generated'
import { SAUDI_VISA_TYPES } from './visa-types.generated'

export { SAUDI_VISA_TYPES }

export const VISA_APPLICATION_SUCCESS_TEXT = VISA_FORM.saudiSuccessText
export const SCHENGEN_APPLICATION_SUCCESS_TEXT = VISA_FORM.schengenSuccessText
/** docs/specification/part-2.md, section 8: the text when the server gives none. */
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

const key = registerFormWords('visa', 'en', VISA_FORM.messages)

/** The applications' messages as keys of data/forms.yaml's visaApplication.messages, resolved in the visitor's words when shown (form-words.ts). */
export const visaApplicationMessages = {
  ...(Object.fromEntries(Object.keys(VISA_FORM.messages).map((name) => [name, key(name as keyof typeof VISA_FORM.messages)])) as Record<
    keyof typeof VISA_FORM.messages,
    string
  >),
  nameTooLong: key('nameTooLong', { limit: COMMON_LIMITS.name }),
  passportNumberInvalid: key('passportNumberInvalid', { min: VISA_LIMITS.passportNumberMin, max: VISA_LIMITS.passportNumberMax }),
  checkbox: sharedMessage('checkbox'),
  recaptchaToken: sharedMessage('captchaIncomplete'),
}

/** The applications' words in the visitor's locale (labels, options, hints, headings, texts); the agency's e-mail keeps the English ones. */
export const visaTexts = (locale: Locale) => textsIn('visa', VISA_FORM, locale)

/** What a visa application's function answers in the visitor's locale (its success text named). */
export function visaReplyTexts(locale: Locale, success: 'saudiSuccessText' | 'schengenSuccessText') {
  const texts = visaTexts(locale)
  return { labels: { ...texts.labels, recaptchaToken: visaApplicationLabels.recaptchaToken }, successText: texts[success], failureText: texts.failureText }
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

/** The field laid out by the form's island itself (a date, a list, a checkbox, a long text). */
const custom = <Rule extends z.ZodType>(rule: Rule, inEmail?: FieldDefinition['inEmail']) => textField(rule, { control: 'custom', inEmail })
/** A choice of one of the applications' lists: its value checked, its label in the e-mail's language. */
const choice = (list: keyof typeof OPTIONS, message: string) => ({
  ...custom(choiceField(OPTIONS[list], message)),
  options: (locale: Locale) => visaTexts(locale).options[list],
})
/** A yes/no declaration, Yes or No in the e-mail. */
const declaration = () => ({ rule: checkboxField(m.checkbox), initial: false, control: 'custom' as const, inEmail: yesNoInEmail })

/** The applicant's names, e-mail and phone (every application), laid out by DefinedFields. */
export const applicationPersonFields = personFields({ firstName: m.firstName, lastName: m.lastName, nameTooLong: m.nameTooLong })

/**
 * Who is applying (every application, the Bangladesh one too): the person, laid out by
 * DefinedFields, then the date of birth and the nationality from the form's own list.
 */
export function applicantFieldsOf(nationalities: readonly FormOption[], nationalitiesIn: (locale: Locale) => readonly FormOption[]) {
  return {
    ...applicationPersonFields,
    dateOfBirth: custom(dateOfBirthField({ required: m.dateOfBirth, invalid: m.dateOfBirthInvalid, future: m.dateOfBirthFuture }), dateInEmail),
    nationality: { ...custom(choiceField(nationalities, m.nationality)), options: nationalitiesIn },
  } satisfies FieldDefinitions
}

/** Where the applicant lives (every application), all laid out by DefinedFields. */
export const addressFields = {
  address: textField(requiredText(m.address, VISA_LIMITS.address), { required: true, wide: true, autoComplete: 'street-address' }),
  city: textField(requiredText(m.city, COMMON_LIMITS.name), { required: true, autoComplete: 'address-level2' }),
  postcode: textField(requiredText(m.postcode, VISA_LIMITS.postcode), { required: true, autoComplete: 'postal-code' }),
} satisfies FieldDefinitions

/** Someone to call if something happens while travelling (every application). */
export const emergencyFields = {
  emergencyName: textField(requiredText(m.emergencyName, COMMON_LIMITS.name, m.nameTooLong), { required: true }),
  emergencyPhone: textField(phoneField(m.emergencyPhone), { control: 'tel', required: true }),
  emergencyRelation: choice('emergencyRelation', m.emergencyRelation),
} satisfies FieldDefinitions

/** The Saudi and Schengen applications' address: every application's, then the country. */
export const visaAddressFields = {
  ...addressFields,
  country: { ...textField(optionalText(COMMON_LIMITS.name), { autoComplete: 'country-name' }), initial: DEFAULT_COUNTRY as string },
} satisfies FieldDefinitions

/**
 * The fields every visa application has (Saudi and Schengen), without the files and token, in the
 * order of the form and of the agency's e-mail.
 */
function visaApplicantFieldsOf(nationalities: 'saudiNationality' | 'schengenNationality', purposes: 'saudiPurpose' | 'schengenPurpose') {
  return {
    ...applicantFieldsOf(OPTIONS[nationalities], (locale) => visaTexts(locale).options[nationalities]),
    passportNumber: custom(passportNumberField(m.passportNumber, m.passportNumberInvalid)),
    passportExpiry: custom(
      dateField(m.passportExpiry, m.passportExpiryInvalid).refine((value) => value >= todayFor('not-past'), { error: m.passportExpired }),
      dateInEmail,
    ),
    travelDate: custom(
      dateField(m.travelDate, m.travelDateInvalid).refine((value) => value >= todayFor('not-past'), { error: m.travelDatePast }),
      dateInEmail,
    ),
    returnDate: custom(optionalDateField(m.returnDateInvalid), dateInEmail),
    purposeOfVisit: choice(purposes, m.purposeOfVisit),
    duration: custom(optionalText(COMMON_LIMITS.shortText)),
    ...visaAddressFields,
    ...emergencyFields,
    previousVisit: declaration(),
    criminalRecord: declaration(),
    medicalConditions: custom(optionalText()),
    specialRequests: custom(optionalText()),
  } satisfies FieldDefinitions
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

/** The files and the captcha token every application sends after its typed fields. */
export const applicationUploadFields = {
  passportCopy: requiredUpload('passportCopy'),
  photograph: requiredUpload('photograph'),
  additionalDocs: additionalUploads(),
}

const token = { recaptchaToken: requiredText(m.recaptchaToken, COMMON_LIMITS.recaptchaToken, m.recaptchaToken) }

/** The Saudi application's one definition: the visa applied for (sent by the island), then the applicant. */
export const saudiVisaFields = {
  visaType: {
    ...custom(z.enum(SAUDI_VISA_TYPES, { error: m.visaType })),
    // The English title is sent; the visitor's acknowledgement names the visa in their language.
    options: (locale: Locale) => SAUDI_VISA_TYPES.map((value, index) => ({ value, label: visaTexts(locale).visaTypeNames[index] ?? value })),
  },
  ...visaApplicantFieldsOf('saudiNationality', 'saudiPurpose'),
} satisfies FieldDefinitions

/** The Schengen application's one definition: the country (sent by the island), then the applicant. */
export const schengenVisaFields = {
  selectedCountry: choice('schengenCountry', m.selectedCountry),
  ...visaApplicantFieldsOf('schengenNationality', 'schengenPurpose'),
} satisfies FieldDefinitions

/** What the Saudi island checks before reading the files: every typed field. */
export const saudiVisaFieldsSchema = withTravelDatesInOrder(z.object(shapeOf(saudiVisaFields)))
/** What the Schengen island checks before reading the files. */
export const schengenVisaFieldsSchema = withTravelDatesInOrder(z.object(shapeOf(schengenVisaFields)))

/** The request body of send-visa-application-email. */
export const saudiVisaApplicationSchema = withUploadTotalLimit(
  withTravelDatesInOrder(z.object({ ...shapeOf(saudiVisaFields), ...applicationUploadFields, ...token })),
)
/** The request body of send-schengen-visa-email. */
export const schengenVisaApplicationSchema = withUploadTotalLimit(
  withTravelDatesInOrder(z.object({ ...shapeOf(schengenVisaFields), ...applicationUploadFields, ...token })),
)

/** The typed fields as the form holds them (the visa or country is sent apart; files are held apart). */
type VisaApplicationValues = Omit<FormValues<typeof saudiVisaFields>, 'visaType'>

/** The form's starting values (and what it resets to after success). */
export const visaApplicationDefaults: Readonly<VisaApplicationValues> = (({ visaType: _visaType, ...rest }) => rest)(defaultsOf(saudiVisaFields))

/** The fields every application cannot do without (each one left out is refused, naming it alone). */
export const APPLICATION_REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'nationality',
  'address',
  'city',
  'postcode',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'passportCopy',
  'photograph',
] as const

/** Applications carry a passport copy and a photograph: fewer a minute from one visitor. */
export const APPLICATION_RATE_LIMIT = 5

/** The applications' words and the upload messages their functions answer with, with the given success text. */
const applicationWords = (forms: Catalogues['forms'], successText: string) => [forms.visaApplication, { messages: forms.uploads, successText }]

/** Where it posts: functions/send-visa-application-email.ts. */
export const saudiVisaEndpoint = formEndpoint('send-visa-application-email')

export const saudiVisaForm = defineForm({
  name: 'visa-application',
  endpoint: saudiVisaEndpoint,
  reply: applicationReply({
    schema: saudiVisaApplicationSchema,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    applyingFor: (data) => `Saudi ${data.visaType} application`,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    formTitle: 'Saudi visa application form (/visa)',
    emailFields: saudiVisaFields,
    textsIn: (locale) => visaReplyTexts(locale, 'saudiSuccessText'),
  }),
  words: {
    id: 'visa',
    catalogue: 'forms',
    at: ['visaApplication'],
    file: 'forms/visa-form.generated.ts',
    exportName: 'VISA_FORM',
    replyTime: true,
    builder: 'saudiVisaNames',
  },
  fields: saudiVisaFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (_inDays, files) => ({
      visaType: 'Umrah Visa',
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.org',
      phone: '+44 20 7946 0123',
      dateOfBirth: '1985-04-23',
      nationality: 'British',
      passportNumber: '123 456 789',
      passportExpiry: '2099-06-30',
      travelDate: '2099-03-01',
      returnDate: '2099-03-15',
      purposeOfVisit: 'Umrah',
      duration: '2 weeks',
      address: '12 Whitechapel Road',
      city: 'London',
      postcode: 'E1 1AA',
      country: 'United Kingdom',
      emergencyName: 'Yusuf Rahman',
      emergencyPhone: '07700 900123',
      emergencyRelation: 'Spouse',
      previousVisit: true,
      criminalRecord: false,
      medicalConditions: 'Asthma (inhaler)',
      specialRequests: 'Wheelchair at the airport, please.',
      passportCopy: files.pdf,
      photograph: files.png,
      additionalDocs: [],
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
    required: [...APPLICATION_REQUIRED, 'visaType', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    rateLimit: APPLICATION_RATE_LIMIT,
    words: (forms: Catalogues['forms']) => applicationWords(forms, forms.visaApplication.saudiSuccessText),
  },
})

/** Where it posts: functions/send-schengen-visa-email.ts. */
export const schengenVisaEndpoint = formEndpoint('send-schengen-visa-email')

export const schengenVisaForm = defineForm({
  name: 'schengen-visa',
  endpoint: schengenVisaEndpoint,
  reply: applicationReply({
    schema: schengenVisaApplicationSchema,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    applyingFor: (data) => `Schengen visa application – ${schengenCountryLabel(data.selectedCountry)}`,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    formTitle: 'Schengen visa application form (/schengen-visa)',
    emailFields: schengenVisaFields,
    textsIn: (locale) => visaReplyTexts(locale, 'schengenSuccessText'),
  }),
  words: {
    id: 'visa',
    catalogue: 'forms',
    at: ['visaApplication'],
    file: 'forms/visa-form.generated.ts',
    exportName: 'VISA_FORM',
    replyTime: true,
    builder: 'saudiVisaNames',
  },
  fields: schengenVisaFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: (_inDays, files) => ({
      selectedCountry: 'france',
      firstName: 'Tanvir',
      lastName: 'Hossain',
      email: 'tanvir.hossain@example.net',
      phone: '07700 900456',
      dateOfBirth: '1990-11-02',
      nationality: 'Bangladeshi',
      passportNumber: 'bd1234567',
      passportExpiry: '2099-12-31',
      travelDate: '2099-05-10',
      returnDate: '',
      purposeOfVisit: 'Family Visit',
      duration: '10 days',
      address: '3 Brick Lane',
      city: 'London',
      postcode: 'E1 6PU',
      country: 'United Kingdom',
      emergencyName: 'Nasrin Hossain',
      emergencyPhone: '020 7946 0456',
      emergencyRelation: 'Sibling',
      previousVisit: false,
      criminalRecord: false,
      medicalConditions: '',
      specialRequests: 'Appointment in Paris if possible',
      passportCopy: files.pdf,
      photograph: files.png,
      additionalDocs: [],
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['lastName', 'city', 'specialRequests'],
    required: [...APPLICATION_REQUIRED, 'selectedCountry', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    rateLimit: APPLICATION_RATE_LIMIT,
    words: (forms: Catalogues['forms']) => applicationWords(forms, forms.visaApplication.schengenSuccessText),
  },
})
