import { request as httpsRequest } from 'node:https'
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { localCertificate, type Certificate } from '../../tooling/tls-certificate'
import { createFixtureSite, fixtureFunctionsDir, type FixtureSite } from './fixtures/site'

// The local server as the bench runs it (tooling/lighthouse.ts): HTTPS, speaking HTTP/2 as
// Netlify's CDN does, with a throwaway certificate the clients here trust by name.
let site: FixtureSite
let server: RunningServer
let certificate: Certificate

beforeAll(async () => {
  site = createFixtureSite()
  certificate = localCertificate()
  server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, tls: certificate, schedules: false })
})

afterAll(async () => {
  await server?.close()
  site?.remove()
})

interface Answer {
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(session: ClientHttp2Session, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, 'accept-encoding': 'br' })
    const chunks: Buffer[] = []
    let headers: IncomingHttpHeaders = {}
    stream.on('response', (received) => (headers = received))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
    stream.on('error', reject)
  })
}

describe('the local server over HTTP/2', () => {
  it('serves pages, compressed, with netlify.toml’s headers and redirects, three at once on one connection', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const session = connect(server.url, { ca: certificate.cert })
    try {
      const [home, contact, bare] = await Promise.all([get(session, '/'), get(session, '/contact/'), get(session, '/contact')])
      expect(home.headers[constants.HTTP2_HEADER_STATUS]).toBe(200)
      expect(home.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(home.body).toString()).toContain('Home page')
      expect(home.headers['content-security-policy']).toContain("default-src 'self'")
      expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload')
      expect(brotliDecompressSync(contact.body).toString()).toContain('Contact page')
      expect(bare.headers[constants.HTTP2_HEADER_STATUS]).toBe(301)
      expect(bare.headers.location).toBe('/contact/')
      expect(session.alpnProtocol).toBe('h2')
    } finally {
      session.close()
    }
  })

  it('still answers a client that speaks only HTTP/1.1 over TLS', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpsRequest(`${server.url}/contact/`, { ca: certificate.cert }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      })
        .on('error', reject)
        .end()
    })
    expect(status).toBe(200)
    expect(body).toContain('Contact page')
  })

  it('closes while a browser still holds its connection open', async () => {
    const other = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir, tls: certificate, schedules: false })
    const session = connect(other.url, { ca: certificate.cert })
    const closed = new Promise<void>((resolve) => session.on('close', () => resolve()))
    try {
      expect((await get(session, '/')).headers[constants.HTTP2_HEADER_STATUS]).toBe(200)
      await other.close()
      await closed
      expect(session.destroyed || session.closed).toBe(true)
    } finally {
      session.destroy()
    }
  })
})
