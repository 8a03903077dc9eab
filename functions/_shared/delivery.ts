// Delivering a kept enquiry to the agency exactly once, then acknowledging it to the visitor.
// Whoever delivers (the form function right after its reply, the scheduled function, the
// `npm run enquiries` command) first claims the enquiry with a conditional write: only one claim
// can succeed, and it lasts longer than a send may take, so a double click, a replay, a retry
// racing the first attempt or two scheduled runs at once never send twice. A temporary failure
// (a 4xx reply, a refused, dropped or silent connection) is tried again with growing pauses for
// four days; a permanent one (5xx) is marked failed and logged as an error.
import { renderAcknowledgement } from './acknowledgement'
import { randomUUID } from 'node:crypto'
import { StorageUnavailableError, storageTimeoutMs, type Enquiry, type EnquiryStore, type Found } from './enquiry-store'
import { readPositiveInteger } from './environment'
import { describeErrorSafely, logFormEvent, type LogValue } from './log'
import { DEFAULT_SMTP_DEADLINE_MS, senderDomain, sendMail, type MailResult } from './mail'

/**
 * A claim outlasts the longest send (SMTP_DEADLINE_MS) and three calls to the store around it
 * (STORAGE_TIMEOUT_MS each), and no more: an attempt that died is taken over soon after.
 */
export const claimMs = () => readPositiveInteger('SMTP_DEADLINE_MS', DEFAULT_SMTP_DEADLINE_MS) + 3 * storageTimeoutMs()
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
 * an earlier delivery: the agency asked for it again; the files are gone once delivered). `held`:
 * the enquiry as just kept, claimed for this invocation already. Never throws for a mail failure;
 * a storage failure is logged with the reference and thrown to the caller.
 */
export async function deliverEnquiry(
  store: EnquiryStore,
  id: string,
  { force = false, held }: { force?: boolean; held?: Found } = {},
): Promise<DeliveryOutcome> {
  const found = held ?? (await store.find(id))
  if (!found) return 'missing'
  try {
    return await attempt(store, found, { force, held: held !== undefined })
  } catch (error) {
    const outcome = error instanceof StorageUnavailableError ? 'storage-unavailable' : 'error'
    logFormEvent(found.enquiry.form, outcome, { reference: found.enquiry.reference, ...describeErrorSafely(error) })
    throw error
  }
}

async function attempt(store: EnquiryStore, { enquiry, etag }: Found, { force, held }: { force: boolean; held: boolean }): Promise<DeliveryOutcome> {
  const now = Date.now()
  let claimed = enquiry
  let claimEtag: string | null = etag
  if (!held) {
    if (enquiry.state === 'delivered' && !force) {
      await acknowledge(store, { enquiry, etag })
      return 'skipped'
    }
    if (enquiry.state === 'sending' && claimedByOther(enquiry.claimedUntil, now)) return 'skipped'
    if (enquiry.state === 'failed' && !force) return 'skipped'
    if (enquiry.state === 'waiting' && !force && Date.parse(enquiry.nextAttemptAt) > now) return 'skipped'
    // An attempt that ended (or died) without saying how it went: said, and sent again now.
    if (enquiry.state === 'sending') logFormEvent(enquiry.form, 'claim-taken-over', { reference: enquiry.reference, claimedUntil: enquiry.claimedUntil })
    claimed = { ...enquiry, state: 'sending', claimedUntil: later(claimMs(), now), claimedBy: randomUUID(), attempts: enquiry.attempts + 1 }
    claimEtag = await store.update(claimed, etag)
    if (claimEtag === null) {
      logFormEvent(enquiry.form, 'claim-lost', { reference: enquiry.reference })
      return 'skipped'
    }
  }
  const holding: Held = { enquiry: claimed, etag: claimEtag, until: Math.max(Date.parse(claimed.claimedUntil ?? ''), now) || now }

  const attachments = await store.readFiles(claimed)
  const sent = await sendHeld(
    store,
    holding,
    {
      formName: claimed.form,
      subject: claimed.mail.subject,
      replyTo: claimed.mail.replyTo,
      html: claimed.mail.html,
      text: claimed.mail.text,
      attachments,
      messageId: claimed.mail.messageId,
    },
    (until) => ({ ...holding.enquiry, claimedUntil: until }),
  )
  if (!sent) {
    logFormEvent(enquiry.form, 'claim-lost', { reference: enquiry.reference, detail: 'taken over while waiting to send' })
    return 'skipped'
  }
  claimed = holding.enquiry
  const { etag: heldEtag, until } = holding
  const at = Date.now()
  const base = { form: claimed.form, reference: claimed.reference, attempt: claimed.attempts }
  if (sent.ok) {
    // Said first: the agency has it, whatever the store does next.
    logFormEvent(claimed.form, 'delivered', { ...base, transport: sent.transport, outboxPath: sent.transport === 'outbox' ? sent.outboxPath : undefined })
    const delivered = asDelivered(claimed, at)
    const deliveredEtag = await writeHeld(store, delivered, heldEtag, until)
    // The e-mail carries the files now: the scans are not kept a moment longer.
    await store.deleteFiles(claimed)
    if (deliveredEtag) await acknowledge(store, { enquiry: delivered, etag: deliveredEtag })
    return 'delivered'
  }

  const permanent = sent.reason === 'send-failed' && sent.permanent
  const expired = at - Date.parse(claimed.createdAt) > RETRY_WINDOW_MS
  const released = { ...claimed, claimedUntil: undefined, claimedBy: undefined, lastError: failureNote(sent) }
  const next: Enquiry =
    permanent || expired
      ? { ...released, state: 'failed', failedAt: new Date(at).toISOString() }
      : { ...released, state: 'waiting', nextAttemptAt: later(retryPause(claimed.attempts), at) }
  logFormEvent(claimed.form, next.state === 'failed' ? 'delivery-failed' : 'delivery-deferred', {
    ...base,
    permanent,
    nextAttemptAt: next.state === 'waiting' ? next.nextAttemptAt : undefined,
    ...logDetail(sent),
  })
  await writeHeld(store, next, heldEtag, until)
  return next.state === 'failed' ? 'failed' : 'deferred'
}

