// The contact form end to end through a real SMTP server on 127.0.0.1: what arrives in the
// agency's mailbox, and what the visitor is told when the mail server is down.
import { readdir, readFile } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import path from 'node:path'
import { simpleParser, type AddressObject } from 'mailparser'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { HOME_SUBJECT, homePackageOptions } from '../../forms/contact'
import sendContactEmail from '../../functions/send-contact-email'
import { sendMail } from '../../functions/_shared/mail'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import { closedSmtpUrl } from '../support/smtp'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { withReference, withoutReference, unavailable } from '../support/reference'
import { dataText } from '../support/data-text'
import { loadCatalogue } from '../../content/server/data/load'
import { formWords, replyText } from '../support/form-words'

const env = useFunctionTestEnv()

const visitor = {
  name: 'Fatima Begum',
  phone: '+44 20 7946 0000',
  email: 'fatima@example.org',
  subject: HOME_SUBJECT,
  // A package still bookable on the day, or on a day with none the first of the form's other choices.
  travelMonth: homePackageOptions[0].value,
  message: 'We are four adults.\nPlease call after 6pm.',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

const SUCCESS = { message: replyText(dataText('forms', 'contact.successText')) }
const contact = formWords(loadCatalogue('forms', 'en').contact)
const HOME = dataText('forms', 'contact.homeSubject')
const FAILURE = { error: dataText('forms', 'contact.failureText') }

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''))
}

const smtp = useRealSmtp({ MAIL_TO: 'bookings@agency.example', MAIL_FROM: 'Noor Travel Website <website@agency.example>' })

describe('contact e-mail through SMTP', () => {
  it('delivers the enquiry to MAIL_TO with Reply-To the visitor and every field', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(addresses(parsed.to)).toEqual(['bookings@agency.example'])
    expect(addresses(parsed.from)).toEqual(['website@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Fatima Begum', address: 'fatima@example.org' }])
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${HOME} – Fatima Begum`)

    const text = parsed.text ?? ''
    expect(text).toContain(contact.row('name', 'Fatima Begum'))
    expect(text).toContain(contact.row('phone', '+44 20 7946 0000'))
    expect(text).toContain(contact.row('email', 'fatima@example.org'))
    expect(text).toContain(contact.row('subject', HOME))
    expect(text).toContain(contact.row('travelMonth', homePackageOptions[0].label))
    expect(text).toContain(`${contact.label('message')}:\nWe are four adults.\nPlease call after 6pm.`)

    const html = parsed.html || ''
    for (const value of [
      'Fatima Begum',
      '+44 20 7946 0000',
      'fatima@example.org',
      HOME,
      homePackageOptions[0].label,
      'We are four adults.<br>\nPlease call after 6pm.',
    ]) {
      expect(html).toContain(value)
    }
    for (const label of ['name', 'phone', 'email', 'subject', 'travelMonth', 'message'].map(contact.label)) {
      expect(html).toContain(`>${label}</th>`)
    }
  })

  it('lists optional fields left empty as "Not given"', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, travelMonth: '', message: '' }))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain(contact.row('travelMonth', NOT_GIVEN))
    expect(parsed.text).toContain(contact.row('message', NOT_GIVEN))
  })

  it('escapes markup: a <script> name arrives as visible text, not as HTML', async () => {
    const attack = {
      ...visitor,
      name: '<script>alert(1)</script>',
      message: '<img src=x onerror="alert(2)"> & "quotes"',
    }
    const response = await sendContactEmail(postJson('send-contact-email', attack))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()

    const html = parsed.html || ''
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &quot;quotes&quot;')
    expect(parsed.text).toContain(contact.row('name', '<script>alert(1)</script>'))
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${HOME} – <script>alert(1)</script>`)
    expect(parsed.replyTo?.value[0]).toEqual({ name: '<script>alert(1)</script>', address: 'fatima@example.org' })
  })

  it('keeps line breaks in the name from adding mail headers', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, name: 'Fatima\r\nBcc: victim@example.net' }))
    expect(response.status).toBe(200)
    const { parsed, raw, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(parsed.bcc).toBeUndefined()
    const headerSection = raw.slice(0, raw.indexOf('\r\n\r\n'))
    expect(headerSection).not.toMatch(/^Bcc:/im)
    expect(parsed.headers.has('bcc')).toBe(false)
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${HOME} – Fatima Bcc: victim@example.net`)
  })

  it('never takes the recipient from the request', async () => {
    const response = await sendContactEmail(
      postJson('send-contact-email', { ...visitor, to: 'attacker@example.net', mailTo: 'attacker@example.net', MAIL_TO: 'attacker@example.net' }),
    )
    expect(response.status).toBe(200)
    const { envelope, raw } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bookings@agency.example'])
    expect(raw).not.toContain('attacker@example.net')
  })

  it('labels a contact page subject and month', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, subject: 'visa-services', travelMonth: 'march-2027' }))
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(
      `Website enquiry: ${loadCatalogue('forms', 'en').contact.subjects.find((subject) => subject.value === 'visa-services')!.label} – Fatima Begum`,
    )
    expect(parsed.text).toContain(contact.row('travelMonth', 'March 2027'))
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with the failure text when nothing listens on the SMTP port', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const started = Date.now()
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(Date.now() - started).toBeLessThan(5000)
    expect(env.logs.join('\n')).toContain('"outcome":"mail-failed"')
  })

  it('answers 502 when the server refuses the message', async () => {
    await useDeadStore()
    smtp.setRejecting(true)
    const before = smtp.messages.length
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(smtp.messages.length).toBe(before)
  })

  it('gives up quickly on a server that accepts the connection but never greets', async () => {
    await useDeadStore()
    const sockets = new Set<Socket>()
    const silent: Server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`
      process.env.SMTP_TIMEOUT_MS = '300'
      const started = Date.now()
      const response = await sendContactEmail(postJson('send-contact-email', visitor))
      expect(response.status).toBe(502)
      expect(await readJson(response)).toEqual(unavailable(FAILURE))
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })
})

