// The built site, served in-process by scripts/serve.ts exactly as `npm start` serves it
// (netlify.toml headers, redirects and 404s, the functions in functions/), on 127.0.0.1 only.
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { onTestFinished, TestRunner } from 'vitest'
import { startServer, type RunningServer } from '../../../tooling/local-netlify/server'
import { FUNCTION_SETTINGS } from '../settings'

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
// E2E_SITE_DIR tests another build (e.g. one made with BUILD_OUT_DIR) instead of dist/client.
export const DIST_CLIENT = process.env.E2E_SITE_DIR ? resolve(PROJECT_ROOT, process.env.E2E_SITE_DIR) : join(PROJECT_ROOT, 'dist', 'client')
export const FUNCTIONS_DIR = join(PROJECT_ROOT, 'functions')

/** Throws the message a developer needs when the site has not been built. */
export function assertBuilt(): void {
  if (!existsSync(join(DIST_CLIENT, 'index.html'))) {
    throw new Error(`No built site: ${join(DIST_CLIENT, 'index.html')} is missing. Run \`npm run build\` first (or \`npx vike build\`).`)
  }
}

/**
 * Every prerendered page at its served address, from the files in dist/client: `index.html` →
 * `/`, `umrah/october-2025/index.html` → `/umrah/october-2025/`. 404.html is not a route, and
 * neither is the staff's editor, /admin/ (tests/e2e/editor.test.ts).
 */
export function builtRoutes(): string[] {
  assertBuilt()
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'admin') walk(path)
      } else if (entry.name === 'index.html') {
        const folder = relative(DIST_CLIENT, dir).split(sep).join('/')
        routes.push(folder ? `/${folder}/` : '/')
      }
    }
  }
  walk(DIST_CLIENT)
  return routes.sort()
}

export interface TestSite {
  /** http://127.0.0.1:<port> */
  url: string
  /** The folder the functions write their .eml files to (fresh per site). */
  outbox: string
  close(): Promise<void>
}

/**
 * Starts the site on a free port of 127.0.0.1 with a fresh outbox. `env` is applied on top (e.g.
 * SMTP_URL for the mail-server-down case); `root` serves another build (e.g. one with a site key). The functions run in this process and read
 * process.env, so sites must be closed in the reverse order they were started.
 */
export async function startSite(env: Record<string, string | undefined> = {}, root = DIST_CLIENT): Promise<TestSite> {
  if (root === DIST_CLIENT) assertBuilt()
  const outbox = await mkdtemp(join(tmpdir(), 'e2e-outbox-'))
  // Its own enquiry store, never the project's .netlify/blobs.
  const blobsDir = await mkdtemp(join(tmpdir(), 'e2e-blobs-'))
  // No real SMTP, no reCAPTCHA keys, not "production": nothing leaks in from the shell.
  const cleared = Object.fromEntries(FUNCTION_SETTINGS.map((key) => [key, undefined]))
  let server: RunningServer
  try {
    server = await startServer({
      root,
      port: 0,
      host: '127.0.0.1',
      functionsDir: FUNCTIONS_DIR,
      env: { ...cleared, NODE_ENV: 'test', OUTBOX_DIR: outbox, ...env },
      blobsDir,
      // The tests run the scheduled delivery themselves, when they choose.
      schedules: false,
    })
  } catch (error) {
    await rm(outbox, { recursive: true, force: true })
    await rm(blobsDir, { recursive: true, force: true })
    throw error
  }
  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      await server.close()
      await rm(outbox, { recursive: true, force: true })
      await rm(blobsDir, { recursive: true, force: true })
    })())
  // Started by a test: closed when the test ends, even one that timed out while its body still
  // waits on the site, whose settings in process.env would otherwise reach the next test's functions.
  if (TestRunner.getCurrentTest()) onTestFinished(close)
  return { url: server.url, outbox, close }
}
