// The site's security headers for the functions, generated from netlify.toml into
// functions/_shared/security-headers.generated.ts. Netlify applies netlify.toml's [[headers]] to
// the files it serves but not to function responses, and a function runs without netlify.toml,
// so the values are compiled in: netlify.toml stays the one place they are written.
//   npx tsx scripts/security-headers.ts          (writes the file)
//   npx tsx scripts/security-headers.ts --check  (exits 1 when it is stale)
// `npm run build` writes it and `npm run types` too.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot } from '../content/server/data/paths'
import { readNetlifyConfig, type NetlifyConfig } from '../tooling/local-netlify/config'
import { quote, runGenerator } from '../content/server/generate/generated-module'

export const SECURITY_HEADERS_FILE = 'functions/_shared/security-headers.generated.ts'

/**
 * Left to the functions: a JSON reply needs a stricter Content-Security-Policy than the pages
 * (functions/_shared/http.ts), and Cache-Control is per response.
 */
const SET_BY_FUNCTIONS = new Set(['content-security-policy', 'cache-control'])

/** The headers of netlify.toml's rule for every path (`for = "/*"`) that functions carry too. */
export function siteSecurityHeaders(config: NetlifyConfig): Record<string, string> {
  const rule = config.headers.find((r) => r.for === '/*')
  if (!rule) throw new Error('netlify.toml has no [[headers]] rule for "/*" with the security headers')
  return Object.fromEntries(Object.entries(rule.values).filter(([name]) => !SET_BY_FUNCTIONS.has(name.toLowerCase())))
}

export function renderSecurityHeaders(config: NetlifyConfig): string {
  const entries = Object.entries(siteSecurityHeaders(config)).map(([name, value]) => `  ${quote(name)}: ${quote(value)},`)
  return [
    '// generated, do not edit: written by `npx tsx scripts/security-headers.ts` from netlify.toml',
    '// (the [[headers]] rule for "/*", less the CSP and Cache-Control the functions set themselves).',
    "// Netlify's header rules do not apply to function responses; functions/_shared/http.ts adds these.",
    '',
    'export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = {',
    ...entries,
    '}',
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runGenerator({
    file: SECURITY_HEADERS_FILE,
    source: 'netlify.toml',
    script: 'scripts/security-headers.ts',
    render: () => renderSecurityHeaders(readNetlifyConfig(join(projectRoot(), 'netlify.toml'))),
  })
}
