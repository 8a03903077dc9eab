// Decap's local backend, decap-server: the editor at /admin/ reads and writes the files of a
// folder through it, with no login. `npm start` runs it on the working tree (scripts/serve.ts);
// the editor's browser tests run it on a scratch copy of the repository. It is stopped with the site.
//
// It can write any file of the folder, so no web page may reach it. decap-server itself answers
// whoever connects, whatever Host they name: a page of evil.test that has its name re-pointed at
// 127.0.0.1 (DNS rebinding) could save files on a developer's machine. So it listens on a Unix
// socket in a private folder, which no browser can open, and the only way in is a guard here on
// 127.0.0.1 that passes on a request only when its Host (and the Host the site's server was asked
// for, and the Origin of the page, when there is one) is this machine's: 127.0.0.1, localhost or
// [::1]. Its answers, and the guard's own, carry the site's security headers.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITE_SECURITY_HEADERS } from '../functions/_shared/security-headers.generated.js'

export interface RunningDecapServer {
  /** http://127.0.0.1:<port>: the API is at /api/v1. */
  url: string
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a Host header (`name:port`) names this machine. */
function isLoopbackHost(host: string | string[] | undefined): boolean {
  if (typeof host !== 'string') return false
  try {
    return LOOPBACK.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}

/** Whether the request comes from a page of this machine (or from no page: a script, a test). */
export function isFromThisMachine(req: Pick<IncomingMessage, 'headers'>): boolean {
  const { host, origin } = req.headers
  const forwarded = req.headers['x-forwarded-host']
  if (!isLoopbackHost(host) || (forwarded !== undefined && !isLoopbackHost(forwarded))) return false
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

/** Preloaded into decap-server's process: its listen(port, host, callback) listens on DECAP_SOCKET instead. */
const ON_SOCKET = `data:text/javascript,${encodeURIComponent(
  "import net from 'node:net';const listen=net.Server.prototype.listen;" +
    "net.Server.prototype.listen=function(...args){return listen.call(this,process.env.DECAP_SOCKET,args.find((a)=>typeof a==='function'))}",
)}`

/** Asks decap-server on its socket whether it is up. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = request({ socketPath, path: '/api/v1', method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
      answer.resume()
      resolve(answer.statusCode === 200)
    })
    asked.on('error', () => resolve(false))
    asked.end('{"action":"info"}')
  })
}

/** The guard: refuses requests from elsewhere (403), passes the rest on to the socket as they are. */
function guard(socketPath: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!isFromThisMachine(req)) {
      req.resume()
      res
        .writeHead(403, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
        .end('The editor backend answers pages of this machine only.\n')
      return
    }
    const outgoing = request({ socketPath, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...SITE_SECURITY_HEADERS })
      answer.pipe(res)
    })
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { ...SITE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
      res.end('decap-server did not answer.\n')
    })
    req.pipe(outgoing)
  }
}

/**
 * Starts decap-server on `repo` (a folder; MODE fs writes the files there as they are saved, as
 * a member of staff would by hand: the working tree's git shows the change).
 */
export async function startDecapServer(repo: string, host = '127.0.0.1'): Promise<RunningDecapServer> {
  const folder = await mkdtemp(join(tmpdir(), 'decap-'))
  const socketPath = join(folder, 'api.sock')
  const script = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  // decap-server takes a port number only: a preloaded line turns its one listen() into the socket's.
  const child = spawn(process.execPath, ['--import', ON_SOCKET, script], {
    cwd: repo,
    env: { PATH: process.env.PATH, DECAP_SOCKET: socketPath, GIT_REPO_DIRECTORY: repo, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server = createServer(guard(socketPath))
  const close = async () => {
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(folder, { recursive: true, force: true })
  }
  for (let waited = 0; !(await answers(socketPath)); waited += 100) {
    if (child.exitCode !== null || waited > 20_000) {
      await close()
      throw new Error(`decap-server did not start on ${socketPath}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as { port: number }
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close }
}
