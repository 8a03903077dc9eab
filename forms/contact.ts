// The contact forms (docs/specification/part-1.md, sections 3, 5, 7): the home page form and the /contact page
// form both post to send-contact-email. The home form sends the fixed subject HOME_SUBJECT and may
// leave its message empty; the contact page form requires a subject from its list and a message.
// One schema per form for the island (before sending), and contactRequestSchema, which picks the
// right one by the subject, for the function (again on the server). The words are data/forms.yaml's
// `contact:`, compiled into contact-form.generated.ts. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { EMAIL_INVALID, PHONE_INVALID, emailField, optionalText, phoneField, requiredText, type FormOption } from './_shared/fields'
import { CAPTCHA_INCOMPLETE, DEV_CAPTCHA_TOKEN, fill, sharedMessage, sharedTexts } from './_shared/messages'
import { formatFor } from '../content/browser/format'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions, type FormValues } from './_shared/define-form'
import { enquiryReply, formEndpoint } from './_shared/form-reply'
import { CONTACT_FORM } from './contact-form.generated'
import { HOME_PACKAGE_CHOICES } from './home-packages.generated'

export type { FormOption }

/**
 * The fixed subject the home page form sends: the value the function recognises the home form by.
 * Nobody reads it: the agency's e-mail names it with data/forms.yaml's contact.homeSubject.
 */
// visitor-words: sent value
export const HOME_SUBJECT = 'Homepage Contact Form'

export const CONTACT_SUCCESS_TEXT = CONTACT_FORM.successText
export const CONTACT_FAILURE_TEXT = CONTACT_FORM.failureText

export const CONTACT_LIMITS = {
  name: 100,
  subject: 200,
  travelMonth: 40,
  message: 5000,
  recaptchaToken: 4000,
} as const

/**
 * The home form's package select: the packages that can still be booked on the day of the build
 * (forms/home-packages.generated.ts, from data/), then docs/specification/part-1.md's fixed choices.
 */
export const homePackageOptions = [...HOME_PACKAGE_CHOICES, ...CONTACT_FORM.homePackageExtras] as const satisfies readonly FormOption[]

/** The home form's package select as a visitor in `locale` reads it: the packages by their titles in that language. */
export function homePackageOptionsIn(locale: Locale): FormOption[] {
  return [...HOME_PACKAGE_CHOICES.map(({ value, labels }) => ({ value, label: labels[locale] })), ...contactTexts(locale).homePackageExtras]
}

/** The contact page's subject select (docs/specification/part-1.md, section 5), for labelling e-mails. */
export const contactSubjectOptions = CONTACT_FORM.subjects satisfies readonly FormOption[]

type ContactSubjectValue = (typeof contactSubjectOptions)[number]['value']

const CONTACT_SUBJECT_VALUES = contactSubjectOptions.map((option) => option.value) as [ContactSubjectValue, ...ContactSubjectValue[]]

/** Plain-English field names, used by the form labels, the error sentence and the e-mail. */
export const contactLabels = { ...CONTACT_FORM.labels, recaptchaToken: 'reCAPTCHA' } as const satisfies Record<string, string>

const key = registerFormWords('contact', 'en', CONTACT_FORM.messages)

/**
 * The contact forms' words in the visitor's locale (labels, subjects, success and failure texts);
 * the agency's e-mail keeps contactLabels, the English ones.
 */
export function contactTexts(locale: Locale) {
  const texts = textsIn('contact', CONTACT_FORM, locale)
  return { ...texts, labels: { ...texts.labels, recaptchaToken: contactLabels.recaptchaToken } }
}

