// Sending an enquiry to the agency. With SMTP_URL: SMTP, with short timeouts so a dead server
// fails fast. Without SMTP_URL outside production: the whole message is written as an .eml file
// to the local outbox (OUTBOX_DIR, default .outbox). Without SMTP_URL in production: a failure.
// The recipient comes from MAIL_TO only, never from the request.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { SendMailOptions } from 'nodemailer'
import { isProduction, readPositiveInteger, readSetting } from './environment'
import { toHeaderValue } from './escape'
import { describeErrorSafely, type LogValue } from './log'

export const DEFAULT_MAIL_FROM = 'Website <no-reply@example.com>'
export const DEVELOPMENT_MAIL_TO = 'enquiries@example.com'
export const DEFAULT_OUTBOX_DIR = '.outbox'
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000
/**
 * A whole SMTP send may take at most this many timeouts (connection, greeting and replies
 * together), so a server that trickles bytes or stalls cannot keep the function past Netlify's
 * 60-second limit: with the defaults, 5 s of captcha and 30 s of mail at most.
 */
export const SMTP_DEADLINE_TIMEOUTS = 3

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface OutgoingMail {
  /** Short form name used in the outbox file name and logs, e.g. 'contact'. */
  formName: string
  subject: string
  /** The visitor, so the agency can simply reply. */
  replyTo?: { name?: string; email: string }
  text: string
  html: string
  attachments?: readonly MailAttachment[]
}

export type MailResult =
  | { ok: true; transport: 'smtp'; messageId: string }
  | { ok: true; transport: 'outbox'; messageId: string; outboxPath: string }
  | { ok: false; reason: 'not-configured'; detail: string }
  | { ok: false; reason: 'send-failed'; detail: Record<string, LogValue> }

/** The directory .eml files are written to outside production. */
export function outboxDir(): string {
  return path.resolve(process.cwd(), readSetting('OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR)
}

function outboxFileName(formName: string): string {
  const timestamp = new Date().toISOString().replace(/[:.]/g, '-')
  const form = formName.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'form'
  return `${timestamp}-${form}-${randomBytes(4).toString('hex')}.eml`
}

function messageOptions(mail: OutgoingMail, to: string, from: string): SendMailOptions {
  const replyTo = mail.replyTo ? { name: toHeaderValue(mail.replyTo.name ?? ''), address: toHeaderValue(mail.replyTo.email) } : undefined
  return {
    from,
    to,
    replyTo,
    subject: toHeaderValue(mail.subject),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((attachment) => ({
      filename: toHeaderValue(attachment.filename),
      content: attachment.content,
      contentType: toHeaderValue(attachment.contentType),
    })),
  }
}

/** The promise's result, or a rejection once `ms` have passed. */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`SMTP send took longer than ${ms} ms`), { code: 'ETIMEDOUT' })), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

export async function sendMail(mail: OutgoingMail): Promise<MailResult> {
  const production = isProduction()
  const smtpUrl = readSetting('SMTP_URL')
  const to = readSetting('MAIL_TO') ?? (production ? undefined : DEVELOPMENT_MAIL_TO)
  const from = readSetting('MAIL_FROM') ?? DEFAULT_MAIL_FROM

  if (!to) return { ok: false, reason: 'not-configured', detail: 'MAIL_TO is not set' }
  if (!smtpUrl && production) return { ok: false, reason: 'not-configured', detail: 'SMTP_URL is not set' }

  const message = messageOptions(mail, toHeaderValue(to), toHeaderValue(from))
  try {
    if (smtpUrl) {
      const timeout = readPositiveInteger('SMTP_TIMEOUT_MS', DEFAULT_SMTP_TIMEOUT_MS)
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 2,
        dnsTimeout: timeout,
      })
      try {
        const info = await withDeadline(transport.sendMail(message), timeout * SMTP_DEADLINE_TIMEOUTS)
        return { ok: true, transport: 'smtp', messageId: info.messageId }
      } finally {
        transport.close()
      }
    }

    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    const info = await transport.sendMail(message)
    if (!Buffer.isBuffer(info.message)) throw new TypeError('The stream transport did not return a buffer')
    const directory = outboxDir()
    await mkdir(directory, { recursive: true })
    const outboxPath = path.join(directory, outboxFileName(mail.formName))
    await writeFile(outboxPath, info.message)
    return { ok: true, transport: 'outbox', messageId: info.messageId, outboxPath }
  } catch (error) {
    return { ok: false, reason: 'send-failed', detail: describeErrorSafely(error) }
  }
}
