// reCAPTCHA v2 verification. Fails closed: a submission passes only when siteverify answers in
// time with success true for an allowed hostname, or, outside production with no secret
// configured, when it carries the local development stand-in's token and the local server says
// it is local (NETLIFY_DEV): the absence of production variables alone is not enough.
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { isLocal, readPositiveInteger, readSetting } from './environment'
import { clientIp } from './http'

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
export const DEFAULT_RECAPTCHA_TIMEOUT_MS = 5000

/** Shown when production has no secret key: nothing can be verified, so nothing is accepted. */
export const CAPTCHA_NOT_CONFIGURED_TEXT = 'This form is temporarily unavailable: the spam check is not configured. Please call or e-mail us.'
/** Shown when siteverify cannot be reached, times out or answers nonsense. */
export const CAPTCHA_UNAVAILABLE_TEXT = 'The reCAPTCHA check could not be completed just now. Please try again in a moment, or call or e-mail us.'

type CaptchaResult =
  | { ok: true; mode: 'verified' | 'dev-standin' }
  | { ok: false; reason: 'rejected'; errorCodes?: string }
  | { ok: false; reason: 'wrong-hostname' }
  | { ok: false; reason: 'unavailable'; detail: 'timeout' | 'network' | 'http-status' | 'bad-json' }
  | { ok: false; reason: 'not-configured' }

interface SiteverifyReply {
  success?: unknown
  hostname?: unknown
  'error-codes'?: unknown
}

/** Hostnames a token may have been solved on: RECAPTCHA_ALLOWED_HOSTNAMES, else the request's. */
function allowedHostnames(req: Request): string[] {
  const configured = readSetting('RECAPTCHA_ALLOWED_HOSTNAMES')
  const names = configured ? configured.split(',') : [new URL(req.url).hostname]
  return names.map((name) => name.trim().toLowerCase()).filter(Boolean)
}

export async function verifyCaptcha(token: string, req: Request, context?: { ip?: string }): Promise<CaptchaResult> {
  const secret = readSetting('RECAPTCHA_SECRET_KEY')
  if (!secret) {
    if (!isLocal()) return { ok: false, reason: 'not-configured' }
    return token === DEV_CAPTCHA_TOKEN ? { ok: true, mode: 'dev-standin' } : { ok: false, reason: 'rejected' }
  }

  const form = new URLSearchParams({ secret, response: token })
  const ip = clientIp(req, context)
  if (ip) form.set('remoteip', ip)

  const url = readSetting('RECAPTCHA_VERIFY_URL') ?? DEFAULT_RECAPTCHA_VERIFY_URL
  const timeoutMs = readPositiveInteger('RECAPTCHA_TIMEOUT_MS', DEFAULT_RECAPTCHA_TIMEOUT_MS)
  const signal = AbortSignal.timeout(timeoutMs)

  let reply: SiteverifyReply
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal,
      redirect: 'error',
    })
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined)
      return { ok: false, reason: 'unavailable', detail: 'http-status' }
    }
    try {
      reply = (await response.json()) as SiteverifyReply
    } catch {
      return { ok: false, reason: 'unavailable', detail: signal.aborted ? 'timeout' : 'bad-json' }
    }
  } catch {
    return { ok: false, reason: 'unavailable', detail: signal.aborted ? 'timeout' : 'network' }
  }

  if (typeof reply !== 'object' || reply === null) return { ok: false, reason: 'unavailable', detail: 'bad-json' }
  if (reply.success !== true) {
    const codes = Array.isArray(reply['error-codes']) ? reply['error-codes'].map(String).join(',') : undefined
    return { ok: false, reason: 'rejected', errorCodes: codes }
  }
  const hostname = typeof reply.hostname === 'string' ? reply.hostname.toLowerCase() : ''
  if (!allowedHostnames(req).includes(hostname)) return { ok: false, reason: 'wrong-hostname' }
  return { ok: true, mode: 'verified' }
}
