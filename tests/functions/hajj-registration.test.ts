// The Hajj registration form's function through a real SMTP server on 127.0.0.1: what the Hajj
// team receives, what the visitor is told when the body is wrong, the captcha fails or the mail
// server is down.
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HAJJ_REGISTRATION_YEAR } from '../../forms/hajj-registration'
import sendHajjRegistration, { config } from '../../functions/send-hajj-registration-email'
import { startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify'
import { closedSmtpUrl } from '../support/smtp'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'
import { hajjRegistration as pilgrim } from '../support/functions/form-bodies'
import { withReference, withoutReference, unavailable } from '../support/reference'

const env = useFunctionTestEnv()
const FUNCTION = 'send-hajj-registration-email'

const SUCCESS = {
  message: 'Thank you! Your Hajj registration has been submitted successfully. Our Hajj team will contact you within 24 hours.',
}
const FAILURE = { error: 'Failed to submit registration. Please try again.' }
const CAPTCHA_INCOMPLETE = { error: 'Please complete the reCAPTCHA verification.' }

/** Every row of the e-mail, as the Hajj team reads it in the plain-text part. */
const EXPECTED_ROWS = [
  'Lead pilgrim first name: Aisha',
  'Lead pilgrim last name: Rahman',
  'Email: aisha.rahman@example.org',
  'Phone: +44 20 7946 0123',
  'Number of pilgrims: 3',
  'Preferred package: Shifting Executive Premium (SEPR)',
  'Package type preference: Shifting',
  'Nationality: Bangladeshi',
  'Passport status: Expires within 6 months',
  'Nusuk account: I need help creating one',
  'Preferred contact method: WhatsApp',
  'Message:\nMy husband and my mother (72) will travel with me.\nShe needs a wheelchair at the Jamarat.',
]

const smtp = useRealSmtp({ MAIL_TO: 'hajj-team@agency.example', MAIL_FROM: 'Noor Travel Website <website@agency.example>' })

const send = (body: unknown) => sendHajjRegistration(postJson(FUNCTION, body))

describe('a registration through SMTP', () => {
  it('reaches the Hajj team with every field, readable labels and Reply-To the pilgrim', async () => {
    const response = await send(pilgrim)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['hajj-team@agency.example'])
    expect(parsed.replyTo?.value).toEqual([{ name: 'Aisha Rahman', address: 'aisha.rahman@example.org' }])
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: Aisha Rahman – 3 pilgrims`)

    const text = parsed.text ?? ''
    for (const row of EXPECTED_ROWS) expect(text, row).toContain(row)

    const html = parsed.html || ''
    expect(html).toContain(`<h1 style="font-size:18px">New Hajj ${HAJJ_REGISTRATION_YEAR} registration</h1>`)
    for (const label of [
      'Lead pilgrim first name',
      'Lead pilgrim last name',
      'Email',
      'Phone',
      'Number of pilgrims',
      'Preferred package',
      'Package type preference',
      'Nationality',
      'Passport status',
      'Nusuk account',
      'Preferred contact method',
      'Message',
    ]) {
      expect(html).toContain(`>${label}</th>`)
    }
    for (const value of [
      'Aisha',
      'Rahman',
      'aisha.rahman@example.org',
      '+44 20 7946 0123',
      '>3</td>',
      'Shifting Executive Premium (SEPR)',
      'Expires within 6 months',
      'I need help creating one',
      'WhatsApp',
      'My husband and my mother (72) will travel with me.<br>\nShe needs a wheelchair at the Jamarat.',
    ]) {
      expect(html).toContain(value)
    }
  })

  it('accepts the number of pilgrims as a number, names one pilgrim in the singular, and shows an undecided package and an empty message plainly', async () => {
    const response = await send({
      ...pilgrim,
      pilgrims: 1,
      preferredPackage: 'undecided',
      packageType: 'not-sure',
      nationality: 'british',
      passportStatus: 'valid-6-months',
      nusukAccount: 'have-account',
      preferredContact: 'email',
      message: '',
    })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: Aisha Rahman – 1 pilgrim`)
    for (const row of [
      'Number of pilgrims: 1',
      'Preferred package: Not sure yet – please advise me',
      'Package type preference: Not sure yet',
      'Nationality: British',
      'Passport status: Valid for 6 months or more',
      'Nusuk account: I have a Nusuk account',
      'Preferred contact method: Email',
      'Message: Not given',
    ]) {
      expect(parsed.text).toContain(row)
    }
  })

  it('names every non-shifting package by its title', async () => {
    const response = await send({ ...pilgrim, preferredPackage: 'SNSPR', packageType: 'non-shifting', pilgrims: '20' })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain('Preferred package: Standard Non-Shifting Premium (SNSPR)')
    expect(parsed.text).toContain('Package type preference: Non-shifting')
    expect(parsed.text).toContain('Number of pilgrims: 20')
  })

  it('escapes markup: names and messages arrive as visible text, never as HTML', async () => {
    const response = await send({
      ...pilgrim,
      firstName: '<script>alert(1)</script>',
      lastName: 'Rahman & "Sons"',
      message: '<img src=x onerror="alert(2)"> <b>bold</b>',
    })
    expect(response.status).toBe(200)
    const { parsed, raw } = await smtp.waitForMessage()
    const html = parsed.html || ''
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>bold')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Rahman &amp; &quot;Sons&quot;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &lt;b&gt;bold&lt;/b&gt;')
    expect(parsed.text).toContain('Lead pilgrim first name: <script>alert(1)</script>')
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: <script>alert(1)</script> Rahman & "Sons" – 3 pilgrims`)
    expect(raw).not.toMatch(/^Bcc:/im)
  })

  it('keeps line breaks in a name from adding mail headers, and never takes the recipient from the request', async () => {
    const response = await send({ ...pilgrim, lastName: 'Rahman\r\nBcc: victim@example.net', to: 'attacker@example.net', MAIL_TO: 'attacker@example.net' })
    expect(response.status).toBe(200)
    const { parsed, raw, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['hajj-team@agency.example'])
    expect(parsed.headers.has('bcc')).toBe(false)
    expect(raw).not.toContain('attacker@example.net')
  })
})

describe('invalid bodies are refused with 400 and the fields named', () => {
  async function refused(body: unknown): Promise<{ error: string; fields: Record<string, string> }> {
    const before = smtp.messages.length
    const response = await send(body)
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
    expect(smtp.messages.length, 'nothing is sent').toBe(before)
    return reply
  }

  it('an empty body names every required field, in the form’s words', async () => {
    const reply = await refused({})
    expect(Object.keys(reply.fields).sort()).toEqual(
      [
        'email',
        'firstName',
        'lastName',
        'nationality',
        'nusukAccount',
        'packageType',
        'passportStatus',
        'phone',
        'pilgrims',
        'preferredContact',
        'preferredPackage',
        'recaptchaToken',
      ].sort(),
    )
    expect(reply.error).toMatch(/^Please check these fields: /)
    for (const clause of [
      'Lead pilgrim first name – Please enter the lead pilgrim’s first name',
      'Lead pilgrim last name – Please enter the lead pilgrim’s last name',
      'Email – Please enter your e-mail address',
      'Phone – Please enter your phone number',
      'Number of pilgrims – Please enter the number of pilgrims, from 1 to 20',
      'Preferred package – Please choose a package from the list, or “Not sure yet”',
      'Package type preference – Please choose shifting, non-shifting or not sure',
      'Nationality – Please choose your nationality',
      'Passport status – Please tell us about your passport',
      'Nusuk account – Please tell us whether you have a Nusuk account',
      'Preferred contact method – Please choose how we should contact you',
    ]) {
      expect(reply.error).toContain(clause)
    }
  })

  it.each([
    ['a package that is not ours', { preferredPackage: 'XXXX' }, 'preferredPackage'],
    ['a package id in lower case', { preferredPackage: 'sepr' }, 'preferredPackage'],
    ['no pilgrims', { pilgrims: '0' }, 'pilgrims'],
    ['more than 20 pilgrims', { pilgrims: 21 }, 'pilgrims'],
    ['a fractional number of pilgrims', { pilgrims: 2.5 }, 'pilgrims'],
    ['pilgrims in words', { pilgrims: 'three' }, 'pilgrims'],
    ['an e-mail address without @', { email: 'aisha.example.org' }, 'email'],
    ['a phone number with letters', { phone: 'call me' }, 'phone'],
    ['an unknown package type', { packageType: 'luxury' }, 'packageType'],
    ['an unknown nationality', { nationality: 'martian' }, 'nationality'],
    ['an unknown passport status', { passportStatus: 'lost' }, 'passportStatus'],
    ['an unknown Nusuk status', { nusukAccount: 'maybe' }, 'nusukAccount'],
    ['an unknown contact method', { preferredContact: 'pigeon' }, 'preferredContact'],
    ['a message that is not text', { message: { text: 'hi' } }, 'message'],
    ['a first name of spaces only', { firstName: '   ' }, 'firstName'],
  ])('%s', async (_what, change, field) => {
    const reply = await refused({ ...pilgrim, ...change })
    expect(Object.keys(reply.fields)).toEqual([field])
    expect(reply.error).toMatch(/^Please check these fields: /)
  })

  it('a body that is not JSON, or not an object', async () => {
    expect((await refused('{"firstName": ')).error).toBeTruthy()
    expect((await refused('[1, 2]')).error).toBeTruthy()
  })
})

describe('the captcha', () => {
  it('without keys, only the development stand-in’s token passes', async () => {
    const response = await send({ ...pilgrim, recaptchaToken: 'forged-token' })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(CAPTCHA_INCOMPLETE)
  })

  it('in production without a secret nothing is accepted', async () => {
    process.env.CONTEXT = 'production'
    const before = smtp.messages.length
    const response = await send(pilgrim)
    expect(response.status).toBe(503)
    expect(await readJson(response)).toEqual({ error: ENQUIRY_TEXT.notConfigured })
    expect(smtp.messages.length).toBe(before)
  })

  describe('with a secret key, checked by siteverify', () => {
    let siteverify: FakeSiteverify
    beforeAll(async () => {
      siteverify = await startFakeSiteverify()
    })
    afterAll(async () => {
      await siteverify.close()
    })
    beforeEach(() => {
      siteverify.reset()
      siteverify.requests.length = 0
      process.env.RECAPTCHA_SECRET_KEY = 'test-secret'
      process.env.RECAPTCHA_VERIFY_URL = siteverify.url
    })

    it('a token siteverify rejects is refused, and nothing is sent', async () => {
      siteverify.set({ success: false, errorCodes: ['invalid-input-response'] })
      const before = smtp.messages.length
      const response = await send({ ...pilgrim, recaptchaToken: 'token-from-the-widget' })
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual(CAPTCHA_INCOMPLETE)
      expect(siteverify.requests.map((r) => r.params.response)).toEqual(['token-from-the-widget'])
      expect(smtp.messages.length).toBe(before)
    })

    it('the development token is not enough once a secret is configured', async () => {
      siteverify.set({ success: false })
      const response = await send(pilgrim)
      expect(response.status).toBe(400)
      expect(siteverify.requests).toHaveLength(1)
    })

    it('a token siteverify accepts is sent', async () => {
      const response = await send({ ...pilgrim, recaptchaToken: 'token-from-the-widget' })
      expect(response.status).toBe(200)
      expect(await readJson(response)).toEqual(withReference(SUCCESS))
      const { parsed } = await smtp.waitForMessage()
      expect(parsed.subject).toContain('Aisha Rahman')
    })
  })
})

describe('when the mail server fails', () => {
  it('answers 502 with the failure text when nothing listens on the SMTP port', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await send(pilgrim)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(env.logs.join('\n')).toContain('"outcome":"mail-failed"')
  })

  it('answers 502 with the failure text when the server refuses the message', async () => {
    await useDeadStore()
    smtp.setRejecting(true)
    const before = smtp.messages.length
    const response = await send(pilgrim)
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable(FAILURE))
    expect(smtp.messages.length).toBe(before)
  })
})

describe('without SMTP_URL (local development)', () => {
  it('writes the registration as a parseable .eml into the outbox', async () => {
    delete process.env.SMTP_URL
    const response = await send(pilgrim)
    expect(response.status).toBe(200)
    const files = await readdir(env.outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-hajj-registration-[0-9a-f]{8}\.eml$/)
    const parsed = await simpleParser(await readFile(path.join(env.outbox, files[0])))
    expect(parsed.text).toContain('Preferred package: Shifting Executive Premium (SEPR)')
  })
})

describe('Netlify configuration', () => {
  it('is rate limited per visitor', () => {
    expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
