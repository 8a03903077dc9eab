// One build of the site with a reCAPTCHA site key (as the live site has), shared by the test
// files that need it (privacy.test.ts, recaptcha.test.ts), which may run at the same time: the
// first to ask builds it into dist/variants/site-key while holding a lock folder, the others wait
// for it. A build is reused while it is newer than dist/client (the build `npm test` just made).
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DIST_CLIENT, PROJECT_ROOT } from './site'

/** The site key the shared build carries (any text: the tests fake Google's widget or block it). */
export const TEST_SITE_KEY = 'test-site-key'

const VARIANT = 'dist/variants/site-key'
const DONE = join(PROJECT_ROOT, VARIANT, 'built')
const LOCK = join(PROJECT_ROOT, 'dist/variants/site-key.lock')

const current = () => existsSync(DONE) && statSync(DONE).mtimeMs > statSync(join(DIST_CLIENT, 'index.html')).mtimeMs

/** The folder of the shared build's pages, built first if needed. */
export async function siteKeyBuild(): Promise<string> {
  const client = join(PROJECT_ROOT, VARIANT, 'client')
  const deadline = Date.now() + 300_000
  for (;;) {
    if (current()) return client
    try {
      mkdirSync(join(PROJECT_ROOT, 'dist/variants'), { recursive: true })
      mkdirSync(LOCK)
    } catch {
      // Another test file is building it: wait, unless its lock is stale (a run that was killed).
      if (Date.now() > deadline) throw new Error(`Waited 5 minutes for the site-key build (remove ${LOCK} if no test is running)`)
      await new Promise((resolve) => setTimeout(resolve, 500))
      continue
    }
    try {
      if (current()) return client
      rmSync(join(PROJECT_ROOT, VARIANT), { recursive: true, force: true })
      await promisify(execFile)('npx', ['vike', 'build'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, BUILD_OUT_DIR: VARIANT, RECAPTCHA_SITE_KEY: TEST_SITE_KEY },
        maxBuffer: 32 * 1024 * 1024,
      })
      mkdirSync(DONE)
      return client
    } finally {
      rmSync(LOCK, { recursive: true, force: true })
    }
  }
}
