import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NetlifyConfig } from './config.js'
import { functionNameFor, invokeFunction, type LoadFunction } from './functions.js'
import { compileHeaderRules } from './headers.js'
import { installNetlifyGlobal } from './netlify-global.js'
import { createRateLimiter } from './rate-limit.js'
import { compileRedirectRules } from './redirects.js'
import { resolveStaticFile, sendFile, slashRedirect } from './static-files.js'

export interface NetlifyHandlerOptions {
  /** Read on every request, so the dev server can pick up an edited netlify.toml. */
  config: () => NetlifyConfig
  /**
   * The built site (dist/client). Without it (the Vite dev server) pages come from `next()`,
   * and since any path may be a page there, only forced redirects apply.
   */
  root?: string
  loadFunction: LoadFunction
  /** Header names left out, e.g. the CSP under the Vite dev client. */
  omitHeaders?: readonly string[]
}

/** A Node / Connect request handler; `next` is called for what it leaves to the dev server. */
export type NetlifyHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => Promise<void>

/**
 * Serves a request the way Netlify serves a deploy, in Netlify's order: functions, then
 * redirects and rewrites (shadowed by existing files unless forced), then static files (a
 * folder's page asked for without its trailing slash is redirected to it), then 404.html.
 * Custom headers apply to everything except function responses; the answers the server makes
 * itself at a function's path (404, 429, 413, 500) carry them too.
 */
export function createNetlifyHandler({ config, root, loadFunction, omitHeaders = [] }: NetlifyHandlerOptions): NetlifyHandler {
  installNetlifyGlobal()
  const limiter = createRateLimiter()
  const rules = memoizeRules(config, omitHeaders)

  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = requestUrl(req)
    const { headersFor, findRedirect } = rules()

    const headers = headersFor(url.pathname)
    const name = functionNameFor(url.pathname)
    if (name) return invokeFunction(req, res, { name, url, load: loadFunction, limiter, rewrite: (to) => rewrite(to, 200), headers })

    const fileExists = root ? (pathname: string) => resolveStaticFile(root, pathname) !== null : () => true
    const redirect = findRedirect(url, fileExists)
    if (redirect && redirect.rule.status >= 300 && redirect.rule.status < 400) {
      res.writeHead(redirect.rule.status, { ...headers, Location: redirect.target }).end()
      return
    }
    if (redirect) return rewrite(redirect.target, redirect.rule.status)
    if (!root) return passOn()
    // A folder's page asked for without its slash: Netlify answers 301 to the slash form.
    const withSlash = slashRedirect(root, url)
    if (withSlash) {
      res.writeHead(301, { ...headers, Location: withSlash }).end()
      return
    }
    return serveFile(root, url.pathname, 200)

    async function rewrite(to: string, status: number): Promise<void> {
      const target = new URL(to, url)
      if (target.origin !== url.origin) {
        res
          .writeHead(502, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Proxying to ${target.origin} is not supported by the local server.\n`)
        return
      }
      const name = functionNameFor(target.pathname)
      if (name)
        return invokeFunction(req, res, { name, url, load: loadFunction, limiter, rewrite: (to) => rewrite(to, 200), headers: headersFor(target.pathname) })
      if (!root) {
        // Vite renders the target; it sets its own status, so a 404 rewrite shows as 200 in dev.
        req.url = target.pathname + target.search
        return passOn()
      }
      return serveFile(root, target.pathname, status)
    }

    function serveFile(site: string, pathname: string, status: number): void {
      const file = resolveStaticFile(site, pathname)
      if (file && req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end()
        return
      }
      if (file) return sendFile(req, res, file, { status, headers })
      const notFoundPage = resolveStaticFile(site, '/404.html')
      if (notFoundPage) return sendFile(req, res, notFoundPage, { status: 404, headers })
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
    }

    function passOn(): void {
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value)
      if (next) return next()
      res.writeHead(404).end()
    }
  }

  return async (req, res, next) => {
    try {
      await handle(req, res, next)
    } catch (error) {
      console.error(`[local-netlify] ${req.method} ${req.url}:`, error)
      if (res.headersSent) res.destroy(error as Error)
      else {
        const headers = rules().headersFor(requestUrl(req).pathname)
        res.writeHead(500, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Internal server error' }))
      }
    }
  }
}

/**
 * The request's URL. The path is parsed on its own first so `//other.host/x` stays a path, and
 * a malformed Host header is ignored rather than failing the request.
 */
function requestUrl(req: IncomingMessage): URL {
  const url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`)
  // HTTP/2 names the host in its :authority pseudo-header.
  const host = req.headers.host ?? req.headers[':authority']
  if (typeof host === 'string') url.host = host
  return url
}

/** Compiles the rules once per configuration object rather than on every request. */
function memoizeRules(config: () => NetlifyConfig, omitHeaders: readonly string[]) {
  let source: NetlifyConfig | undefined
  let compiled: { headersFor: ReturnType<typeof compileHeaderRules>; findRedirect: ReturnType<typeof compileRedirectRules> } | undefined
  return () => {
    const current = config()
    if (current !== source || !compiled) {
      source = current
      compiled = { headersFor: compileHeaderRules(current.headers, omitHeaders), findRedirect: compileRedirectRules(current.redirects) }
    }
    return compiled
  }
}
