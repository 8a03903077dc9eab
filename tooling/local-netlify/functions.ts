import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BodyTooLargeError, clientIp, sendWebResponse, toWebRequest } from './node-web.js'
import type { RateLimitConfig, RateLimiter } from './rate-limit.js'

/** The part of Netlify's function context the local server provides. */
export interface LocalFunctionContext {
  ip: string
  requestId: string
  url: URL
  params: Record<string, string>
  geo: Record<string, never>
  site: { id: string; name: string; url: string }
  deploy: { context: string; id: string; published: boolean }
  json(input: unknown): Response
  log(...data: unknown[]): void
  waitUntil(promise: Promise<unknown>): void
}

/** A module in functions/: a web-standard handler and Netlify's `config`. */
export interface FunctionModule {
  default: (req: Request, context: LocalFunctionContext) => Response | Promise<Response>
  config?: { rateLimit?: RateLimitConfig }
}

/** Loads `functions/<name>`; null when there is no such function. */
export type LoadFunction = (name: string) => Promise<FunctionModule | null>

// Netlify's function names are letters, digits, `-` and `_`, which also keeps `..` out of loaders.
const functionPath = /^\/\.netlify\/functions\/([A-Za-z0-9_-]+)\/?$/

export function functionNameFor(pathname: string): string | null {
  return functionPath.exec(pathname)?.[1] ?? null
}

export const rateLimitedMessage = 'Too many requests. Please wait a minute and try again.'

interface InvokeOptions {
  name: string
  url: URL
  load: LoadFunction
  limiter: RateLimiter
  /** Serves another path instead, for a rate limit whose action is `rewrite`. */
  rewrite: (to: string) => Promise<void>
  /** netlify.toml's headers for the path: on the answers the server makes itself (404, 429, 413), never on a function's. */
  headers: Readonly<Record<string, string>>
}

/**
 * Runs a function for a request as Netlify does: rate limit first, then the handler with a web
 * Request, then its Response written back untouched (Netlify's header rules do not apply).
 */
export async function invokeFunction(req: IncomingMessage, res: ServerResponse, { name, url, load, limiter, rewrite, headers }: InvokeOptions): Promise<void> {
  const isHead = req.method === 'HEAD'
  const module = await load(name)
  if (!module) return sendWebResponse(res, new Response(`Function not found: ${name}\n`, { status: 404, headers }), isHead)
  if (typeof module.default !== 'function') throw new Error(`functions/${name} has no default export handler`)

  const ip = clientIp(req)
  const rateLimit = module.config?.rateLimit
  if (rateLimit) {
    const verdict = limiter(rateLimit, { functionName: name, ip })
    if (!verdict.allowed) {
      if (rateLimit.action === 'rewrite' && rateLimit.to) return rewrite(rateLimit.to)
      const body = { error: rateLimitedMessage }
      return sendWebResponse(res, Response.json(body, { status: 429, headers: { ...headers, 'Retry-After': String(verdict.retryAfterSeconds) } }), isHead)
    }
  }

  let request: Request
  try {
    request = await toWebRequest(req, url, ip)
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    return sendWebResponse(res, Response.json({ error: error.message }, { status: 413, headers }), isHead)
  }

  const response = await module.default(request, createContext(url, ip))
  if (!(response instanceof Response)) throw new Error(`functions/${name} returned ${typeof response}, not a Response`)
  await sendWebResponse(res, response, isHead)
}

/** Work functions handed to waitUntil that has not finished yet (the server waits for it on close). */
const pending = new Set<Promise<unknown>>()

/** Resolves once every waitUntil promise so far has settled. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}

function createContext(url: URL, ip: string): LocalFunctionContext {
  return {
    ip,
    requestId: randomUUID(),
    url,
    params: {},
    geo: {},
    site: { id: 'local', name: 'local', url: url.origin },
    deploy: { context: 'dev', id: 'local', published: false },
    json: (input) => Response.json(input),
    log: (...data) => console.log(...data),
    waitUntil: (promise) => {
      const tracked = promise.catch((error: unknown) => console.error(error))
      pending.add(tracked)
      void tracked.finally(() => pending.delete(tracked))
    },
  }
}
