// "Send again" from the editor's Enquiries page. An enquiry already delivered is never sent twice
// (a replayed request, a second press, two staff pressing at once): the enquiry is made due now by
// a conditional write over the version just read, and then delivered the ordinary way, which
// claims it first and skips what is delivered or being sent. A refusal that had stopped it (a
// permanent one, or four days of trying) is lifted, so the scheduled delivery takes it up too.
import { deliverEnquiry } from './delivery'
import type { Enquiry, EnquiryStore } from './enquiry-store'
import type { ResendOutcome } from '../../forms/_shared/enquiries-view'

const beingSent = (enquiry: Enquiry, now: number) => enquiry.state === 'sending' && enquiry.claimedUntil !== undefined && Date.parse(enquiry.claimedUntil) > now

/** Makes the enquiry due now, or says why it needs nothing (delivered, being sent, gone). */
export async function makeDue(store: EnquiryStore, reference: string): Promise<{ id: string } | Exclude<ResendOutcome, 'delivered' | 'notSent' | 'queued'>> {
  const found = await store.findByReference(reference)
  if (!found) return 'missing'
  const { enquiry, etag } = found
  const now = Date.now()
  if (enquiry.state === 'delivered') return 'alreadyDelivered'
  if (beingSent(enquiry, now)) return 'busy'
  if (enquiry.state !== 'sending') {
    const due: Enquiry = { ...enquiry, state: 'waiting', nextAttemptAt: new Date(now).toISOString(), failedAt: undefined }
    if ((await store.update(due, etag)) === null) return 'busy'
  }
  return { id: enquiry.id }
}

/** Sends one enquiry to the agency now, unless it is delivered or being sent already. */
export async function sendAgain(store: EnquiryStore, reference: string): Promise<ResendOutcome> {
  const due = await makeDue(store, reference)
  if (typeof due === 'string') return due
  const outcome = await deliverEnquiry(store, due.id)
  if (outcome === 'delivered') return 'delivered'
  if (outcome === 'missing') return 'missing'
  if (outcome === 'skipped') return (await store.find(due.id))?.enquiry.state === 'delivered' ? 'alreadyDelivered' : 'busy'
  return 'notSent'
}
