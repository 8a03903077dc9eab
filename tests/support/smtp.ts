// A real SMTP server for the tests (smtp-server on 127.0.0.1, a free port, STARTTLS with the
// test certificate of tests/fixtures/tls, no auth): the functions send through nodemailer exactly
// as in production (mail with files must be encrypted), and each message is kept as raw source and
// parsed with mailparser, so tests read what the agency would read. The visitors' acknowledgements
// (Auto-Submitted: auto-replied) are kept apart, in `acknowledgements`.
import { readFileSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

interface ReceivedMessage {
  /** The raw RFC 822 source as it arrived. */
  raw: string
  parsed: ParsedMail
  /** SMTP envelope: MAIL FROM and RCPT TO addresses. */
  envelope: { from: string | false; to: string[] }
}

/** The test server's certificate, for SMTP_TLS_CA: the functions trust it as they would a real server's. */
export const TEST_SMTP_CERTIFICATE = readFileSync(new URL('../fixtures/tls/test-smtp.crt', import.meta.url), 'utf8')
const TEST_SMTP_KEY = readFileSync(new URL('../fixtures/tls/test-smtp.key', import.meta.url), 'utf8')

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  port: number
  /** The agency's mail. */
  messages: ReceivedMessage[]
  /** The visitors' acknowledgements (Auto-Submitted: auto-replied). */
  acknowledgements: ReceivedMessage[]
  /** Resolves with the next message not yet taken (or one already waiting). */
  waitForMessage(timeoutMs?: number): Promise<ReceivedMessage>
  /** When true the server answers every message with "550 Mailbox unavailable" (a failed send). */
  setRejecting(rejecting: boolean): void
  /** Answers every message with this reply code (421 try later, 554 refused) until set to null. */
  setReply(code: number | null): void
  /** Waits this long before answering MAIL FROM, RCPT TO and the end of DATA (a slow server). */
  setCommandDelay(ms: number): void
  /** Refuses every MAIL FROM or RCPT TO with this reply ('553 5.1.8 Sender address rejected'), until null. */
  setEnvelopeRefusal(refusal: { command: 'MAIL FROM' | 'RCPT TO'; reply: string } | null): void
  /** With `login`: when true, every login is refused with 535 (the password changed). */
  setLoginRefused(refused: boolean): void
  /** Connections open at once now, and the most there ever were. */
  connections(): { open: number; most: number }
  /** Waits this long before accepting each message (a slow server); 0 by default. */
  setDelay(ms: number): void
  close(): Promise<void>
}

const later = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

interface SmtpServerOptions {
  /** Connections the server takes at once; more are turned away with 421 (as real servers do). */
  maxClients?: number
  /** A given port (a mail server coming back where one was down); a free one by default. */
  port?: number
  /** Asks for a login (AUTH, after STARTTLS) as a provider's server does; any user and password pass. */
  login?: boolean
}

