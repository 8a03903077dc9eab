// netlify.toml's headers graded with the MDN HTTP Observatory's rules (tests/support/observatory.ts):
// A+ for the pages, the hashed assets and the functions' replies; HSTS ready for the preload list.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESPONSE_HEADERS } from '../../functions/_shared/http'
import { compileHeaderRules } from '../../tooling/local-netlify/headers'
import { readNetlifyConfig } from '../../tooling/local-netlify/config'
import { gradeResponse, parseHsts } from '../support/observatory'

const config = readNetlifyConfig(path.join(process.cwd(), 'netlify.toml'))
const headersFor = compileHeaderRules(config.headers)
const builtHome = path.join(process.cwd(), config.publish, 'index.html')

describe('MDN HTTP Observatory grade of the headers', () => {
  it.each(['/', '/umrah/', '/visa/', '/assets/index-abc123.js', '/404.html'])('A+ for %s', (pathname) => {
    const graded = gradeResponse(headersFor(pathname))
    expect(
      graded.results.filter((r) => r.modifier < 0),
      'no penalties',
    ).toEqual([])
    expect(graded.grade).toBe('A+')
    expect(graded.score).toBeGreaterThanOrEqual(100)
  })

  it.runIf(existsSync(builtHome))('A+ for the built home page with its scripts (subresource integrity)', () => {
    const graded = gradeResponse(headersFor('/'), { html: readFileSync(builtHome, 'utf8'), origin: 'https://site.test' })
    expect(graded.results.find((r) => r.test === 'subresource-integrity')?.modifier).toBeGreaterThanOrEqual(0)
    expect(graded.grade).toBe('A+')
  })

  it('A+ for every function reply (which carries its own headers)', () => {
    const graded = gradeResponse(RESPONSE_HEADERS)
    expect(graded.results.find((r) => r.test === 'content-security-policy')?.result).toBe('csp-implemented-with-no-unsafe-default-src-none')
    expect(graded.grade).toBe('A+')
  })

  it('sends HSTS as the preload list requires: a year or more, includeSubDomains and preload', () => {
    for (const headers of [headersFor('/'), RESPONSE_HEADERS]) {
      const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'strict-transport-security')?.[1]
      expect(parseHsts(value ?? '')).toEqual({ maxAge: expect.any(Number), includeSubDomains: true, preload: true })
      expect(parseHsts(value!)!.maxAge).toBeGreaterThanOrEqual(31_536_000)
    }
  })

  it('grades what it should: the grader is not an A+ stamp', () => {
    expect(gradeResponse({})).toMatchObject({ score: 30, grade: 'D' }) // no CSP, HSTS, nosniff or XFO: 100 − 70
    const site = headersFor('/')
    const csp = Object.keys(site).find((name) => name.toLowerCase() === 'content-security-policy')!
    // Any inline script, in place of the one the site allows by its hash: with a hash beside it,
    // browsers (and the grader) ignore 'unsafe-inline'.
    const weaker = { ...site, [csp]: site[csp]!.replace(/script-src 'self' 'sha256-[^']+'/, "script-src 'self' 'unsafe-inline'") }
    expect(weaker[csp]).not.toBe(site[csp])
    const hashAndInline = { ...site, [csp]: site[csp]!.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") }
    expect(gradeResponse(hashAndInline).results.find((r) => r.test === 'content-security-policy')?.modifier).toBe(
      gradeResponse(site).results.find((r) => r.test === 'content-security-policy')?.modifier,
    )
    expect(gradeResponse(weaker).results.find((r) => r.test === 'content-security-policy')?.modifier).toBe(-20)
    expect(gradeResponse(weaker).grade).not.toBe('A+')
    const shortHsts = gradeResponse({ ...site, 'Strict-Transport-Security': 'max-age=600' })
    expect(shortHsts.results.find((r) => r.test === 'strict-transport-security')?.modifier).toBe(-10)
    expect(shortHsts.score).toBeLessThan(gradeResponse(site).score)
    expect(
      gradeResponse(site, { html: '<script src="https://cdn.example/x.js"></script>' }).results.find((r) => r.test === 'subresource-integrity')?.modifier,
    ).toBe(-5)
  })
})
