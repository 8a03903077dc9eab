import { createReadStream, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { contentTypeFor } from './content-types.js'

/**
 * Maps a URL path to a file under `root`, or null. Like Netlify: `/contact/` serves
 * `contact/index.html` (and `/contact` is redirected there first, see slashRedirect), `/about`
 * may also be `about.html`.
 *
 * Never leaves `root`: the path is decoded once (so `%2e%2e%2f` is caught too), and any segment
 * starting with a dot is refused, which covers `..` and keeps build leftovers such as
 * `.vite/manifest.json` private, as Netlify's deploy does (only `.well-known` is public).
 */
export function resolveStaticFile(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return null
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null

  const base = resolve(root)
  const absolute = resolve(base, `.${decoded}`)
  if (absolute !== base && !absolute.startsWith(base + sep)) return null

  const candidates = decoded.endsWith('/') ? [join(absolute, 'index.html')] : [absolute, join(absolute, 'index.html'), `${absolute}.html`]
  return candidates.find(isFile) ?? null
}

/**
 * Where Netlify sends a request for a folder's page without its trailing slash: `/contact` →
 * `/contact/` (301) when `contact/index.html` exists and no file `contact` or `contact.html`
 * does. Null when the path is served as it is. The query string is kept.
 */
export function slashRedirect(root: string, url: URL): string | null {
  const { pathname } = url
  if (pathname.endsWith('/')) return null
  const file = resolveStaticFile(root, pathname)
  if (!file || !file.endsWith(`${sep}index.html`)) return null
  // `/contact/index.html` asked for by name is a file, not a folder's page.
  if (resolveStaticFile(root, `${pathname}/`) !== file) return null
  return `${pathname}/${url.search}`
}

function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    // ENOTDIR: a path that goes on past a file (`/robots.txt/`, `/contact/index.html/`).
    return false
  }
}

interface SendFileOptions {
  status?: number
  /** Custom headers from netlify.toml; they override the defaults set here. */
  headers?: Record<string, string>
}

/** Text and SVG are compressed on the way out, as Netlify's CDN does; images and fonts are already compressed. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml)/

/** Brotli when the browser takes it, else gzip, else none: the encoding Netlify would answer with. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return undefined
}

/** Brotli as this server (and so the budgets, tests/budgets.test.ts) sends a text file: quality 5, Netlify's level for files compressed on the fly. */
export function brotli(data: Buffer | string): Buffer {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
}

/** Each file compressed once per version (its ETag), so a page served a thousand times costs one compression. */
const compressed = new Map<string, Buffer>()

function compressedBody(file: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding} ${file} ${etag}`
  let body = compressed.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body = encoding === 'br' ? brotli(raw) : gzipSync(raw, { level: 6 })
    if (compressed.size > 2000) compressed.clear()
    compressed.set(key, body)
  }
  return body
}

/** Answers GET and HEAD with a file, with an ETag so reloads can get a 304, compressed when it is text. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, { status = 200, headers = {} }: SendFileOptions = {}): void {
  const stats = statSync(file)
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  const type = contentTypeFor(file)
  res.setHeader('Content-Type', type)
  // Netlify's default for files without a custom Cache-Control: always revalidate.
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', stats.mtime.toUTCString())
  const compressible = COMPRESSIBLE.test(type)
  if (compressible) res.setHeader('Vary', 'Accept-Encoding')
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)

  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end()
    return
  }
  const encoding = compressible && stats.size > 0 ? encodingFor(req) : undefined
  if (encoding) {
    const body = compressedBody(file, etag, encoding)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.writeHead(status)
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.setHeader('Content-Length', stats.size)
  res.writeHead(status)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file)
    .on('error', (error) => res.destroy(error))
    .pipe(res)
}
