// Responses and request bodies. Netlify's header rules (netlify.toml) do not apply to function
// responses, so every reply carries the site's security headers itself: the values of
// netlify.toml, compiled in by scripts/security-headers.ts (HSTS, X-Frame-Options, nosniff,
// Referrer-Policy, Permissions-Policy), and a CSP stricter than the pages' for a JSON reply.
import { SITE_SECURITY_HEADERS } from './security-headers.generated'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'

export const RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  ...SITE_SECURITY_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

// The replies to requests the site's own forms never send, and to a form too large (data/forms.yaml,
// enquiries.requests): English, as they come before the body says the page's language.
export const METHOD_NOT_ALLOWED_TEXT = ENQUIRY_TEXT.requests.methodNotAllowed
export const TOO_LARGE_TEXT = ENQUIRY_TEXT.requests.tooLarge
export const UNSUPPORTED_MEDIA_TYPE_TEXT = ENQUIRY_TEXT.requests.unsupportedMediaType
export const INVALID_JSON_TEXT = ENQUIRY_TEXT.requests.invalidJson
export const NOT_AN_OBJECT_TEXT = ENQUIRY_TEXT.requests.notAnObject

type JsonReply = { message: string; reference?: string; [figure: string]: string | number | undefined } | { error: string; fields?: Record<string, string> }

/**
 * True for a JSON body. Nothing else is read: a plain HTML form on another site can post only
 * form-encoded, multipart or text bodies without asking the browser first (CORS), so refusing
 * them keeps other sites from sending enquiries through a visitor's browser.
 */
export function isJsonRequest(req: Request): boolean {
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/** A JSON reply with the security headers (plus any extra headers, e.g. Allow). */
export function jsonResponse(status: number, body: JsonReply, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...RESPONSE_HEADERS, ...extraHeaders },
  })
}

type BodyReadResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-utf8' }

/**
 * Reads the body as UTF-8 text, refusing more than maxBytes. The Content-Length header is
 * checked first, but the stream is also counted as it is read, so a missing or false header
 * cannot get a larger body through; reading stops as soon as the limit is passed.
 */
export async function readBodyWithLimit(req: Request, maxBytes: number): Promise<BodyReadResult> {
  const declared = req.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await req.body?.cancel().catch(() => undefined)
    return { ok: false, reason: 'too-large' }
  }
  if (!req.body) return { ok: true, text: '' }

  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }

  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, reason: 'not-utf8' }
  }
}

/** The visitor's IP address as Netlify reports it, if known (for the captcha's remoteip). */
export function clientIp(req: Request, context?: { ip?: string }): string | undefined {
  const candidates = [context?.ip, req.headers.get('x-nf-client-connection-ip'), req.headers.get('x-forwarded-for')?.split(',')[0]]
  for (const candidate of candidates) {
    const ip = candidate?.trim()
    if (ip) return ip
  }
  return undefined
}
