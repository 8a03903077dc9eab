// A few tabs that a file's concurrent tests (it.concurrent) take turns with: a route's check
// spends much of its time waiting (for the network to go quiet, for a page's idle work, for
// Chromium's renderer), time in which another tab loads and checks another route. Each tab is
// opened once, as openPage opens one, and lent to one test at a time; the pool closes them after
// the file. Three tabs keep a worker's share of two cores busy without starving the other worker.
import { afterAll } from 'vitest'
import { openPage, type OpenedPage, type PageOptions } from './chromium'
import type { E2E } from './index'

interface TabPool {
  /**
   * Runs `check` with a tab of its own for as long as it runs; the tab goes back to the pool after,
   * or is closed with `fresh` (a check that needs a new context, as a first visit does).
   */
  use<T>(check: (tab: OpenedPage) => Promise<T>, options?: { fresh?: boolean }): Promise<T>
}

export const POOL_SIZE = 3

/**
 * A pool of at most `size` tabs on `e2e`'s browser and site (useE2E's, or a file's own) opened with `options`; `prepare` runs once on each new tab (a
 * clock installed, say). A tab whose check failed is closed, not lent again: nothing it was left
 * with carries over to another test. Its contexts are closed after the file, not after each test
 * as e2e.open's are (whose afterEach would close a concurrent test's page too).
 */
export function useTabPool(
  e2e: Pick<E2E, 'browser' | 'site'>,
  options: PageOptions = {},
  prepare?: (tab: OpenedPage) => Promise<void>,
  size = POOL_SIZE,
): TabPool {
  const idle: OpenedPage[] = []
  const every = new Set<OpenedPage>()
  const waiting: ((tab: OpenedPage | undefined) => void)[] = []
  let opening = 0

  afterAll(async () => {
    await Promise.all([...every].map(({ context }) => context.close().catch(() => undefined)))
  })

  const take = async (): Promise<OpenedPage> => {
    const free = idle.pop()
    if (free) return free
    if (every.size + opening < size) {
      opening += 1
      try {
        const tab = await openPage(e2e.browser, e2e.site.url, options)
        await prepare?.(tab)
        every.add(tab)
        return tab
      } finally {
        opening -= 1
      }
    }
    // All lent: the next one given back (or room for a new one, should a failed tab be closed).
    return (await new Promise<OpenedPage | undefined>((resolve) => waiting.push(resolve))) ?? take()
  }
  const give = (tab: OpenedPage | undefined) => {
    const next = waiting.shift()
    if (next) next(tab)
    else if (tab) idle.push(tab)
  }

  return {
    async use(check, { fresh = false } = {}) {
      const tab = await take()
      let kept = false
      try {
        const result = await check(tab)
        kept = !fresh
        return result
      } finally {
        if (kept) give(tab)
        else {
          every.delete(tab)
          await tab.context.close().catch(() => undefined)
          give(undefined)
        }
      }
    },
  }
}
