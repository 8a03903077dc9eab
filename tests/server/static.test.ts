import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { createFixtureSite, fixtureFunctionsDir, secret, type FixtureSite } from './fixtures/site'
import { rawRequest } from '../support/raw-request'

// The real netlify.toml against a small fixture site: what a visitor of `npm start` gets.
let site: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = createFixtureSite()
  server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir })
})

afterAll(async () => {
  await server?.close()
  site?.remove()
})

const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init })

describe('pages', () => {
  it('serves the home page with the security headers from netlify.toml', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('Home page')
    const csp = res.headers.get('content-security-policy')
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('https://www.google.com/recaptcha/')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains; preload')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('serves a folder page at its trailing slash, and a .html page by its bare name', async () => {
    const res = await get('/contact/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Contact page')
    expect(await (await get('/about')).text()).toContain('About page')
  })

  it('redirects a folder page asked for without its slash to the slash form, as Netlify does', async () => {
    for (const [path, location] of [
      ['/contact', '/contact/'],
      ['/contact?ref=mail', '/contact/?ref=mail'],
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(location)
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains; preload')
    }
    // Files and .html pages are served where they are.
    expect((await get('/contact/index.html')).status).toBe(200)
    expect((await get('/about')).status).toBe(200)
    expect((await get('/images/logo.svg')).status).toBe(200)
    // A path that goes on past a file is not found, not a server error.
    expect((await get('/robots.txt/')).status).toBe(404)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/contact/', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(await res.text()).toBe('')
  })

  it('answers 304 when the ETag still matches', async () => {
    const etag = (await get('/')).headers.get('etag')
    expect(etag).toBeTruthy()
    const res = await get('/', { headers: { 'If-None-Match': etag! } })
    expect(res.status).toBe(304)
  })

  it('refuses other methods on files', async () => {
    const res = await get('/contact/', { method: 'POST', body: 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('assets', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/entries/app.abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('gives SVG and text files their content types', async () => {
    expect((await get('/images/logo.svg')).headers.get('content-type')).toBe('image/svg+xml')
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })
})

describe('not found', () => {
  it('answers an unknown path with 404.html, status 404 and the security headers', async () => {
    const res = await get('/no/such/page/')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(await res.text()).toContain('Page not found')
  })

  it('answers HEAD on an unknown path with 404 and no body', async () => {
    const res = await get('/missing', { method: 'HEAD' })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('')
  })
})

describe('path traversal', () => {
  // Sent raw: fetch would resolve the dots before sending.
  const attempts = [
    '/../package.json',
    '/../secret.txt',
    '/%2e%2e/package.json',
    '/%2E%2E%2Fpackage.json',
    '/..%2fpackage.json',
    '/..%5cpackage.json',
    '/assets/..%2f..%2f..%2fsecret.txt',
    '/contact/%2e%2e/%2e%2e/secret.txt',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/index.html%00.txt',
    '/%E0%A4%A',
  ]

  it.each(attempts)('does not leak a file for %s', async (path) => {
    const res = await rawRequest(server.url, path)
    expect(res.body).not.toContain(secret)
    expect([200, 400, 404]).toContain(res.status)
    if (res.status === 200) expect(res.body).toContain('Home page')
  })
})

describe('compression, as Netlify serves text', () => {
  /** The response as it crosses the wire: the raw bytes, not decoded as fetch would. */
  const wire = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url)
      const req = httpRequest({ hostname, port, path, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  const file = (path: string) => readFileSync(join(site.root, path))

  it('sends a page with Brotli to a browser that takes it, gzip to one that takes only gzip, and as it is otherwise', async () => {
    const br = await wire('/contact/', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).equals(file('contact/index.html'))).toBe(true)

    const gzip = await wire('/contact/', 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(file('contact/index.html'))).toBe(true)

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await wire('/contact/', acceptEncoding)
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined()
      expect(plain.body.equals(file('contact/index.html')), String(acceptEncoding)).toBe(true)
    }
  })

  it('compresses scripts, SVG and text files, and keeps the security headers on them', async () => {
    for (const path of ['/assets/entries/app.abc123.js', '/images/logo.svg', '/robots.txt']) {
      const res = await wire(path, 'br')
      expect(res.headers['content-encoding'], path).toBe('br')
      expect(brotliDecompressSync(res.body).equals(file(path.slice(1))), path).toBe(true)
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  it('compresses the 404 page it answers with', async () => {
    const res = await wire('/no-such-page', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toContain('Page not found')
  })
})
