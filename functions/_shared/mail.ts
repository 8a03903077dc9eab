// Sending mail. With SMTP_URL: SMTP over pooled connections (one pool per server, reused while
// messages follow each other, closed when the last one is done), with timeouts so a dead or
// trickling server fails instead of holding the function. Without SMTP_URL outside production:
// the whole message is written as an .eml file to the local outbox (OUTBOX_DIR, default .outbox;
// the visitors' acknowledgements to its visitors/ folder). Without SMTP_URL in production: a
// failure. The agency's address comes from MAIL_TO only, never from the request.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { SendMailOptions, Transporter } from 'nodemailer'
import { isAddressList, isProduction, isSmtpUrl, readPositiveInteger, readSetting } from './environment'
import { toHeaderValue } from './escape'
import { describeErrorSafely, type LogValue } from './log'
import { isFinalRefusal, smtpFailureFacts } from './smtp-refusal'

export const DEFAULT_MAIL_FROM = 'Website <no-reply@example.com>'
export const DEVELOPMENT_MAIL_TO = 'enquiries@example.com'
export const DEFAULT_OUTBOX_DIR = '.outbox'
/** The outbox's folder for the visitors' acknowledgements, apart from the agency's mail. */
export const VISITOR_OUTBOX = 'visitors'
/** A server that does not connect or greet within this long (SMTP_TIMEOUT_MS) counts as down. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000
/**
 * A whole SMTP send may take at most this long (SMTP_DEADLINE_MS): long enough for a server that
 * answers each command in 5 s (about 35 s for a message on a new connection), short enough to end
 * within a Netlify function's 60 s. Then the connection is cut, so the message cannot complete
 * later unseen, and the send counts as a temporary failure. A server silent in the middle of the
 * conversation is waited for until this deadline, not cut after SMTP_TIMEOUT_MS: a server that
 * checks a message before it answers the final dot may have kept it, and cutting it then sends the
 * enquiry twice (RFC 5321 4.5.3.2.6 gives that answer 10 minutes).
 */
export const DEFAULT_SMTP_DEADLINE_MS = 50_000
/** Connections at once to one mail server: mail servers limit them (often to 10 per client). */
export const SMTP_MAX_CONNECTIONS = 5

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** What the caller does once the message has its turn, just before the conversation starts. */
export interface SendOptions {
  /**
   * Called once a connection is free, before anything is sent (the delivery renews its claim
   * here: the wait for a turn may have used it up). What it throws is thrown by sendMail, and
   * nothing is sent.
   */
  onTurn?: () => Promise<void>
}

interface OutgoingMail {
  /** Short form name used in the outbox file name and logs, e.g. 'contact'. */
  formName: string
  subject: string
  /** The visitor, so the agency can simply reply. */
  replyTo?: { name?: string; email: string }
  text: string
  html: string
  attachments?: readonly MailAttachment[]
  /** The recipient when not the agency (MAIL_TO): the visitor, for an acknowledgement. */
  to?: string
  /** A fixed Message-ID, so a message sent again is recognisably the same message. */
  messageId?: string
  /** An automatic acknowledgement (RFC 3834 Auto-Submitted: auto-replied): no auto-answers back. */
  autoReply?: boolean
}

export type MailResult =
  | { ok: true; transport: 'smtp'; messageId: string }
  | { ok: true; transport: 'outbox'; messageId: string; outboxPath: string }
  | { ok: false; reason: 'not-configured'; detail: string }
  | { ok: false; reason: 'send-failed'; permanent: boolean; detail: Record<string, LogValue> }

/** The directory .eml files are written to outside production. */
export function outboxDir(): string {
  return path.resolve(process.cwd(), readSetting('OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR)
}

function outboxFileName(formName: string): string {
  const timestamp = new Date().toISOString().replace(/[:.]/g, '-')
  const form = formName.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'form'
  return `${timestamp}-${form}-${randomBytes(4).toString('hex')}.eml`
}

/** The domain of MAIL_FROM's address, for Message-IDs. */
export function senderDomain(): string {
  const from = readSetting('MAIL_FROM') ?? DEFAULT_MAIL_FROM
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'example.com'
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
    messageId: mail.messageId,
    headers: mail.autoReply ? { 'Auto-Submitted': 'auto-replied' } : undefined,
    attachments: mail.attachments?.map((attachment) => ({
      filename: toHeaderValue(attachment.filename),
      content: attachment.content,
      contentType: toHeaderValue(attachment.contentType),
    })),
  }
}

interface Pool {
  transport: Transporter
  users: number
  /** Cut (a send's deadline passed) or closed (its last user done): taken by no new send. */
  closed: boolean
}

/** Sends under way to one mail server, at most SMTP_MAX_CONNECTIONS; the rest wait here. */
interface Turns {
  sending: number
  waiting: Array<() => void>
}
const turns = new Map<string, Turns>()

/**
 * A turn to send to this server, whatever the settings. Messages wait for their turn here, not in
 * the pool's queue, so a send's deadline counts only its own conversation with the server, never
 * the time spent behind others in a burst.
 */
async function takeTurn(url: string): Promise<() => void> {
  let server = turns.get(url)
  if (!server) turns.set(url, (server = { sending: 0, waiting: [] }))
  if (server.sending >= SMTP_MAX_CONNECTIONS) await new Promise<void>((resolve) => server.waiting.push(resolve))
  server.sending += 1
  return () => {
    server.sending -= 1
    const next = server.waiting.shift()
    if (next) next()
    else if (server.sending === 0) turns.delete(url)
  }
}
const pools = new Map<string, Pool>()

/**
 * The pooled transport for this server and these settings, shared by every send in this
 * instance. Mail that carries files (passport scans) must travel encrypted: smtps:// or a server
 * that offers STARTTLS (requireTLS), never in clear text.
 */
function acquirePool(url: string, timeout: number, deadlineMs: number, requireTls: boolean): { pool: Pool; key: string } {
  const key = JSON.stringify([url, timeout, deadlineMs, requireTls])
  let pool = pools.get(key)
  if (!pool) {
    const transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: SMTP_MAX_CONNECTIONS,
      maxMessages: 100,
      requireTLS: requireTls && !url.startsWith('smtps:'),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      // Silence mid-conversation is ended by the deadline (DEFAULT_SMTP_DEADLINE_MS), never first.
      socketTimeout: deadlineMs + timeout,
      dnsTimeout: timeout,
      tls: readSetting('SMTP_TLS_CA') ? { ca: readSetting('SMTP_TLS_CA')!.replace(/\\n/g, '\n') } : undefined,
    })
    pool = { transport, users: 0, closed: false }
    pools.set(key, pool)
  }
  pool.users += 1
  return { pool, key }
}

