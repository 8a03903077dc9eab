// Shared set-up for the function tests: a clean, restored process.env per test (with a temp
// outbox so nothing is written into the repository), captured log lines, and request builders.
import { mkdtemp, rm } from 'node:fs/promises'
import type { Context } from '@netlify/functions'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { startLocalBlobs, type LocalBlobs } from '../../../tooling/local-netlify/blobs'
import { readNetlifyConfig } from '../../../tooling/local-netlify/config'
import { FUNCTION_SETTINGS } from '../settings'
import { startFakeSiteverify, type FakeSiteverify } from '../fake-siteverify'
import { deadStoreContext, startSmtpServer, TEST_SMTP_CERTIFICATE, type TestSmtpServer } from '../smtp'

export interface TestContext {
  /** The temp directory OUTBOX_DIR points at in this test. */
  outbox: string
  /** Every line the functions logged in this test. */
  logs: string[]
}

/**
 * Registers beforeEach/afterEach hooks: saves process.env, clears the functions' settings, sets
 * NODE_ENV=test, NETLIFY_DEV=true (local) and OUTBOX_DIR to a fresh temp folder, captures console output; afterwards
 * restores process.env exactly and removes the temp folder.
 */
export function useFunctionTestEnv(): TestContext {
  const context: TestContext = { outbox: '', logs: [] }
  let saved: NodeJS.ProcessEnv = {}
  // Netlify's own local blobs server, as the local server runs it: the enquiries are kept there.
  let blobs: LocalBlobs | undefined
  let blobsDir = ''
  beforeAll(async () => {
    blobsDir = await mkdtemp(path.join(tmpdir(), 'blobs-test-'))
    blobs = await startLocalBlobs(blobsDir)
  })
  afterAll(async () => {
    await blobs?.close()
    await rm(blobsDir, { recursive: true, force: true })
  })

  beforeEach(async () => {
    saved = { ...process.env }
    for (const key of FUNCTION_SETTINGS) delete process.env[key]
    process.env.NODE_ENV = 'test'
    // As the local server does: the development captcha stand-in is accepted only there.
    process.env.NETLIFY_DEV = 'true'
    process.env.NETLIFY_BLOBS_CONTEXT = blobs!.context
    context.outbox = await mkdtemp(path.join(tmpdir(), 'outbox-test-'))
    process.env.OUTBOX_DIR = context.outbox
    context.logs = []
    for (const level of ['info', 'warn', 'error', 'log'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        context.logs.push(args.map(String).join(' '))
      })
    }
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
    await rm(context.outbox, { recursive: true, force: true })
  })

  return context
}

/**
 * Points the functions at an enquiry store that does not answer (nothing listens where it is):
 * they fall back to sending the e-mail before replying.
 */
export async function useDeadStore(): Promise<void> {
  process.env.NETLIFY_BLOBS_CONTEXT = await deadStoreContext()
}

/** Netlify's context as far as the functions use it: the work handed to waitUntil is kept. */
export function netlifyContext() {
  const work: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void work.push(promise), ip: '127.0.0.1' } as unknown as Context
  return { context, settled: () => Promise.allSettled(work) }
}

export const FUNCTION_ORIGIN = 'http://localhost:8888'

/** A POST as the browser sends it: JSON body (objects are stringified), JSON content type. */
export function postJson(functionName: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${FUNCTION_ORIGIN}/.netlify/functions/${functionName}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

/** netlify.toml's headers for every path (HSTS, X-Frame-Options, Permissions-Policy, …). */
const siteHeaders = readNetlifyConfig(path.join(process.cwd(), 'netlify.toml')).headers.find((rule) => rule.for === '/*')!.values

/**
 * The headers every function response must carry: the site's security headers with netlify.toml's
 * values (Netlify's header rules do not reach functions), and a CSP of its own for JSON.
 */
export function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  for (const name of ['Strict-Transport-Security', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
    expect(siteHeaders[name], `netlify.toml sets ${name}`).toBeTruthy()
    expect(response.headers.get(name), name).toBe(siteHeaders[name])
  }
}

/**
 * A real SMTP server on 127.0.0.1 for the whole file; before each test the functions are pointed
 * at it (accepting mail again) with the given settings. Returns the server, usable at module level:
 * it stands for the one started in beforeAll.
 */
export function useRealSmtp(settings: { MAIL_TO: string; MAIL_FROM?: string }): TestSmtpServer {
  let smtp: TestSmtpServer | undefined
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  beforeEach(() => {
    smtp!.setRejecting(false)
    smtp!.setDelay(0)
    smtp!.setReply(null)
    smtp!.setCommandDelay(0)
    smtp!.setEnvelopeRefusal(null)
    process.env.SMTP_URL = smtp!.url
    process.env.SMTP_TLS_CA = TEST_SMTP_CERTIFICATE
    Object.assign(process.env, settings)
  })
  const running = () => {
    if (!smtp) throw new Error('The test SMTP server is not running yet: use it inside a test or hook')
    return smtp
  }
  return {
    get url() {
      return running().url
    },
    get port() {
      return running().port
    },
    get messages() {
      return running().messages
    },
    get acknowledgements() {
      return running().acknowledgements
    },
    waitForMessage: (timeoutMs) => running().waitForMessage(timeoutMs),
    setRejecting: (rejecting) => running().setRejecting(rejecting),
    setDelay: (ms) => running().setDelay(ms),
    setReply: (code) => running().setReply(code),
    setCommandDelay: (ms) => running().setCommandDelay(ms),
    setLoginRefused: (refused) => running().setLoginRefused(refused),
    setEnvelopeRefusal: (refusal) => running().setEnvelopeRefusal(refusal),
    connections: () => running().connections(),
    close: () => running().close(),
  }
}

/**
 * The local stand-in for Google's siteverify for the whole file, reset to a successful answer
 * before each test. Returns a getter usable at module level (the server exists from beforeAll).
 */
export function useFakeSiteverify(): () => FakeSiteverify {
  let siteverify: FakeSiteverify | undefined
  beforeAll(async () => {
    siteverify = await startFakeSiteverify()
  })
  afterAll(async () => {
    await siteverify?.close()
  })
  beforeEach(() => siteverify!.reset())
  return () => {
    if (!siteverify) throw new Error('The fake siteverify is not running yet: use it inside a test or hook')
    return siteverify
  }
}

interface Refusal {
  error: string
  fields: Record<string, string>
}

/** A body the function must refuse: answered 400 and nothing e-mailed. Returns the reply. */
export async function expectRefused(smtp: TestSmtpServer, send: () => Promise<Response>): Promise<Refusal> {
  const before = smtp.messages.length
  const response = await send()
  expect(response.status).toBe(400)
  expectSecurityHeaders(response)
  const reply = (await readJson(response)) as unknown as Refusal
  expect(smtp.messages.length, 'nothing is sent').toBe(before)
  return reply
}
