// A stand-in for GitHub's API on 127.0.0.1 (GITHUB_API_URL), so the enquiries function's access
// check is tested without the network: it knows some tokens (whose login, and whether they may
// push to the repository), answers GET /user and GET /repos/{owner}/{repo} as GitHub does (401
// for an unknown token, 404 for a repository the token cannot see), and can be slow.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface FakeGitHub {
  /** http://127.0.0.1:<port>, for GITHUB_API_URL. */
  url: string
  /** The paths asked, in order. */
  asked: string[]
  /** Makes a token known: its login, and its permission on the repository (none: cannot see it). */
  addToken(token: string, login: string, permission: 'push' | 'pull' | 'none'): void
  /** Waits this long before each answer (a slow GitHub). */
  setDelay(ms: number): void
  close(): Promise<void>
}

export async function startFakeGitHub(repo: string): Promise<FakeGitHub> {
  const tokens = new Map<string, { login: string; permission: 'push' | 'pull' | 'none' }>()
  const asked: string[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  let delayMs = 0

  function reply(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? ''
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    const known = token ? tokens.get(token) : undefined
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(body))
    }
    if (!known) return json(401, { message: 'Bad credentials' })
    if (path === '/user') return json(200, { login: known.login, id: 1 })
    if (path === `/repos/${repo}`) {
      if (known.permission === 'none') return json(404, { message: 'Not Found' })
      return json(200, { full_name: repo, permissions: { admin: false, push: known.permission === 'push', pull: true } })
    }
    return json(404, { message: 'Not Found' })
  }

  const server = createServer((req, res) => {
    asked.push(req.url ?? '')
    if (delayMs <= 0) return reply(req, res)
    const timer = setTimeout(() => {
      timers.delete(timer)
      reply(req, res)
    }, delayMs)
    timers.add(timer)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    addToken: (token, login, permission) => void tokens.set(token, { login, permission }),
    setDelay: (ms) => void (delayMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
