// The built site and the Netlify functions on one local port, as the deploy would serve them:
// redirects, 404s and headers from netlify.toml, each function from functions/ run in this
// process with the given environment, Netlify Blobs from Netlify's local blobs server (in
// blobsDir), scheduled functions on their schedule. NETLIFY_DEV=true tells the functions they run
// locally (the development captcha stand-in is accepted only then). scripts/serve.ts
// (`npm start`) and the tests start it; `proxy` passes paths on to another local server (the editor's).
// Plain HTTP/1.1 by default; with `tls`, HTTPS with HTTP/2 as Netlify's CDN serves (the bench).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startLocalBlobs, type LocalBlobs } from './blobs.js'
import {
  createNetlifyHandler,
  findFunctionFile,
  readNetlifyConfig,
  settleBackgroundWork,
  withRedirectsFile,
  type FunctionModule,
  type LoadFunction,
} from './index.js'
import { startScheduler } from './schedule.js'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

interface StartServerOptions {
  /** The built site, normally dist/client. */
  root: string
  /** 0 picks a free port (tests). */
  port: number
  host: string
  functionsDir: string
  /** Variables the functions see, added to process.env until close(): they run in this process. */
  env?: Record<string, string | undefined>
  /** Defaults to the project's netlify.toml. */
  netlifyToml?: string
  /**
   * Where Netlify Blobs keeps its stores (the enquiries): npm start's .netlify/blobs by default.
   * Not used when env gives NETLIFY_BLOBS_CONTEXT (a test pointing at a store that is down).
   */
  blobsDir?: string
  /** Run scheduled functions on their schedule (default true). */
  schedules?: boolean
  /**
   * Paths passed on, as they are, to another local server: `{ '/api/v1': 'http://127.0.0.1:8081' }`
   * serves Decap's local backend on the site's own address (scripts/serve.ts).
   */
  proxy?: Record<string, string>
  /**
   * Serve HTTPS with this key and certificate (tooling/tls-certificate.ts makes a throwaway one),
   * speaking HTTP/2 to a browser that offers it, as Netlify's CDN does, and HTTP/1.1 otherwise.
   */
  tls?: { key: Buffer | string; cert: Buffer | string }
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

export async function startServer({
  root,
  port,
  host,
  functionsDir,
  env = {},
  netlifyToml = join(projectRoot, 'netlify.toml'),
  blobsDir = join(projectRoot, '.netlify', 'blobs'),
  schedules = true,
  proxy = {},
  tls,
}: StartServerOptions): Promise<RunningServer> {
  const config = withRedirectsFile(readNetlifyConfig(netlifyToml), resolve(root))
  // The functions of every server in this process read process.env. What those of a server already
  // running still do after their reply (a delivery, its record in the store) finishes under the
  // settings it began with before this server's replace them: a test's site with the store and the
  // mail server down otherwise sent the previous test's delivery into them, retrying until its claim
  // ran out (a minute), and closing that site waited for it (tests/e2e/bn-forms.test.ts, twice).
  await settleBackgroundWork()
  const blobs: LocalBlobs | undefined = env.NETLIFY_BLOBS_CONTEXT === undefined ? await startLocalBlobs(blobsDir) : undefined
  // The local server always says it is local; the store is its own unless env names another.
  const restoreEnv = applyEnv({ ...env, NETLIFY_DEV: 'true', ...(blobs && { NETLIFY_BLOBS_CONTEXT: blobs.context }) })
  const loadFunction = importFunctionFrom(functionsDir)
  const handler = createNetlifyHandler({ config: () => config, root: resolve(root), loadFunction })
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const target = Object.entries(proxy).find(([path]) => req.url === path || req.url?.startsWith(`${path}?`))?.[1]
    if (target) passOn(req, res, target)
    else void handler(req, res)
  }
  // Node's HTTP/2 compatibility API gives the handler the request and response it knows.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener as never) : createServer(listener)
  // A browser's HTTP/2 connection is never idle while it lives: close() ends each one itself.
  const sessions = new Set<ServerHttp2Session>()
  if (tls) {
    server.on('session', (session: ServerHttp2Session) => {
      sessions.add(session)
      session.once('close', () => sessions.delete(session))
    })
  }

  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen)
      server.listen(port, host, () => resolveListen())
    })
  } catch (error) {
    restoreEnv()
    await blobs?.close()
    throw error
  }
  const stopScheduler = schedules
    ? startScheduler(functionsDir, async (name) => {
        const module = await loadFunction(name)
        await module?.default(new Request(`http://${host}/.netlify/functions/${name}`, { method: 'POST', body: '{}' }), undefined as never)
      })
    : async () => undefined

  const address = server.address() as AddressInfo
  return {
    url: `${tls ? 'https' : 'http'}://${displayHost(host)}:${address.port}`,
    close: async () => {
      const rounds = stopScheduler()
      await new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => {
          if (error) rejectClose(error)
          else resolveClose()
        })
        // Browsers keep connections open; close the idle ones now and the rest soon after.
        if (tls) {
          for (const session of sessions) session.close()
          setTimeout(() => sessions.forEach((session) => session.destroy()), 2000).unref()
        } else {
          const http1 = server as ReturnType<typeof createServer>
          http1.closeIdleConnections()
          setTimeout(() => http1.closeAllConnections(), 2000).unref()
        }
      }).finally(async () => {
        // E-mails still going out after their reply, and a delivery round, finish before the store
        // and settings go (each send within its deadline, each store call within its own).
        await Promise.all([rounds, settleBackgroundWork()])
        await blobs?.close()
        restoreEnv()
      })
    },
  }
}

/**
 * Loads functions/<name>.ts once, as a warm Netlify function instance stays loaded; tsx (npm start)
 * and Vitest both compile TypeScript on import. (Node caches the module itself, but each import()
 * still goes through the loader's resolve hooks, which cost a tenth of the server's time under load.)
 * A name with no function file is looked up again next time.
 */
function importFunctionFrom(functionsDir: string): LoadFunction {
  const loaded = new Map<string, Promise<FunctionModule>>()
  return async (name) => {
    let module = loaded.get(name)
    if (!module) {
      const file = findFunctionFile(functionsDir, name)
      if (!file) return null
      module = import(pathToFileURL(file).href) as Promise<FunctionModule>
      loaded.set(name, module)
      // A module that fails to load (a syntax error being fixed) is tried again on the next request.
      module.catch(() => loaded.delete(name))
    }
    return module
  }
}

/** The request sent on to `target` (same path), and its answer back. */
function passOn(req: IncomingMessage, res: ServerResponse, target: string): void {
  const url = new URL(req.url ?? '/', target)
  // The Host the browser asked for goes along: the editor's backend refuses any but this machine's (tooling/decap-server.ts).
  const outgoing = request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-host': String(req.headers.host ?? req.headers[':authority'] ?? '') } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  outgoing.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(`${target} did not answer: ${error.message}`)
  })
  req.pipe(outgoing)
}

function applyEnv(env: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  set(env)
  return () => set(previous)
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}
