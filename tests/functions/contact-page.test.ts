// The /contact page's variant of send-contact-email: a subject from the specification's list and
// a message are required there, while the home form (fixed subject) may leave its message empty.
// Through a real SMTP server on 127.0.0.1, as the agency receives it.
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from '../../forms/_shared/field-errors'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { HOME_SUBJECT, contactPageDefaults, contactPageFieldsSchema, contactPageSchema, contactRequestSchema, contactSubjectOptions } from '../../forms/contact'
import { HOME_PACKAGE_CHOICES } from '../../forms/home-packages.generated'
import sendContactEmail from '../../functions/send-contact-email'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { withoutReference, withReference } from '../support/reference'
import { dataText } from '../support/data-text'

useFunctionTestEnv()
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
    expect(toFieldErrors(result.error!)).toEqual({
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
    expect(toFieldErrors(result.error!)).toEqual({ travelMonth: dataText('forms', 'contact.messages.contactPageTravelMonth') })
  })

  it('the function schema picks the home form by its fixed subject, the contact page form otherwise', () => {
    const home = { ...pilgrim, subject: HOME_SUBJECT, travelMonth: 'visa-enquiries', message: '' }
    expect(contactRequestSchema.safeParse(home).success).toBe(true)
    const page = contactRequestSchema.safeParse({ ...pilgrim, message: '' })
    expect(toFieldErrors(page.error!)).toEqual({ message: dataText('forms', 'contact.messages.message') })
  })
})

describe('send-contact-email with a contact page body', () => {
  it('e-mails the enquiry with the subject and travel month in words', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', pilgrim))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(
      withReference({
        message: 'Thank you! Your message has been sent successfully. We will reply within 24 hours.',
      }),
    )
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(withoutReference(parsed.subject)).toBe('Website enquiry: Hajj Inquiry – Yusuf Khan')
    expect(parsed.replyTo?.value).toEqual([{ name: 'Yusuf Khan', address: 'yusuf.khan@example.org' }])
    const text = parsed.text ?? ''
    expect(text).toContain('Subject: Hajj Inquiry')
    // The month the pilgrim chose, not the home form's package with the same value.
    expect(text).toContain('Package or travel month: October 2025')
    expect(text).not.toContain('Umrah October 2025')
    expect(text).toContain('Message:\nTwo adults, first Hajj.\nNon-shifting if possible.')
    expect(text).toContain('Phone: 07700 900777')
  })

  it.each(contactSubjectOptions.map((o) => [o.value, o.label]))('labels the subject %s as "%s"', async (subject, label) => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...pilgrim, subject, travelMonth: 'flexible' }))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${label} – Yusuf Khan`)
    expect(parsed.text).toContain('Package or travel month: Flexible')
  })

  it('requires the message when the subject is not the home subject', async () => {
    const expected = {
      error: 'Please check these fields: Message – Please enter your message.',
      fields: { message: dataText('forms', 'contact.messages.message') },
    }
    expect(await refused(without(pilgrim, 'message'))).toEqual(expected)
    expect(await refused({ ...pilgrim, message: '   ' })).toEqual(expected)
  })

  it('requires a subject from the list', async () => {
    const expected = {
      error: 'Please check these fields: Subject – Please choose a subject.',
      fields: { subject: dataText('forms', 'contact.messages.subject') },
    }
    expect(await refused(without(pilgrim, 'subject'))).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: '' })).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: 'Tailor made holiday' })).toEqual(expected)
    expect(await refused({ ...pilgrim, subject: 42 })).toEqual(expected)
  })

  it('names every field at fault at once', async () => {
    expect(await refused({ ...pilgrim, email: 'yusuf@', message: '', travelMonth: 'hajj-2025' })).toEqual({
      error:
        'Please check these fields: Email – Please enter a valid e-mail address; Package or travel month – Please choose a travel month from the list; Message – Please enter your message.',
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
    // A package still bookable on the day of the build (forms/home-packages.generated.ts, from data/).
    const bookable = HOME_PACKAGE_CHOICES[0]!
    const home = { ...pilgrim, subject: HOME_SUBJECT, travelMonth: bookable.value, message: '' }
    const response = await sendContactEmail(postJson('send-contact-email', home))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe('Website enquiry: Homepage Contact Form – Yusuf Khan')
    expect(parsed.text).toContain(`Package or travel month: ${bookable.label}`)
    expect(parsed.text).toContain('Message: Not given')
  })
})
