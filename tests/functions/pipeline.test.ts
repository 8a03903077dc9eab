// The request pipeline every form function shares, seen from the browser: status codes, exact
// texts and headers, before any e-mail is involved.
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { HOME_SUBJECT, contactLabels } from '../../forms/contact'
import sendContactEmail, { config as contactConfig } from '../../functions/send-contact-email'
import sendNewsletterSignup, { config as newsletterConfig } from '../../functions/send-newsletter-signup'
import { createFormHandler } from '../../functions/_shared/create-form-handler'
import { readBodyWithLimit } from '../../functions/_shared/http'
import { loadPdfJs } from '../../functions/_shared/decode-upload'
import { FUNCTION_ORIGIN, expectSecurityHeaders, postJson, readJson, useFunctionTestEnv } from '../support/functions/index'
import { withReference } from '../support/reference'
import { dataText } from '../support/data-text'
import { loadCatalogue } from '../../content/server/data/load'
import { checkFields, ENQUIRY_WORDS, formWords, replyText } from '../support/form-words'

/** The replies to requests the site's forms never send (data/forms.yaml `enquiries.requests`). */
const REQUESTS = ENQUIRY_WORDS.requests

const env = useFunctionTestEnv()
const contact = formWords(loadCatalogue('forms', 'en').contact)

const validContact = {
  name: 'Yusuf Ali',
  phone: '07700 900123',
  email: 'yusuf@example.org',
  subject: HOME_SUBJECT,
  travelMonth: 'october-2025',
  message: 'Hello',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

/** The agency's mail in the outbox (the visitors' acknowledgements are in its visitors/ folder). */
async function outboxFiles(): Promise<string[]> {
  return (await readdir(env.outbox)).filter((file) => file.endsWith('.eml'))
}

describe('method check', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await sendContactEmail(new Request(`${FUNCTION_ORIGIN}/.netlify/functions/send-contact-email`, { method }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({ error: REQUESTS.methodNotAllowed })
  })
})

describe('body size', () => {
  it('refuses a body over 32 KB with 413 even without a Content-Length header', async () => {
    const request = postJson('send-contact-email', { ...validContact, message: 'x'.repeat(33 * 1024) })
    expect(request.headers.get('content-length')).toBeNull()
    const response = await sendContactEmail(request)
    expect(response.status).toBe(413)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({ error: REQUESTS.tooLarge })
    expect(await outboxFiles()).toEqual([])
  })

  it('refuses at once when Content-Length announces too much', async () => {
    const request = postJson('send-contact-email', validContact, { 'content-length': String(64 * 1024) })
    const response = await sendContactEmail(request)
    expect(response.status).toBe(413)
  })

  it('counts the bytes actually read when Content-Length understates them', async () => {
    const request = postJson('send-newsletter-signup', { email: 'a@example.org', padding: 'x'.repeat(5000) }, { 'content-length': '20' })
    const response = await sendNewsletterSignup(request)
    expect(response.status).toBe(413)
  })

  it('stops reading a streamed body as soon as the limit is passed', async () => {
    let pulled = 0
    const chunk = new TextEncoder().encode('x'.repeat(1024))
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        if (pulled > 1000) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const request = new Request(`${FUNCTION_ORIGIN}/.netlify/functions/send-newsletter-signup`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    const result = await readBodyWithLimit(request, 4 * 1024)
    expect(result).toEqual({ ok: false, reason: 'too-large' })
    expect(pulled).toBeLessThan(20)
  })

  it('accepts a body of exactly the limit', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(100) })
    const request = postJson('x', body)
    expect(await readBodyWithLimit(request, Buffer.byteLength(body))).toEqual({ ok: true, text: body })
  })
})

