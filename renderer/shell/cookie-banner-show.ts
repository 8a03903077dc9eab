// The cookie banner on a visit with no choice stored (renderer/shell/cookie-banner.ts fetches this
// only then): built in the page's language, shown 2 s after load, faded out on a choice.
import { CONSENT_EVENT, readConsent, SHOW_DELAY_MS, storeConsent, type Consent } from './cookie-banner'
import { stylesheetsArrived } from './stylesheets'
import { buildCookieBanner } from '../../behaviours/script-words'

const FADE_MS = 300

function fadeOut(banner: HTMLElement): void {
  banner.classList.add('is-leaving')
  document.documentElement.style.scrollPaddingBottom = ''
  document.documentElement.style.removeProperty('--cookie-banner-height')
  window.setTimeout(() => {
    banner.hidden = true
  }, FADE_MS)
}

/**
 * Builds the banner (behaviours/script-words.ts) and shows it 2 s after load, once the
 * stylesheets that style it have come; a choice stores it, close hides it without storing.
 */
export function showCookieBanner(): void {
  const banner = buildCookieBanner()
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent]')) {
    button.addEventListener('click', () => storeConsent(button.dataset.consent as Consent))
  }
  banner.querySelector('[data-consent-close]')?.addEventListener('click', () => fadeOut(banner))
  // A choice made anywhere (here, or on /cookie-policy while the banner shows) puts the banner away.
  document.addEventListener(CONSENT_EVENT, () => {
    if (!banner.hidden) fadeOut(banner)
  })
  document.body.append(banner)
  window.setTimeout(() => {
    void stylesheetsArrived.then(() => {
      // The visitor may have chosen on the cookie policy page in the meantime.
      if (readConsent()) return
      banner.hidden = false
      // While it is up, what gets focus (or is scrolled to) comes to rest above it, so nothing
      // the visitor reaches stays under it (set here: a rule for it would be in every page's HTML).
      // From its top to the screen's foot (on a phone it stands on the action bar; offsetTop is where it is laid out, before it slides up).
      document.documentElement.style.scrollPaddingBottom = `${window.innerHeight - banner.offsetTop + 24}px`
      // And the page ends that much lower on a phone (shell.css), so its last links can come clear.
      document.documentElement.style.setProperty('--cookie-banner-height', `${banner.offsetHeight}px`)
      // One frame painted below the screen, then it slides up (see .cookie-banner in shell.css).
      requestAnimationFrame(() => requestAnimationFrame(() => banner.classList.add('is-visible')))
    })
  }, SHOW_DELAY_MS)
}
