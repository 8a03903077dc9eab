// The page a test opens is, where it can be, a tab an earlier test of the same file opened with
// the same options, made a new visitor's again: its storage and cookies emptied, its listeners
// and viewport as openPage left them, the mouse where a new tab has it. A new tab costs Chromium a
// renderer of its own whose caches start cold (stylesheets parsed, fonts decoded, scripts compiled
// again): about 0.4 CPU-s of the 1.5 a page load costs (docs/performance.md, "Test time").
//
// What a tab cannot be given back from is noticed, and such a tab is closed after its test
// instead: a script, binding, clock, route, DevTools session, permission or page of the test's
// own, a test that failed. A test that watches the page's requests still sees every one: Chromium
// reports those answered from its cache too (tests/e2e/reused-tabs.test.ts). Options for a first
// visit or a first paint (no stored cookie choice, stylesheets not awaited, the page's fade) always
// get a new tab, whose caches are empty.
import type { Browser, CDPSession } from 'playwright-core'
import { DESKTOP, forgetVisit, openPage, type OpenedPage, type PageOptions } from './chromium'

/** What a test may do that no reset undoes, to its page or its context: its page is closed after it. */
const EITHER_ONCE_ONLY = ['addInitScript', 'exposeFunction', 'exposeBinding', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders'] as const
const PAGE_ONCE_ONLY = [...EITHER_ONCE_ONLY, 'emulateMedia'] as const
const CONTEXT_ONCE_ONLY = [...EITHER_ONCE_ONLY, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'newCDPSession', 'newPage'] as const
const CLOCK = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const

interface Shelved {
  opened: OpenedPage
  key: string
  /** The tab can be given to another test (nothing was done to it that no reset undoes). */
  clean: boolean
  cdp: CDPSession
  origins: Set<string>
  /** The listeners openPage put on the page and its context: the others are a test's. */
  own: { page: Map<string | symbol, unknown[]>; context: Map<string | symbol, unknown[]> }
}

/** Playwright's pages and contexts are event emitters as Node's, which its types do not say all of. */
interface Emitter {
  eventNames(): (string | symbol)[]
  rawListeners(name: string | symbol): unknown[]
  removeListener(name: string | symbol, listener: unknown): unknown
}

const listenersOf = (emitter: Emitter) => new Map(emitter.eventNames().map((name) => [name, emitter.rawListeners(name)]))

function removeAddedListeners(emitter: Emitter, own: Map<string | symbol, unknown[]>): void {
  for (const name of emitter.eventNames()) {
    const kept = own.get(name) ?? []
    for (const listener of emitter.rawListeners(name)) if (!kept.includes(listener)) emitter.removeListener(name, listener)
  }
}

/** Whether tabs opened with these options may be shared: not a first visit or a first paint. */
const reusable = (options: PageOptions) => options.consent !== null && options.awaitStylesheets !== false && options.pageFade !== true

/** The options as a key: the same options in any order give the same key. */
const keyOf = (options: PageOptions) =>
  JSON.stringify(options, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  )

export interface TabShelf {
  /** A page for a test: a tab given back with the same options, made new again, or a new one. */
  take(browser: Browser, baseURL: string, options?: PageOptions): Promise<OpenedPage>
  /** After the test: the tab made ready for the next test, or closed. */
  giveBack(opened: OpenedPage, testPassed: boolean): Promise<void>
}

export function tabShelf(): TabShelf {
  const idle: Shelved[] = []
  const lent = new Map<OpenedPage, Shelved>()
  const fresh = new Set<OpenedPage>()

  const watchFor = (shelved: Shelved) => {
    const { page, context } = shelved.opened
    const spoil = (target: object, names: readonly string[]) => {
      for (const name of names) {
        const original = (target as Record<string, unknown>)[name]
        if (typeof original !== 'function') continue
        ;(target as Record<string, unknown>)[name] = (...args: unknown[]) => {
          shelved.clean = false
          return (original as (...a: unknown[]) => unknown).apply(target, args)
        }
      }
    }
    spoil(page, PAGE_ONCE_ONLY)
    spoil(context, CONTEXT_ONCE_ONLY)
    spoil(page.clock, CLOCK)
    if (context.clock !== page.clock) spoil(context.clock, CLOCK)
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url())
      if (origin.startsWith('http')) shelved.origins.add(origin)
    })
  }

  const close = async (opened: OpenedPage) => {
    await opened.context.close().catch(() => undefined)
  }

  /** The tab as a new one: false when it could not be made so (then it is closed). */
  const reset = async (shelved: Shelved): Promise<boolean> => {
    const { page, context } = shelved.opened
    if (page.isClosed() || context.pages().length !== 1) return false
    removeAddedListeners(page as unknown as Emitter, shelved.own.page)
    removeAddedListeners(context as unknown as Emitter, shelved.own.context)
    // Session storage belongs to the tab: emptied in the page that holds it, before leaving it.
    await forgetVisit(page)
    await page.goto('about:blank')
    // What else the pages of the test stored (IndexedDB, caches…), at each address it went to.
    for (const origin of shelved.origins) await shelved.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    shelved.origins.clear()
    const viewport = JSON.parse(shelved.key).viewport ?? DESKTOP
    const now = page.viewportSize()
    if (now?.width !== viewport.width || now?.height !== viewport.height) await page.setViewportSize(viewport)
    // Where a new tab's pointer is: at the top left corner.
    await page.mouse.move(0, 0)
    shelved.opened.problems.length = 0
    shelved.opened.blocked.length = 0
    return true
  }

  return {
    async take(browser, baseURL, options = {}) {
      if (!reusable(options)) {
        const opened = await openPage(browser, baseURL, options)
        fresh.add(opened)
        return opened
      }
      const key = keyOf(options)
      const at = idle.findIndex((shelved) => shelved.key === key && shelved.opened.context.browser() === browser)
      if (at >= 0) {
        const [shelved] = idle.splice(at, 1)
        lent.set(shelved!.opened, shelved!)
        return shelved!.opened
      }
      const opened = await openPage(browser, baseURL, options)
      const cdp = await opened.context.newCDPSession(opened.page)
      const shelved: Shelved = { opened, key, clean: true, cdp, origins: new Set(), own: { page: new Map(), context: new Map() } }
      watchFor(shelved)
      // The listeners there are now (openPage's and the shelf's own) stay; the others are a test's.
      shelved.own = { page: listenersOf(opened.page as unknown as Emitter), context: listenersOf(opened.context as unknown as Emitter) }
      lent.set(opened, shelved)
      return opened
    },
    async giveBack(opened, testPassed) {
      if (fresh.delete(opened)) return close(opened)
      const shelved = lent.get(opened)
      if (!shelved) return
      lent.delete(opened)
      const ready = testPassed && shelved.clean && (await reset(shelved).catch(() => false))
      if (ready) idle.push(shelved)
      else await close(opened)
    },
  }
}
