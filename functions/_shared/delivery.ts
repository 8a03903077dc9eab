// Delivering a kept enquiry to the agency exactly once, then acknowledging it to the visitor.
// Whoever delivers (the form function right after its reply, the scheduled function, the
// `npm run enquiries` command) first claims the enquiry with a conditional write: only one claim
// can succeed, and it lasts longer than a send may take, so a double click, a replay, a retry
// racing the first attempt or two scheduled runs at once never send twice. A temporary failure
// (a 4xx reply, a refused, dropped or silent connection) is tried again with growing pauses for
// four days; a permanent one (5xx) is marked failed and logged as an error.
import { renderAcknowledgement } from './acknowledgement'
import type { Enquiry, EnquiryStore, Found } from './enquiry-store'
import { readPositiveInteger } from './environment'
import { logFormEvent, type LogValue } from './log'
import { DEFAULT_SMTP_DEADLINE_MS, senderDomain, sendMail, type MailResult } from './mail'

/** A claim outlasts the longest send (SMTP_DEADLINE_MS) by a margin. */
export const claimMs = () => readPositiveInteger('SMTP_DEADLINE_MS', DEFAULT_SMTP_DEADLINE_MS) + 60_000
/** The first pause after a failure (ENQUIRY_RETRY_BASE_MS); each next one doubles, up to an hour. */
export const DEFAULT_RETRY_BASE_MS = 60_000
export const MAX_RETRY_PAUSE_MS = 3_600_000
/** Temporary failures are tried again for this long (at least the 72 hours promised). */
export const RETRY_WINDOW_MS = 96 * 3_600_000
/** Acknowledgements to one address in an hour, at most. */
export const ACKNOWLEDGEMENTS_PER_HOUR = 3
/** Attempts at an acknowledgement before it is given up. */
export const ACKNOWLEDGEMENT_ATTEMPTS = 5

export type DeliveryOutcome = 'delivered' | 'deferred' | 'failed' | 'skipped' | 'missing'

export function retryPause(attempts: number): number {
  const base = readPositiveInteger('ENQUIRY_RETRY_BASE_MS', DEFAULT_RETRY_BASE_MS)
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_RETRY_PAUSE_MS)
}

const later = (ms: number, now: number) => new Date(now + ms).toISOString()

function failureNote(sent: Exclude<MailResult, { ok: true }>): string {
  if (sent.reason === 'not-configured') return sent.detail
  // The refusal's kind (smtp-refusal.ts) is kept in the note: the editor's enquiries view explains it.
  const { errorCode, responseCode, enhancedStatus, refusal } = sent.detail
  return [errorCode, responseCode, enhancedStatus, refusal && `refused:${refusal}`].filter(Boolean).join(' ') || String(sent.detail.errorName ?? 'error')
}

function logDetail(sent: Exclude<MailResult, { ok: true }>): Record<string, LogValue> {
  return sent.reason === 'not-configured' ? { detail: sent.detail } : sent.detail
}

/** True when the enquiry is someone else's to send right now. */
const claimedByOther = (claimedUntil: string | undefined, now: number) => claimedUntil !== undefined && Date.parse(claimedUntil) > now

/**
 * Delivers one enquiry if it is due (or `force`: now, whatever its pause, a permanent failure or
 * an earlier delivery: the agency asked for it again; the files are gone once delivered). Never
 * throws for a mail failure; a storage failure is thrown to the caller.
 */
export async function deliverEnquiry(store: EnquiryStore, id: string, { force = false } = {}): Promise<DeliveryOutcome> {
  const found = await store.find(id)
  if (!found) return 'missing'
  const { enquiry, etag } = found
  const now = Date.now()
  if (enquiry.state === 'delivered' && !force) {
    await acknowledge(store, found)
    return 'skipped'
  }
  if (enquiry.state === 'sending' && claimedByOther(enquiry.claimedUntil, now)) return 'skipped'
  if (enquiry.state === 'failed' && !force) return 'skipped'
  if (enquiry.state === 'waiting' && !force && Date.parse(enquiry.nextAttemptAt) > now) return 'skipped'

  const claimed: Enquiry = { ...enquiry, state: 'sending', claimedUntil: later(claimMs(), now), attempts: enquiry.attempts + 1 }
  const claimEtag = await store.update(claimed, etag)
  if (claimEtag === null) return 'skipped'

  const attachments = await store.readFiles(claimed)
  const sent = await sendMail({
    formName: claimed.form,
    subject: claimed.mail.subject,
    replyTo: claimed.mail.replyTo,
    html: claimed.mail.html,
    text: claimed.mail.text,
    attachments,
    messageId: claimed.mail.messageId,
  })
  const at = Date.now()
  const base = { form: claimed.form, reference: claimed.reference, attempt: claimed.attempts }
  if (sent.ok) {
    const delivered: Enquiry = {
      ...claimed,
      state: 'delivered',
      deliveredAt: new Date(at).toISOString(),
      claimedUntil: undefined,
      lastError: undefined,
      mail: { ...claimed.mail, files: [] },
    }
    const deliveredEtag = await writeHeld(store, delivered, claimEtag)
    logFormEvent(claimed.form, 'delivered', { ...base, transport: sent.transport, outboxPath: sent.transport === 'outbox' ? sent.outboxPath : undefined })
    // The e-mail carries the files now: the scans are not kept a moment longer.
    await store.deleteFiles(claimed)
    if (deliveredEtag) await acknowledge(store, { enquiry: delivered, etag: deliveredEtag })
    return 'delivered'
  }

  const permanent = sent.reason === 'send-failed' && sent.permanent
  const expired = at - Date.parse(claimed.createdAt) > RETRY_WINDOW_MS
  const next: Enquiry =
    permanent || expired
      ? { ...claimed, state: 'failed', failedAt: new Date(at).toISOString(), claimedUntil: undefined, lastError: failureNote(sent) }
      : { ...claimed, state: 'waiting', nextAttemptAt: later(retryPause(claimed.attempts), at), claimedUntil: undefined, lastError: failureNote(sent) }
  await writeHeld(store, next, claimEtag)
  logFormEvent(claimed.form, next.state === 'failed' ? 'delivery-failed' : 'delivery-deferred', {
    ...base,
    permanent,
    nextAttemptAt: next.state === 'waiting' ? next.nextAttemptAt : undefined,
    ...logDetail(sent),
  })
  return next.state === 'failed' ? 'failed' : 'deferred'
}

