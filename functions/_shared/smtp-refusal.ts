// What a mail server's refusal (a 5xx reply) is about, from the command it answered, its enhanced
// status code (RFC 3463, "5.7.8") and a few words of its reply. Two kinds of refusal are final:
// one about the recipient (the agency's address does not exist) and one about this message (too
// large, refused as spam). The rest are about our own settings (the password after it changed,
// a sender the provider does not allow, a relay it refuses): they end when someone fixes the
// settings on Netlify, so the enquiry is tried again on later rounds rather than given up.
// Only the kind, the command and the status code are kept: the reply's words may hold an address.

import type { SmtpRefusal } from '../../forms/_shared/enquiries-view'

export type { SmtpRefusal }

/** The kinds about our own settings: tried again on later rounds. */
const OUR_SIDE: ReadonlySet<SmtpRefusal> = new Set(['authentication', 'sender', 'relay', 'refused'])

interface SmtpFailureFacts {
  /** The SMTP command refused, as nodemailer names it ('AUTH PLAIN', 'MAIL FROM', 'RCPT TO', 'DATA'). */
  smtpCommand?: string
  /** The enhanced status code of the reply, e.g. '5.1.1'. */
  enhancedStatus?: string
  /** What a 5xx refusal is about; absent for anything but a 5xx reply. */
  refusal?: SmtpRefusal
}

const RECIPIENT_STATUS = /^5\.(1\.(1|2|3|6|10)|2\.1)$/
const SENDER_STATUS = /^5\.(1\.(7|8)|7\.(26|27))$/
const AUTH_STATUS = /^5\.7\.(0|8|9|11|12|14)$/
const AUTH_CODES = new Set([530, 534, 535, 538])

function classify(responseCode: number, command: string, status: string | undefined, reply: string, code: string): SmtpRefusal {
  if (code === 'EAUTH' || command.startsWith('AUTH') || AUTH_CODES.has(responseCode) || (status && AUTH_STATUS.test(status) && /auth/i.test(reply)))
    return 'authentication'
  if (/relay/i.test(reply)) return 'relay'
  if (command === 'MAIL FROM' || (status && SENDER_STATUS.test(status)) || /sender/i.test(reply)) return 'sender'
  if (command === 'DATA') return 'message'
  if (command === 'RCPT TO') {
    if (status && RECIPIENT_STATUS.test(status)) return 'recipient'
    // Without a status code, 550, 551 and 553 at RCPT TO say the mailbox is unknown or unusable.
    if (!status && [550, 551, 553].includes(responseCode)) return 'recipient'
    return 'relay'
  }
  return 'refused'
}

/** The facts of a failed send that are safe to keep and log. */
export function smtpFailureFacts(error: unknown): SmtpFailureFacts {
  const { responseCode, command, response, code } = (error ?? {}) as { responseCode?: unknown; command?: unknown; response?: unknown; code?: unknown }
  const reply = typeof response === 'string' ? response : ''
  const smtpCommand = typeof command === 'string' && /^[A-Z][A-Z -]{0,19}$/.test(command) ? command : undefined
  const enhancedStatus = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply)?.[1]
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return { smtpCommand, enhancedStatus }
  return { smtpCommand, enhancedStatus, refusal: classify(responseCode, smtpCommand ?? '', enhancedStatus, reply, typeof code === 'string' ? code : '') }
}

/** True when a refusal is final: about the recipient or the message, never about our own settings. */
export function isFinalRefusal(refusal: SmtpRefusal | undefined): boolean {
  return refusal !== undefined && !OUR_SIDE.has(refusal)
}

/** The refusal named in an enquiry's last error note (see delivery.ts), if any. */
export function refusalOf(lastError: string | undefined): SmtpRefusal | undefined {
  const word = lastError?.split(' ').find((part) => part.startsWith('refused:'))
  const kind = word?.slice('refused:'.length) as SmtpRefusal | undefined
  return kind && (OUR_SIDE.has(kind) || kind === 'recipient' || kind === 'message') ? kind : undefined
}
