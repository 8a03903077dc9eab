import { readFileSync } from 'node:fs'
import { addDays } from '../../content/browser/dates'
import { today } from '../../content/server/today'
import { showUmrahPackage } from '../../content/server/umrah'
import { loadCatalogue } from '../../content/server/data/load'
import { HOME_PACKAGES_FILE, homePackageChoices, renderHomePackageChoices } from '../../content/server/generate/home-package-choices'
import { describe, expect, it } from 'vitest'
import { describeFieldErrors, FORM_LEVEL_KEY, toFieldErrors } from '../../forms/_shared/field-errors'
import { CAPTCHA_INCOMPLETE, CAPTCHA_NOT_LOADED, DEV_CAPTCHA_TOKEN, NETWORK_ERROR, isSuccessText, sharedTexts } from '../../forms/_shared/messages'
// The Bengali words, as a function serving /bn/ registers them (the module is imported for its effect).
import '../../forms/_shared/shared-form.bn.generated'
import {
  CONTACT_FAILURE_TEXT,
  CONTACT_SUCCESS_TEXT,
  HOME_SUBJECT,
  contactFieldsSchema,
  contactLabels,
  contactSchema,
  contactSubjectLabel,
  homePackageOptions,
  isTravelMonthValue,
  travelMonthLabel,
} from '../../forms/contact'
import { NEWSLETTER_FAILURE_TEXT, NEWSLETTER_SUCCESS_TEXT, newsletterLabels, newsletterSchema } from '../../forms/newsletter'
import { dataText } from '../support/data-text'
import { fill } from '../../content/browser/fill'
import { checkFields, formWords } from '../support/form-words'

const FORMS = loadCatalogue('forms', 'en')
const contact = formWords(FORMS.contact)

const validContact = {
  name: 'Aisha Rahman',
  phone: '+44 (0)20 7946-0000',
  email: 'aisha@example.org',
  subject: HOME_SUBJECT,
  travelMonth: 'february-2026',
  message: 'A family of four, two children.',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

function contactErrors(body: Record<string, unknown>) {
  const result = contactSchema.safeParse(body)
  expect(result.success).toBe(false)
  return toFieldErrors(result.error!, 'en')
}

function without<T extends Record<string, unknown>>(body: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...body }
  delete copy[key]
  return copy
}

describe('shared messages', () => {
  it('are the specification texts', () => {
    expect(CAPTCHA_NOT_LOADED).toBe(dataText('forms', 'shared.captchaNotLoaded'))
    expect(CAPTCHA_INCOMPLETE).toBe(dataText('forms', 'shared.captchaIncomplete'))
    expect(NETWORK_ERROR).toBe(dataText('forms', 'shared.networkError'))
    expect(DEV_CAPTCHA_TOKEN).toBe('dev-captcha-standin-token')
  })

  it('recognise success by the word "successfully"', () => {
    expect(isSuccessText(CONTACT_SUCCESS_TEXT)).toBe(true)
    expect(isSuccessText(NEWSLETTER_SUCCESS_TEXT)).toBe(true)
    expect(isSuccessText(CONTACT_FAILURE_TEXT)).toBe(false)
    expect(isSuccessText(NEWSLETTER_FAILURE_TEXT)).toBe(false)
    expect(CONTACT_FAILURE_TEXT).toBe(dataText('forms', 'contact.failureText'))
    expect(NEWSLETTER_FAILURE_TEXT).toBe(dataText('forms', 'newsletter.failureText'))
  })
})

