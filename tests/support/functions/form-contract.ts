// The contract every send-<form> function keeps under hostile input, checked with fast-check over
// thousands of generated bodies (wrong types, missing and extra fields, huge and deeply nested
// values, control characters, CR/LF in every field, `__proto__`, HTML):
// - never a 5xx;
// - an e-mail exactly when the reply is 200, none for anything refused;
// - no header injection: the sent message has one From, To, Subject and Reply-To and no header a
//   visitor added (Bcc, X-Injected...), and no line break inside a header value;
// - every value escaped in the HTML part: the only tags are the template's own;
// - a 400 with fields names each one by its label.
// `describeFormFunction(fn)` registers these for one function (tests/support/functions/form-functions.ts
// lists them all); the mail goes to the function's dev outbox (a temp folder per test).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_INCOMPLETE } from '../../../forms/_shared/messages'
import type { FormFunction } from './form-functions'
import { FUNCTION_ORIGIN, useFunctionTestEnv, type TestContext } from './index'

/** Runs per property; FC_RUNS_SCALE=0.2 (say) for a quick local look, 1 in npm test. */
const SCALE = Number(process.env.FC_RUNS_SCALE ?? 1) || 1
const runs = (n: number) => Math.max(5, Math.round(n * SCALE))
/** fast-check's seed is printed on failure; FC_SEED replays it. */
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined

const INJECTED = ['bcc', 'cc', 'x-injected', 'to-injected']
const HEADER_PAYLOADS = [
  '\r\nBcc: victim@evil.example',
  '\nX-Injected: 1',
  '\rCc: a@evil.example',
  '\r\n\r\n<b>forged body</b>',
  '\u2028Bcc: line-separator@evil.example',
  '\u0085X-Injected: nel',
  '%0d%0aBcc: encoded@evil.example',
  '=?utf-8?Q?=0D=0ABcc:_word@evil.example?=',
]
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><a href='javascript:alert(1)'>x</a>",
  '<!-- comment',
  '<style>*{}</style>',
  '&lt;already&gt; & raw',
  '</td></tr></table><form>',
]
/** The tags of the e-mail template (functions/_shared/email-body.ts); anything else came from a visitor. */
const TEMPLATE_TAGS = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'h1', 'table', 'tr', 'th', 'td', 'p', 'br'])
/** Headers an outgoing message may carry, each at most once. */
const SINGLE_HEADERS = ['from', 'to', 'subject', 'reply-to', 'message-id', 'date', 'mime-version', 'content-type']

const CONTROL_CHARS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat(['\u007f', '\u0085', '\u2028', '\u2029', '\ufeff', '\u202e'])

const payload = fc.constantFrom(...HEADER_PAYLOADS, ...HTML_PAYLOADS)
const around = (inner: fc.Arbitrary<string>) => fc.tuple(fc.string({ maxLength: 8 }), inner, fc.string({ maxLength: 8 })).map((parts) => parts.join(''))

/** Strings a visitor (or a bot) may type. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...CONTROL_CHARS), maxLength: 10 }),
  around(payload),
  fc.constantFrom('', ' ', '\r\n', 'null', 'undefined', '__proto__', 'constructor', 'NaN', '0', '-1', 'true'),
  fc.integer({ min: 200, max: 40_000 }).map((n) => 'A'.repeat(n)),
)

/** Any JSON value, nested, including objects with `__proto__` and `constructor` keys. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value

/** A value of the wrong kind for any scalar or file field: a non-empty object. */
const wrongTypeObject = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), hostileJson, { minKeys: 1, maxKeys: 3 })

/** `n` arrays inside each other, as JSON text (too deep for a recursive JSON.stringify). */
const deeplyNested = (n: number, inner = '1') => '['.repeat(n) + inner + ']'.repeat(n)

/** JSON text with `__proto__` as an own key (JSON.stringify would drop it from an object literal). */
function withProtoKey(body: Record<string, unknown>, proto: unknown): string {
  const json = JSON.stringify(body)
  return `{"__proto__":${JSON.stringify(proto)}${json === '{}' ? '}' : `,${json.slice(1)}`}`
}

