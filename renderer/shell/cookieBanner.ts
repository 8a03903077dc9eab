// The consent store shared with the cookie policy page: localStorage keys of the specification.
export const CONSENT_KEY = 'cookieConsent'
export const CONSENT_DATE_KEY = 'cookieConsentDate'
const SHOW_DELAY_MS = 2000
const FADE_MS = 300

export type Consent = 'all' | 'essential'

function readConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY)
  } catch {
    return null
  }
}

export function storeConsent(consent: Consent): void {
  try {
    localStorage.setItem(CONSENT_KEY, consent)
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString())
  } catch {
    // Storage can be disabled (private modes); the choice then lasts for this page only.
  }
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
    button.addEventListener('click', () => {
      storeConsent(button.dataset.consent as Consent)
      fadeOut(banner)
    })
  }
  banner.querySelector('[data-consent-close]')?.addEventListener('click', () => fadeOut(banner))
  if (readConsent()) return
  window.setTimeout(() => {
    banner.hidden = false
    // One frame painted below the screen, then it slides up (see .cookie-banner in shell.css).
    requestAnimationFrame(() => requestAnimationFrame(() => banner.classList.add('is-visible')))
  }, SHOW_DELAY_MS)
}
