// The one contract of every send-<form> function (tests/support/functions/form-functions.ts lists
// them, with the fields each valid body cannot do without; each function's labels, limits and
// texts are its own, read from createFormHandler's contract and checked against data/): 405, 415,
// 413, 400 for bad JSON, a body that is not an object and each required field left out, naming the
// fields by their labels in the form's words; the captcha (the development stand-in only where it
// is local, siteverify's answer once a secret is set, 503 in production without one); a valid
// enquiry kept with a reference, answered with the success text and e-mailed to the agency once,
// however often it is replayed, to MAIL_TO only (never a recipient from the request) with Reply-To
// the visitor; the valid body without any one of its optional fields; the local outbox; Netlify's
// rate limit. The mail server
// failing is tests/functions/faults.test.ts, hostile input tests/functions/properties.test.ts.
// Per-form test files hold only what is particular to their form.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from '@netlify/functions'
import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { describeFieldErrors } from '../../forms/_shared/field-errors'
import { CAPTCHA_INCOMPLETE, SUCCESS_MARKER } from '../../forms/_shared/messages'
import { newFormId } from '../../forms/_shared/form-id'
import { INVALID_JSON_TEXT, METHOD_NOT_ALLOWED_TEXT, UNSUPPORTED_MEDIA_TYPE_TEXT } from '../../functions/_shared/http'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { FUNCTION_ORIGIN, expectSecurityHeaders, postJson, readJson, useFakeSiteverify, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { checkFields, ENQUIRY_WORDS, isOneOf, replyText, textsOf } from '../support/form-words'
import { REFERENCE } from '../support/reference'

const env = useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'contract@agency.example' })
const siteverify = useFakeSiteverify()

const raw = (name: string, init: RequestInit) => new Request(`${FUNCTION_ORIGIN}/.netlify/functions/${name}`, init)

/** Netlify's context as far as the functions use it: the work handed to waitUntil is kept. */
function netlifyContext() {
  const work: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void work.push(promise), ip: '127.0.0.1' } as unknown as Context
  return { context, settled: () => Promise.allSettled(work) }
}

