// The short reference a visitor is given for an enquiry (AN-7K3F-Q9): easy to read out on the
// phone, so no 0/O, 1/I/L or U/V look-alikes; 6 random characters of 29 (about 600 million), the
// store refuses a reference already given (enquiry-store.ts), and the form's id, not the
// reference, is what makes a replay answer the same. An enquiry's first choice is referenceFrom
// its key, so it is named the same whether kept or sent without the store.
import { createHash, randomInt } from 'node:crypto'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'

const LETTERS = '23456789ABCDEFGHJKMNPQRSTWXYZ'

export function newReference(prefix: string = ENQUIRY_TEXT.referencePrefix): string {
  const pick = () => LETTERS[randomInt(LETTERS.length)]
  const body = Array.from({ length: 6 }, pick).join('')
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`
}

/**
 * The reference an enquiry is named by, from its key (new-enquiry.ts): the same key, the same
 * reference, with or without the store. (The store still refuses one that another key holds.)
 */
export function referenceFrom(id: string, prefix: string = ENQUIRY_TEXT.referencePrefix): string {
  const bytes = createHash('sha256').update(id).digest()
  // 29 letters from a byte each: a slight lean to the first 24 (256 = 8 × 29 + 24) costs nothing here.
  const body = Array.from({ length: 6 }, (_, n) => LETTERS[bytes[n]! % LETTERS.length]).join('')
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`
}

/** A reference as a visitor may type or read it ("an 7k3f q9") in its stored form, or undefined. */
export function normaliseReference(text: string, prefix: string = ENQUIRY_TEXT.referencePrefix): string | undefined {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '')
  const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact
  if (body.length !== 6 || [...body].some((c) => !LETTERS.includes(c))) return undefined
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`
}

/** The form id the browser sends with every filled-in form: a UUID or similar token. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/
