// Decap's local backend, decap-server: the editor at /admin/ reads and writes the files of a
// folder through it, with no login. `npm start` runs it on the working tree (scripts/serve.ts);
// the editor's browser tests run it on a scratch copy of the repository. It listens on
// 127.0.0.1 only, on a free port, and is stopped with the site.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

export interface RunningDecapServer {
  /** http://127.0.0.1:<port>: the API is at /api/v1. */
  url: string
  close(): Promise<void>
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Starts decap-server on `repo` (a folder; MODE fs writes the files there as they are saved, as
 * a member of staff would by hand: the working tree's git shows the change).
 */
export async function startDecapServer(repo: string, host = '127.0.0.1'): Promise<RunningDecapServer> {
  const port = await freePort(host)
  const script = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const child = spawn(process.execPath, [script], {
    cwd: repo,
    env: { PATH: process.env.PATH, PORT: String(port), BIND_HOST: host, GIT_REPO_DIRECTORY: repo, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://${host}:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  for (let waited = 0; !(await answers(url)); waited += 100) {
    if (child.exitCode !== null || waited > 20_000) {
      await close()
      throw new Error(`decap-server did not start on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, close }
}
