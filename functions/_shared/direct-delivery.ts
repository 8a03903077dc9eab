// When the e-mail went without the store (a store down, or a write it could not confirm:
// create-form-handler.ts), the store is told afterwards, so the copy that may have landed is never
// sent again under the same reference, nor kept after the visitor was told it failed.
import type { Enquiry, EnquiryStore } from './enquiry-store'
import { asDelivered, patiently } from './delivery'
import { describeErrorSafely, logFormEvent } from './log'

/**
 * After the e-mail went without the store (create-form-handler.ts), the store is told, once it
 * answers, before the claim the enquiry was written with ends: a copy that landed late is marked
 * delivered (never sent again), and when none landed a delivered one is written, so a late landing
 * is refused and a resend of the same form answers the same reference. `patient` (after the reply,
 * in waitUntil): through a store down for a while; otherwise one try, as the caller waits.
 */
export async function recordDirectDelivery(store: EnquiryStore, sent: Enquiry, { patient }: { patient: boolean }): Promise<void> {
  const until = (patient && Date.parse(sent.claimedUntil ?? '')) || Date.now()
  try {
    const marked = await patiently(until, async () => {
      const found = await store.find(sent.id)
      if (!found) return (await store.insert(asDelivered(sent, Date.now()))) ? 'written' : undefined
      if (found.enquiry.reference !== sent.reference || found.enquiry.state === 'delivered') return 'kept'
      return (await store.update(asDelivered(found.enquiry, Date.now()), found.etag)) ? 'marked' : undefined
    })
    if (marked === 'written') await store.claimReference(sent)
    await store.deleteFiles(sent)
    logFormEvent(sent.form, 'recorded', { reference: sent.reference, detail: marked })
  } catch (error) {
    logFormEvent(sent.form, 'storage-unavailable', { reference: sent.reference, detail: 'sent without the store; not recorded', ...describeErrorSafely(error) })
  }
}

/**
 * After a 502 (the e-mail could not go without the store either), a copy of the enquiry that
 * landed late is taken back while its first claim lasts: the visitor was told it failed and will
 * send it again, under the same reference.
 */
export async function withdrawUnsent(store: EnquiryStore, pending: Enquiry, { patient }: { patient: boolean }): Promise<void> {
  const until = (patient && Date.parse(pending.claimedUntil ?? '')) || Date.now()
  try {
    await patiently(until, async () => {
      const found = await store.find(pending.id)
      if (found && found.enquiry.claimedBy === pending.claimedBy && found.enquiry.state === 'sending') await store.remove(found.enquiry)
      return true
    })
  } catch (error) {
    logFormEvent(pending.form, 'storage-unavailable', {
      reference: pending.reference,
      detail: 'not sent; a late copy may remain',
      ...describeErrorSafely(error),
    })
  }
}
