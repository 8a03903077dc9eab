// The cookie choice box of /cookie-policy, on the banner's store: shows the stored choice and
// its day, Accept All / Essential Only store it, Cookie Settings opens a choice of the two.
import { CONSENT_EVENT, readConsent, readConsentDate, storeConsent, type Consent } from './cookie-banner'
import { fill } from '../../content/browser/fill'

// The stored choice's day, in the page's language (its <html lang>): this runs on every page, so
// it formats with the browser's Intl directly rather than importing content/browser/format.ts.
const longDate = (iso: string): string => new Date(iso).toLocaleDateString(document.documentElement.lang, { day: 'numeric', month: 'long', year: 'numeric' })

export function initConsentControls(box: HTMLElement): void {
  const choice = box.querySelector<HTMLElement>('[data-consent-choice]')!
  const date = box.querySelector<HTMLElement>('[data-consent-date]')!
  const settings = box.querySelector<HTMLButtonElement>('[data-consent-settings]')!
  const form = box.querySelector<HTMLFormElement>('[data-consent-settings-form]')!
  const show = () => {
    const consent = readConsent()
    const stored = readConsentDate()
    choice.textContent = (consent === 'all' ? box.dataset.choiceAll : consent === 'essential' ? box.dataset.choiceEssential : box.dataset.choiceNone) ?? ''
    date.textContent = consent && stored ? fill(box.dataset.savedOn ?? '', { date: longDate(stored) }) : ''
  }
  const openSettings = (open: boolean) => {
    form.hidden = !open
    settings.setAttribute('aria-expanded', String(open))
    if (!open) return
    const current = readConsent() === 'all' ? 'all' : 'essential'
    const radio = form.querySelector<HTMLInputElement>(`input[value="${current}"]`)!
    radio.checked = true
    radio.focus()
  }
  for (const button of box.querySelectorAll<HTMLButtonElement>('[data-consent]')) {
    button.addEventListener('click', () => storeConsent(button.dataset.consent as Consent))
  }
  settings.addEventListener('click', () => openSettings(form.hidden))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const picked = new FormData(form).get('consent')
    if (picked !== 'all' && picked !== 'essential') return
    storeConsent(picked)
    openSettings(false)
    settings.focus()
  })
  document.addEventListener(CONSENT_EVENT, show)
  show()
}
