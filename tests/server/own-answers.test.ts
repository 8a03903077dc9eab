// What the local server answers itself, and who may reach the editor's backend (issue 34): the
// rate limit counts the client's address only (a new Host per request gets no new allowance), the
// server's own 404, 429, 413 and 500 carry netlify.toml's security headers, and decap-server
// answers pages of this machine only: a request naming evil.test as its Host or Origin (DNS
// rebinding) is refused, directly and through the site's /api/v1, and nothing it asks is done.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_SECURITY_HEADERS } from '../../functions/_shared/security-headers.generated'
import { startDecapServer, type RunningDecapServer } from '../../tooling/decap-server'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { createFixtureSite, fixtureFunctionsDir, type FixtureSite } from './fixtures/site'

let site: FixtureSite
let repo = ''
let decap: RunningDecapServer
let server: RunningServer

beforeAll(async () => {
  site = createFixtureSite()
  repo = mkdtempSync(join(tmpdir(), 'decap-repo-'))
  decap = await startDecapServer(repo)
  server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, proxy: { '/api/v1': decap.url } })
})

afterAll(async () => {
  await server?.close()
  await decap?.close()
  site?.remove()
  rmSync(repo, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A raw HTTP request, so the Host header can be anything (fetch always writes the real one). */
function ask(
  base: string,
  path: string,
  { method = 'POST', headers = {}, body = '' }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

function expectSecurityHeaders(answer: Answer): void {
  for (const [name, value] of Object.entries(SITE_SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${answer.status}: ${name}`).toBe(value)
}

describe('the rate limit', () => {
  it('counts the client, not the Host it names: a new Host per request is refused after the limit (2 a minute)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(server.url, '/.netlify/functions/limited', { headers: { host: `site-${i}.example.test` } })).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
  })
})

describe("the server's own answers carry the security headers", () => {
  it('404 for a function that does not exist', async () => {
    const answer = await ask(server.url, '/.netlify/functions/no-such-function')
    expect(answer.status).toBe(404)
    expectSecurityHeaders(answer)
  })

  it('429 past the rate limit', async () => {
    let answer: Answer
    do answer = await ask(server.url, '/.netlify/functions/limited')
    while (answer.status === 200)
    expect(answer.status).toBe(429)
    expectSecurityHeaders(answer)
  })

  it('413 for a body over the platform’s limit', async () => {
    const answer = await ask(server.url, '/.netlify/functions/echo', { body: Buffer.alloc(6 * 1024 * 1024 + 1, 0x20) })
    expect(answer.status).toBe(413)
    expectSecurityHeaders(answer)
  })

  it('500 when a function throws', async () => {
    const answer = await ask(server.url, '/.netlify/functions/crash')
    expect(answer.status).toBe(500)
    expectSecurityHeaders(answer)
  })
})

describe('the editor’s backend (decap-server)', () => {
  const info = '{"action":"info"}'
  // What a rebound page would ask: to write a file into the folder.
  const write = JSON.stringify({
    action: 'persistEntry',
    params: { branch: 'main', entry: { slug: 'x', path: 'owned.md', raw: 'owned' }, assets: [], options: { commitMessage: 'x' } },
  })

  it.each([
    ['directly', () => decap.url],
    ['through the site’s /api/v1', () => server.url],
  ])('%s: answers this machine, with the security headers', async (_how, base) => {
    const answer = await ask(base(), '/api/v1', { body: info, headers: { origin: base() } })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toHaveProperty('repo')
    expectSecurityHeaders(answer)
  })

  it.each([
    ['directly, Host evil.test', () => decap.url, { host: 'evil.test' }],
    ['directly, Origin evil.test', () => decap.url, { origin: 'http://evil.test' }],
    ['through the site, Host evil.test', () => server.url, { host: 'evil.test:8888' }],
    ['through the site, Origin evil.test', () => server.url, { origin: 'http://evil.test:8888' }],
  ])('%s: refused (403), and nothing is written', async (_how, base, headers) => {
    for (const body of [info, write]) {
      const answer = await ask(base(), '/api/v1', { body, headers })
      expect(answer.status).toBe(403)
      expectSecurityHeaders(answer)
    }
    expect(readdirSync(repo)).toEqual([])
  })
})
