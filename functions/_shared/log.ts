// One JSON line per submission outcome. Never personal data: no names, e-mail addresses, phone
// numbers or message bodies; only the form, the outcome and technical details (outbox path,
// message id, error codes).

export type LogValue = string | number | boolean | undefined
export type FormOutcome =
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
