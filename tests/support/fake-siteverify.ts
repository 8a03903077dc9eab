// A stand-in for Google's siteverify on 127.0.0.1, so the captcha check is tested without the
// network: it records what it was sent (form-encoded secret, response, remoteip) and answers
// as configured — success or not, a hostname, an HTTP error, broken JSON, or never (timeout).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

type SiteverifyMode = 'answer' | 'hang' | 'http-error' | 'bad-json'

interface SiteverifySettings {
  mode: SiteverifyMode
  success: boolean
  hostname: string
  errorCodes: string[]
  /** Waits this long before answering (a slow verifier). */
  delayMs: number
}

interface SiteverifyRequest {
  method: string
  contentType: string | undefined
  /** The body exactly as received. */
  raw: string
  /** The body decoded as application/x-www-form-urlencoded. */
  params: Record<string, string>
}

export interface FakeSiteverify {
  /** http://127.0.0.1:<port>/recaptcha/api/siteverify, for RECAPTCHA_VERIFY_URL. */
  url: string
  requests: SiteverifyRequest[]
  /** Changes how the next requests are answered (unset settings keep their value). */
  set(settings: Partial<SiteverifySettings>): void
  /** Back to a successful answer for hostname 'localhost'. */
  reset(): void
  close(): Promise<void>
}

const DEFAULTS: SiteverifySettings = { mode: 'answer', success: true, hostname: 'localhost', errorCodes: [], delayMs: 0 }

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  let settings: SiteverifySettings = { ...DEFAULTS }
  const requests: SiteverifyRequest[] = []
  const sockets = new Set<Socket>()

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (settings.delayMs > 0) setTimeout(answer, settings.delayMs)
      else answer()
    })
    function answer() {
      const raw = Buffer.concat(chunks).toString('utf8')
      requests.push({
        method: req.method ?? '',
        contentType: req.headers['content-type'],
        raw,
        params: Object.fromEntries(new URLSearchParams(raw)),
      })
      switch (settings.mode) {
        case 'hang':
          return // never answers; the caller's timeout must end the wait
        case 'http-error':
          res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error')
          return
        case 'bad-json':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"success": tru')
          return
        case 'answer': {
          const body = settings.success
            ? { success: true, challenge_ts: new Date().toISOString(), hostname: settings.hostname }
            : { success: false, 'error-codes': settings.errorCodes.length ? settings.errorCodes : ['invalid-input-response'] }
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
        }
      }
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    set(next) {
      settings = { ...settings, ...next }
    },
    reset() {
      settings = { ...DEFAULTS }
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
  }
}