describe('without SMTP_URL', () => {
  beforeEach(() => {
    delete process.env.SMTP_URL
  })

  it('writes a parseable .eml into the outbox outside production', async () => {
    delete process.env.MAIL_TO
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const files = await readdir(env.outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-contact-[0-9a-f]{8}\.eml$/)
    const source = await readFile(path.join(env.outbox, files[0]))
    expect(source.toString('utf8')).toContain('\r\n')
    const parsed = await simpleParser(source)
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${HOME} – Fatima Begum`)
    expect(addresses(parsed.to)).toEqual(['enquiries@example.com'])
    expect(addresses(parsed.from)).toEqual(['website@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Fatima Begum', address: 'fatima@example.org' }])
    expect(parsed.text).toContain(contact.row('phone', '+44 20 7946 0000'))
    expect(parsed.html).toContain('fatima@example.org')

    const logged = env.logs.join('\n')
    expect(logged).toContain(path.join(env.outbox, files[0]))
  })

  it('creates the outbox folder when it does not exist', async () => {
    process.env.OUTBOX_DIR = path.join(env.outbox, 'nested', 'outbox')
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(200)
    expect(await readdir(process.env.OUTBOX_DIR)).toHaveLength(1)
  })

  it('refuses to send in production without SMTP_URL, and writes nothing', async () => {
    process.env.CONTEXT = 'production'
    const result = await sendMail({ formName: 'contact', subject: 'S', text: 'T', html: '<p>T</p>' })
    expect(result).toEqual({ ok: false, reason: 'not-configured', detail: 'SMTP_URL is not set' })
    expect(await readdir(env.outbox)).toEqual([])
  })
})

describe('sendMail configuration', () => {
  it('needs MAIL_TO in production', async () => {
    process.env.NETLIFY = 'true'
    delete process.env.MAIL_TO
    const before = smtp.messages.length
    const result = await sendMail({ formName: 'contact', subject: 'S', text: 'T', html: '<p>T</p>' })
    expect(result).toEqual({ ok: false, reason: 'not-configured', detail: 'MAIL_TO is not set' })
    expect(smtp.messages.length).toBe(before)
  })

  it('sends attachments (for the visa forms)', async () => {
    const result = await sendMail({
      formName: 'visa',
      subject: 'Passport copy',
      replyTo: { name: 'Fatima Begum', email: 'fatima@example.org' },
      text: 'See attached.',
      html: '<p>See attached.</p>',
      attachments: [{ filename: 'passport.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' }],
    })
    expect(result.ok).toBe(true)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.attachments).toHaveLength(1)
    expect(parsed.attachments[0].filename).toBe('passport.pdf')
    expect(parsed.attachments[0].contentType).toBe('application/pdf')
    expect(parsed.attachments[0].content.toString()).toBe('%PDF-1.4 test')
  })
})
