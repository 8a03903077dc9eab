// Netlify's header rules (netlify.toml) do not apply to function responses, so the functions
// carry the site's security headers themselves, compiled from netlify.toml by
// scripts/security-headers.ts. Every status path is checked with these headers by the function
// tests (expectSecurityHeaders) and on the bundled functions (bundle.test.ts).
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../functions/_shared/http'
import { readNetlifyConfig } from '../../tooling/local-netlify/config'
import { renderSecurityHeaders, SECURITY_HEADERS_FILE } from '../../scripts/security-headers'
import { expectSecurityHeaders } from '../support/functions/index'

const root = process.cwd()

describe('security headers of the functions', () => {
  it(`${SECURITY_HEADERS_FILE} is current with netlify.toml (run \`npx tsx scripts/security-headers.ts\` if not)`, async () => {
    const expected = renderSecurityHeaders(readNetlifyConfig(join(root, 'netlify.toml')))
    expect(await readFile(join(root, SECURITY_HEADERS_FILE), 'utf8')).toBe(expected)
  })

  it.each([200, 400, 405, 413, 500, 502, 503])('are on a %i reply', (status) => {
    expectSecurityHeaders(jsonResponse(status, { error: 'x' }))
  })

  it('every reply of the functions is made by jsonResponse or carries RESPONSE_HEADERS (so none can miss them)', async () => {
    const files = (await readdir(join(root, 'functions'), { recursive: true })).filter((file) => /\.[mc]?[jt]s$/.test(file))
    const offenders: string[] = []
    for (const file of files) {
      if (file === join('_shared', 'http.ts')) continue
      // Its Response is the answer our fetch gives the blobs client in the same process, never a reply.
      if (file === join('_shared', 'blob-client.ts')) continue
      const source = await readFile(join(root, 'functions', file), 'utf8')
      // The staff's enquiries function answers CSV too: each of its replies spreads RESPONSE_HEADERS.
      const replies = source.match(/new Response\([^]*?\}\)/g) ?? []
      if (/Response\.(json|redirect|error)\b/.test(source) || replies.some((reply) => !reply.includes('HEADERS'))) offenders.push(file)
    }
    expect(offenders).toEqual([])
  })
})
