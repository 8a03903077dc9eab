// Each page's first screen paints from its own <style> (scripts/critical-css.ts): with the site's
// stylesheets held back, what a visitor sees at 375 and 1440 px is where and how it is once
// they arrive: nothing unstyled at first, nothing moves when they come (no layout shift). And the
// stylesheets, at the end of <body>, still arrive: the page looks finished after load.
// One route of each page template (a folder of pages/, one id of a parameterised route): the same
// rule cuts every page's first screen, and the pages of one template differ only in their words.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { FIRST_SCREEN_CSS_INLINED, localeOfPath } from '../../content/browser/locale'
import { pageRoutes } from '../../content/server/routes/pages'
import { SHOW_DELAY_MS } from '../../renderer/shell/cookie-banner'
import {
  builtRoutes,
  DESKTOP,
  openPage,
  PHONE,
  PROJECT_ROOT,
  refuseRequests,
  resizePage,
  useE2E,
  useTabPool,
  waitForStylesheets,
  waitInPage,
  type OpenedPage,
} from '../support/browser'
import { firstScreen } from '../support/browser/first-screen-reading'

const e2e = useE2E()
// The pages that paint first from their own CSS: a language that links its stylesheets in <head>
// (FIRST_SCREEN_CSS_INLINED) paints once, with them, as the last test here checks.
const routes = oneRoutePerTemplate(builtRoutes().filter((route) => FIRST_SCREEN_CSS_INLINED[localeOfPath(route).locale]))
const linking = builtRoutes().filter((route) => !FIRST_SCREEN_CSS_INLINED[localeOfPath(route).locale])

/** The first built route of each page template; a route of no template (a `_` folder's) is its own. */
function oneRoutePerTemplate(built: string[]): string[] {
  // Page paths are letters, digits, hyphens and slashes: only the parameter needs a pattern.
  const templates = [...pageRoutes(PROJECT_ROOT)].map((path) => new RegExp(`^${path.replace(/\/$/, '').replaceAll('{}', '[^/]+')}/?$`))
  const seen = new Set<string>()
  return built.filter((route) => {
    const template = templates.find((pattern) => pattern.test(route))?.source ?? route
    if (seen.has(template)) return false
    seen.add(template)
    return true
  })
}

// A first visit: the cookie banner shows, and it is on the first screen too. Reduced motion: the
// home slideshow stays on its first slide, so both looks are of the same slide. The page's clock
// runs, and is moved on past the banner's delay rather than waited for. A few such tabs check
// routes side by side (it.concurrent): most of a check is waiting for its page's network to go quiet.
const firstVisit = { consent: null, reducedMotion: 'reduce', awaitStylesheets: false } as const
const tabs = useTabPool(e2e, firstVisit, (tab) => tab.page.clock.install())

async function load(page: Page, route: string, stylesheets: boolean): Promise<void> {
  // The web fonts are refused in both looks, which are then drawn in the same (metric-matched)
  // fallbacks: the brand faces are declared by the stylesheets alone (scripts/critical-css-fonts.ts),
  // so with them the second look would differ from the first by its fonts, not by its CSS, which is
  // what this compares. That nothing moves when the faces do come is tests/e2e/font-swap.test.ts's.
  await refuseRequests(page, ['*.woff2', ...(stylesheets ? [] : ['*/assets/static/*.css'])])
  // Until the page's scripts have done what they do on load (the contents' current section, the
  // cookie choice shown): what differs then is the CSS alone.
  await page.goto(e2e.url(route), { waitUntil: 'networkidle' })
  // A first visit: the cookie banner slides in once the page has loaded, styled by the stylesheets,
  // so only once they have come: a page without them shows none.
  await page.clock.fastForward(SHOW_DELAY_MS)
  if (stylesheets) {
    await waitInPage(
      page,
      () => {
        const banner = document.querySelector('[data-cookie-banner].is-visible')
        return Boolean(banner) && getComputedStyle(banner!).opacity === '1'
      },
      'the cookie banner',
    )
  } else {
    await waitInPage(page, () => document.querySelector('[data-cookie-banner]') !== null, 'the cookie banner to be built')
    expect(await page.locator('[data-cookie-banner]').isVisible(), 'a cookie banner without its stylesheets').toBe(false)
  }
  // A slideshow starts when the browser is idle, once the stylesheets have come, and then shows
  // its controls (renderer/+client.ts): reached for now; a page without them keeps it unstarted.
  if (await page.evaluate(() => document.querySelector('[data-carousel]')?.dispatchEvent(new Event('pointerover')) ?? false)) {
    const started = () => document.querySelector('[data-carousel]')!.hasAttribute('data-ready')
    if (stylesheets) await waitInPage(page, started, 'the slideshow to start')
    else {
      await page.waitForTimeout(300)
      expect(await page.evaluate(started), 'a slideshow started without its stylesheets').toBe(false)
    }
  }
  await page.evaluate(() => localStorage.clear())
}

