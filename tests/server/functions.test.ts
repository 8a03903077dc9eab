import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitedMessage } from '../../tooling/local-netlify'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { createFixtureSite, fixtureFunctionsDir, type FixtureSite } from './fixtures/site'

let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = createFixtureSite()
  server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, env: { MAIL_TO: 'office@example.test' } })
})

afterAll(async () => {
  await server?.close()
  site?.remove()
})

const call = (name: string, init?: RequestInit) => fetch(`${server.url}/.netlify/functions/${name}`, init)
const postJson = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  call(name, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('functions', () => {
  it('routes a POST to the function and passes the JSON body on', async () => {
    const res = await postJson('echo', { name: 'Aisha', message: 'Umrah in October' })
    expect(res.status).toBe(200)
    const echoed = await res.json()
    expect(echoed).toMatchObject({ method: 'POST', path: '/.netlify/functions/echo', contentType: 'application/json' })
    expect(echoed.body).toEqual({ name: 'Aisha', message: 'Umrah in October' })
  })

  it('gives the function the client address, which the client cannot forge', async () => {
    const echoed = await (await postJson('echo', {}, { 'x-nf-client-connection-ip': '203.0.113.9' })).json()
    expect(echoed.clientIp).toBe('127.0.0.1')
    expect(echoed.contextIp).toBe('127.0.0.1')
  })

  it('gives the function the configured environment through process.env and Netlify.env', async () => {
    const echoed = await (await postJson('echo', {})).json()
    expect(echoed.mailTo).toBe('office@example.test')
    expect(echoed.netlifyEnvMailTo).toBe('office@example.test')
  })

  it('leaves function responses without the page headers, as Netlify does', async () => {
    const res = await postJson('echo', {})
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })

  it('answers 404 for a function that does not exist, and keeps names to safe characters', async () => {
    expect((await call('no-such-function', { method: 'POST' })).status).toBe(404)
    expect((await call('..%2Fecho', { method: 'POST' })).status).toBe(404)
  })

  it('answers 500 when a function throws, and keeps serving', async () => {
    const res = await call('crash', { method: 'POST' })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: 'Internal server error' })
    expect((await postJson('echo', {})).status).toBe(200)
  })

  it("honours the function's rate limit: the third call in a minute gets 429", async () => {
    expect((await call('limited', { method: 'POST' })).status).toBe(200)
    expect((await call('limited', { method: 'POST' })).status).toBe(200)
    const third = await call('limited', { method: 'POST' })
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({ error: rateLimitedMessage })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Limits are per function: the echo function is unaffected.
    expect((await postJson('echo', {})).status).toBe(200)
  })

  it("lets a running server's work after its reply finish with its own settings before a second server brings others", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'later-'))
    try {
      const file = join(folder, 'seen.txt')
      expect((await postJson('later', { file })).status).toBe(200)
      // The reply has come; its work (300 ms) has not. A second server with other settings starts.
      const other = await startServer({
        root: site.root,
        port: 0,
        host: '127.0.0.1',
        functionsDir: fixtureFunctionsDir,
        env: { MAIL_TO: 'someone-else@example.test' },
      })
      try {
        expect(readFileSync(file, 'utf8')).toBe('office@example.test')
      } finally {
        await other.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('restores the environment when the server closes', async () => {
    const before = process.env.OUTBOX_DIR
    const other = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, env: { OUTBOX_DIR: '/tmp/test-outbox' } })
    expect(process.env.OUTBOX_DIR).toBe('/tmp/test-outbox')
    await other.close()
    expect(process.env.OUTBOX_DIR).toBe(before)
  })
})
