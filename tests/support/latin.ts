// What a Bengali page, form or e-mail may still say in Latin letters (issue 37): brand names (the
// agency's, the captcha's, ATOL's), e-mail addresses, web addresses, enquiry references and file
// names. A test adds what else it knows to be allowed (the visitor's own entries, a postcode).
import type { Locator } from 'playwright-core'
import { loadCatalogue } from '../../content/load'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { literally } from './words'

const ALLOWED: readonly RegExp[] = [
  /\bGoogle\b/g,
  new RegExp(literally(loadCatalogue('site').name).source, 'g'),
  /reCAPTCHA/g,
  /\bATOL\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.(?:sa|com|org|uk)\b\/?/g,
  new RegExp(`${ENQUIRY_TEXT.referencePrefix}-[2-9A-Z]{4}-[2-9A-Z]{2}`, 'g'),
  /\b[\w-]+\.(pdf|png|jpe?g)\b/gi,
]

/** What is dialled or quoted as issued, so written in Latin digits on a Bengali page too: phone numbers and the ATOL licence. */
const DIALLED: readonly RegExp[] = [/\+?\d[\d ]{8,}\d/g, new RegExp(`\\b${loadCatalogue('site').atolNumber}\\b`, 'g')]

const without = (text: string, patterns: readonly RegExp[]) => patterns.reduce((left, pattern) => left.replace(pattern, ' '), text)

/** The Latin words left in `text` once the allowlist (and `also`) is taken out: none on a Bengali page. */
export function latinIn(text: string, also: readonly RegExp[] = []): string[] {
  return without(text, [...ALLOWED, ...also]).match(/[A-Za-z]+/g) ?? []
}

/** The numbers written in Latin digits once the allowlist, phone numbers and the ATOL licence (and `also`) are taken out: none where a Bengali reader reads. */
export function latinDigitsIn(text: string, also: readonly RegExp[] = []): string[] {
  return without(text, [...ALLOWED, ...also, ...DIALLED]).match(/[0-9]+/g) ?? []
}

/** Everything a visitor reads in an element: its text, every option of its lists and its name. */
export const readAllText = (element: Locator): Promise<string> =>
  element.evaluate((el) =>
    [
      (el as HTMLElement).innerText,
      ...Array.from(el.querySelectorAll('option'), (option) => option.textContent ?? ''),
      el.getAttribute('aria-label') ?? '',
    ].join('\n'),
  )
