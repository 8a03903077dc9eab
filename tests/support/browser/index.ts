// One server per test file and one Chromium per worker (worker-browser.ts); each test's page is
// a tab of its own, new or another test's made new again (reused-tabs.ts).
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { OpenedPage, PageOptions } from './chromium'
import { tabShelf } from './reused-tabs'
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
  /**
   * A page of the test's own, in a context of its own: a new one, or one an earlier test of the
   * file opened with the same options, emptied of its storage and cookies (reused-tabs.ts). It is
   * closed, or made ready for the next test, after the test.
   */
  open(options?: PageOptions): Promise<OpenedPage>
  /** A full URL on the test server. */
  url(path: string): string
}

export function useE2E(): E2E {
  let site: TestSite | undefined
  let browser: Browser | undefined
  const opened: OpenedPage[] = []
  const shelf = tabShelf()

  beforeAll(async () => {
    assertBuilt()
    // Both at once; either kept (and closed after the file) should the other fail.
    const [started, launched] = await Promise.allSettled([startSite(), workerBrowser()])
    if (started.status === 'fulfilled') site = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason
  })

  afterEach(async ({ task }) => {
    const passed = task.result?.state !== 'fail'
    await Promise.all(opened.splice(0).map((page) => shelf.giveBack(page, passed)))
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
      const result = await shelf.take(e2e.browser, e2e.site.url, options)
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
