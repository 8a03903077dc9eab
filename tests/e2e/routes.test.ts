// Every prerendered page answers, is well-formed for visitors and search engines, and runs
// without errors and with no axe violations at desktop and phone width; on a phone it does not
// scroll sideways and nothing on it lies under a fixed element, at both widths its cards' buttons
// end in line, and it prints whole (issue 38). All of it in one load of each route. Unknown paths get the helpful 404 page; old /home redirects;
// headers are set.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  builtRoutes,
  DESKTOP,
  expectAxeCleanAtBothWidths,
  openPage,
  PHONE,
  preloadAxe,
  resizePage,
  useE2E,
  waitForIslands,
  type OpenedPage,
} from '../support/browser'
import { expectPrintedWhole } from '../support/browser/printed'
import { coveredByFixed, gridsWithEmptyColumns, misalignedCardRows, type Covered, type Misaligned } from '../support/browser/covered'
import { loadCatalogue } from '../../content/server/data/load'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localeOfPath, type Locale } from '../../content/browser/locale'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'

const e2e = useE2E()
const routes = builtRoutes()

// One tab for every route, as a visitor on a phone going from page to page: each route is loaded
// afresh into it, and a new tab per route would only add a renderer process (about 150 ms) each
// time. Axe is in each page from its start, not evaluated into it afterwards.
let tab: OpenedPage
beforeAll(async () => {
  tab = await openPage(e2e.browser, e2e.site.url, { viewport: PHONE })
  await preloadAxe(tab.context)
})
afterAll(async () => {
  await tab?.context.close()
})

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security'] as const

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] }

function nodesOf(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf)
  if (value && typeof value === 'object') {
    const node = value as JsonLdNode
    return [node, ...(Array.isArray(node['@graph']) ? nodesOf(node['@graph']) : [])]
  }
  return []
}

/** The script each language is written in: the structured data of its pages reads in it. */
const SCRIPTS: Record<Locale, RegExp> = { en: /\p{Script=Latin}/u, bn: /\p{Script=Bengali}/u }

const hasType = (node: JsonLdNode, type: string) => (Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type)

const isHajjPackage = (route: string) => /^\/(bn\/)?hajj\/[A-Z0-9]+\/$/.test(route)

interface Layout {
  phone: { covered: Covered[]; misaligned: Misaligned[]; footerTop: number; width: number }
  desktop: { misaligned: Misaligned[]; emptyColumns: string[]; panel?: { top: number; main: number } }
}

/**
 * The page's layout as the visitor sees it once it is awake: open at 375 px, how wide it is, what lies under a fixed
 * element (each part scrolled to as the browser scrolls what gets focus) and the rows of cards,
 * then back at the top and widened to 1440 px, where the CSS lays it out again, the rows of cards
 * and the grids again. Left at 1440 px, at the top.
 */
async function measureLayout(page: Page, route: string): Promise<Layout> {
  const { footerTop, width } = await page.evaluate(() => ({
    footerTop: document.querySelector('.site-footer')!.getBoundingClientRect().top + scrollY,
    width: document.documentElement.scrollWidth,
  }))
  const phone = { covered: await page.evaluate(coveredByFixed), misaligned: await page.evaluate(misalignedCardRows), footerTop, width }
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await resizePage(page, DESKTOP)
  const desktop = {
    misaligned: await page.evaluate(misalignedCardRows),
    emptyColumns: await page.evaluate(gridsWithEmptyColumns),
    panel: isHajjPackage(route)
      ? await page.evaluate(() => ({
          top: document.querySelector('.hajj-sidebar')!.getBoundingClientRect().top,
          main: document.querySelector('.hajj-package__main')!.getBoundingClientRect().top,
        }))
      : undefined,
  }
  return { phone, desktop }
}

/** The route whose load and checks passed last: the one its print test may print. */
let loaded: string | undefined

/** Each route's layout, measured in its load by the first tests below and checked by the last. */
const layouts = new Map<string, Layout>()

function layoutOf(route: string): Layout {
  const layout = layouts.get(route)
  if (!layout) throw new Error(`${route} was not measured: its load (the test of its head and axe, above) failed before`)
  return layout
}

