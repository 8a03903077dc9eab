// The system's Chromium driven by playwright-core (tooling/chromium.ts finds it). No request
// leaves the machine: the host resolver knows no host but localhost, and everything not for the
// loopback address goes to a proxy on 127.0.0.1's discard port, where nothing listens (this also
// stops a request to a bare IP address, which needs no resolver). Chromium itself does this, so
// the tests do not intercept every request of every page (which costs each request a round trip
// to Node); a page's requests to other hosts are only recorded.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page, type Response } from 'playwright-core'
import { inject } from 'vitest'

/** The Chromium the e2e project's global setup found or installed (tooling/chromium.ts). */
export function chromiumPath(): string {
  return inject('chromiumPath')
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  // Loopback addresses bypass a proxy by default; everything else is refused at 127.0.0.1:9.
  '--proxy-server=http://127.0.0.1:9',
  // Text laid out as a desktop Chromium on Linux lays it out (fontconfig's slight hinting, fractional
  // advances): the headless shell's own default, full hinting, rounds every advance of a web font or
  // a sized local() face to whole pixels, which widens text by up to 3 %.
  '--font-render-hinting=slight',
]

export const DESKTOP = { width: 1440, height: 900 } as const
export const PHONE = { width: 375, height: 812 } as const

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

export function isLocalUrl(url: string | URL): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === '127.0.0.1' || hostname === 'localhost'
}

export interface PageOptions extends BrowserContextOptions {
  /**
   * The cookie choice already stored when the page opens, so the banner stays away and cannot
   * cover what a test clicks. `null`: nothing stored (a first visit; the banner will show).
   */
  consent?: 'all' | 'essential' | null
  /**
   * Whether `page.goto` and `page.reload` (waiting for `load` or network idle) also wait for the stylesheets the
   * page asks for after its first paint, so that what a test measures, sees or clicks is the page
   * as the visitor reads it. Default true; false for the tests of the first paint itself.
   */
  awaitStylesheets?: boolean
  /**
   * Whether a page fades in over 0.4 s as a visitor's does (renderer/styles/base.css). Default
   * false: the fade ends as it starts, so the page is at once as it is 0.4 s later. Every check
   * reads a page after its fade anyway (waitForAnimations), and in a browser without a graphics
   * card each frame of a whole page fading is drawn again in full: the fade was about a sixth of
   * what Chromium spent loading a page. True for the tests of the first paint and its timing.
   */
  pageFade?: boolean
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught page errors, as "console: …" / "pageerror: …". */
  problems: string[]
  /** Requests to other hosts, which Chromium refused to send (see CHROMIUM_ARGS). */
  blocked: string[]
}

/** A fresh context (nothing shared with other tests) and one page in it. */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<OpenedPage> {
  const { consent = 'all', awaitStylesheets = true, pageFade = false, ...contextOptions } = options
  const context = await browser.newContext({ viewport: DESKTOP, baseURL, locale: 'en-GB', ...contextOptions })
  const blocked: string[] = []
  context.on('request', (request) => {
    if (!isLocalUrl(request.url())) blocked.push(request.url())
  })
  if (consent) {
    await context.addInitScript((value) => {
      try {
        if (!localStorage.getItem('cookieConsent')) {
          localStorage.setItem('cookieConsent', value)
          localStorage.setItem('cookieConsentDate', new Date().toISOString())
        }
      } catch {
        // about:blank has no storage.
      }
    }, consent)
  }
  if (!pageFade) await context.addInitScript(endPageFade)
  const page = await context.newPage()
  if (awaitStylesheets) {
    const settled = async (response: Response | null, waitUntil: string | undefined, what: string) => {
      const early = waitUntil === 'commit' || waitUntil === 'domcontentloaded'
      if (!early && response?.headers()['content-type']?.startsWith('text/html')) await waitForStylesheets(page, `the stylesheets of ${what}`)
      return response
    }
    const goto = page.goto.bind(page)
    page.goto = async (url, gotoOptions) => settled(await goto(url, gotoOptions), gotoOptions?.waitUntil, url)
    const reload = page.reload.bind(page)
    page.reload = async (reloadOptions) => settled(await reload(reloadOptions), reloadOptions?.waitUntil, page.url())
  }
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location().url
    // A failed load of an outside host is our own blocking, not a fault of the page.
    if (where && !isLocalUrl(where) && /Failed to load resource/.test(message.text())) return
    problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  return { context, page, problems, blocked }
}

/**
 * Empties what a visit leaves in its tab's context that the site reads: its storage and its
 * cookies (the cookie choice), so that the tab's next visit is a first one (layout.test.ts) or a
 * new test's (reused-tabs.ts). The browser's cache is kept: it changes how soon the files come,
 * not what the page does (emptied after each visit, layout.test.ts's first visits cost 24 % more CPU).
 */
export async function forgetVisit(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.context().clearCookies()
}

/** In the page: ends the page's fade-in (renderer/styles/base.css) as soon as it starts. */
function endPageFade(): void {
  addEventListener(
    'animationstart',
    (event) => {
      if (event.animationName !== 'page-fade-in' || !(event.target instanceof Element)) return
      for (const animation of event.target.getAnimations()) if ((animation as CSSAnimation).animationName === 'page-fade-in') animation.finish()
    },
    true,
  )
}