const VIEWPORTS = [PHONE, DESKTOP] as const

// Each route is loaded twice, without and then with the stylesheets, for both widths' tests: opened
// at 375 px and its first screen read, then widened to 1440 px, where the CSS lays it out again,
// and read again. Each test awaits its route's looks (the first to ask loads them) and compares
// its width's.
const looks = new Map<string, Promise<Map<number, { before: string[]; after: string[] }>>>()
function firstScreensOf(route: string): Promise<Map<number, { before: string[]; after: string[] }>> {
  let loading = looks.get(route)
  if (!loading) {
    loading = tabs.use(async ({ page }) => {
      const seen = new Map(VIEWPORTS.map((viewport) => [viewport.width, { before: [] as string[], after: [] as string[] }]))
      for (const stylesheets of [false, true]) {
        await page.setViewportSize(VIEWPORTS[0])
        await load(page, route, stylesheets)
        // The shell asks for the stylesheets once the first screen is painted (renderer/shell/stylesheets.ts).
        if (stylesheets) await waitForStylesheets(page)
        for (const [i, viewport] of VIEWPORTS.entries()) {
          if (i > 0) await resizePage(page, viewport)
          seen.get(viewport.width)![stylesheets ? 'after' : 'before'] = await firstScreen(page)
        }
      }
      return seen
    })
    looks.set(route, loading)
  }
  return loading
}

describe("the first screen's CSS", () => {
  it('finds a built page of every template', () => {
    expect(routes).toContain('/')
    expect(routes.length).toBeGreaterThanOrEqual(pageRoutes(PROJECT_ROOT).size)
  })

  for (const viewport of VIEWPORTS) {
    it.concurrent.for(routes)(`%s at ${viewport.width} px looks the same before the stylesheets arrive`, async (route, { expect }) => {
      const { before, after } = (await firstScreensOf(route)).get(viewport.width)!
      expect(before.length).toBeGreaterThan(5)
      expect(before).toEqual(after)
    })
  }
})

describe('before the stylesheets arrive', () => {
  // A part below the first screen that its own stylesheet fits to a phone (the Umrah comparison
  // table) must not widen the page meanwhile: a phone widens its layout viewport to the page, and
  // the fixed WhatsApp button moved when it narrowed again (Lighthouse: CLS 0.012 on /umrah/).
  // At the site's phone width (375 px) and at Lighthouse's (412 px): loaded at the narrower, then
  // widened, where the CSS lays it out again.
  it('no page is wider than a phone', () =>
    tabs.use(async ({ page }) => {
      const phones = [PHONE, { width: 412, height: 823 }]
      const wide: string[] = []
      await refuseRequests(page, ['*/assets/static/*.css'])
      for (const route of routes) {
        await page.setViewportSize(phones[0])
        // Its width once the document is read: what the page's scripts do later does not widen it.
        await page.goto(e2e.url(route), { waitUntil: 'load' })
        for (const [i, phone] of phones.entries()) {
          if (i > 0) await resizePage(page, phone)
          const width = await page.evaluate(() => document.documentElement.scrollWidth)
          if (width > phone.width) wide.push(`${route} at ${phone.width} px: ${width}px`)
        }
      }
      expect(wide).toEqual([])
    }))
})

describe("the site's stylesheets", () => {
  it('are asked for only after the first screen has been painted, and then all arrive', async () => {
    for (const route of ['/', '/hajj-nusuk/', '/contact/']) {
      // A new visitor each time: what a browser has cached gives no timing of its request.
      const { page, context } = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE, awaitStylesheets: false, pageFade: true })
      onTestFinished(() => context.close())
      await page.goto(e2e.url(route), { waitUntil: 'load' })
      await waitForStylesheets(page, `the stylesheets of ${route}`)
      const { firstPaint, requested, linked } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.css'))
          .map((entry) => entry.startTime),
        linked: document.querySelectorAll('link[rel="stylesheet"]').length,
      }))
      expect(requested.length, route).toBeGreaterThan(0)
      expect(requested.length, route).toBe(linked)
      for (const start of requested) expect(start, `a stylesheet of ${route} asked for before the first paint`).toBeGreaterThan(firstPaint)
    }
  })
})

