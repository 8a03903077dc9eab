// The consent store shared with the cookie policy page: localStorage keys of docs/specification/part-2.md (section 3).
export const CONSENT_KEY = 'cookieConsent'
export const CONSENT_DATE_KEY = 'cookieConsentDate'
export const SHOW_DELAY_MS = 2000

/** Sent on document whenever a choice is stored, by the banner or by the cookie policy's buttons. */
export const CONSENT_EVENT = 'consentchange'

export type Consent = 'all' | 'essential'

/** A value kept in localStorage; null when there is none or storage is disabled (private modes). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export const readConsent = (): string | null => readStored(CONSENT_KEY)
export const readConsentDate = (): string | null => readStored(CONSENT_DATE_KEY)

export function storeConsent(consent: Consent): void {
  try {
    localStorage.setItem(CONSENT_KEY, consent)
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString())
  } catch {
    // Storage can be disabled (private modes); the choice then lasts for this page only.
  }
  document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }))
}

/** On a visit with no choice stored, the banner is built and shown by its own script (cookie-banner-show.ts). */
export function initCookieBanner(): void {
  if (readConsent()) return
  // Its script could not be fetched (the connection dropped): the page goes on without it.
  void import('./cookie-banner-show').then(({ showCookieBanner }) => showCookieBanner()).catch(() => undefined)
}
