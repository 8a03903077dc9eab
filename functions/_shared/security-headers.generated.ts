// generated, do not edit: written by `npx tsx scripts/security-headers.ts` from netlify.toml
// (the [[headers]] rule for "/*", less the CSP and Cache-Control the functions set themselves).
// Netlify's header rules do not apply to function responses; functions/_shared/http.ts adds these.

export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}