/** The contact forms' messages as keys of data/forms.yaml's contact.messages, resolved when shown (form-words.ts). */
export const contactMessages = {
  name: key('name'),
  nameTooLong: key('nameTooLong', { limit: CONTACT_LIMITS.name }),
  phone: key('phone'),
  email: key('email'),
  subject: key('subject'),
  subjectTooLong: key('subjectTooLong', { limit: CONTACT_LIMITS.subject }),
  travelMonth: key('travelMonth'),
  contactPageTravelMonth: key('contactPageTravelMonth'),
  message: key('message'),
  messageType: key('messageType'),
  messageTooLong: key('messageTooLong', { limit: CONTACT_LIMITS.message }),
  phoneInvalid: PHONE_INVALID,
  emailInvalid: EMAIL_INVALID,
  recaptchaToken: CAPTCHA_INCOMPLETE,
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const
const MONTH_VALUE = new RegExp(`^(${MONTHS.join('|')})-(\\d{4})$`)
const RAMADAN_VALUE = /^ramadan-(\d{4})$/
const HOME_PACKAGE_VALUES: ReadonlySet<string> = new Set(homePackageOptions.map((option) => option.value))

/**
 * The contact page's travel month values (forms/_shared/travel-months.ts makes the list): a month
 * ('march-2027'), 'ramadan-YYYY', 'flexible', or empty.
 */
export function isContactPageTravelMonthValue(value: string): boolean {
  return value === '' || value === 'flexible' || MONTH_VALUE.test(value) || RAMADAN_VALUE.test(value)
}

/** Travel month values the server accepts from either form: a home package value or a contact page value. */
export function isTravelMonthValue(value: string): boolean {
  return HOME_PACKAGE_VALUES.has(value) || isContactPageTravelMonthValue(value)
}

/** The readable label of a contact page travel month in `locale` ('march-2027' → 'March 2027', 'মার্চ ২০২৭'). */
export function contactPageTravelMonthLabel(value: string | undefined, locale: Locale): string {
  if (!value) return ''
  const words = sharedTexts(locale).travelMonths
  if (value === 'flexible') return words.flexibleInEmail
  const month = MONTH_VALUE.exec(value)
  if (month) return formatFor(locale).monthYear(`${month[2]}-${String(MONTHS.indexOf(month[1] as (typeof MONTHS)[number]) + 1).padStart(2, '0')}-01`)
  const ramadan = RAMADAN_VALUE.exec(value)
  if (ramadan) return fill(words.ramadan, { year: formatFor(locale).digits(Number(ramadan[1])) })
  return value
}

/**
 * The readable label of a home form value: its package ('hajj-2025' → 'Hajj 2026'), else read as a
 * month. Home package values look like months ('october-2025'), so a contact page body is labelled
 * with contactPageTravelMonthLabel instead: its 'october-2025' is the month, not the package.
 */
export function travelMonthLabel(value: string | undefined, locale: Locale): string {
  return homePackageOptionsIn(locale).find((option) => option.value === value)?.label ?? contactPageTravelMonthLabel(value, locale)
}

/** The readable label of a subject in `locale` (the home form's and the contact page's; anything else as sent). */
export function contactSubjectLabel(value: string, locale: Locale): string {
  const texts = contactTexts(locale)
  if (value === HOME_SUBJECT) return texts.homeSubject
  return texts.subjects.find((option) => option.value === value)?.label ?? value
}

const travelMonthRule = (message: string, accepts: (value: string) => boolean) =>
  z.string({ error: message }).trim().max(CONTACT_LIMITS.travelMonth, { error: message }).refine(accepts, { error: message }).optional()

/**
 * The contact forms' one definition (forms/_shared/define-form.ts): the home form's fields, in the
 * order the agency's e-mail lists them. The home form sends its subject itself (HOME_SUBJECT).
 */
export const contactFields = {
  name: textField(requiredText(contactMessages.name, CONTACT_LIMITS.name, contactMessages.nameTooLong), { control: 'custom' }),
  phone: textField(phoneField(contactMessages.phone), { control: 'custom' }),
  email: textField(emailField(contactMessages.email), { control: 'custom' }),
  subject: textField(requiredText(contactMessages.subject, CONTACT_LIMITS.subject, contactMessages.subjectTooLong), {
    control: 'custom',
    inEmail: (value, _data, locale) => contactSubjectLabel(String(value), locale),
  }),
  // The home form's values are packages; the contact page's are months with the same look.
  travelMonth: textField(travelMonthRule(contactMessages.travelMonth, isTravelMonthValue), {
    control: 'custom',
    fromList: true,
    inEmail: (value, data, locale) => (data.subject === HOME_SUBJECT ? travelMonthLabel : contactPageTravelMonthLabel)(value as string | undefined, locale),
  }),
  message: textField(optionalText(CONTACT_LIMITS.message, contactMessages.messageTooLong, contactMessages.messageType), { control: 'custom' }),
} satisfies FieldDefinitions

/**
 * The contact page's fields: as the home form's, but the subject must be one of
 * contactSubjectOptions and the message is required (docs/specification/part-1.md, section 5).
 */
export const contactPageFields = {
  ...contactFields,
  subject: { ...contactFields.subject, rule: z.enum(CONTACT_SUBJECT_VALUES, { error: contactMessages.subject }) },
  travelMonth: { ...contactFields.travelMonth, rule: travelMonthRule(contactMessages.contactPageTravelMonth, isContactPageTravelMonthValue) },
  message: { ...contactFields.message, rule: requiredText(contactMessages.message, CONTACT_LIMITS.message, contactMessages.messageTooLong) },
} satisfies FieldDefinitions

/** The visitor's fields, without the captcha token (what an island validates on each change). */
export const contactFieldsSchema = z.object(shapeOf(contactFields))

/** The request body of send-contact-email. */
export const contactSchema = contactFieldsSchema.extend({
  recaptchaToken: requiredText(sharedMessage('captchaIncomplete'), CONTACT_LIMITS.recaptchaToken, sharedMessage('captchaIncomplete')),
})

/** The home form's request body, recognised by its fixed subject. */
const homeRequestSchema = contactSchema.extend({ subject: z.literal(HOME_SUBJECT) })

export const contactPageFieldsSchema = z.object(shapeOf(contactPageFields))

/** The contact page's request body. */
export const contactPageSchema = contactPageFieldsSchema.extend({
  recaptchaToken: contactSchema.shape.recaptchaToken,
})

/**
 * What send-contact-email accepts: the home form's body when the subject is HOME_SUBJECT,
 * otherwise the contact page's (so a subject outside the list, or none, is "Please choose a subject").
 */
export const contactRequestSchema = z.discriminatedUnion('subject', [homeRequestSchema, contactPageSchema], {
  error: contactMessages.subject,
})

/** What send-contact-email works with: a home form or a contact page body. */
type ContactRequest = z.output<typeof contactRequestSchema>

/** The values the home form's fields hold: the subject is not one of them (it sends HOME_SUBJECT). */
type HomeContactValues = Omit<FormValues<typeof contactFields>, 'subject'>

/** The home form's empty state (fields reset to these after success). */
export const homeContactDefaults: Readonly<HomeContactValues> = (({ subject: _subject, ...rest }) => rest)(defaultsOf(contactFields))

/** The contact page form's empty state (fields reset to these after success). */
export const contactPageDefaults = defaultsOf(contactPageFields)

/** The rows of the agency's e-mail for either contact form. */
export const contactEmailRows = (data: ContactRequest) => emailRowsOf(contactPageFields, contactLabels, data, 'en')

/** The rows of the visitor's acknowledgement in their language: labels, subject and month in it. */
export const contactAcknowledgementRows = (data: ContactRequest, locale: Locale) => emailRowsOf(contactPageFields, contactTexts(locale).labels, data, locale)

/** Where both contact forms post: functions/send-contact-email.ts. */
export const contactEndpoint = formEndpoint('send-contact-email')

/** The contact forms, registered (content/server/data/form-registry.ts): their function, words, fields and contract. */
export const contactForm = defineForm({
  name: 'contact',
  endpoint: contactEndpoint,
  reply: enquiryReply({
    schema: contactRequestSchema,
    textsIn: contactTexts,
    acknowledgementRows: contactAcknowledgementRows,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: (data) => {
      const subject = contactSubjectLabel(data.subject, 'en')
      return {
        subject: `Website enquiry: ${subject} – ${data.name}`,
        replyTo: { name: data.name, email: data.email },
        heading: `New website enquiry: ${subject}`,
        rows: contactEmailRows(data),
        footer: 'Sent from the contact form on the website. Reply to this e-mail to answer the visitor.',
      }
    },
  }),
  words: { id: 'contact', catalogue: 'forms', at: ['contact'], file: 'forms/contact-form.generated.ts', exportName: 'CONTACT_FORM', replyTime: true },
  fields: contactPageFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: () => ({
      name: 'Yusuf Ali',
      phone: '07700 900123',
      email: 'yusuf@example.org',
      subject: HOME_SUBJECT,
      travelMonth: HOME_PACKAGE_CHOICES[0]?.value ?? '',
      message: 'Hello',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['name', 'message'],
    required: ['name', 'phone', 'email', 'subject'],
    rateLimit: 10,
  },
})
