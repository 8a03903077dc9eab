// Netlify Blobs on this machine: Netlify's own local blobs server (@netlify/blobs/server) keeping
// the stores in a folder (npm start: .netlify/blobs, which survives a restart and is git-ignored),
// and NETLIFY_BLOBS_CONTEXT pointing the functions' getStore() at it, as Netlify does in
// production. In front of it, a small gate gives the two guarantees production's conditional
// writes have and the local server lacks: its ETag is made from the file's modification time in
// milliseconds (two writes within one tick look unchanged) and it checks If-Match before writing
// without a lock (two writes at once can both pass). The gate answers with ETags of the content
// and takes the writes of one key one at a time, checking the condition itself. Its listing reads a
// folder and then each entry, so a blob written (a hidden file renamed into place) or deleted in
// between ended the listing early, without an error: the gate lets a store's listings and writes
// take turns (tests/server/local-blobs.test.ts).
import { createHash, randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BlobsServer } from '@netlify/blobs/server'

export interface LocalBlobs {
  /** NETLIFY_BLOBS_CONTEXT for the functions: where the store is and its token. */
  context: string
  close(): Promise<void>
}

export const LOCAL_SITE_ID = 'local-site'

/** The content's own ETag (the functions keep no metadata on blobs, so the content is all that changes). */
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('hex')}"`

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startLocalBlobs(directory: string): Promise<LocalBlobs> {
  await mkdir(directory, { recursive: true })
  const token = randomBytes(16).toString('hex')
  const inner = new BlobsServer({ directory, token, logger: () => undefined })
  const { port: innerPort } = await inner.start()
  const innerUrl = `http://127.0.0.1:${innerPort}`

  /** One write at a time per key: each waits for the one before it. */
  const queues = new Map<string, Promise<unknown>>()
  const serially = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve()
    const run = previous.then(work, work)
    const settled = run.catch(() => undefined)
    queues.set(key, settled)
    void settled.then(() => queues.get(key) === settled && queues.delete(key))
    return run
  }

  const turns = new Map<string, Turnstile>()
  const turnstileOf = (store: string) => {
    let turnstile = turns.get(store)
    if (!turnstile) turns.set(store, (turnstile = new Turnstile()))
    return turnstile
  }

  const forwardHeaders = (req: IncomingMessage): Record<string, string> => {
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length', 'if-match', 'if-none-match'].includes(name)) headers[name] = value
    }
    return headers
  }

  async function current(path: string, headers: Record<string, string>): Promise<{ body: Buffer; metadata: string | null } | null> {
    const response = await fetch(innerUrl + path, { headers })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`The local blobs server answered ${response.status}`)
    return { body: Buffer.from(await response.arrayBuffer()), metadata: response.headers.get('x-amz-meta-user') }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', innerUrl)
    const path = url.pathname + url.search
    const headers = forwardHeaders(req)
    // /<site>/<store>/<key…>: one blob. Anything else (listing the store) waits for its writes.
    const segments = url.pathname.split('/').filter(Boolean)
    const isBlob = segments.length >= 3 && !url.search
    const turnstile = turnstileOf(segments.slice(0, 2).join('/'))
    if (!isBlob) {
      const response = await turnstile.take('list', () => fetch(innerUrl + path, { method: req.method, headers }))
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()))
      return
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const found = await current(path, headers)
      if (!found) return void res.writeHead(404).end()
      const reply: Record<string, string> = { etag: etagOf(found.body), 'content-length': String(found.body.length) }
      if (found.metadata) reply['x-amz-meta-user'] = found.metadata
      res.writeHead(200, reply).end(req.method === 'GET' ? found.body : undefined)
      return
    }
    const body = req.method === 'PUT' ? await readBody(req) : Buffer.alloc(0)
    const ifMatch = req.headers['if-match']
    const ifNoneMatch = req.headers['if-none-match']
    await serially(url.pathname, async () => {
      if (ifMatch || ifNoneMatch) {
        const found = await current(path, headers)
        if ((ifNoneMatch === '*' && found) || (ifMatch && (!found || etagOf(found.body) !== ifMatch))) {
          res.writeHead(412).end()
          return
        }
      }
      const response = await turnstile.take('write', () =>
        fetch(innerUrl + path, { method: req.method, headers, body: req.method === 'PUT' ? new Uint8Array(body) : undefined }),
      )
      const reply: Record<string, string> = {}
      if (req.method === 'PUT' && response.ok) reply.etag = etagOf(body)
      res.writeHead(response.status, reply).end()
    })
  }

  const gate = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`
  const context = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: LOCAL_SITE_ID, token })).toString('base64')
  return {
    context,
    close: async () => {
      gate.closeAllConnections()
      await new Promise<void>((resolve) => gate.close(() => resolve()))
      await inner.stop()
    },
  }
}

/**
 * Listings of one store and writes to it, never both at once: any number of one kind run together,
 * and the other kind waits for them, in the order they came (neither waits for ever).
 */
class Turnstile {
  private running: { kind: string; count: number } = { kind: '', count: 0 }
  private readonly waiting: { kind: string; start: () => void }[] = []

  async take<T>(kind: 'list' | 'write', work: () => Promise<T>): Promise<T> {
    if (this.running.count > 0 && (this.running.kind !== kind || this.waiting.length > 0)) {
      await new Promise<void>((start) => this.waiting.push({ kind, start }))
    } else {
      this.running = { kind, count: this.running.count + 1 }
    }
    try {
      return await work()
    } finally {
      this.running.count -= 1
      if (this.running.count === 0) this.admit()
    }
  }

  /** The first waiting, with every waiting one of its kind right behind it. */
  private admit(): void {
    const next = this.waiting[0]
    if (!next) return
    let count = 0
    while (this.waiting[0]?.kind === next.kind) {
      this.waiting.shift()!.start()
      count += 1
    }
    this.running = { kind: next.kind, count }
  }
}
