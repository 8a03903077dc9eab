// One server per test file and one Chromium per worker (worker-browser.ts), a fresh browser
// context per test.
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { openPage, type OpenedPage, type PageOptions } from './chromium'
import { assertBuilt, startSite, type TestSite } from './site'
import { closeContexts, workerBrowser } from './worker-browser'

export * from './chromium'
export * from './outbox'
export * from './platform-fonts'
export * from './resize'
export * from './site'
export * from './tab-pool'
export * from './worker-browser'

export interface E2E {
  readonly site: TestSite
  readonly browser: Browser
  /** Opens a page in a new context; the context is closed after the test. */
  open(options?: PageOptions): Promise<OpenedPage>
  /** A full URL on the test server. */
  url(path: string): string
}

export function useE2E(): E2E {
  let site: TestSite | undefined
  let browser: Browser | undefined
  const opened: OpenedPage[] = []

  beforeAll(async () => {
    assertBuilt()
    // Both at once; either kept (and closed after the file) should the other fail.
    const [started, launched] = await Promise.allSettled([startSite(), workerBrowser()])
    if (started.status === 'fulfilled') site = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason
  })

  afterEach(async () => {
    await Promise.all(opened.splice(0).map(({ context }) => context.close().catch(() => undefined)))
  })

  afterAll(async () => {
    // The browser stays for the worker's next file; nothing this file opened in it does.
    if (browser) await closeContexts(browser)
    await site?.close()
  })

  const e2e: E2E = {
    get site() {
      if (!site) throw new Error('The test site is not running (beforeAll failed?)')
      return site
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running (beforeAll failed?)')
      return browser
    },
    async open(options) {
      const result = await openPage(e2e.browser, e2e.site.url, options)
      opened.push(result)
      return result
    },
    url: (path) => e2e.site.url + path,
  }
  return e2e
}
export * from './enquiry-form'
export * from './axe'
export * from './a11y-suite'
