// The words the shell's scripts write into a page (content/generate/script-words.ts), in the
// page's language: fetched with the cookie banner's words on a first visit, and with the home
// slideshow's behaviour, never with the every-page script itself.
import { DEFAULT_LANGUAGE_TAG, SCRIPT_WORDS } from './script-words.generated'

export const pageScriptWords = () => SCRIPT_WORDS[document.documentElement.lang] ?? SCRIPT_WORDS[DEFAULT_LANGUAGE_TAG]!

/** The cookie banner's words but its heading and link, written into its parts. */
export function writeCookieBannerWords(banner: HTMLElement): void {
  const words = pageScriptWords().cookieBanner
  banner.querySelector('p')?.prepend(words.text)
  const text = (selector: string, value: string) => {
    const element = banner.querySelector(selector)
    if (element) element.textContent = value
  }
  text('[data-consent="all"]', words.acceptAll)
  text('[data-consent="essential"]', words.essentialOnly)
  banner.querySelector('[data-consent-close]')?.setAttribute('aria-label', words.closeLabel)
}
