// The /contact page's variant of send-contact-email: a subject from docs/specification/part-1.md's list and
// a message are required there, while the home form (fixed subject) may leave its message empty.
// Through a real SMTP server on 127.0.0.1, as the agency receives it.
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from '../../forms/_shared/field-errors'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import {
  HOME_SUBJECT,
  homePackageOptions,
  contactPageDefaults,
  contactPageFieldsSchema,
  contactPageSchema,
  contactRequestSchema,
  contactSubjectOptions,
} from '../../forms/contact'
import { HOME_PACKAGE_CHOICES } from '../../forms/home-packages.generated'
import sendContactEmail from '../../functions/send-contact-email'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { withoutReference, withReference } from '../support/reference'
import { dataText } from '../support/data-text'
import { loadCatalogue } from '../../content/server/data/load'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import { checkFields, formWords, replyText } from '../support/form-words'

useFunctionTestEnv()
const FORMS = loadCatalogue('forms', 'en')
const contact = formWords({ ...FORMS.contact, options: { subject: FORMS.contact.subjects } })
const SUCCESS = { message: replyText(FORMS.contact.successText) }
/** The agency's e-mail subject: the subject in words, then the visitor's name. */
const mailSubject = (subject: string, name: string) => `Website enquiry: ${subject} – ${name}`
const smtp = useRealSmtp({ MAIL_TO: 'bookings@agency.example', MAIL_FROM: 'Noor Travel Website <website@agency.example>' })

const pilgrim = {
  name: 'Yusuf Khan',
  phone: '07700 900777',
  email: 'yusuf.khan@example.org',
  subject: 'hajj-inquiry',
  travelMonth: 'october-2025',
  message: 'Two adults, first Hajj.\nNon-shifting if possible.',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

function without<T extends Record<string, unknown>>(body: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...body }
  delete copy[key]
  return copy
}

async function refused(body: unknown) {
  const before = smtp.messages.length
  const response = await sendContactEmail(postJson('send-contact-email', body))
  expect(response.status).toBe(400)
  expect(smtp.messages.length, 'nothing is sent').toBe(before)
  return readJson(response)
}

describe('contact page form schema', () => {
  it("offers exactly the specification's subjects", () => {
    expect(contactSubjectOptions.map((o) => o.value)).toEqual([
      'umrah-inquiry',
      'hajj-inquiry',
      'islamic-tours',
      'visa-services',
      'hotel-booking',
      'flight-booking',
      'custom-package',
      'complaint',
      'other',
    ])
  })

  it('requires name, phone, email, subject and message, but not the travel month', () => {
    const result = contactPageFieldsSchema.safeParse(contactPageDefaults)
    expect(result.success).toBe(false)
    expect(toFieldErrors(result.error!, 'en')).toEqual({
      name: dataText('forms', 'contact.messages.name'),
      phone: dataText('forms', 'shared.phoneRequired'),
      email: dataText('forms', 'shared.emailRequired'),
      subject: dataText('forms', 'contact.messages.subject'),
      message: dataText('forms', 'contact.messages.message'),
    })
    expect(contactPageSchema.safeParse({ ...pilgrim, travelMonth: '' }).success).toBe(true)
    expect(contactPageSchema.safeParse(without(pilgrim, 'travelMonth')).success).toBe(true)
  })

  it('accepts months, Ramadan and flexible as the travel month, not the home packages', () => {
    for (const travelMonth of ['march-2027', 'ramadan-2027', 'flexible']) {
      expect(contactPageSchema.safeParse({ ...pilgrim, travelMonth }).success, travelMonth).toBe(true)
    }
    const result = contactPageSchema.safeParse({ ...pilgrim, travelMonth: 'visa-enquiries' })
    expect(toFieldErrors(result.error!, 'en')).toEqual({ travelMonth: dataText('forms', 'contact.messages.contactPageTravelMonth') })
  })

  it('the function schema picks the home form by its fixed subject, the contact page form otherwise', () => {
    const home = { ...pilgrim, subject: HOME_SUBJECT, travelMonth: 'visa-enquiries', message: '' }
    expect(contactRequestSchema.safeParse(home).success).toBe(true)
    const page = contactRequestSchema.safeParse({ ...pilgrim, message: '' })
    expect(toFieldErrors(page.error!, 'en')).toEqual({ message: dataText('forms', 'contact.messages.message') })
  })
})