/**
 * Writes the outcome of a send this invocation holds the claim for. Nobody else writes while
 * the claim lasts (except `npm run enquiries` sending it again by hand), so a refused write is
 * tried once more over the newest version rather than lost.
 */
async function writeHeld(store: EnquiryStore, enquiry: Enquiry, etag: string): Promise<string | null> {
  const written = await store.update(enquiry, etag)
  if (written !== null) return written
  const current = await store.find(enquiry.id)
  return current ? store.update(enquiry, current.etag) : null
}

/** Sends the visitor's acknowledgement once the agency has the enquiry (once, a few an hour at most). */
async function acknowledge(store: EnquiryStore, { enquiry, etag }: Found): Promise<void> {
  const ack = enquiry.acknowledgement
  const now = Date.now()
  if (!ack.to || ack.state === 'sent' || ack.state === 'skipped' || ack.state === 'failed') return
  if (ack.state === 'sending' && claimedByOther(ack.claimedUntil, now)) return
  if (ack.nextAttemptAt && Date.parse(ack.nextAttemptAt) > now) return

  const claimed: Enquiry = { ...enquiry, acknowledgement: { ...ack, state: 'sending', claimedUntil: later(claimMs(), now), attempts: ack.attempts + 1 } }
  const claimEtag = await store.update(claimed, etag)
  if (claimEtag === null) return
  const base = { form: enquiry.form, reference: enquiry.reference }

  if (ack.attempts === 0 && !(await store.allowAcknowledgement(ack.to, ACKNOWLEDGEMENTS_PER_HOUR))) {
    await writeHeld(
      store,
      { ...claimed, acknowledgement: { ...claimed.acknowledgement, state: 'skipped', claimedUntil: undefined, note: 'hourly limit' } },
      claimEtag,
    )
    logFormEvent(enquiry.form, 'acknowledgement-skipped', { ...base, detail: 'hourly limit for this address' })
    return
  }
  const { subject, html, text } = renderAcknowledgement({
    form: enquiry.form,
    reference: enquiry.reference,
    heading: ack.heading,
    rows: ack.rows,
    locale: ack.locale,
  })
  const sent = await sendMail({
    formName: `${enquiry.form}-acknowledgement`,
    to: ack.to,
    subject,
    html,
    text,
    autoReply: true,
    messageId: `<${enquiry.reference.toLowerCase()}.acknowledgement@${senderDomain()}>`,
  })
  const at = Date.now()
  const attempts = claimed.acknowledgement.attempts
  const state = sent.ok ? 'sent' : (sent.reason === 'send-failed' && sent.permanent) || attempts >= ACKNOWLEDGEMENT_ATTEMPTS ? 'failed' : 'waiting'
  await writeHeld(
    store,
    {
      ...claimed,
      acknowledgement: {
        ...claimed.acknowledgement,
        state,
        claimedUntil: undefined,
        sentAt: sent.ok ? new Date(at).toISOString() : undefined,
        nextAttemptAt: state === 'waiting' ? later(retryPause(attempts), at) : undefined,
        note: sent.ok ? undefined : failureNote(sent),
      },
    },
    claimEtag,
  )
  if (sent.ok) logFormEvent(enquiry.form, 'acknowledged', { ...base, transport: sent.transport })
  else logFormEvent(enquiry.form, 'acknowledgement-failed', { ...base, state, ...logDetail(sent) })
}

/** An enquiry's delivery in a line of the listing: waiting, delivered or failed. */
export function deliveryStatus(enquiry: Enquiry): 'waiting' | 'delivered' | 'failed' {
  return enquiry.state === 'sending' ? 'waiting' : enquiry.state
}
