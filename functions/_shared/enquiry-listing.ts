// The kept enquiries as the agency reads them: in the editor's Enquiries page
// (functions/enquiries.ts) and on the command line (`npm run enquiries`). Only what says where an
// enquiry's e-mail is: never its files, and in the page's list nothing the visitor typed.
import { deliveryStatus } from './delivery'
import type { Enquiry, EnquiryStore } from './enquiry-store'
import { refusalOf } from './smtp-refusal'
import type { EnquiryReason, ListedEnquiry } from '../../forms/_shared/enquiries-view'
import { UNDELIVERED_ALERT_MS } from './sweep'

export const CSV_COLUMNS = ['reference', 'form', 'received', 'state', 'attempts', 'delivered', 'last error', 'acknowledgement', 'subject'] as const

/** Every kept enquiry, oldest first. */
export async function allEnquiries(store: EnquiryStore): Promise<Enquiry[]> {
  const found = await Promise.all((await store.ids()).map((id) => store.find(id)))
  return found.flatMap((entry) => (entry ? [entry.enquiry] : [])).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

function csvRow(enquiry: Enquiry): string[] {
  return [
    enquiry.reference,
    enquiry.form,
    enquiry.createdAt,
    deliveryStatus(enquiry),
    String(enquiry.attempts),
    enquiry.deliveredAt ?? '',
    enquiry.lastError ?? '',
    enquiry.acknowledgement.state,
    enquiry.mail.subject,
  ]
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The CSV lines (heading first) of these enquiries. */
export function csvLines(enquiries: readonly Enquiry[]): string[] {
  return [CSV_COLUMNS.join(','), ...enquiries.map((enquiry) => csvRow(enquiry).map(csvField).join(','))]
}

const UNREACHABLE = /^(ETIMEDOUT|ECONNECTION|ESOCKET|ECONNREFUSED|EDNS|ECONNRESET|EPROTOCOL|ETLS|ENOTFOUND)\b/

function reasonOf(enquiry: Enquiry): EnquiryReason | undefined {
  if (enquiry.state === 'delivered') return undefined
  const refusal = refusalOf(enquiry.lastError)
  if (refusal) return refusal
  if (enquiry.state === 'failed') return 'expired'
  const error = enquiry.lastError
  if (!error) return 'pending'
  if (/^(SMTP_URL|MAIL_TO|MAIL_FROM) /.test(error)) return 'notConfigured'
  return UNREACHABLE.test(error) ? 'unreachable' : 'unknown'
}

/** One enquiry as the editor's page lists it. */
export function listed(enquiry: Enquiry): ListedEnquiry {
  const state = deliveryStatus(enquiry)
  const reason = reasonOf(enquiry)
  const refused = refusalOf(enquiry.lastError) !== undefined
  return {
    reference: enquiry.reference,
    form: enquiry.form,
    receivedAt: enquiry.createdAt,
    status: state === 'waiting' && refused ? 'failed' : state,
    attempts: enquiry.attempts,
    deliveredAt: enquiry.deliveredAt,
    reason,
    error: reason === 'unknown' ? enquiry.lastError : undefined,
    retried: state === 'waiting',
  }
}

/** What the editor's banner counts: enquiries refused or failed, and those waiting over an hour. */
export function alertCounts(enquiries: readonly ListedEnquiry[], now = Date.now()): { failed: number; waiting: number } {
  const failed = enquiries.filter((enquiry) => enquiry.status === 'failed').length
  const waiting = enquiries.filter((enquiry) => enquiry.status === 'waiting' && now - Date.parse(enquiry.receivedAt) > UNDELIVERED_ALERT_MS).length
  return { failed, waiting }
}
