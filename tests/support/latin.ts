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

/** The Latin words left in `text` once the allowlist (and `also`) is taken out: none on a Bengali page. */
export function latinIn(text: string, also: readonly RegExp[] = []): string[] {
  const rest = [...ALLOWED, ...also].reduce((left, pattern) => left.replace(pattern, ' '), text)
  return rest.match(/[A-Za-z]+/g) ?? []
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
