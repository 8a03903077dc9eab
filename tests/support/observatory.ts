// The MDN HTTP Observatory's grading of a response's headers, implemented from its published
// rules (mdn/mdn-http-observatory: src/grader/charts.js for the modifiers and grades,
// src/analyzer/tests/*.js for how each header is read). Its npm package (@mdn/mdn-http-observatory
// 1.4.8) cannot run offline: installing it fails, as a dependency's install step downloads a CA
// bundle from outside the npm registry, and a scan fetches the site itself over https (and the
// HSTS preload list), which the local server on 127.0.0.1 cannot offer. So its header tests are
// re-implemented here for a set of headers (and a page's HTML) we already have.
//
// Scoring as the Observatory does it: start at 100, add every penalty; bonuses count only when
// the score without them is at least 90; A+ from 100. Redirection (http → https) is Netlify's
// own and cookies are none (the site sets none), so both score 0 as on the real scan.

interface TestResult {
  test: string
  result: string
  modifier: number
}

interface Grade {
  score: number
  grade: string
  results: TestResult[]
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const PASSIVE = new Set(['img-src', 'media-src'])
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])
const UNSAFE_REFERRER = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'])
const SIX_MONTHS = 15_768_000

const GRADES: ReadonlyArray<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

type Headers = Readonly<Record<string, string>>

function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  return key === undefined ? undefined : headers[key]
}

/** `default-src 'self'; img-src data:` → Map of directive → sources (lower case); invalid → throws. */
export function parseCsp(value: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>()
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean)
    if (!name) continue
    if (!/^[a-z-]+$/i.test(name)) throw new Error(`invalid directive ${name}`)
    const directive = name.toLowerCase()
    if (!csp.has(directive)) csp.set(directive, new Set(sources.map((s) => s.toLowerCase())))
  }
  if (csp.size === 0) throw new Error('empty policy')
  return csp
}

function cspTest(headers: Headers, https: boolean): TestResult {
  const value = header(headers, 'content-security-policy')
  const out = (result: string, modifier: number): TestResult => ({ test: 'content-security-policy', result, modifier })
  if (!value) return out('csp-not-implemented', -25)
  let csp: Map<string, Set<string>>
  try {
    csp = parseCsp(value)
  } catch {
    return out('csp-header-invalid', -25)
  }
  const get = (...names: string[]) => new Set(names.map((n) => csp.get(n)).find((s) => s) ?? ['*'])
  const script = get('script-src', 'default-src')
  const style = get('style-src', 'default-src')
  const object = get('object-src', 'default-src')
  for (const list of [script, style]) if ([...list].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'")
  const active = [...csp]
    .filter(([d]) => !PASSIVE.has(d) && d !== 'script-src')
    .flatMap(([, s]) => [...s])
    .concat([...script])
  const passive = [...PASSIVE].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')

  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => DANGEROUSLY_BROAD.has(s)))
    return out('csp-implemented-with-unsafe-inline', -20)
  if (https && active.some(insecure)) return out('csp-implemented-with-insecure-scheme', -20)
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return out('csp-implemented-with-unsafe-eval', -10)
  if (https && passive.some(insecure)) return out('csp-implemented-with-insecure-scheme-in-passive-content-only', -10)
  if ([...style].some((s) => BROAD_OR_INLINE.has(s))) return out('csp-implemented-with-unsafe-inline-in-style-src-only', 0)
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return out('csp-implemented-with-no-unsafe-default-src-none', 10)
  return out('csp-implemented-with-no-unsafe', 5)
}

/** The HSTS header's max-age, includeSubDomains and preload; undefined when it cannot be read. */
export function parseHsts(value: string): { maxAge: number; includeSubDomains: boolean; preload: boolean } | undefined {
  let maxAge: number | undefined
  let includeSubDomains = false
  let preload = false
  for (const part of value
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)) {
    const match = /^max-age\s*=\s*"?(\d+)"?$/.exec(part)
    if (match) maxAge = Number(match[1])
    else if (part === 'includesubdomains') includeSubDomains = true
    else if (part === 'preload') preload = true
  }
  return maxAge === undefined ? undefined : { maxAge, includeSubDomains, preload }
}

function hstsTest(headers: Headers): TestResult {
  const value = header(headers, 'strict-transport-security')
  const out = (result: string, modifier: number): TestResult => ({ test: 'strict-transport-security', result, modifier })
  if (!value) return out('hsts-not-implemented', -20)
  const hsts = parseHsts(value)
  if (!hsts) return out('hsts-header-invalid', -20)
  // +5 (hsts-preloaded) is given only once the domain is on the browsers' preload list, which a
  // header cannot show; the header's part of preloading is checked by the test.
  return hsts.maxAge >= SIX_MONTHS ? out('hsts-implemented-max-age-at-least-six-months', 0) : out('hsts-implemented-max-age-less-than-six-months', -10)
}

function referrerTest(headers: Headers): TestResult {
  const value = header(headers, 'referrer-policy')
  const out = (result: string, modifier: number): TestResult => ({ test: 'referrer-policy', result, modifier })
  if (!value) return out('referrer-policy-not-implemented', 0)
  const policies = value
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
  const last = policies.filter((p) => PRIVATE_REFERRER.has(p) || UNSAFE_REFERRER.has(p)).pop()
  if (!last) return out('referrer-policy-header-invalid', -5)
  return PRIVATE_REFERRER.has(last) ? out('referrer-policy-private', 5) : out('referrer-policy-unsafe', -5)
}