describe.each(FORM_FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s', (_name, fn) => {
  async function refused(response: Response, status: number) {
    expect(response.status).toBe(status)
    expectSecurityHeaders(response)
    return (await readJson(response)) as { error: string; fields?: Record<string, string> }
  }

  it('says success in words that contain "successfully" (the specification’s rule for English)', () => {
    expect(fn.successText).toContain(SUCCESS_MARKER)
    expect(fn.failureText).not.toContain(SUCCESS_MARKER)
  })

  it('answers in data/’s words: its success and failure texts, with the reply hours filled in', () => {
    expect(fn.successText).toBe(replyText(fn.words.texts.successText))
    expect(fn.failureText).toBe(replyText(fn.words.texts.failureText))
    const fromData = Object.entries(fn.labels).filter(([field]) => field in fn.words.labels)
    expect(fromData.length).toBeGreaterThan(0)
    for (const [field, label] of fromData) expect(label, field).toBe(fn.words.label(field))
  })

  it('is rate limited per IP and domain', () => {
    expect(fn.config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: fn.rateLimit, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })

  it('405 for anything but POST, naming POST', async () => {
    const response = await fn.handler(raw(fn.name, { method: 'GET' }))
    expect(response.headers.get('Allow')).toBe('POST')
    expect((await refused(response, 405)).error).toBe(METHOD_NOT_ALLOWED_TEXT)
  })

  it('415 for a body that is not JSON', async () => {
    const response = await fn.handler(raw(fn.name, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=x' }))
    expect((await refused(response, 415)).error).toBe(UNSUPPORTED_MEDIA_TYPE_TEXT)
  })

  it('413 for a body over its limit', async () => {
    const response = await fn.handler(postJson(fn.name, { ...fn.valid, padding: 'x'.repeat(fn.maxBodyBytes) }))
    expect((await refused(response, 413)).error).toBe(fn.tooLargeText)
  })

  it('413 for a body over its limit streamed without Content-Length, nothing read past the limit', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ ...fn.valid, padding: 'x'.repeat(fn.maxBodyBytes) }))
    const chunk = 64 * 1024
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < json.length; at += chunk) controller.enqueue(json.subarray(at, at + chunk))
        controller.close()
      },
    })
    const request = raw(fn.name, { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(request.headers.has('content-length')).toBe(false)
    expect((await refused(await fn.handler(request), 413)).error).toBe(fn.tooLargeText)
  })

  it('400 for JSON that does not parse', async () => {
    const response = await fn.handler(raw(fn.name, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' }))
    expect((await refused(response, 400)).error).toBe(INVALID_JSON_TEXT)
  })

  it('400 for JSON that is not an object', async () => {
    expect((await refused(await fn.handler(postJson(fn.name, '[1, 2]')), 400)).error).toBeTruthy()
  })

  const optional = Object.keys(fn.valid).filter((field) => !fn.required.includes(field) && field !== 'recaptchaToken' && field !== fn.honeypot)
  it.each(fn.required)('400 without %s, naming it alone by its label and a message of the form’s words, nothing sent', async (field) => {
    const before = smtp.messages.length
    const { [field]: _left, ...body } = fn.valid
    const reply = await refused(await fn.handler(postJson(fn.name, body)), 400)
    expect(Object.keys(reply.fields ?? {})).toEqual([field])
    const message = reply.fields![field]!
    expect(isOneOf(message, textsOf(fn.words.messages)), `"${message}" is one of the form's messages in data/`).toBe(true)
    expect(reply.error).toBe(checkFields(`${fn.words.label(field)} – ${message}`))
    expect(smtp.messages.length).toBe(before)
  })

  it.runIf(optional.length > 0)('accepts the valid body without any one of its optional fields', async () => {
    for (const field of optional) {
      const { [field]: _left, ...body } = fn.valid
      const response = await fn.handler(postJson(fn.name, body))
      expect(response.status, `without ${field}: ${JSON.stringify(await response.clone().json())}`).toBe(200)
      await smtp.waitForMessage()
    }
  })

  it('400 naming every field at fault by its label, nothing sent', async () => {
    const before = smtp.messages.length
    const reply = await refused(await fn.handler(postJson(fn.name, {})), 400)
    const faulty = Object.keys(reply.fields ?? {})
    expect(faulty.length).toBeGreaterThan(0)
    for (const field of faulty.filter((name) => name !== 'recaptchaToken')) expect(fn.labels[field], `a label for ${field}`).toBeTruthy()
    expect(reply.error).toBe(describeFieldErrors(reply.fields!, fn.labels, 'en'))
    expect(smtp.messages.length).toBe(before)
  })

  it.runIf(fn.captcha)('400 with the captcha text when the token is missing or refused, nothing sent', async () => {
    const before = smtp.messages.length
    const { recaptchaToken: _token, ...withoutToken } = fn.valid
    expect((await refused(await fn.handler(postJson(fn.name, withoutToken)), 400)).error).toBe(CAPTCHA_INCOMPLETE)
    process.env.RECAPTCHA_SECRET_KEY = 'contract-secret'
    process.env.RECAPTCHA_VERIFY_URL = siteverify().url
    siteverify().set({ success: false, errorCodes: ['invalid-input-response'] })
    expect((await refused(await fn.handler(postJson(fn.name, { ...fn.valid, recaptchaToken: 'refused-token' })), 400)).error).toBe(CAPTCHA_INCOMPLETE)
    expect(smtp.messages.length).toBe(before)
  })

  it.runIf(fn.captcha)('takes only the development stand-in’s token while local and without keys', async () => {
    expect((await refused(await fn.handler(postJson(fn.name, { ...fn.valid, recaptchaToken: 'forged-token' })), 400)).error).toBe(CAPTCHA_INCOMPLETE)
  })

  it.runIf(fn.captcha)('in production without a secret takes nothing, saying the form is unavailable (503)', async () => {
    process.env.CONTEXT = 'production'
    const before = smtp.messages.length
    const reply = await refused(await fn.handler(postJson(fn.name, fn.valid)), 503)
    expect(isOneOf(reply.error, [ENQUIRY_WORDS.notConfigured]), reply.error).toBe(true)
    expect(smtp.messages.length).toBe(before)
  })

  it.runIf(fn.captcha)('with a secret, asks siteverify: the development token alone is refused, a token it accepts is sent', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'contract-secret'
    process.env.RECAPTCHA_VERIFY_URL = siteverify().url
    siteverify().set({ success: false })
    expect((await refused(await fn.handler(postJson(fn.name, fn.valid)), 400)).error).toBe(CAPTCHA_INCOMPLETE)
    siteverify().set({ success: true })
    const response = await fn.handler(postJson(fn.name, { ...fn.valid, recaptchaToken: 'token-from-the-widget' }))
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    expect(siteverify().requests.map((request) => request.params.response)).toContain('token-from-the-widget')
    await smtp.waitForMessage()
  })

  it('e-mails MAIL_TO (never a recipient from the request), Reply-To the visitor', async () => {
    const response = await fn.handler(postJson(fn.name, { ...fn.valid, to: 'attacker@example.net', MAIL_TO: 'attacker@example.net' }))
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed, envelope, raw } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['contract@agency.example'])
    expect(raw).not.toContain('attacker@example.net')
    if (fn.honeypot === undefined) expect(parsed.replyTo?.value.map((address) => address.address)).toEqual([fn.valid.email])
  })

  it('without SMTP_URL (local development) writes the e-mail as a parseable .eml into the outbox', async () => {
    delete process.env.SMTP_URL
    expect((await fn.handler(postJson(fn.name, fn.valid))).status).toBe(200)
    const files = (await readdir(env.outbox)).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`-${fn.handler.contract.formName}-[0-9a-f]{8}\\.eml$`))
    const parsed = await simpleParser(await readFile(path.join(env.outbox, files[0]!)))
    expect(parsed.subject).toBeTruthy()
  })

  it('kept with a reference, answered with its success text, e-mailed to the agency once however often it is sent', async () => {
    const enquiryId = newFormId()
    const references: string[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      const { context, settled } = netlifyContext()
      const response = await fn.handler(postJson(fn.name, { ...fn.valid, enquiryId }), context)
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
      expectSecurityHeaders(response)
      const reply = (await readJson(response)) as { message: string; reference: string }
      expect(reply.message).toBe(fn.successText)
      expect(reply.reference).toMatch(REFERENCE)
      references.push(reply.reference)
      await settled()
    }
    expect(references[1], 'a replay answers the same reference').toBe(references[0])
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.subject).toContain(references[0])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      smtp.messages.filter((m) => m.parsed.subject?.includes(references[0]!)),
      'one e-mail',
    ).toHaveLength(1)
  })
})