/**
 * The keyboard's first step: the first Tab reaches "Skip to main content" (in the page's
 * language), visible while focused; Enter moves focus to the main content and the next Tab
 * continues inside it, past the header.
 */
async function expectSkipLinkFirst(page: Page, locale: Locale): Promise<void> {
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: wordsFor(locale)('skipToContent') })
  expect(await skip.evaluate((el) => el === document.activeElement), 'the skip link has focus').toBe(true)
  const box = await skip.boundingBox()
  expect(box && box.width > 1 && box.height > 1 && box.y >= 0 && box.x >= 0, `skip link box ${JSON.stringify(box)}`).toBe(true)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
}

describe('built routes', () => {
  it('finds the built pages in dist/client', () => {
    expect(routes).toContain('/')
  })

  it.each(routes)('%s answers 200 with the security headers', async (route) => {
    const response = await fetch(e2e.url(route), { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header), `${header} on ${route}`).toBeTruthy()
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })

  // Route by route in one tab, each route's tests in order: its load and checks, then its print.
  describe.for(routes)('%s', (route) => {
    it('has one h1, a title, social and structured data, no errors, the skip link as the first Tab, and no axe violations at 1440 and 375 px', async () => {
      const { page, problems } = tab
      loaded = undefined
      problems.length = 0
      // Each route opens at a phone's width (the last one's check left the tab at it).
      await page.setViewportSize(PHONE)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await waitForIslands(page)
      await expectSkipLinkFirst(page, localeOfPath(route).locale)
      // For the layout's checks at the end of this file, in the same load.
      layouts.set(route, await measureLayout(page, route))
      // A choice is stored (openPage's consent): no cookie banner is built.
      expect(await page.locator('[data-cookie-banner]').count(), 'the cookie banner').toBe(0)

      expect(await page.locator('h1').count(), 'number of <h1>').toBe(1)
      expect((await page.locator('h1').innerText()).trim()).not.toBe('')
      expect((await page.title()).trim()).not.toBe('')

      const head = await page.evaluate(() => {
        const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null
        return {
          canonicals: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'), (l) => l.getAttribute('href')),
          description: meta('meta[name="description"]'),
          ogImage: meta('meta[property="og:image"]'),
          ogWidth: meta('meta[property="og:image:width"]'),
          ogHeight: meta('meta[property="og:image:height"]'),
          ogTitle: meta('meta[property="og:title"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? ''),
        }
      })
      // The not-found pages of every language (/_package-not-found/, /bn/_package-not-found/).
      if (localeOfPath(route).pathname.startsWith('/_')) {
        // A not-found page (served with 404 at other addresses) names no address of its own.
        expect(head.canonicals, 'no canonical link on a not-found page').toHaveLength(0)
      } else {
        expect(head.canonicals, 'exactly one canonical link').toHaveLength(1)
        const canonical = new URL(head.canonicals[0]!)
        expect(canonical.protocol).toBe('https:')
        expect(canonical.pathname).toBe(route)
      }
      expect(head.description?.trim()).toBeTruthy()
      expect(head.ogTitle?.trim()).toBeTruthy()
      expect(head.ogImage).toMatch(/^https:\/\//)
      expect(head.ogWidth).toBe('1200')
      expect(head.ogHeight).toBe('630')
      expect(head.twitterCard).toBe('summary_large_image')

      expect(head.jsonLd.length, 'JSON-LD scripts').toBeGreaterThan(0)
      const nodes = head.jsonLd.flatMap((text) => nodesOf(JSON.parse(text)))
      const agency = nodes.find((node) => hasType(node, 'TravelAgency'))
      expect(agency, 'a TravelAgency in the JSON-LD').toBeTruthy()
      expect(String(agency!.name ?? '').trim()).not.toBe('')
      expect(String(agency!.telephone ?? '').trim()).not.toBe('')
      expect((agency!.address as { addressCountry?: string } | undefined)?.addressCountry).toBe('GB')
      const { locale, pathname } = localeOfPath(route)
      const website = nodes.find((node) => hasType(node, 'WebSite'))
      if (pathname === '/') {
        // The site and its search box are described on the home pages only.
        expect(website, 'a WebSite in the JSON-LD').toBeTruthy()
        const actions = nodesOf(website!.potentialAction).filter((node) => hasType(node, 'SearchAction'))
        expect(actions, 'a SearchAction on the WebSite').toHaveLength(1)
        const target = actions[0]!.target as string | { urlTemplate?: string }
        expect(typeof target === 'string' ? target : target?.urlTemplate).toContain('/search/?q=')
      } else {
        expect(website, 'no WebSite in the JSON-LD away from the home page').toBeUndefined()
      }
      if (locale !== DEFAULT_LOCALE) {
        // A page in another language describes itself in that language (a not-found page has no WebPage).
        for (const webPage of nodes.filter((node) => hasType(node, 'WebPage'))) {
          expect(webPage.inLanguage, 'the WebPage’s inLanguage').toBe(LANGUAGE_TAGS[locale])
          expect(String(webPage.description ?? ''), 'the WebPage’s description').toMatch(SCRIPTS[locale])
        }
        if (agency!.description !== undefined) expect(String(agency!.description), 'the TravelAgency’s description').toMatch(SCRIPTS[locale])
      }

      await expectAxeCleanAtBothWidths(page, route)
      expect(problems, `console or page errors on ${route}`).toEqual([])
      loaded = route
    })

    // In the same load, awake. A long page (the gallery, /hajj/) makes a PDF of twenty sheets and
    // more: a minute or more on a busy machine.
    it('prints whole', { timeout: 180_000 }, async () => {
      if (loaded !== route) throw new Error(`${route} was not printed: its load (the test above) failed`)
      await expectPrintedWhole(tab.page, route)
    })
  })
})

// The layout of each route, measured in its load above.
describe('on a phone (375 px)', () => {
  it.for(routes)('%s does not scroll sideways at 375 px', (route) => {
    const { width } = layoutOf(route).phone
    expect(width, `${route}: ${width}px wide`).toBeLessThanOrEqual(PHONE.width)
  })

  it.for(routes)('%s: nothing lies under a fixed element, the cards of a row end in line, the footer is below the first screen', (route) => {
    const { phone } = layoutOf(route)
    expect(phone.covered).toEqual([])
    expect(phone.misaligned).toEqual([])
    // On the first screen, the footer's text was a short page's largest paint (base.css, main).
    expect(phone.footerTop, 'where the footer starts').toBeGreaterThanOrEqual(PHONE.height)
  })
})

describe('on a desktop (1440 px)', () => {
  it.for(routes)('%s: the cards of a row end in line, and no grid of cards leaves a column empty', (route) => {
    const { desktop } = layoutOf(route)
    expect(desktop.misaligned).toEqual([])
    expect(desktop.emptyColumns).toEqual([])
  })
})

describe('a Hajj package page on a 1440 × 900 desktop', () => {
  it.for(routes.filter(isHajjPackage))('%s: the price panel starts level with the content', (route) => {
    const { panel } = layoutOf(route).desktop
    expect(panel).toBeDefined()
    expect(Math.abs(panel!.top - panel!.main)).toBeLessThan(1)
  })
})

describe('other paths', () => {
  it('an unknown path gets the 404 page with status 404', async () => {
    const { page, problems } = await e2e.open()
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.locator('h1').allInnerTexts()).toEqual([loadCatalogue('shell', 'en').notFound.heading])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    // Chromium reports the document's own 404 status as a console error; nothing else may fail.
    expect(problems.filter((p) => !p.includes('status of 404') || !p.includes('/no-such-page'))).toEqual([])
  })

  it('a page asked for without its trailing slash answers 301 to the slash form, as on Netlify', async () => {
    for (const route of routes.filter((r) => r !== '/')) {
      const response = await fetch(e2e.url(route.slice(0, -1)), { redirect: 'manual' })
      expect(response.status, route).toBe(301)
      expect(response.headers.get('location'), route).toBe(route)
    }
  })

  it('/home answers 301 to /', async () => {
    for (const path of ['/home', '/home/']) {
      const response = await fetch(e2e.url(path), { redirect: 'manual' })
      expect(response.status, path).toBe(301)
      expect(new URL(response.headers.get('location') ?? '', e2e.site.url).href).toBe(e2e.url('/'))
    }
  })
})
