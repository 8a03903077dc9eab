// Faults, for every form function at once: the mail server refusing, dropping the connection in
// the middle of the message, never greeting, trickling its greeting, or never answering the
// message, while the enquiry store is down too (with the store, the visitor is answered at once and
// the e-mail follows: tests/functions/enquiries.test.ts); the captcha verifier slow or down. Each
// request ends within its time limit (the timeouts are shortened here; the same arithmetic holds
// for the defaults, see the last test) with the failure text and the phone number, and nothing is
// reported as sent.
import { beforeEach, describe, expect, it } from 'vitest'
import { CAPTCHA_UNAVAILABLE_TEXT, DEFAULT_RECAPTCHA_TIMEOUT_MS } from '../../functions/_shared/captcha'
import { DEFAULT_SMTP_DEADLINE_MS } from '../../functions/_shared/mail'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { startFaultySmtp, type SmtpFault } from '../support/faulty-smtp'
import { closedSmtpUrl } from '../support/smtp'
import { FORM_FUNCTIONS, type FormFunction } from '../support/functions/form-functions'
import { expectSecurityHeaders, postJson, useFakeSiteverify, useFunctionTestEnv, useRealSmtp, useDeadStore } from '../support/functions/index'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'faults@agency.example' })

/** Netlify ends a synchronous function after 60 s (docs.netlify.com, functions configuration). */
const NETLIFY_FUNCTION_LIMIT_MS = 60_000
const SMTP_TIMEOUT_MS = 300
const SMTP_DEADLINE_MS = 900
const CAPTCHA_TIMEOUT_MS = 400
/** The longest a request may take here: the captcha's timeout plus the whole send's deadline, and slack. */
const LIMIT_MS = CAPTCHA_TIMEOUT_MS + SMTP_DEADLINE_MS + 1500
/** With no enquiry store the visitor waits for the mail server; when it fails, the phone number. */
const unavailable = (fn: FormFunction) => `${fn.failureText} ${ENQUIRY_TEXT.unavailable}`

const siteverify = useFakeSiteverify()
beforeEach(() => {
  process.env.SMTP_TIMEOUT_MS = String(SMTP_TIMEOUT_MS)
  process.env.SMTP_DEADLINE_MS = String(SMTP_DEADLINE_MS)
  process.env.RECAPTCHA_TIMEOUT_MS = String(CAPTCHA_TIMEOUT_MS)
})

interface Timed {
  fn: FormFunction
  status: number
  reply: { message?: string; error?: string }
  ms: number
}

/** Every function's valid body at once; each reply timed. */
async function sendAll(functions: readonly FormFunction[] = FORM_FUNCTIONS): Promise<Timed[]> {
  return Promise.all(
    functions.map(async (fn) => {
      const started = performance.now()
      const response = await fn.handler(postJson(fn.name, fn.valid))
      expectSecurityHeaders(response)
      const reply = (await response.json()) as Timed['reply']
      return { fn, status: response.status, reply, ms: performance.now() - started }
    }),
  )
}

function expectFailedInTime(results: readonly Timed[], status: number, text: (fn: FormFunction) => string): void {
  for (const { fn, status: actual, reply, ms } of results) {
    expect(actual, fn.name).toBe(status)
    expect(reply, fn.name).toEqual({ error: text(fn) })
    expect(ms, `${fn.name} answered within its limit`).toBeLessThan(LIMIT_MS)
  }
}

describe('with no enquiry store, the mail server fails', () => {
  beforeEach(useDeadStore)

  it('refuses the connection (nothing listens): 502 with each form’s failure text', async () => {
    process.env.SMTP_URL = await closedSmtpUrl()
    expectFailedInTime(await sendAll(), 502, unavailable)
  })

  it('refuses the message (550): 502, and the server keeps nothing', async () => {
    smtp.setRejecting(true)
    const before = smtp.messages.length
    expectFailedInTime(await sendAll(), 502, unavailable)
    expect(smtp.messages.length).toBe(before)
  })

  it.each<[string, SmtpFault]>([
    ['drops the connection in the middle of the message', 'drop-mid-message'],
    ['accepts the connection and never greets', 'silent'],
    ['trickles its greeting for ever', 'drip'],
    ['takes the message and never answers it', 'hang-after-data'],
  ])('%s: 502 within the limit, nothing acknowledged', async (_what, fault) => {
    const server = await startFaultySmtp(fault)
    try {
      process.env.SMTP_URL = server.url
      expectFailedInTime(await sendAll(), 502, unavailable)
      expect(server.connections, 'the functions reached the server').toBeGreaterThan(0)
      expect(server.completed).toBe(0)
    } finally {
      await server.close()
    }
  })

  it('is slow but within its timeout: every form is sent once', async () => {
    process.env.SMTP_TIMEOUT_MS = '3000'
    process.env.SMTP_DEADLINE_MS = '9000'
    smtp.setDelay(500)
    const before = smtp.messages.length
    const results = await sendAll()
    for (const { fn, status } of results) expect(status, fn.name).toBe(200)
    expect(smtp.messages.length - before).toBe(FORM_FUNCTIONS.length)
  })
})

describe('the captcha verifier fails', () => {
  const guarded = FORM_FUNCTIONS.filter((fn) => fn.captcha)
  beforeEach(() => {
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret'
    process.env.RECAPTCHA_VERIFY_URL = siteverify().url
  })

  it('answers slower than its timeout: 503 with the captcha text, nothing sent', async () => {
    siteverify().set({ delayMs: CAPTCHA_TIMEOUT_MS * 3 })
    const before = smtp.messages.length
    expectFailedInTime(await sendAll(guarded), 503, () => CAPTCHA_UNAVAILABLE_TEXT)
    expect(smtp.messages.length).toBe(before)
  })

  it('never answers: 503 within the limit, nothing sent', async () => {
    siteverify().set({ mode: 'hang' })
    const before = smtp.messages.length
    expectFailedInTime(await sendAll(guarded), 503, () => CAPTCHA_UNAVAILABLE_TEXT)
    expect(smtp.messages.length).toBe(before)
  })

  it('is down (nothing listens): 503 at once, nothing sent', async () => {
    process.env.RECAPTCHA_VERIFY_URL = (await closedSmtpUrl()).replace('smtp://', 'http://') + '/siteverify'
    const before = smtp.messages.length
    expectFailedInTime(await sendAll(guarded), 503, () => CAPTCHA_UNAVAILABLE_TEXT)
    expect(smtp.messages.length).toBe(before)
  })

  it('is slow but within its timeout: every form is verified and sent', async () => {
    process.env.SMTP_TIMEOUT_MS = '3000'
    process.env.SMTP_DEADLINE_MS = '9000'
    siteverify().set({ delayMs: CAPTCHA_TIMEOUT_MS / 3 })
    const before = smtp.messages.length
    const results = await sendAll(guarded)
    for (const { fn, status } of results) expect(status, fn.name).toBe(200)
    expect(smtp.messages.length - before).toBe(guarded.length)
  })
})

it('with the default timeouts a request still ends well within Netlify’s 60-second limit', () => {
  expect(DEFAULT_RECAPTCHA_TIMEOUT_MS + DEFAULT_SMTP_DEADLINE_MS).toBeLessThanOrEqual(NETLIFY_FUNCTION_LIMIT_MS - 5_000)
})