describe('JSON and fields', () => {
  it.each(['not json', '{"name": "Yusuf",', ''])('answers a body that is not JSON (%j) with 400', async (body) => {
    const response = await sendContactEmail(postJson('send-contact-email', body))
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({ error: REQUESTS.invalidJson })
  })

  // PDF.js's build for Node brings core-js's polyfills, whose JSON.parse read this body as
  // { name: 'Yusuf' }: a function that had checked an uploaded PDF then took it for a form.
  it('still answers a body that is not JSON with 400 once PDF.js is loaded (a PDF upload checked)', async () => {
    await loadPdfJs()
    const response = await sendContactEmail(postJson('send-contact-email', '{"name": "Yusuf",'))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: REQUESTS.invalidJson })
  })

  it('answers invalid UTF-8 with 400 invalid JSON', async () => {
    const request = new Request(`${FUNCTION_ORIGIN}/.netlify/functions/send-contact-email`, {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'content-type': 'application/json' },
    })
    const response = await sendContactEmail(request)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: REQUESTS.invalidJson })
  })

  it.each(['[]', 'null', '"text"', '42'])('answers JSON that is not an object (%s) with 400', async (body) => {
    const response = await sendContactEmail(postJson('send-contact-email', body))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: REQUESTS.notAnObject })
  })

  it('names the fields at fault in a sentence and per field', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...validContact, email: 'yusuf@', name: '' }))
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({
      error: checkFields(contact.reason('name'), contact.reason('email', 'emailInvalid')),
      fields: { name: dataText('forms', 'contact.messages.name'), email: dataText('forms', 'shared.emailInvalid') },
    })
    expect(await outboxFiles()).toEqual([])
  })

  it('answers a missing captcha token with the specification text', async () => {
    const { recaptchaToken, ...withoutToken } = validContact
    void recaptchaToken
    const response = await sendContactEmail(postJson('send-contact-email', withoutToken))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({
      error: dataText('forms', 'shared.captchaIncomplete'),
      fields: { recaptchaToken: dataText('forms', 'shared.captchaIncomplete') },
    })
  })

  it('lists the captcha with other faulty fields', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', { ...validContact, phone: '', recaptchaToken: '' }))
    expect(await readJson(response)).toEqual({
      // The sentence lists each message without its own full stop.
      error: checkFields(contact.reason('phone'), `${contactLabels.recaptchaToken} – ${dataText('forms', 'shared.captchaIncomplete').replace(/\.$/, '')}`),
      fields: {
        phone: dataText('forms', 'shared.phoneRequired'),
        recaptchaToken: dataText('forms', 'shared.captchaIncomplete'),
      },
    })
  })
})

describe('success and unexpected failures', () => {
  it('answers 200 with the success message and the security headers', async () => {
    const response = await sendContactEmail(postJson('send-contact-email', validContact))
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(withReference({ message: replyText(contact.texts.successText) }))
    expect(await outboxFiles()).toHaveLength(1)
  })

  it('turns an unexpected exception into 500 with the failure text, never a crash', async () => {
    const handler = createFormHandler({
      formName: 'broken',
      schema: z.object({ email: z.string() }),
      labels: {},
      maxBodyBytes: 1024,
      captcha: false,
      successText: 'Sent successfully.',
      failureText: dataText('forms', 'contact.failureText'),
      buildEmail: () => {
        throw new Error('secret visitor detail yusuf@example.org')
      },
    })
    const response = await handler(postJson('broken', { email: 'yusuf@example.org' }))
    expect(response.status).toBe(500)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({ error: dataText('forms', 'contact.failureText') })
    expect(env.logs.join('\n')).not.toContain('yusuf@example.org')
    expect(env.logs.join('\n')).toContain('"outcome":"error"')
  })

  it('never logs personal data', async () => {
    await sendContactEmail(postJson('send-contact-email', validContact))
    await sendContactEmail(postJson('send-contact-email', { ...validContact, email: 'bad@' }))
    const logged = env.logs.join('\n')
    expect(env.logs.length).toBeGreaterThanOrEqual(2)
    for (const personal of [validContact.name, validContact.email, validContact.phone, 'bad@', validContact.message]) {
      expect(logged).not.toContain(personal)
    }
    expect(logged).toContain('"outcome":"delivered"')
    expect(logged).toContain('"outboxPath"')
  })
})

describe('rate limits (Netlify function config)', () => {
  it('declares rate limits per IP and domain', () => {
    expect(contactConfig.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] })
    expect(newsletterConfig.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] })
  })
})