describe('send-contact-email with a contact page body', () => {
  it('e-mails the enquiry with the subject and travel month in words', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', pilgrim))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(withoutReference(parsed.subject)).toBe(mailSubject(contact.option('subject', pilgrim.subject), pilgrim.name))
    expect(parsed.replyTo?.value).toEqual([{ name: 'Yusuf Khan', address: 'yusuf.khan@example.org' }])
    const text = parsed.text ?? ''
    expect(text).toContain(contact.optionRow('subject', pilgrim.subject))
    // The month the pilgrim chose (named by the calendar), not a home form package.
    expect(text).toContain(contact.row('travelMonth', 'October 2025'))
    for (const choice of HOME_PACKAGE_CHOICES) expect(text).not.toContain(choice.label)
    expect(text).toContain(`${contact.label('message')}:\n${pilgrim.message}`)
    expect(text).toContain(contact.row('phone', pilgrim.phone))
  })

  it.each(contactSubjectOptions.map((o) => [o.value, o.label]))('labels the subject %s as "%s"', async (subject, label) => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...pilgrim, subject, travelMonth: 'flexible' }))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(mailSubject(label, pilgrim.name))
    expect(parsed.text).toContain(contact.row('travelMonth', FORMS.travelMonths.flexibleInEmail))
  })

  it('requires the message when the subject is not the home subject', async () => {
    const expected = {
      error: checkFields(contact.reason('message')),
      fields: { message: dataText('forms', 'contact.messages.message') },
    }
    expect(await refused(without(pilgrim, 'message'))).toEqual(expected)
    expect(await refused({ ...pilgrim, message: '   ' })).toEqual(expected)
  })

  it('requires a subject from the list', async () => {
    const expected = {
      error: checkFields(contact.reason('subject')),
      fields: { subject: dataText('forms', 'contact.messages.subject') },
    }
    expect(await refused(without(pilgrim, 'subject'))).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: '' })).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: 'Tailor made holiday' })).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: 42 })).toEqual(expected)
  })

  it('names every field at fault at once', async () => {
    expect(await refused({ ...pilgrim, email: 'yusuf@', message: '', travelMonth: 'hajj-2025' })).toEqual({
      error: checkFields(contact.reason('email', 'emailInvalid'), contact.reason('travelMonth', 'contactPageTravelMonth'), contact.reason('message')),
      fields: {
        email: dataText('forms', 'shared.emailInvalid'),
        travelMonth: dataText('forms', 'contact.messages.contactPageTravelMonth'),
        message: dataText('forms', 'contact.messages.message'),
      },
    })
  })

  it('still checks the captcha', async () => {
    expect(await refused({ ...pilgrim, recaptchaToken: '' })).toEqual({
      error: dataText('forms', 'shared.captchaIncomplete'),
      fields: { recaptchaToken: dataText('forms', 'shared.captchaIncomplete') },
    })
  })

  it('keeps the home form as it was: fixed subject, optional message, package values', async () => {
    // A package still bookable on the day of the build (forms/home-packages.generated.ts, from data/),
    // or on a day with none the first of the form's other choices.
    const bookable = homePackageOptions[0]
    const home = { ...pilgrim, subject: HOME_SUBJECT, travelMonth: bookable.value, message: '' }
    const response = await sendContactEmail(postJson('send-contact-email', home))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(mailSubject(FORMS.contact.homeSubject, pilgrim.name))
    expect(parsed.text).toContain(contact.row('travelMonth', bookable.label))
    expect(parsed.text).toContain(contact.row('message', NOT_GIVEN))
  })
})