export const asDelivered = (enquiry: Enquiry, at: number): Enquiry => ({
  ...enquiry,
  state: 'delivered',
  deliveredAt: new Date(at).toISOString(),
  claimedUntil: undefined,
  claimedBy: undefined,
  lastError: undefined,
  mail: { ...enquiry.mail, files: [] },
})

/** A claim this invocation holds: the enquiry as written with it, its version and when it ends. */
interface Held {
  enquiry: Enquiry
  etag: string
  until: number
}

class ClaimLostError extends Error {
  constructor() {
    super('The claim was taken over')
  }
}

/**
 * Just before the conversation with the mail server: the claim must still cover the send and the
 * writes after it. Reading the files or waiting for a free connection (a burst in one instance)
 * may have used it up; then it is renewed, or, if someone took it over meanwhile, nothing is sent.
 */
async function keepClaim(store: EnquiryStore, held: Held, renewed: (until: string) => Enquiry): Promise<void> {
  const now = Date.now()
  if (held.until - now >= claimMs() - storageTimeoutMs()) return
  const enquiry = renewed(later(claimMs(), now))
  const etag = await store.update(enquiry, held.etag)
  if (etag === null) throw new ClaimLostError()
  Object.assign(held, { enquiry, etag, until: now + claimMs() })
}

/** Sends while `held` lasts (kept when the message's turn comes); undefined when it was taken over meanwhile. */
async function sendHeld(
  store: EnquiryStore,
  held: Held,
  mail: Parameters<typeof sendMail>[0],
  renewed: (until: string) => Enquiry,
): Promise<MailResult | undefined> {
  try {
    return await sendMail(mail, { onTurn: () => keepClaim(store, held, renewed) })
  } catch (error) {
    if (error instanceof ClaimLostError) return undefined
    throw error
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls `step` until it gives an answer, through a store that is down or slow, until `until`
 * (then the store's error is thrown). Pauses grow from 100 ms to 2 s.
 */
export async function patiently<T>(until: number, step: () => Promise<T | undefined>): Promise<T> {
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      const result = await step()
      if (result !== undefined) return result
    } catch (error) {
      if (!(error instanceof StorageUnavailableError) || Date.now() + wait > until) throw error
    }
    await pause(wait)
  }
}

/**
 * Writes the outcome of a send this invocation holds the claim for, through a store that is slow
 * or down for a while (until `until`, the end of the claim, so nobody sends it again meanwhile).
 * Nobody else writes while the claim lasts (except `npm run enquiries` sending it again by hand),
 * so a refused write is tried once more over the newest version rather than lost.
 */
async function writeHeld(store: EnquiryStore, enquiry: Enquiry, etag: string, until: number): Promise<string | null> {
  let overwritten = false
  return patiently(until, async () => {
    const written = await store.update(enquiry, etag)
    if (written !== null || overwritten) return written
    const current = await store.find(enquiry.id)
    if (!current) return null
    overwritten = true
    etag = current.etag
    return undefined
  })
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
  const until = Date.parse(claimed.acknowledgement.claimedUntil!)

  if (ack.attempts === 0 && !(await store.allowAcknowledgement(ack.to, ACKNOWLEDGEMENTS_PER_HOUR))) {
    await writeHeld(
      store,
      { ...claimed, acknowledgement: { ...claimed.acknowledgement, state: 'skipped', claimedUntil: undefined, note: 'hourly limit' } },
      claimEtag,
      until,
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
  const held: Held = { enquiry: claimed, etag: claimEtag, until }
  const sent = await sendHeld(
    store,
    held,
    {
      formName: `${enquiry.form}-acknowledgement`,
      to: ack.to,
      subject,
      html,
      text,
      autoReply: true,
      messageId: `<${enquiry.reference.toLowerCase()}.acknowledgement@${senderDomain()}>`,
    },
    (ends) => ({ ...held.enquiry, acknowledgement: { ...held.enquiry.acknowledgement, claimedUntil: ends } }),
  )
  if (!sent) return
  const at = Date.now()
  const attempts = claimed.acknowledgement.attempts
  const state = sent.ok ? 'sent' : (sent.reason === 'send-failed' && sent.permanent) || attempts >= ACKNOWLEDGEMENT_ATTEMPTS ? 'failed' : 'waiting'
  await writeHeld(
    store,
    {
      ...held.enquiry,
      acknowledgement: {
        ...held.enquiry.acknowledgement,
        state,
        claimedUntil: undefined,
        sentAt: sent.ok ? new Date(at).toISOString() : undefined,
        nextAttemptAt: state === 'waiting' ? later(retryPause(attempts), at) : undefined,
        note: sent.ok ? undefined : failureNote(sent),
      },
    },
    held.etag,
    held.until,
  )
  if (sent.ok) logFormEvent(enquiry.form, 'acknowledged', { ...base, transport: sent.transport })
  else logFormEvent(enquiry.form, 'acknowledgement-failed', { ...base, state, ...logDetail(sent) })
}

/** An enquiry's delivery in a line of the listing: waiting, delivered or failed. */
export function deliveryStatus(enquiry: Enquiry): 'waiting' | 'delivered' | 'failed' {
  return enquiry.state === 'sending' ? 'waiting' : enquiry.state
}
