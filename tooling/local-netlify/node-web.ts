import type { IncomingMessage, ServerResponse } from 'node:http'

/** Netlify refuses synchronous function requests with bodies over 6 MB; so does the local server. */
export const maxFunctionBodyBytes = 6 * 1024 * 1024

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body is larger than ${maxFunctionBodyBytes} bytes`)
  }
}

/** The visitor's address as Netlify reports it: IPv4 without the `::ffff:` prefix Node adds. */
export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}

/**
 * Converts a Node request into the web Request a Netlify function receives. The body is
 * buffered (functions here take small JSON posts) with Netlify's size cap. The client address
 * goes in `x-nf-client-connection-ip`, replacing any value the client sent, so it cannot be
 * forged to dodge the rate limit.
 */
export async function toWebRequest(req: IncomingMessage, url: URL, ip: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  headers.set('x-nf-client-connection-ip', ip)

  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(url, { method, headers, body })
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxFunctionBodyBytes) throw new BodyTooLargeError()
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/** Writes a web Response (status, every header including repeated Set-Cookie, body) to Node. */
export async function sendWebResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, response.statusText, headers)

  if (isHead || !response.body) {
    res.end()
    return
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk)
  res.end()
}
