// Enquiry references in what the tests read: every reply to a kept or sent enquiry carries one,
// and so does the agency's subject line, as " [AN-7K3F-Q9]" at its end.
import { expect } from 'vitest'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'

export const REFERENCE = new RegExp(`^${ENQUIRY_TEXT.referencePrefix}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2}$`)
const IN_SUBJECT = new RegExp(` \\[(${ENQUIRY_TEXT.referencePrefix}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2})\\]$`)

/** The reply a visitor gets for an enquiry: the form's text and a reference. */
export function withReference<T extends { message: string }>(reply: T): T & { reference: unknown } {
  return { ...reply, reference: expect.stringMatching(REFERENCE) }
}

/** The subject without its reference, which must be there. */
export function withoutReference(subject: string | undefined): string {
  const text = subject ?? ''
  expect(text, 'the subject ends with the enquiry reference').toMatch(IN_SUBJECT)
  return text.replace(IN_SUBJECT, '')
}

/** The reference at the end of a subject. */
export function referenceOf(subject: string | undefined): string {
  const match = IN_SUBJECT.exec(subject ?? '')
  if (!match) throw new Error(`No enquiry reference at the end of "${subject}"`)
  return match[1]!
}

/** The reply when an enquiry could neither be kept nor sent: the form's failure text and the phone. */
export function unavailable(reply: { error: string }): { error: string } {
  return { error: `${reply.error} ${ENQUIRY_TEXT.unavailable}` }
}