function post(fn: FormFunction, body: string | Uint8Array): Request {
  return new Request(`${FUNCTION_ORIGIN}/.netlify/functions/${fn.name}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { 'content-type': 'application/json' },
  })
}

interface Outcome {
  status: number
  reply: { message?: string; error?: string; fields?: Record<string, string> }
  /** The .eml files this request added to the outbox. */
  mails: string[]
}

async function outboxFiles(env: TestContext): Promise<string[]> {
  return (await readdir(env.outbox)).filter((file) => file.endsWith('.eml'))
}

/** Sends a body and checks what holds for every reply: no 5xx, JSON, mail exactly on 200. */
async function send(fn: FormFunction, env: TestContext, body: string | Uint8Array): Promise<Outcome> {
  const before = new Set(await outboxFiles(env))
  const response = await fn.handler(post(fn, body))
  const reply = (await response.json()) as Outcome['reply']
  const mails = (await outboxFiles(env)).filter((file) => !before.has(file))
  expect(response.status, JSON.stringify(reply)).toBeLessThan(500)
  expect([200, 400, 413]).toContain(response.status)
  expect(mails.length, 'an e-mail exactly when the reply is 200').toBe(response.status === 200 ? 1 : 0)
  if (response.status === 200) expect(typeof reply.message).toBe('string')
  else expect(typeof reply.error).toBe('string')
  return { status: response.status, reply, mails }
}

/** A 400 reply names each field at fault by its label (the captcha alone has its own sentence). */
function expectFieldsNamed(fn: FormFunction, reply: Outcome['reply']): void {
  if (!reply.fields) return
  const keys = Object.keys(reply.fields)
  expect(keys.length).toBeGreaterThan(0)
  if (fn.captcha && keys.every((key) => key === 'recaptchaToken')) {
    expect(reply.error).toBe(CAPTCHA_INCOMPLETE)
    return
  }
  for (const key of keys) {
    if (key === '_form') continue
    expect(reply.error, `the reply names ${key}`).toContain(`${fn.labels[key] ?? key} – `)
  }
}

/** The sent message: its headers are the template's, once each, and its HTML has no visitor markup. */
async function expectSafeMail(env: TestContext, file: string): Promise<void> {
  const raw = await readFile(path.join(env.outbox, file), 'latin1')
  const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'))
  const names = headerBlock
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
  for (const name of names) expect(INJECTED, `header ${name}`).not.toContain(name)
  for (const name of SINGLE_HEADERS) expect(names.filter((n) => n === name).length, name).toBeLessThanOrEqual(1)
  expect(names).toContain('from')
  expect(names).toContain('to')
  expect(names).toContain('subject')

  const parsed = await simpleParser(raw)
  expect(parsed.subject ?? '').not.toMatch(/[\r\n\u0085\u2028\u2029]/)
  for (const address of [...(parsed.replyTo?.value ?? []), ...(parsed.from?.value ?? [])]) {
    expect(`${address.name} ${address.address}`).not.toMatch(/[\r\n]/)
  }
  expect(parsed.bcc).toBeUndefined()
  expect(parsed.cc).toBeUndefined()
  const html = typeof parsed.html === 'string' ? parsed.html : ''
  expect(html).not.toBe('')
  const tags = [...html.matchAll(/<\/?([a-zA-Z!][^\s>/]*)/g)].map((match) => match[1]!.toLowerCase())
  for (const tag of tags) expect(TEMPLATE_TAGS, `<${tag}> in the HTML part`).toContain(tag)
  expect(html).not.toMatch(/<!--|<script|<img|<svg/i)
}

interface ContractOptions {
  /** The rough number of bodies per property (scaled by FC_RUNS_SCALE). */
  runs?: number
}

/** Registers the hostile-input contract of one form function. */
export function describeFormFunction(fn: FormFunction, { runs: base = 60 }: ContractOptions = {}): void {
  describe(`${fn.name}: hostile input`, () => {
    const env = useFunctionTestEnv()
    const fields = Object.keys(fn.valid).filter((key) => key !== fn.honeypot)
    const params = (n: number) => ({ numRuns: runs(n), seed, endOnFailure: true })
    const timeout = 60_000

    it('accepts its valid body and e-mails it (the baseline the properties mutate)', async () => {
      const { status, mails } = await send(fn, env, JSON.stringify(fn.valid))
      expect(status).toBe(200)
      await expectSafeMail(env, mails[0]!)
    })

    // Found by the properties below: JavaScript cannot turn such an object into text or a number,
    // and a length check on it threw (a 500) instead of refusing the field.
    it.each([
      ['length', { length: { toString: 1 } }],
      ['toString', { toString: [1], valueOf: {} }],
    ])('refuses an object with a %s trap in any field with a 400 naming that field, never a 500', async (_trap, value) => {
      for (const field of fields) {
        const outcome = await send(fn, env, JSON.stringify({ ...fn.valid, [field]: value }))
        if (outcome.status === 413) continue
        expect(outcome.status, field).toBe(400)
        expect(Object.keys(outcome.reply.fields ?? {}), field).toContain(field)
      }
    })

    it(
      'answers any JSON, broken JSON, non-UTF-8 or deeply nested text without a 5xx or an e-mail',
      async () => {
        const text = fc.oneof(
          hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
          fc.string({ maxLength: 60 }),
          fc.integer({ min: 1, max: 20_000 }).map((n) => deeplyNested(n)),
          fc.integer({ min: 1, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
          fc.uint8Array({ minLength: 1, maxLength: 64 }),
        )
        await fc.assert(
          fc.asyncProperty(text, async (body) => {
            const { status } = await send(fn, env, body)
            expect(status).not.toBe(200)
          }),
          params(base),
        )
      },
      timeout,
    )

    it(
      'never sends mail it should not, and names the fields, when fields are changed, removed or added',
      async () => {
        const change = fc.record({
          set: fc.array(fc.tuple(fc.constantFrom(...fields), hostileJson), { maxLength: 3 }),
          remove: fc.subarray(fields, { maxLength: Math.min(3, fields.length) }),
          extra: fc.dictionary(fc.string({ maxLength: 10 }), hostileJson, { maxKeys: 3 }),
        })
        await fc.assert(
          fc.asyncProperty(change, async ({ set, remove, extra }) => {
            const body: Record<string, unknown> = { ...extra, ...fn.valid }
            for (const key of remove) delete body[key]
            for (const [key, value] of set) body[key] = value
            const outcome = await send(fn, env, JSON.stringify(body))
            if (outcome.status === 400) expectFieldsNamed(fn, outcome.reply)
            if (outcome.status === 200) await expectSafeMail(env, outcome.mails[0]!)
          }),
          params(base * 2),
        )
      },
      timeout,
    )

    it(
      'refuses a value of the wrong type in any field with a 400 naming that field',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...fields), wrongTypeObject, async (field, value) => {
            const outcome = await send(fn, env, JSON.stringify({ ...fn.valid, [field]: value }))
            if (outcome.status === 413) return // too large for the form: refused before reading it
            expect(outcome.status).toBe(400)
            expect(outcome.reply.fields, 'the reply lists the fields').toBeDefined()
            expect(Object.keys(outcome.reply.fields!)).toContain(field)
            expectFieldsNamed(fn, outcome.reply)
          }),
          params(base),
        )
      },
      timeout,
    )

    it(
      'lets no line break into a header and no markup into the HTML, whatever field carries it',
      async () => {
        let sent = 0
        const strings = Object.keys(fn.valid).filter((key) => typeof fn.valid[key] === 'string' && key !== 'recaptchaToken' && key !== fn.honeypot)
        await fc.assert(
          fc.asyncProperty(fc.subarray(strings, { minLength: 1 }), payload, fc.boolean(), async (targets, inject, append) => {
            const body: Record<string, unknown> = { ...fn.valid }
            for (const key of targets) body[key] = append ? `${String(body[key])}${inject}` : `${inject}${String(body[key])}`
            const outcome = await send(fn, env, JSON.stringify(body))
            if (outcome.status === 400) expectFieldsNamed(fn, outcome.reply)
            if (outcome.status === 200) {
              sent += 1
              await expectSafeMail(env, outcome.mails[0]!)
            }
          }),
          params(base),
        )
        if (fn.freeText.length === 0) return
        // The free-text fields take any text, so markup and line breaks there are sent (escaped).
        for (const inject of [...HEADER_PAYLOADS, ...HTML_PAYLOADS]) {
          const body: Record<string, unknown> = { ...fn.valid }
          for (const key of fn.freeText) body[key] = `${String(body[key])} ${inject}`.slice(0, 60)
          const outcome = await send(fn, env, JSON.stringify(body))
          expect(outcome.status, `${inject} in ${fn.freeText.join(', ')}: ${JSON.stringify(outcome.reply)}`).toBe(200)
          sent += 1
          await expectSafeMail(env, outcome.mails[0]!)
        }
        expect(sent).toBeGreaterThan(0)
      },
      timeout,
    )

    it(
      'ignores `__proto__` in the body: no field, token or prototype comes from it',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.subarray(fields, { minLength: 1 }), fc.boolean(), async (moved, pollute) => {
            const body: Record<string, unknown> = { ...fn.valid }
            const proto: Record<string, unknown> = pollute ? { polluted: true } : {}
            for (const key of moved) {
              proto[key] = body[key]
              delete body[key]
            }
            const outcome = await send(fn, env, withProtoKey(body, proto))
            expect(({} as Record<string, unknown>).polluted).toBeUndefined()
            if (fn.captcha && moved.includes('recaptchaToken')) expect(outcome.status).not.toBe(200)
            if (outcome.status === 400) expectFieldsNamed(fn, outcome.reply)
            if (outcome.status === 200) await expectSafeMail(env, outcome.mails[0]!)
          }),
          params(base / 2),
        )
      },
      timeout,
    )
  })
}