// A visitor who lands on a #fragment below the first screen (the footer's /#contact) would see
// that part unstyled until the stylesheets come, in a browser that goes to the fragment before
// they have come: the page waits for them, hidden, instead. (Chromium goes there only once they
// have come; refusing them here makes it go at once.)
describe('a page opened at a #fragment', () => {
  // A tab of its own: nothing the tests above did to theirs (its size, its scroll) carries over.
  let own: OpenedPage
  beforeAll(async () => {
    own = await openPage(e2e.browser, e2e.site.url, { consent: null, reducedMotion: 'reduce', viewport: PHONE, awaitStylesheets: false })
  })
  afterAll(async () => {
    await own?.context.close()
  })

  /** Whether the page shows, right after its document has been read, with or without the stylesheets. */
  async function shows(page: Page, path: string, stylesheets: boolean): Promise<boolean> {
    await refuseRequests(page, stylesheets ? [] : ['*/assets/static/*.css'])
    // From elsewhere: the same address again would only scroll the page already there.
    await page.goto('about:blank')
    // Without them, at once (the page shows anyway after 3 s, should they never come).
    await page.goto(e2e.url(path), { waitUntil: stylesheets ? 'load' : 'domcontentloaded' })
    const visible = () => getComputedStyle(document.body).visibility === 'visible'
    // They are asked for once the first screen is painted: well within the 3 s the page waits at most.
    if (stylesheets) await waitInPage(page, visible, 'the page to show with its stylesheets', 2_000)
    return page.evaluate(visible)
  }

  it('below the first screen waits, hidden, for the stylesheets and shows when they come', async () => {
    const { page } = own
    expect(await shows(page, '/#contact', false)).toBe(false)
    expect(await shows(page, '/#contact', true)).toBe(true)
    // At the part asked for.
    await waitInPage(page, () => Math.abs(document.querySelector('#contact')!.getBoundingClientRect().top) < innerHeight / 2, 'the page at #contact')
  })

  it('at the top of the page shows at once, as the page does without one', async () => {
    const { page } = own
    expect(await shows(page, '/#home', false)).toBe(true)
    expect(await shows(page, '/#main', false)).toBe(true)
    expect(await shows(page, '/', false)).toBe(true)
  })
})

// A Bengali page is drawn once, with its stylesheets: nothing inlined to be restyled when they come.
describe('a page in a language that links its stylesheets in <head>', () => {
  it('is painted with them, and its parts below the first screen are then laid out', async () => {
    expect(linking.length).toBeGreaterThan(0)
    for (const route of ['/bn/', '/bn/knowledge-centre/']) {
      const { page, context } = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE, awaitStylesheets: false, pageFade: true })
      onTestFinished(() => context.close())
      await page.goto(e2e.url(route), { waitUntil: 'load' })
      const { firstPaint, finished, inHead, inlined } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        finished: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.css'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        inHead: document.head.querySelectorAll('link[rel="stylesheet"]').length,
        inlined: document.querySelectorAll('style, noscript[data-stylesheets]').length,
      }))
      expect(inHead, route).toBeGreaterThan(0)
      expect(finished, route).toHaveLength(inHead)
      for (const end of finished) expect(end, `a stylesheet of ${route} came after the first paint`).toBeLessThan(firstPaint)
      expect(inlined, `${route}: CSS inlined or held back`).toBe(0)
      await waitInPage(
        page,
        () => Array.from(document.querySelectorAll<HTMLElement>('main ~ .site-footer')).every((part) => part.style.contentVisibility === 'visible'),
        `${route}: the parts below the first screen laid out`,
      )
    }
  })
})

// Its loader asks for it two frames after the document has been read (scripts/critical-css.ts),
// under the site's Content-Security-Policy as netlify.toml serves it: a loader the policy refused
// would ask for nothing, and the page would get no menus, banner or forms.
describe("the shell's script", () => {
  it('is asked for only after the first screen has been painted, and runs', async () => {
    for (const route of ['/', '/hajj-nusuk/', '/bn/contact/']) {
      const { page, context } = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE, awaitStylesheets: false, pageFade: true })
      onTestFinished(() => context.close())
      const refused: string[] = []
      page.on('console', (message) => /Content Security Policy/i.test(message.text()) && refused.push(message.text()))
      await page.goto(e2e.url(route), { waitUntil: 'load' })
      // What it does first on an English page: ask for the stylesheets (a Bengali page has linked them).
      await waitForStylesheets(page, `the stylesheets of ${route}`)
      await waitInPage(
        page,
        () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/entries/')),
        `the shell's script of ${route}`,
      )
      const { firstPaint, shell } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        shell: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/entries/'))
          .map((entry) => entry.startTime),
      }))
      expect(shell, route).toHaveLength(1)
      expect(shell[0], `the shell's script of ${route} asked for before the first paint`).toBeGreaterThan(firstPaint)
      expect(refused, route).toEqual([])
    }
  })
})
