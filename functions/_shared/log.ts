// One JSON line per submission outcome. Never personal data: no names, e-mail addresses, phone
// numbers or message bodies; only the form, the outcome and technical details (outbox path,
// message id, error codes).

export type LogValue = string | number | boolean | undefined
type FormOutcome =
  | 'sent'
  | 'method-not-allowed'
  | 'too-large'
  | 'invalid-json'
  | 'invalid-fields'
  | 'invalid-file'
  | 'honeypot'
  | 'captcha-rejected'
  | 'captcha-unavailable'
  | 'captcha-not-configured'
  | 'mail-failed'
  | 'error'
  | 'unsupported-media-type'
  | 'not-configured'
  | 'stored'
  | 'replayed'
  | 'storage-unavailable'
  | 'delivered'
  | 'delivery-deferred'
  | 'delivery-failed'
  | 'undelivered'
  | 'acknowledged'
  | 'acknowledgement-skipped'
  | 'acknowledgement-failed'
  | 'removed'
  // The editor's Enquiries page (functions/enquiries.ts): who looked and what they sent again.
  | 'enquiries-viewed'
  | 'enquiry-resent'
  | 'access-refused'
  // Delivery through a slow or absent store (issue 34).
  | 'claim-taken-over'
  | 'claim-lost'
  | 'recorded'

const LEVELS: Record<FormOutcome, 'info' | 'warn' | 'error'> = {
  sent: 'info',
  'method-not-allowed': 'warn',
  'too-large': 'warn',
  'invalid-json': 'warn',
  'invalid-fields': 'warn',
  'invalid-file': 'warn',
  honeypot: 'warn',
  'captcha-rejected': 'warn',
  'captcha-unavailable': 'error',
  'captcha-not-configured': 'error',
  'mail-failed': 'error',
  error: 'error',
  'unsupported-media-type': 'warn',
  'not-configured': 'error',
  stored: 'info',
  replayed: 'info',
  'storage-unavailable': 'error',
  delivered: 'info',
  'delivery-deferred': 'warn',
  // A permanent refusal: the agency must look (npm run enquiries lists it, and can send it again).
  'delivery-failed': 'error',
  // Still not delivered an hour after it came: said on every scheduled run until it is.
  undelivered: 'error',
  acknowledged: 'info',
  'acknowledgement-skipped': 'info',
  'acknowledgement-failed': 'warn',
  removed: 'info',
  'enquiries-viewed': 'info',
  'enquiry-resent': 'info',
  'access-refused': 'warn',
  // An attempt ended or died without writing how it went: its enquiry is sent again.
  'claim-taken-over': 'warn',
  // Another invocation claimed the enquiry first: it sends it.
  'claim-lost': 'info',
  // Sent without the store, then written down once the store answered.
  recorded: 'info',
}

export function logFormEvent(form: string, outcome: FormOutcome, details: Record<string, LogValue> = {}): void {
  const entry: Record<string, LogValue> = { form, outcome }
  for (const [key, value] of Object.entries(details)) if (value !== undefined) entry[key] = value
  console[LEVELS[outcome]](JSON.stringify(entry))
}

/** The parts of an error that are safe to log: its name, code and stack frames, not its message. */
export function describeErrorSafely(error: unknown): Record<string, LogValue> {
  if (!(error instanceof Error)) return { errorType: typeof error }
  const withCode = error as Error & { code?: unknown; responseCode?: unknown }
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))
  return {
    errorName: error.name,
    errorCode: typeof withCode.code === 'string' ? withCode.code : undefined,
    responseCode: typeof withCode.responseCode === 'number' ? withCode.responseCode : undefined,
    stack:
      frames
        .slice(0, 6)
        .map((line) => line.trim())
        .join(' | ') || undefined,
  }
}
