// The one contract of every send-<form> function (tests/support/functions/form-functions.ts lists
// them; each function's labels, limits and texts are its own, read from createFormHandler's
// contract): 405, 415, 413, 400 for bad JSON and with the fields at fault named by their labels,
// the captcha text when the token is missing or refused, and a valid enquiry kept with a
// reference, answered with the success text and e-mailed to the agency once, however often it is
// replayed. Per-form test files hold only what is particular to their form.
import type { Context } from '@netlify/functions'
import { describe, expect, it } from 'vitest'
import { describeFieldErrors } from '../../forms/_shared/field-errors'
import { CAPTCHA_INCOMPLETE, SUCCESS_MARKER } from '../../forms/_shared/messages'
import { newFormId } from '../../forms/_shared/form-id'
import { INVALID_JSON_TEXT, METHOD_NOT_ALLOWED_TEXT, UNSUPPORTED_MEDIA_TYPE_TEXT } from '../../functions/_shared/http'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { FUNCTION_ORIGIN, expectSecurityHeaders, postJson, readJson, useFakeSiteverify, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { REFERENCE } from '../support/reference'

useFunctionTestEnv()
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

  it('400 for JSON that does not parse', async () => {
    const response = await fn.handler(raw(fn.name, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' }))
    expect((await refused(response, 400)).error).toBe(INVALID_JSON_TEXT)
  })

  it('400 naming every field at fault by its label, nothing sent', async () => {
    const before = smtp.messages.length
    const reply = await refused(await fn.handler(postJson(fn.name, {})), 400)
    const faulty = Object.keys(reply.fields ?? {})
    expect(faulty.length).toBeGreaterThan(0)
    for (const field of faulty.filter((name) => name !== 'recaptchaToken')) expect(fn.labels[field], `a label for ${field}`).toBeTruthy()
    expect(reply.error).toBe(describeFieldErrors(reply.fields!, fn.labels))
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
