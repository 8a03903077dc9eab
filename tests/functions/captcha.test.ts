// The captcha check against a local fake siteverify: it passes only on success for an allowed
// hostname, fails closed (quickly) on timeouts and broken answers, and the development
// stand-in works only outside production.
import { readdir } from 'node:fs/promises'
import type { Context } from '@netlify/functions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { HOME_SUBJECT } from '../../forms/contact'
import sendContactEmail from '../../functions/send-contact-email'
import { CAPTCHA_NOT_CONFIGURED_TEXT, verifyCaptcha } from '../../functions/_shared/captcha'
import { isProduction } from '../../functions/_shared/environment'
import { startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify'
import { closedSmtpUrl, startSmtpServer, TEST_SMTP_CERTIFICATE, type TestSmtpServer } from '../support/smtp'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useDeadStore } from '../support/functions/index'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { withReference, withoutReference, unavailable } from '../support/reference'
import { dataText } from '../support/data-text'
import { replyText } from '../support/form-words'

const env = useFunctionTestEnv()

const SECRET = 'test-secret-key'
const TOKEN = 'token-from-the-widget'
const SUCCESS = { message: replyText(dataText('forms', 'contact.successText')) }
const INCOMPLETE = { error: dataText('forms', 'shared.captchaIncomplete') }
const UNAVAILABLE = {
  error: 'The reCAPTCHA check could not be completed just now. Please try again in a moment, or call or e-mail us.',
}
const NOT_CONFIGURED = { error: ENQUIRY_TEXT.notConfigured }

const visitor = {
  name: 'Ibrahim Khan',
  phone: '020 7946 0001',
  email: 'ibrahim@example.org',
  subject: HOME_SUBJECT,
  travelMonth: 'visa-enquiries',
  message: '',
  recaptchaToken: TOKEN,
}

let siteverify: FakeSiteverify
let smtp: TestSmtpServer

beforeAll(async () => {
  ;[siteverify, smtp] = await Promise.all([startFakeSiteverify(), startSmtpServer()])
})

afterAll(async () => {
  await Promise.all([siteverify.close(), smtp.close()])
})

beforeEach(() => {
  siteverify.reset()
  siteverify.requests.length = 0
  process.env.RECAPTCHA_SECRET_KEY = SECRET
  process.env.RECAPTCHA_VERIFY_URL = siteverify.url
  process.env.SMTP_URL = smtp.url
  process.env.SMTP_TLS_CA = TEST_SMTP_CERTIFICATE
  process.env.MAIL_TO = 'bookings@agency.example'
})