export async function startSmtpServer({ maxClients, port: wanted = 0, login = false }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = []
  const acknowledgements: ReceivedMessage[] = []
  const waiters: Array<(message: ReceivedMessage) => void> = []
  let taken = 0
  let rejecting = false
  let delayMs = 0
  let replyCode: number | null = null
  let commandDelayMs = 0
  let open = 0
  let most = 0
  let loginRefused = false
  let envelopeRefusal: { command: 'MAIL FROM' | 'RCPT TO'; reply: string } | null = null
  /** The refusal of this command as smtp-server sends it (its code, then the rest of the reply). */
  const refusalAt = (command: string) => {
    if (envelopeRefusal?.command !== command) return null
    const [, code, rest] = /^(\d{3}) (.*)$/.exec(envelopeRefusal.reply)!
    return Object.assign(new Error(rest), { responseCode: Number(code) })
  }

  const server = new SMTPServer({
    secure: false,
    authOptional: !login,
    key: TEST_SMTP_KEY,
    cert: TEST_SMTP_CERTIFICATE,
    disabledCommands: login ? [] : ['AUTH'],
    onAuth(auth, _session, callback) {
      if (loginRefused) callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }))
      else callback(null, { user: auth.username })
    },
    logger: false,
    banner: 'test smtp',
    closeTimeout: 1000,
    // No reverse DNS lookup of the client: the tests never leave loopback.
    disableReverseLookup: true,
    ...(maxClients && { maxClients }),
    onConnect(_session, callback) {
      open += 1
      most = Math.max(most, open)
      callback()
    },
    onClose() {
      open -= 1
    },
    onMailFrom(_address, _session, callback) {
      void later(commandDelayMs).then(() => callback(refusalAt('MAIL FROM')))
    },
    onRcptTo(_address, _session, callback) {
      void later(commandDelayMs).then(() => callback(refusalAt('RCPT TO')))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on(
        'end',
        () =>
          void later(delayMs + commandDelayMs).then(() => {
            if (replyCode !== null) {
              callback(Object.assign(new Error(replyCode < 500 ? 'Try again later' : 'Message refused'), { responseCode: replyCode }))
              return
            }
            if (rejecting) {
              const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
              callback(error)
              return
            }
            const raw = Buffer.concat(chunks).toString('utf8')
            simpleParser(raw).then(
              (parsed) => {
                const message: ReceivedMessage = {
                  raw,
                  parsed,
                  envelope: {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
                    to: session.envelope.rcptTo.map((recipient) => recipient.address),
                  },
                }
                if (parsed.headers.get('auto-submitted') === 'auto-replied') {
                  acknowledgements.push(message)
                  callback()
                  return
                }
                messages.push(message)
                const waiter = waiters.shift()
                if (waiter) {
                  taken += 1
                  waiter(message)
                }
                callback()
              },
              (error: Error) => callback(error),
            )
          }),
      )
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    acknowledgements,
    waitForMessage(timeoutMs = 5000) {
      if (taken < messages.length) {
        const message = messages[taken]
        taken += 1
        return Promise.resolve(message)
      }
      return new Promise<ReceivedMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(deliver)
          if (index >= 0) waiters.splice(index, 1)
          reject(new Error(`No e-mail arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        function deliver(message: ReceivedMessage) {
          clearTimeout(timer)
          resolve(message)
        }
        waiters.push(deliver)
      })
    },
    setEnvelopeRefusal(value) {
      envelopeRefusal = value
    },
    setLoginRefused(value) {
      loginRefused = value
    },
    setRejecting(value) {
      rejecting = value
    },
    setDelay(ms) {
      delayMs = ms
    },
    setReply(code) {
      replyCode = code
    },
    setCommandDelay(ms) {
      commandDelayMs = ms
    },
    connections: () => ({ open, most }),
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A port of 127.0.0.1 where nothing listens: the discard port, below the range the system hands
 * out to a server asking for any free port. (A port taken and released again was used before, and
 * another test's server could be given it later in a full run: a "closed" mail server then
 * accepted the connection and said nothing, and a test waited a minute for the send's deadline.)
 */
const NOTHING_LISTENS = 9

/**
 * An smtp:// URL on 127.0.0.1 where nothing listens, to simulate the mail server being down:
 * connections are refused at once.
 */
export async function closedSmtpUrl(): Promise<string> {
  await expectRefused(NOTHING_LISTENS)
  return `smtp://127.0.0.1:${NOTHING_LISTENS}`
}

/** Fails at once, saying so, if something does listen on the port on this machine. */
async function expectRefused(port: number): Promise<void> {
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
  if (!refused) throw new Error(`Something listens on 127.0.0.1:${port}, which the tests use as a port where nothing does: stop it.`)
}

/**
 * NETLIFY_BLOBS_CONTEXT naming an enquiry store where nothing listens: every store call fails, as
 * when Netlify Blobs is down.
 */
export async function deadStoreContext(): Promise<string> {
  const url = (await closedSmtpUrl()).replace('smtp://', 'http://')
  return Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'dead', token: 'dead' })).toString('base64')
}