function releasePool(key: string, pool: Pool, broken: boolean): void {
  pool.users -= 1
  if ((broken || pool.users === 0) && !pool.closed) {
    if (pools.get(key) === pool) pools.delete(key)
    // A broken pool (deadline passed) is cut at once so a message cannot complete later unseen.
    pool.closed = true
    pool.transport.close()
  }
}

/**
 * A temporary failure (try again later) or a permanent one: a 5xx refusal about the recipient or
 * the message. A refusal about our own settings (password, sender, relay) is not permanent: it
 * ends once the settings are fixed (smtp-refusal.ts).
 */
export function isPermanentFailure(error: unknown): boolean {
  return isFinalRefusal(smtpFailureFacts(error).refusal)
}

class DeadlineError extends Error {
  code = 'ETIMEDOUT'
}

/** Thrown by `onTurn`: passed on to sendMail's caller, not taken for a failed send. */
class TurnRefused extends Error {
  constructor(readonly reason: unknown) {
    super('The turn to send was refused')
  }
}

const onTurnOf = (options: SendOptions) => async () => {
  try {
    await options.onTurn?.()
  } catch (error) {
    throw new TurnRefused(error)
  }
}

export async function sendMail(mail: OutgoingMail, options: SendOptions = {}): Promise<MailResult> {
  const production = isProduction()
  const smtpUrl = readSetting('SMTP_URL')
  const agency = readSetting('MAIL_TO') ?? (production ? undefined : DEVELOPMENT_MAIL_TO)
  const to = mail.to ?? agency
  const from = readSetting('MAIL_FROM') ?? DEFAULT_MAIL_FROM

  if (!to) return { ok: false, reason: 'not-configured', detail: 'MAIL_TO is not set' }
  if (!smtpUrl && production) return { ok: false, reason: 'not-configured', detail: 'SMTP_URL is not set' }
  // Settings that cannot work are a configuration fault, not a send to retry (the forms refuse at once).
  if (smtpUrl && !isSmtpUrl(smtpUrl)) return { ok: false, reason: 'not-configured', detail: 'SMTP_URL is malformed' }
  if (!isAddressList(to) || !isAddressList(from)) return { ok: false, reason: 'not-configured', detail: 'MAIL_TO or MAIL_FROM is malformed' }

  const message = messageOptions(mail, toHeaderValue(to), toHeaderValue(from))
  const onTurn = onTurnOf(options)
  try {
    if (smtpUrl) {
      const timeout = readPositiveInteger('SMTP_TIMEOUT_MS', DEFAULT_SMTP_TIMEOUT_MS)
      const deadlineMs = readPositiveInteger('SMTP_DEADLINE_MS', DEFAULT_SMTP_DEADLINE_MS)
      const requireTls = (mail.attachments?.length ?? 0) > 0
      // Taken before the wait, so a burst keeps its connections open from one send to the next.
      let { pool, key } = acquirePool(smtpUrl, timeout, deadlineMs, requireTls)
      let timer: NodeJS.Timeout | undefined
      let broken = false
      const done = await takeTurn(smtpUrl)
      // Cut while this one waited (another send's deadline): a new pool, not a closed one.
      if (pool.closed) {
        releasePool(key, pool, false)
        ;({ pool, key } = acquirePool(smtpUrl, timeout, deadlineMs, requireTls))
      }
      try {
        await onTurn()
        const deadline = new Promise<never>((_, reject) => {
          // After the timers, Node reads what has arrived: a reply already here (a process that
          // stood still past the deadline) is taken before the send is called late.
          timer = setTimeout(
            () =>
              setImmediate(() => {
                broken = true
                reject(new DeadlineError(`SMTP send took longer than ${deadlineMs} ms`))
              }),
            deadlineMs,
          )
        })
        const info = await Promise.race([pool.transport.sendMail(message), deadline])
        return { ok: true, transport: 'smtp', messageId: info.messageId }
      } finally {
        clearTimeout(timer)
        done()
        releasePool(key, pool, broken)
      }
    }

    await onTurn()
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    const info = await transport.sendMail(message)
    if (!Buffer.isBuffer(info.message)) throw new TypeError('The stream transport did not return a buffer')
    const directory = mail.autoReply ? path.join(outboxDir(), VISITOR_OUTBOX) : outboxDir()
    await mkdir(directory, { recursive: true })
    const outboxPath = path.join(directory, outboxFileName(mail.formName))
    await writeFile(outboxPath, info.message)
    return { ok: true, transport: 'outbox', messageId: info.messageId, outboxPath }
  } catch (error) {
    if (error instanceof TurnRefused) throw error.reason
    return { ok: false, reason: 'send-failed', permanent: isPermanentFailure(error), detail: { ...describeErrorSafely(error), ...smtpFailureFacts(error) } }
  }
}
