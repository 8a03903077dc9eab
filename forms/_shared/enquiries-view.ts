// What the editor's Enquiries page (admin/enquiries/) and its function (functions/enquiries.ts)
// say to each other: shared here, as a form's schema is shared by its island and its function.
// Only what says where an enquiry's e-mail is: nothing the visitor typed, never a file.

/** What a mail server's 5xx refusal was about (functions/_shared/smtp-refusal.ts). */
export type SmtpRefusal = 'authentication' | 'sender' | 'relay' | 'recipient' | 'message' | 'refused'

/** Why an enquiry is where it is, in the words of data/enquiries-view.yaml's `reasons`. */
export type EnquiryReason = SmtpRefusal | 'pending' | 'unreachable' | 'notConfigured' | 'expired' | 'unknown'

export interface ListedEnquiry {
  reference: string
  form: string
  receivedAt: string
  /** Failed: refused by the mail server (retried or not, `retried` says) or given up. */
  status: 'waiting' | 'failed' | 'delivered'
  attempts: number
  deliveredAt?: string
  reason?: EnquiryReason
  /** The technical code of the last failure (no personal data), for reason 'unknown'. */
  error?: string
  /** True when the scheduled delivery tries it again by itself. */
  retried: boolean
}

/** GET's answer: newest first; what the editor's banner counts; the days delivered ones are kept. */
export interface EnquiryListing {
  enquiries: ListedEnquiry[]
  alert: { failed: number; waiting: number }
  retentionDays: number
}

/** What Send again did with one enquiry (data/enquiries-view.yaml's `outcomes`). */
export type ResendOutcome = 'delivered' | 'alreadyDelivered' | 'busy' | 'notSent' | 'missing' | 'queued'
