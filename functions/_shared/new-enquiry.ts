// A new enquiry before it is kept: its key, its reference, its Message-ID and its first claim.
// The key is the form, the browser's id for the filled-in form and what was filled in: a replay or
// a double click (same form, id and content) is the same enquiry and answers the same reference,
// while a corrected body or another form under the same id is a new enquiry, never dropped as a
// replay. The reference and Message-ID come from the key, so the enquiry is named the same whether
// it was kept or, without the store, sent at once: a resend after a lost answer, a late write
// landing after the direct send, or the kept copy sent after it are one enquiry under one name
// (and a mail server given it twice sees the same Message-ID).
import { createHash, randomUUID } from 'node:crypto'
import type { Enquiry, StoredFile } from './enquiry-store'
import type { MailAttachment } from './mail'
import { referenceFrom } from './reference'

export interface NewEnquiry {
  form: string
  /** The browser's id for this filled-in form (without one, a random id: every request is an enquiry of its own). */
  formId: string
  mail: Omit<Enquiry['mail'], 'files' | 'messageId'>
  files: readonly MailAttachment[]
  acknowledgement: Pick<Enquiry['acknowledgement'], 'to' | 'heading' | 'rows' | 'locale'>
  messageDomain: string
  /** How long the invocation keeping it holds it to send it itself (nobody else sends it meanwhile). */
  claimMs: number
}

/** The enquiry's key: the form, the form id and a digest of everything the agency is sent. */
export function enquiryId({ form, formId, mail, files }: Pick<NewEnquiry, 'form' | 'formId' | 'mail' | 'files'>): string {
  const hash = createHash('sha256').update(`${form}\n${formId}\n`)
  hash.update(JSON.stringify([mail.subject, mail.replyTo ?? null, mail.html, mail.text]))
  for (const file of files) hash.update(`\n${file.filename}\n${file.contentType}\n`).update(file.content)
  return hash.digest('hex').slice(0, 32)
}

export const messageIdFor = (reference: string, id: string, domain: string) => `<${reference.toLowerCase()}.${id.slice(0, 8)}@${domain}>`

/**
 * The enquiry as it is first written: named `reference` (referenceFrom(id) unless that one is
 * another enquiry's), claimed by this invocation (`claimedBy`) for its first attempt.
 */
export function draftEnquiry(input: NewEnquiry, id: string, files: StoredFile[], now: Date, reference = referenceFrom(id)): Enquiry {
  const at = now.toISOString()
  return {
    id,
    reference,
    form: input.form,
    createdAt: at,
    state: 'sending',
    attempts: 1,
    nextAttemptAt: at,
    claimedUntil: new Date(now.getTime() + input.claimMs).toISOString(),
    claimedBy: randomUUID(),
    mail: {
      ...input.mail,
      subject: `${input.mail.subject} [${reference}]`,
      files,
      messageId: messageIdFor(reference, id, input.messageDomain),
    },
    acknowledgement: { ...input.acknowledgement, state: input.acknowledgement.to ? 'waiting' : 'skipped', attempts: 0 },
  }
}
