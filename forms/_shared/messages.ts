// Texts the visitor sees, from the validation rules of docs/specification/part-1.md and part-2.md (section 5) and error
// catalogue (section 8). Shared by the browser islands and the functions. The words are
// data/forms.yaml's `shared:`, compiled into shared-form.generated.ts; keep this file free of
// imports that are not browser-safe.
import { SHARED_FORM_TEXT, SHARED_UPLOAD_TEXT, TRAVEL_MONTH_TEXT } from './shared-form.generated'
import { REFERENCE_LINE } from './enquiry-text.generated'
import { registerFormWords, textsIn, type Locale } from './form-words'

export { SHARED_FORM_TEXT }

/**
 * A shared message as a key (forms/_shared/form-words.ts), resolved in the visitor's words when
 * shown: what the shared field rules carry. The constants below are its English words.
 */
export const sharedMessage = registerFormWords('shared', 'en', SHARED_FORM_TEXT)

/** The words every form shares, in the locale: the messages, the travel months, the reference line, the upload words. */
export const sharedTexts = (locale: Locale) =>
  textsIn('shared', { messages: SHARED_FORM_TEXT, travelMonths: TRAVEL_MONTH_TEXT, referenceLine: REFERENCE_LINE, uploads: SHARED_UPLOAD_TEXT }, locale)

/** content/browser/fill.ts's `fill`, passed on to functions/, which import only forms/ and functions/. */
export { fill } from '../../content/browser/fill'

/** The captcha library did not load (blocked script, offline): submission is blocked. */
export const CAPTCHA_NOT_LOADED = SHARED_FORM_TEXT.captchaNotLoaded

/** The visitor has not ticked the captcha, or the server could not verify the token. */
export const CAPTCHA_INCOMPLETE = SHARED_FORM_TEXT.captchaIncomplete

/** Any exception while sending (fetch rejected, no reply). */
export const NETWORK_ERROR = SHARED_FORM_TEXT.networkError

/**
 * The token yielded by the clearly labelled local development captcha stand-in. The functions
 * accept it only when no RECAPTCHA_SECRET_KEY is configured and they are not running in
 * production; in production nothing is ever accepted unverified.
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-standin-token'

export { isSuccessText, SUCCESS_MARKER } from './success'

/** A window's form while its code arrives (forms load when their window first opens). */
export const FORM_LOADING = SHARED_FORM_TEXT.formLoading

/** A window's form whose code cannot be fetched (offline, or a new version replaced the files). */
export const FORM_LOAD_FAILED = SHARED_FORM_TEXT.formLoadFailed
