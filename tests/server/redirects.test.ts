import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseNetlifyConfig, parseRedirectsFile } from '../../tooling/local-netlify'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { createFixtureSite, fixtureFunctionsDir, writeNetlifyToml, type FixtureSite } from './fixtures/site'

let site: FixtureSite
let real: RunningServer
let custom: RunningServer

// The kinds of rule the site will need (a 404 section page, rewrites, splats, forced rules),
// which the real netlify.toml does not all have yet.
const customToml = `
[[redirects]]
  from = "/umrah/*"
  to = "/umrah/not-found/"
  status = 404

[[redirects]]
  from = "/offers/*"
  to = "/contact/"
  status = 200

[[redirects]]
  from = "/news/:year/*"
  to = "/blog/:year/:splat"
  status = 302

[[redirects]]
  from = "/about"
  to = "/contact/"
  status = 301

[[redirects]]
  from = "/contact/"
  to = "/"
  status = 302
  force = true

[[redirects]]
  from = "/api/echo"
  to = "/.netlify/functions/echo"
  status = 200

[[headers]]
  for = "/umrah/*"
  [headers.values]
    X-Section = "umrah"
`

beforeAll(async () => {
  site = createFixtureSite()
  real = await startServer({ root: site.root, port: 0, host: '127.0.0.1', functionsDir: fixtureFunctionsDir })
  custom = await startServer({
    root: site.root,
    port: 0,
    host: '127.0.0.1',
    functionsDir: fixtureFunctionsDir,
    netlifyToml: writeNetlifyToml(site, customToml),
  })
})

afterAll(async () => {
  await real?.close()
  await custom?.close()
  site?.remove()
})

const get = (server: RunningServer, path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init })

describe('netlify.toml redirects', () => {
  it.each(['/home', '/home/'])('redirects %s to / with 301 and the security headers', async (path) => {
    const res = await get(real, path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('keeps the query string on a redirect', async () => {
    const res = await get(real, '/home?utm_source=flyer')
    expect(res.headers.get('location')).toBe('/?utm_source=flyer')
  })
})

describe('the redirect engine', () => {
  it('serves a 404 rewrite target with status 404 for a missing page in a section', async () => {
    const res = await get(custom, '/umrah/no-such-package/')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Umrah package not found')
    expect(res.headers.get('x-section')).toBe('umrah')
  })

  it('lets an existing page shadow an unforced rule', async () => {
    const res = await get(custom, '/umrah/october/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('October Umrah')
  })

  it('serves a 200 rewrite target under the requested address', async () => {
    const res = await get(custom, '/offers/summer')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Contact page')
  })

  it('fills placeholders and the splat into the target', async () => {
    const res = await get(custom, '/news/2025/umrah/october?ref=x')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/blog/2025/umrah/october?ref=x')
  })

  it('applies a rule to a path served by a .html file only when forced', async () => {
    const about = await get(custom, '/about')
    expect(about.status).toBe(200)
    expect(await about.text()).toContain('About page')
    const contact = await get(custom, '/contact/')
    expect(contact.status).toBe(302)
    expect(contact.headers.get('location')).toBe('/')
  })

  it('rewrites to a function', async () => {
    const res = await get(custom, '/api/echo', { method: 'POST', body: '{"a":1}' })
    expect(res.status).toBe(200)
    expect((await res.json()).body).toEqual({ a: 1 })
  })

  it('refuses netlify.toml rules it cannot honour instead of ignoring them', () => {
    expect(() => parseNetlifyConfig('[[redirects]]\nfrom = "/a"\nto = "/b"\nconditions = {Country = ["GB"]}\n')).toThrow(/conditions is not supported/)
    expect(() => parseNetlifyConfig('[[headers]]\nfor = "/*"\n[headers.values]\nX-A = """a\nb"""\n')).toThrow(/one line/)
  })

  it('reads a _redirects file (the not-found rules the build writes into the site), a ! forcing a rule, and refuses what it cannot honour', () => {
    expect(parseRedirectsFile('# made by the build\n/umrah/*  /_package-not-found/index.html  404\n\n/a /b 301!\n/c /d\n')).toEqual([
      { from: '/umrah/*', to: '/_package-not-found/index.html', status: 404, force: false },
      { from: '/a', to: '/b', status: 301, force: true },
      { from: '/c', to: '/d', status: 301, force: false },
    ])
    expect(() => parseRedirectsFile('/a /b 404 Country=gb\n')).toThrow(/only "from to status"/)
  })
})
