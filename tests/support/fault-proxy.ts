// A misbehaving enquiry store for the fault suite: an HTTP server on 127.0.0.1 in front of the
// local blobs server (tooling/local-netlify/blobs.ts) that passes calls on, or, for the calls it
// is told to spoil (writes only, or every call):
// - '5xx': answers 503 without passing the call on (nothing is written);
// - 'late': passes the call on (a write lands) and answers `delayMs` later;
// - 'drop': passes the call on (a write lands) and cuts the connection instead of answering;
// and can be killed (every connection cut, nothing listening) and started again on its port.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

type StoreFault = 'none' | '5xx' | 'late' | 'drop'

export interface FaultProxy {
  /** NETLIFY_BLOBS_CONTEXT for the functions: the store, through this proxy. */
  context: string
  set(fault: StoreFault, options?: { writesOnly?: boolean; delayMs?: number }): void
  /** Resolves once `n` more calls have reached the proxy. */
  afterCalls(n: number): Promise<void>
  kill(): Promise<void>
  revive(): Promise<void>
  close(): Promise<void>
}

/** Starts a proxy in front of the store NETLIFY_BLOBS_CONTEXT `storeContext` names. */
export async function startFaultProxy(storeContext: string): Promise<FaultProxy> {
  const store = JSON.parse(Buffer.from(storeContext, 'base64').toString('utf8')) as { edgeURL: string; siteID: string; token: string }
  const target = new URL(store.edgeURL)
  let fault: StoreFault = 'none'
  let writesOnly = true
  let delayMs = 0
  const sockets = new Set<Socket>()

  const passOn = (req: IncomingMessage, res: ServerResponse, answer: (status: number, headers: Record<string, string>, body: Buffer) => void) => {
    const outgoing = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
      const chunks: Buffer[] = []
      reply.on('data', (chunk: Buffer) => chunks.push(chunk))
      reply.on('end', () => answer(reply.statusCode ?? 502, reply.headers as Record<string, string>, Buffer.concat(chunks)))
    })
    outgoing.on('error', () => res.destroy())
    req.pipe(outgoing)
  }

  let calls = 0
  const waiters: Array<{ at: number; resolve: () => void }> = []
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    calls += 1
    for (const waiter of waiters.filter((w) => w.at <= calls)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
    const spoiled = fault !== 'none' && (!writesOnly || req.method === 'PUT')
    if (spoiled && fault === '5xx') {
      req.resume()
      res.writeHead(503).end()
      return
    }
    passOn(req, res, (status, headers, body) => {
      if (spoiled && fault === 'drop') return void res.destroy()
      const send = () => {
        if (!res.destroyed) res.writeHead(status, headers).end(body)
      }
      if (spoiled && fault === 'late') setTimeout(send, delayMs)
      else send()
    })
  }

  let server: Server | undefined
  let port = 0
  const listen = async () => {
    server = createServer(handle)
    server.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()))
    port = (server.address() as AddressInfo).port
  }
  const kill = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    server = undefined
  }
  await listen()
  const url = `http://127.0.0.1:${port}`
  return {
    context: Buffer.from(JSON.stringify({ ...store, edgeURL: url, uncachedEdgeURL: url })).toString('base64'),
    set(next, options = {}) {
      fault = next
      writesOnly = options.writesOnly ?? true
      delayMs = options.delayMs ?? 0
    },
    afterCalls: (n) => new Promise((resolve) => waiters.push({ at: calls + n, resolve })),
    kill,
    revive: listen,
    close: kill,
  }
}