/**
 * Polls a function in the page from Node until it returns true. (page.waitForFunction relies on
 * the page's timers, which Playwright's fake clock stops while paused.)
 */
export async function waitInPage(page: Page, predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Waits until the page's stylesheets, asked for once its first screen is painted
 * (renderer/shell/stylesheets.ts), have all been asked for and have all arrived.
 */
export function waitForStylesheets(page: Page, what = 'the stylesheets to arrive', timeoutMs?: number): Promise<void> {
  return waitInPage(
    page,
    () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      // A page whose stylesheets wait in the <noscript> has asked for them once a link is in <head>.
      const waiting = document.querySelector('noscript[data-stylesheets]') !== null
      return (links.length > 0 || !waiting) && links.every((link) => link.sheet !== null)
    },
    what,
    timeoutMs,
  )
}

/**
 * Waits for the page's stylesheets, then wakes every island on the page (islands wake when visible, idle or first used: a focus inside
 * one wakes it, as a visitor's would) and waits until each has hydrated and React has run its
 * effects.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // What is visible (and so focusable, or in view) is only settled once the page's own CSS is in.
  await waitForStylesheets(page)
  await startCarousels(page)
  await waitInPage(
    page,
    () => {
      // Until each has woken: a page that links its stylesheets in <head> (a Bengali page) has them
      // before its shell script runs, and a focus before then wakes nothing.
      for (const marker of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) marker.dispatchEvent(new FocusEvent('focusin'))
      return Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).every((marker) => {
        const children = Array.from(marker.querySelectorAll(':scope > [data-island-root] > *'))
        return marker.dataset.hydrated === 'true' && children.some((child) => Object.keys(child).some((key) => key.startsWith('__reactFiber')))
      })
    },
    'the islands to hydrate',
  )
  await settle(page)
}

/**
 * Starts the page's carousels (behaviours/carousel.ts), which start when the page is idle or at
 * once when reached for (as here), and waits until each has: the slides out of view are then
 * marked hidden from assistive technology, as they stay.
 */
export async function startCarousels(page: Page): Promise<void> {
  await waitInPage(
    page,
    () => {
      // Reached for until each has started (a focus before the shell script has run starts nothing).
      for (const carousel of document.querySelectorAll('[data-carousel]:not([data-ready])')) carousel.dispatchEvent(new FocusEvent('focusin'))
      return Array.from(document.querySelectorAll('[data-carousel]')).every((carousel) => carousel.hasAttribute('data-ready'))
    },
    'the carousels to start',
  )
}

/**
 * Lets queued work in the page finish: React schedules renders and effects as MessageChannel
 * tasks, which Playwright's fake clock does not control. Real time is not involved.
 */
export async function settle(page: Page, hops = 20): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        let n = 0
        channel.port1.onmessage = () => {
          n += 1
          if (n >= count) {
            channel.port1.close()
            resolve()
          } else channel.port2.postMessage(null)
        }
        channel.port2.postMessage(null)
      }),
    hops,
  )
}

/**
 * Lays out the parts of the page that wait to be laid out until the visitor scrolls near them
 * (`content-visibility: auto`, components.css): a check of the whole page at once reads them as
 * they will be when the visitor gets there. Chromium gives such a part no `innerText` and paints
 * no background until then, so neither a text read nor axe's contrast check could see it.
 * Returns a function that puts them back as they were.
 */
export async function layOutEveryPart(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue
      element.dataset.testLaidOut = ''
      element.style.contentVisibility = 'visible'
      // Chromium can keep the styles a part's content had when it was put aside (before the
      // stylesheets came) when it is shown this way, not when the visitor scrolls to it: taken out
      // of the layout and put back, every element in it is styled afresh.
      element.style.display = 'none'
      void element.offsetHeight
      element.style.removeProperty('display')
    }
  })
  return () =>
    page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-test-laid-out]')) {
        delete element.dataset.testLaidOut
        element.style.removeProperty('content-visibility')
      }
    })
}

/**
 * Brings the CSS animations and transitions in progress (the page fade-in, the banner fade, a
 * window opening) to their end at once, as if their time had passed: what a check reads
 * afterwards is the state a visitor sees a moment later, without waiting for it.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => {
          animation.finish()
          return animation.finished.catch(() => undefined)
        }),
    ),
  )
}

const BLOCKERS = new WeakMap<Page, Promise<CDPSession>>()

/**
 * Refuses the page's requests whose address matches one of `patterns` (`*` any characters, e.g.
 * `*.woff2`), inside Chromium: unlike `page.route`, which sends every request of the page through
 * Node and back (doubling what a load costs), the others are not touched. An empty list refuses
 * nothing again. The request fails as a blocked one (net::ERR_BLOCKED_BY_CLIENT).
 */
export async function refuseRequests(page: Page, patterns: readonly string[]): Promise<void> {
  let session = BLOCKERS.get(page)
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Network.enable')
        return cdp
      })
    BLOCKERS.set(page, session)
  }
  await (await session).send('Network.setBlockedURLs', { urls: [...patterns] })
}
