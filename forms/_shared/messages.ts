// Texts the visitor sees, from the specification's validation rules (section 5) and error
// catalogue (section 8). Shared by the browser islands and the functions: keep this file free
// of imports so it stays browser-safe.

/** The captcha library did not load (blocked script, offline): submission is blocked. */
export const CAPTCHA_NOT_LOADED = 'reCAPTCHA not loaded. Please refresh the page and try again.'

/** The visitor has not ticked the captcha, or the server could not verify the token. */
export const CAPTCHA_INCOMPLETE = 'Please complete the reCAPTCHA verification.'

/** Any exception while sending (fetch rejected, no reply). */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.'

/**
 * The token yielded by the clearly labelled local development captcha stand-in. The functions
 * accept it only when no RECAPTCHA_SECRET_KEY is configured and they are not running in
 * production; in production nothing is ever accepted unverified.
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-standin-token'

/** The word by which a reply is recognised as success (green), anything else is red. */
export const SUCCESS_MARKER = 'successfully'

/** True when a reply text should be shown as success (the specification's rule). */
export function isSuccessText(text: string): boolean {
  return text.includes(SUCCESS_MARKER)
}

/** A window's form while its code arrives (forms load when their window first opens). */
export const FORM_LOADING = 'Loading the form…'

/** A window's form whose code cannot be fetched (offline, or a new version replaced the files). */
export const FORM_LOAD_FAILED = 'The form could not be loaded. Please check your connection and reload the page.'
