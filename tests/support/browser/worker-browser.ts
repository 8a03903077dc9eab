// One Chromium per vitest worker, shared by the browser test files the worker runs one after
// another (the e2e project runs them in one process, isolate: false): a launch costs a second or
// more of a loaded machine's time, once per file before. Each file still works in contexts of its
// own (no cookie, storage or cache shared) and closes them all when it ends (closeContexts). Kept
// on globalThis, not in this module, so that a module evaluated again still finds it; Playwright
// ends it when the worker's process exits (and Chromium ends itself when its pipe to Node closes).
import type { Browser } from 'playwright-core'
import { launchBrowser } from './chromium'

const SHARED = Symbol.for('tests.support.browser.workerBrowser')
type Holder = { [SHARED]?: Promise<Browser> }

/** The worker's Chromium, launched on first use, and again should it have crashed or been closed. */
export async function workerBrowser(): Promise<Browser> {
  const holder = globalThis as Holder
  const running = await holder[SHARED]?.catch(() => undefined)
  if (running?.isConnected()) return running
  const launching = launchBrowser()
  holder[SHARED] = launching
  return launching
}

/** Closes every context open in the browser: what a test file leaves open ends with it. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)))
}