describe('contact schema', () => {
  it('accepts a complete home form body and trims it', () => {
    const result = contactSchema.parse({ ...validContact, name: '  Aisha Rahman  ', email: ' aisha@example.org ' })
    expect(result).toEqual(validContact)
  })

  it('accepts the home form with the optional package and message left empty or absent', () => {
    expect(contactSchema.safeParse({ ...validContact, travelMonth: '', message: '' }).success).toBe(true)
    const minimal = without(without(validContact, 'travelMonth'), 'message')
    expect(contactSchema.parse(minimal)).toEqual(minimal)
  })

  it('accepts every home package value and the contact page month values', () => {
    for (const option of homePackageOptions) {
      expect(contactSchema.safeParse({ ...validContact, travelMonth: option.value }).success).toBe(true)
    }
    for (const value of ['march-2027', 'december-2025', 'ramadan-2026', 'flexible']) {
      expect(isTravelMonthValue(value)).toBe(true)
      expect(contactSchema.safeParse({ ...validContact, travelMonth: value }).success).toBe(true)
    }
  })

  it('offers on the home form the packages that can still be booked (from data, on the day of the build), then visa and other', () => {
    const day = today()
    const choices = homePackageChoices(loadCatalogue('umrah', 'en'), loadCatalogue('hajj', 'en'), day)
    expect(readFileSync(HOME_PACKAGES_FILE, 'utf8')).toBe(renderHomePackageChoices(choices, day))
    expect(FORMS.contact.homePackageExtras.map((extra) => extra.value)).toEqual(['visa-enquiries', 'other'])
    expect(homePackageOptions).toEqual([...choices, ...FORMS.contact.homePackageExtras])
    const bookable = loadCatalogue('umrah', 'en').packages.filter((pkg) => showUmrahPackage(pkg, day, 'en').bookable)
    expect(
      choices
        .filter((c) => !c.value.startsWith('hajj-'))
        .map((c) => c.value)
        .sort(),
    ).toEqual(bookable.map((pkg) => pkg.id).sort())
  })

  it('leaves departed packages and a closed Hajj season out of the home form', () => {
    const umrah = loadCatalogue('umrah', 'en')
    const hajj = loadCatalogue('hajj', 'en')
    const lastDeparture = [...umrah.packages.map((p) => p.departure), ...hajj.packages.map((p) => p.departure)].sort().at(-1)!
    expect(homePackageChoices(umrah, hajj, addDays(lastDeparture, 1))).toEqual([])
    const beforeHajj = homePackageChoices(umrah, hajj, '2026-01-01').map((c) => c.value)
    expect(beforeHajj).toContain('hajj-2026')
    expect(homePackageChoices(umrah, hajj, '2026-11-23').map((c) => c.value)).toContain('hajj-2027')
    expect(beforeHajj).toContain('february-2026')
    expect(beforeHajj).not.toContain('october-2025')
  })

  it.each([
    ['name', dataText('forms', 'contact.messages.name')],
    ['phone', dataText('forms', 'shared.phoneRequired')],
    ['email', dataText('forms', 'shared.emailRequired')],
    ['subject', dataText('forms', 'contact.messages.subject')],
    ['recaptchaToken', dataText('forms', 'shared.captchaIncomplete')],
  ] as const)('reports a missing %s as "%s"', (field, message) => {
    expect(contactErrors(without(validContact, field))).toEqual({ [field]: message })
    expect(contactErrors({ ...validContact, [field]: '   ' })).toEqual({ [field]: message })
  })

  it('rejects a bad e-mail address', () => {
    expect(contactErrors({ ...validContact, email: 'aisha.example.org' })).toEqual({
      email: dataText('forms', 'shared.emailInvalid'),
    })
    expect(contactErrors({ ...validContact, email: 'aisha@' })).toEqual({ email: dataText('forms', 'shared.emailInvalid') })
  })

  it('validates the phone number loosely: allowed characters and 7 to 20 digits', () => {
    const invalid = dataText('forms', 'shared.phoneInvalid')
    expect(contactErrors({ ...validContact, phone: 'call me' })).toEqual({ phone: invalid })
    expect(contactErrors({ ...validContact, phone: '12345' })).toEqual({ phone: invalid })
    expect(contactErrors({ ...validContact, phone: '1'.repeat(21) })).toEqual({ phone: invalid })
    expect(contactSchema.safeParse({ ...validContact, phone: '07700 900123' }).success).toBe(true)
    expect(contactSchema.safeParse({ ...validContact, phone: '1234567' }).success).toBe(true)
  })

  it('rejects a package value that is not an option', () => {
    const message = dataText('forms', 'contact.messages.travelMonth')
    expect(contactErrors({ ...validContact, travelMonth: 'hajj-2030' })).toEqual({ travelMonth: message })
    expect(contactErrors({ ...validContact, travelMonth: 'smarch-2027' })).toEqual({ travelMonth: message })
    expect(contactErrors({ ...validContact, travelMonth: 42 })).toEqual({ travelMonth: message })
  })

  it('limits the lengths', () => {
    expect(contactErrors({ ...validContact, name: 'a'.repeat(101) })).toEqual({
      name: contact.message('nameTooLong', { limit: 100 }),
    })
    expect(contactErrors({ ...validContact, message: 'a'.repeat(5001) })).toEqual({
      message: contact.message('messageTooLong', { limit: 5000 }),
    })
    expect(contactSchema.safeParse({ ...validContact, message: 'a'.repeat(5000) }).success).toBe(true)
  })

  it('lets an island validate the fields without the captcha token', () => {
    expect(contactFieldsSchema.safeParse(without(validContact, 'recaptchaToken')).success).toBe(true)
  })

  it('turns issues into one readable sentence naming the fields', () => {
    const fields = contactErrors({ ...validContact, email: 'nope', name: '' })
    expect(describeFieldErrors(fields, contactLabels, 'en')).toBe(checkFields(contact.reason('name'), contact.reason('email', 'emailInvalid')))
  })

  it('labels values in plain English', () => {
    for (const option of homePackageOptions) expect(travelMonthLabel(option.value, 'en')).toBe(option.label)
    expect(travelMonthLabel('march-2027', 'en')).toBe('March 2027')
    expect(travelMonthLabel('ramadan-2026', 'en')).toBe(fill(FORMS.travelMonths.ramadan, { year: 2026 }))
    expect(travelMonthLabel('flexible', 'en')).toBe(FORMS.travelMonths.flexibleInEmail)
    expect(travelMonthLabel('', 'en')).toBe('')
    for (const { value, label } of FORMS.contact.subjects) expect(contactSubjectLabel(value, 'en')).toBe(label)
    expect(contactSubjectLabel(HOME_SUBJECT, 'en')).toBe(FORMS.contact.homeSubject)
  })
})