function contentTypeOptionsTest(headers: Headers): TestResult {
  const value = header(headers, 'x-content-type-options')
  const out = (result: string, modifier: number): TestResult => ({ test: 'x-content-type-options', result, modifier })
  if (!value) return out('x-content-type-options-not-implemented', -5)
  return value.trim().toLowerCase() === 'nosniff' ? out('x-content-type-options-nosniff', 0) : out('x-content-type-options-header-invalid', -5)
}

function frameOptionsTest(headers: Headers): TestResult {
  const out = (result: string, modifier: number): TestResult => ({ test: 'x-frame-options', result, modifier })
  const csp = header(headers, 'content-security-policy')
  try {
    const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined
    if (ancestors && ![...ancestors].some((s) => DANGEROUSLY_BROAD.has(s))) return out('x-frame-options-implemented-via-csp', 5)
  } catch {
    // an unreadable CSP gives no frame-ancestors; X-Frame-Options decides
  }
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase()
  if (!value) return out('x-frame-options-not-implemented', -20)
  if (value === 'deny' || value === 'sameorigin') return out('x-frame-options-sameorigin-or-deny', 0)
  if (value.startsWith('allow-from ')) return out('x-frame-options-allow-from-origin', 0)
  return out('x-frame-options-header-invalid', -20)
}

function resourcePolicyTest(headers: Headers): TestResult {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase()
  const out = (result: string, modifier: number): TestResult => ({ test: 'cross-origin-resource-policy', result, modifier })
  if (!value) return out('corp-not-implemented', 0)
  if (value === 'same-origin') return out('corp-implemented-with-same-origin', 10)
  if (value === 'same-site') return out('corp-implemented-with-same-site', 10)
  if (value === 'cross-origin') return out('corp-implemented-with-cross-origin', 0)
  return out('corp-header-invalid', -5)
}

function corsTest(headers: Headers): TestResult {
  const origin = header(headers, 'access-control-allow-origin')
  const credentials = header(headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true'
  const out = (result: string, modifier: number): TestResult => ({ test: 'cross-origin-resource-sharing', result, modifier })
  if (!origin) return out('cross-origin-resource-sharing-not-implemented', 0)
  if (credentials) return out('cross-origin-resource-sharing-implemented-with-universal-access', -50)
  return out(
    origin.trim() === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-implemented-with-restricted-access',
    0,
  )
}

function cookiesTest(headers: Headers): TestResult {
  const cookie = header(headers, 'set-cookie')
  if (!cookie) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 }
  const secure = /;\s*secure/i.test(cookie)
  const sameSite = /;\s*samesite=(strict|lax)/i.test(cookie)
  if (secure && sameSite) return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  if (secure) return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
  return { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 }
}

/**
 * Subresource integrity from the page's <script> tags: same-origin scripts need none (0);
 * external scripts without `integrity` cost 5, over http 50.
 */
function sriTest(html: string | undefined, origin: string): TestResult {
  const out = (result: string, modifier: number): TestResult => ({ test: 'subresource-integrity', result, modifier })
  if (html === undefined) return out('sri-not-implemented-response-not-html', 0)
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '')
  const sources = scripts
    .map((attrs) => ({ src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1], integrity: /\bintegrity\s*=/i.test(attrs) }))
    .filter((s) => s.src)
  if (sources.length === 0) return out('sri-not-implemented-but-no-scripts-loaded', 0)
  const external = sources.filter((s) => new URL(s.src!, origin).origin !== origin)
  if (external.length === 0) return out('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0)
  const insecure = external.some((s) => s.src!.startsWith('http:') || s.src!.startsWith('//'))
  const allIntegrity = external.every((s) => s.integrity)
  if (insecure)
    return allIntegrity
      ? out('sri-implemented-but-external-scripts-not-loaded-securely', -20)
      : out('sri-not-implemented-and-external-scripts-not-loaded-securely', -50)
  return allIntegrity ? out('sri-implemented-and-external-scripts-loaded-securely', 5) : out('sri-not-implemented-but-external-scripts-loaded-securely', -5)
}

/** Grades a page's response headers (and its HTML, for subresource integrity) as served over https. */
export function gradeResponse(headers: Headers, options: { html?: string; origin?: string } = {}): Grade {
  const results = [
    cspTest(headers, true),
    cookiesTest(headers),
    corsTest(headers),
    { test: 'redirection', result: 'redirection-to-https', modifier: 0 },
    referrerTest(headers),
    hstsTest(headers),
    sriTest(options.html, options.origin ?? 'https://site.test'),
    contentTypeOptionsTest(headers),
    frameOptionsTest(headers),
    resourcePolicyTest(headers),
  ]
  const penalties = results.reduce((sum, r) => sum + Math.min(0, r.modifier), 0)
  const bonuses = results.reduce((sum, r) => sum + Math.max(0, r.modifier), 0)
  const base = Math.max(0, 100 + penalties)
  const score = base >= 90 ? base + bonuses : base
  const grade = GRADES.find(([min]) => score >= min)![1]
  return { score, grade, results }
}
