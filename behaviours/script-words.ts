// The words the shell's scripts write into a page (content/server/generate/script-words.ts), in the
// page's language: fetched to build the cookie banner on a first visit, and with the home
// slideshow's behaviour, never with the every-page script itself.
import { DEFAULT_LANGUAGE_TAG, SCRIPT_WORDS } from './script-words.generated'

export const pageScriptWords = () => SCRIPT_WORDS[document.documentElement.lang] ?? SCRIPT_WORDS[DEFAULT_LANGUAGE_TAG]!

/**
 * The cookie banner, hidden, in the page's language (renderer/shell/cookie-banner.ts shows it).
 * Accept and reject are the same size and weight, as UK guidance expects. Built here, not carried
 * by every page: only a visitor who has not chosen yet sees it, and without scripts nothing is
 * stored to choose about.
 */
export function buildCookieBanner(): HTMLElement {
  const words = pageScriptWords().cookieBanner
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>>, ...children: (Node | string)[]) => {
    const made = document.createElement(tag)
    for (const [name, value] of Object.entries(props)) if (value !== undefined) made.setAttribute(name, value)
    made.append(...children)
    return made
  }
  const choice = (consent: string, label: string) => element('button', { type: 'button', class: 'button button--primary', 'data-consent': consent }, label)
  const close = element('button', { type: 'button', class: 'cookie-banner__close', 'data-consent-close': '', 'aria-label': words.closeLabel })
  const banner = element(
    'section',
    { class: 'cookie-banner', 'data-cookie-banner': '', 'aria-labelledby': 'cookie-banner-heading' },
    element(
      'div',
      { class: 'cookie-banner__body' },
      element('h2', { id: 'cookie-banner-heading', class: 'cookie-banner__heading' }, words.heading),
      element('p', {}, `${words.text} `, element('a', { href: words.policyHref }, words.policyLabel)),
    ),
    element('div', { class: 'cookie-banner__actions' }, choice('all', words.acceptAll), choice('essential', words.essentialOnly)),
    close,
  )
  banner.hidden = true
  return banner
}
