// What a Bengali reader meets in Latin letters: the words left once the allowlist is taken out
// (brand names, e-mail addresses, web addresses, the enquiry's reference, and whatever a test adds:
// a visitor's own entries, file names). The Bengali browser tests hold forms, replies and e-mails to it.
import { loadCatalogue } from '../../content/load'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'

/** The names and addresses every Bengali page, form and e-mail may show in Latin letters. */
export const LATIN_ALLOWED: readonly RegExp[] = [
  // Brand names: the agency's, the captcha's (the stand-in names Google's reCAPTCHA) and ATOL's licence.
  /\bGoogle\b/g,
  new RegExp(loadCatalogue('site').name, 'g'),
  /reCAPTCHA/g,
  /\bATOL\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /(?:https?:\/\/|www\.)\S+/g,
  new RegExp(`${ENQUIRY_TEXT.referencePrefix}-[2-9A-Z]{4}-[2-9A-Z]{2}`, 'g'),
]

/** The runs of Latin letters in `text` outside the allowlist and `more`. */
export function latinIn(text: string, more: readonly RegExp[] = []): string[] {
  const rest = [...LATIN_ALLOWED, ...more].reduce((left, pattern) => left.replace(pattern, ' '), text)
  return rest.match(/[A-Za-z]+/g) ?? []
}
