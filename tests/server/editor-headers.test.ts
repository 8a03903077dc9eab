// The staff's editor at /admin/ with netlify.toml's headers, as the local server (and Netlify)
// serves it: not for search engines, its own looser CSP instead of the site's, the site's other
// security headers kept; and Decap's local backend passed on at /api/v1 of the same address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { fixtureFunctionsDir } from './fixtures/site'

let root = ''
let backend: Server
let server: RunningServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-headers-'))
  mkdirSync(join(root, 'admin'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
  writeFileSync(join(root, 'admin', 'index.html'), '<!doctype html><title>Editor</title>')
  // A stand-in for decap-server: answers with what it was asked.
  backend = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, method: req.method, body })))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  const { port } = backend.address() as { port: number }
  server = await startServer({ root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, proxy: { '/api/v1': `http://127.0.0.1:${port}` } })
})

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => backend?.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('/admin/', () => {
  it('is noindex, with its own CSP and the site’s other security headers', async () => {
    const site = await fetch(`${server.url}/`)
    const editor = await fetch(`${server.url}/admin/`)
    expect(editor.status).toBe(200)
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(site.headers.get('x-robots-tag')).toBeNull()
    const csp = editor.headers.get('content-security-policy')!
    expect(csp).not.toBe(site.headers.get('content-security-policy'))
    expect(csp).toContain("'unsafe-eval'")
    expect(csp).toContain('https://api.github.com')
    expect(site.headers.get('content-security-policy')).not.toContain("'unsafe-eval'")
    for (const name of ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(editor.headers.get(name), name).toBe(site.headers.get(name))
    }
  })

  it('passes /api/v1 on to Decap’s local backend, as it is', async () => {
    const res = await fetch(`${server.url}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
    expect(await res.json()).toEqual({ url: '/api/v1', method: 'POST', body: '{"action":"info"}' })
  })
})
