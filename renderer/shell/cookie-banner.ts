// The consent store shared with the cookie policy page: localStorage keys of the specification.
export const CONSENT_KEY = 'cookieConsent'
export const CONSENT_DATE_KEY = 'cookieConsentDate'
export const SHOW_DELAY_MS = 2000
const FADE_MS = 300

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

function fadeOut(banner: HTMLElement): void {
  banner.classList.remove('is-visible')
  window.setTimeout(() => {
    banner.hidden = true
  }, FADE_MS)
}

/** Shows the banner 2 s after load when no choice is stored; close hides it without storing. */
export function initCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
  if (!banner) return
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent]')) {
    button.addEventListener('click', () => storeConsent(button.dataset.consent as Consent))
  }
  // A choice made anywhere (here, or on /cookie-policy while the banner shows) puts the banner away.
  document.addEventListener(CONSENT_EVENT, () => {
    if (!banner.hidden) fadeOut(banner)
  })
  banner.querySelector('[data-consent-close]')?.addEventListener('click', () => fadeOut(banner))
  if (readConsent()) return
  // Asked for at once, so the words are there when the banner shows (or it shows when they come).
  const written = import('../../islands/runtime/script-words').then(({ writeCookieBannerWords }) => writeCookieBannerWords(banner))
  window.setTimeout(() => {
    void written.then(() => {
      // The visitor may have chosen on the cookie policy page in the meantime.
      if (readConsent()) return
      banner.hidden = false
      // One frame painted below the screen, then it slides up (see .cookie-banner in shell.css).
      requestAnimationFrame(() => requestAnimationFrame(() => banner.classList.add('is-visible')))
    })
  }, SHOW_DELAY_MS)
}