describe('newsletter schema', () => {
  it('accepts an e-mail address and defaults the source to the footer', () => {
    expect(newsletterSchema.parse({ email: ' reader@example.org ' })).toEqual({ email: 'reader@example.org', source: 'footer' })
    expect(newsletterSchema.parse({ email: 'reader@example.org', source: 'coming-soon', website: '' })).toEqual({
      email: 'reader@example.org',
      source: 'coming-soon',
      website: '',
    })
  })

  it('reports a missing or bad e-mail address', () => {
    const missing = newsletterSchema.safeParse({})
    expect(toFieldErrors(missing.error!, 'en')).toEqual({ email: dataText('forms', 'shared.emailRequired') })
    const bad = newsletterSchema.safeParse({ email: 'reader@' })
    expect(toFieldErrors(bad.error!, 'en')).toEqual({ email: dataText('forms', 'shared.emailInvalid') })
    const newsletter = formWords(FORMS.newsletter)
    expect(describeFieldErrors(toFieldErrors(bad.error!, 'en'), newsletterLabels, 'en')).toBe(
      checkFields(`${newsletter.label('email')} – ${dataText('forms', 'shared.emailInvalid')}`),
    )
  })

  it('in Bengali the reply ends with one dari, not the message\'s and the sentence\'s both ("।।", issue 37)', () => {
    // A form-level message (the captcha's) is a whole Bengali sentence, dari included.
    const message = sharedTexts('bn').messages.captchaIncomplete
    expect(message, 'the Bengali message ends with its own dari').toMatch(/।$/)
    const reply = describeFieldErrors({ [FORM_LEVEL_KEY]: message }, {}, 'bn')
    expect(reply).toMatch(/[^।]।$/)
    expect(reply).not.toContain('।।')
  })

  it('rejects an unknown source and a filled honeypot', () => {
    expect(toFieldErrors(newsletterSchema.safeParse({ email: 'reader@example.org', source: 'popup' }).error!, 'en')).toEqual({
      source: dataText('forms', 'newsletter.messages.source'),
    })
    expect(toFieldErrors(newsletterSchema.safeParse({ email: 'reader@example.org', website: 'http://spam' }).error!, 'en')).toEqual({
      website: dataText('forms', 'newsletter.messages.website'),
    })
  })
})
