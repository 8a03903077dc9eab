// One scheduled round over the kept enquiries (functions/deliver-enquiries.ts, and
// `npm run enquiries -- deliver`): deliver what is due, acknowledge what waits for it, say
// loudly what is still undelivered an hour after it came, and forget what was delivered longer
// ago than the privacy policy promises (data/site.yaml's enquiryRetentionDays).
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { deliverEnquiry, type DeliveryOutcome } from './delivery'
import { openEnquiryStore, StorageUnavailableError, type EnquiryStore } from './enquiry-store'
import { logFormEvent } from './log'

/** Undelivered this long after it came, an enquiry is logged as an error on every round. */
export const UNDELIVERED_ALERT_MS = 3_600_000
/** Netlify ends a scheduled function after 30 s: no new send starts after this. */
export const DEFAULT_ROUND_BUDGET_MS = 20_000
const PARALLEL_SENDS = 5

interface RoundSummary {
  seen: number
  delivered: number
  deferred: number
  failed: number
  removed: number
  undelivered: number
  /** Enquiries the store failed on in this round (tried again next round). */
  unreadable: number
}

export async function deliveryRound({
  store = openEnquiryStore(),
  budgetMs = DEFAULT_ROUND_BUDGET_MS,
  now = Date.now(),
}: { store?: EnquiryStore; budgetMs?: number; now?: number } = {}): Promise<RoundSummary> {
  const summary: RoundSummary = { seen: 0, delivered: 0, deferred: 0, failed: 0, removed: 0, undelivered: 0, unreadable: 0 }
  const ids = await store.ids()
  const keepMs = ENQUIRY_TEXT.retentionDays * 86_400_000
  const started = Date.now()
  let next = 0
  const count: Partial<Record<DeliveryOutcome, keyof RoundSummary>> = { delivered: 'delivered', deferred: 'deferred', failed: 'failed' }

  async function worker() {
    while (next < ids.length && Date.now() - started < budgetMs) {
      // One enquiry the store fails on (logged by deliverEnquiry) does not stop the others.
      await visit(ids[next++]!).catch((error: unknown) => {
        if (!(error instanceof StorageUnavailableError)) throw error
        summary.unreadable += 1
      })
    }
  }

  async function visit(id: string) {
    const found = await store.find(id)
    if (!found) return
    summary.seen += 1
    const { enquiry } = found
    if (enquiry.state === 'delivered' && enquiry.deliveredAt && now - Date.parse(enquiry.deliveredAt) > keepMs) {
      await store.remove(enquiry)
      summary.removed += 1
      logFormEvent(enquiry.form, 'removed', { reference: enquiry.reference, detail: `delivered more than ${ENQUIRY_TEXT.retentionDays} days ago` })
      return
    }
    if (enquiry.state === 'failed') return
    const outcome = await deliverEnquiry(store, id)
    const key = count[outcome]
    if (key) summary[key] += 1
    if (outcome !== 'delivered' && enquiry.state !== 'delivered' && now - Date.parse(enquiry.createdAt) > UNDELIVERED_ALERT_MS) {
      summary.undelivered += 1
      logFormEvent(enquiry.form, 'undelivered', {
        reference: enquiry.reference,
        since: enquiry.createdAt,
        attempts: enquiry.attempts,
        lastError: enquiry.lastError,
      })
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker))
  return summary
}