describe('with a secret key (siteverify)', () => {
  it('posts secret, response and remoteip form-encoded, and sends the enquiry on success', async () => {
    const request = postJson('send-contact-email', visitor, { 'x-nf-client-connection-ip': '203.0.113.7' })
    const response = await sendContactEmail(request)
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    expect(siteverify.requests).toHaveLength(1)
    const [sent] = siteverify.requests
    expect(sent.method).toBe('POST')
    expect(sent.contentType).toBe('application/x-www-form-urlencoded')
    expect(sent.params).toEqual({ secret: SECRET, response: TOKEN, remoteip: '203.0.113.7' })
    expect(sent.raw).toBe(`secret=${SECRET}&response=${TOKEN}&remoteip=203.0.113.7`)

    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Website enquiry: ${dataText('forms', 'contact.homeSubject')} – Ibrahim Khan`)
  })

  it("prefers Netlify's context.ip for remoteip", async () => {
    const context = { ip: '192.0.2.10' } as Context
    const response = await sendContactEmail(postJson('send-contact-email', visitor, { 'x-forwarded-for': '198.51.100.4' }), context)
    expect(response.status).toBe(200)
    expect(siteverify.requests[0].params.remoteip).toBe('192.0.2.10')
    await smtp.waitForMessage()
  })

  it('takes remoteip from X-Forwarded-For, and leaves it out when unknown', async () => {
    await sendContactEmail(postJson('send-contact-email', visitor, { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' }))
    await sendContactEmail(postJson('send-contact-email', visitor))
    expect(siteverify.requests.map((request) => request.params.remoteip)).toEqual(['198.51.100.4', undefined])
    await smtp.waitForMessage()
    await smtp.waitForMessage()
  })

  it('refuses a token siteverify rejects, with the specification text, and sends nothing', async () => {
    siteverify.set({ success: false, errorCodes: ['timeout-or-duplicate'] })
    const before = smtp.messages.length
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(INCOMPLETE)
    expect(smtp.messages.length).toBe(before)
    expect(env.logs.join('\n')).toContain('timeout-or-duplicate')
  })

  it('refuses a token solved on another hostname', async () => {
    siteverify.set({ hostname: 'evil.example' })
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(INCOMPLETE)
  })

  it('accepts the hostnames listed in RECAPTCHA_ALLOWED_HOSTNAMES (and only those)', async () => {
    process.env.RECAPTCHA_ALLOWED_HOSTNAMES = 'www.agency.example, agency.example'
    siteverify.set({ hostname: 'agency.example' })
    expect(await verifyCaptcha(TOKEN, postJson('x', {}))).toEqual({ ok: true, mode: 'verified' })
    siteverify.set({ hostname: 'localhost' })
    expect(await verifyCaptcha(TOKEN, postJson('x', {}))).toEqual({ ok: false, reason: 'wrong-hostname' })
  })

  it('fails closed, quickly, when siteverify never answers', async () => {
    siteverify.set({ mode: 'hang' })
    process.env.RECAPTCHA_TIMEOUT_MS = '300'
    const before = smtp.messages.length
    const started = Date.now()
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    const elapsed = Date.now() - started
    expect(response.status).toBe(503)
    expect(await readJson(response)).toEqual(UNAVAILABLE)
    expect(elapsed).toBeGreaterThanOrEqual(250)
    expect(elapsed).toBeLessThan(2000)
    expect(smtp.messages.length).toBe(before)
    expect(env.logs.join('\n')).toContain('"detail":"timeout"')
  })

  it.each([
    ['http-error', 'http-status'],
    ['bad-json', 'bad-json'],
  ] as const)('fails closed when siteverify answers %s', async (mode, detail) => {
    siteverify.set({ mode })
    expect(await verifyCaptcha(TOKEN, postJson('x', {}))).toEqual({ ok: false, reason: 'unavailable', detail })
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(503)
    expect(await readJson(response)).toEqual(UNAVAILABLE)
  })

  it('fails closed when siteverify cannot be reached', async () => {
    await siteverify.close()
    try {
      expect(await verifyCaptcha(TOKEN, postJson('x', {}))).toEqual({ ok: false, reason: 'unavailable', detail: 'network' })
    } finally {
      siteverify = await startFakeSiteverify()
    }
  })

  it('does not accept the development token once a secret is configured', async () => {
    siteverify.set({ success: false })
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, recaptchaToken: DEV_CAPTCHA_TOKEN }))
    expect(response.status).toBe(400)
    expect(siteverify.requests[0].params.response).toBe(DEV_CAPTCHA_TOKEN)
  })

  it('works in production with a secret, SMTP, MAIL_TO and MAIL_FROM configured', async () => {
    process.env.CONTEXT = 'production'
    process.env.MAIL_FROM = 'Website <no-reply@agency.example>'
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(200)
    await smtp.waitForMessage()
  })

  it.each(['SMTP_URL', 'MAIL_TO', 'MAIL_FROM', 'RECAPTCHA_SECRET_KEY'])(
    'refuses in production (503, the phone number) before accepting anything when %s is missing',
    async (missing) => {
      process.env.NETLIFY = 'true'
      process.env.MAIL_FROM = 'Website <no-reply@agency.example>'
      delete process.env[missing]
      const before = smtp.messages.length
      const response = await sendContactEmail(postJson('send-contact-email', visitor))
      expect(response.status).toBe(503)
      expect(await readJson(response)).toEqual(NOT_CONFIGURED)
      expect(NOT_CONFIGURED.error).toMatch(/\d{3} \d{4} \d{4}/)
      expect(siteverify.requests).toHaveLength(0)
      expect(await readdir(env.outbox)).toEqual([])
      expect(smtp.messages.length).toBe(before)
      expect(env.logs.join('\n')).toContain(`${missing} not set in production`)
    },
  )

  it.each([
    ['SMTP_URL', 'smtp//127.0.0.1:2525'],
    ['SMTP_URL', 'http://127.0.0.1:2525'],
    ['MAIL_TO', 'agency-at-agency.test'],
    ['MAIL_TO', 'bookings@agency.example, agency-at-agency.test'],
    ['MAIL_FROM', 'Website <no-reply-at-agency.example>'],
  ])('refuses in production (503, the phone number) before accepting anything when %s is malformed (%s)', async (name, value) => {
    process.env.NETLIFY = 'true'
    process.env.MAIL_FROM = 'Website <no-reply@agency.example>'
    process.env[name] = value
    const before = smtp.messages.length
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(503)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(NOT_CONFIGURED)
    expect(siteverify.requests).toHaveLength(0)
    expect(await readdir(env.outbox)).toEqual([])
    expect(smtp.messages.length).toBe(before)
    expect(env.logs.join('\n')).toContain(`${name} malformed in production`)
  })

  it('with no enquiry store and no mail server: 502 with the phone number, nothing claims success', async () => {
    await useDeadStore()
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(502)
    expect(await readJson(response)).toEqual(unavailable({ error: dataText('forms', 'contact.failureText') }))
  })
})

describe('without a secret key', () => {
  beforeEach(() => {
    delete process.env.RECAPTCHA_SECRET_KEY
  })

  it('accepts the development stand-in token outside production, without calling siteverify', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, recaptchaToken: DEV_CAPTCHA_TOKEN }))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))
    expect(siteverify.requests).toHaveLength(0)
    await smtp.waitForMessage()
  })

  it('refuses the stand-in token where the local server has not said it is local (no NETLIFY_DEV), production variables or not', async () => {
    delete process.env.NETLIFY_DEV
    expect(isProduction()).toBe(false)
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, recaptchaToken: DEV_CAPTCHA_TOKEN }))
    expect(response.status).toBe(503)
    expect(await readJson(response)).toEqual({ error: CAPTCHA_NOT_CONFIGURED_TEXT })
    expect(siteverify.requests).toHaveLength(0)
  })

  it('refuses any other token outside production', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', visitor))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(INCOMPLETE)
  })

  it.each([
    ['CONTEXT', 'production'],
    ['NETLIFY', 'true'],
    ['NODE_ENV', 'production'],
    ['AWS_LAMBDA_FUNCTION_NAME', 'send-contact-email'],
  ])('refuses every submission in production (%s=%s) with 503 and a clear text', async (key, value) => {
    process.env[key] = value
    expect(isProduction()).toBe(true)
    const before = smtp.messages.length
    const response = await sendContactEmail(postJson('send-contact-email', { ...visitor, recaptchaToken: DEV_CAPTCHA_TOKEN }))
    expect(response.status).toBe(503)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(NOT_CONFIGURED)
    expect(smtp.messages.length).toBe(before)
    expect(siteverify.requests).toHaveLength(0)
  })

  it('is not production by default in the tests', () => {
    expect(isProduction()).toBe(false)
  })
})
