// A first visit asks nothing of any other host until the visitor acts: every request of a first
// visit (no cookie choice stored) to each route of data/routes.yaml is recorded while the page
// loads, settles, shows its cookie banner and is scrolled through, and every one must be for the
// local server. Then the two things that may contact Google: reCAPTCHA's script once a form is
// first used, the YouTube player once a video is played. Built with a reCAPTCHA site key (as the
// live site), so the real script would be fetched if anything asked for it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  builtRoutes,
  closeContexts,
  isLocalUrl,
  openPage,
  PROJECT_ROOT,
  startSite,
  useTabPool,
  workerBrowser,
  type OpenedPage,
  type TestSite,
} from '../support/browser'
import { siteKeyBuild } from '../support/browser/site-key-build'
import { dataText } from '../support/data-text'
import { startingWith } from '../support/words'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  const root = await siteKeyBuild()
  site = await startSite({ RECAPTCHA_SECRET_KEY: 'privacy-test-secret' }, root)
  browser = await workerBrowser()
}, 600_000)

afterAll(async () => {
  if (browser) await closeContexts(browser)
  await site?.close()
})

/** One address per route of data/routes.yaml: a route with `{id}` by its first built page. */
function routeAddresses(): string[] {
  const table = parse(readFileSync(join(PROJECT_ROOT, 'data/routes.yaml'), 'utf8')) as { routes: { path: string }[] }
  const built = builtRoutes()
  return table.routes.flatMap(({ path }) => {
    if (!path.includes('{')) return [path === '/' ? '/' : `${path.replace(/\/$/, '')}/`]
    const prefix = path.slice(0, path.indexOf('{'))
    const first = built.find((route) => route.startsWith(prefix) && route !== prefix)
    return first ? [first] : []
  })
}

const FIRST_VISIT = { consent: null } as const
// The page's clock runs as usual but can be moved on at once (leaveAlone), so the 2 s before the
// banner and the browser's idle time cost the test no real time.
const installClock = (opened: OpenedPage) => opened.page.clock.install()

/** A first visit: no cookie choice stored; every request of the page recorded. */
async function firstVisit(path: string) {
  const opened = await openPage(browser, site.url, FIRST_VISIT)
  await installClock(opened)
  return visit(opened, path)
}

/** Records every request of `opened`, a new tab, from its visit to `path` on. */
async function visit(opened: OpenedPage, path: string) {
  const requests: string[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  const activity = (change: number) => {
    inFlight += change
    lastActivity = Date.now()
  }
  opened.page.on('request', (request) => {
    requests.push(request.url())
    activity(1)
  })
  opened.page.on('requestfinished', () => activity(-1))
  opened.page.on('requestfailed', () => activity(-1))
  /** Resolves once no request is open and none has started or ended for `ms` (at most 5 s). */
  const networkQuiet = async (ms: number) => {
    const deadline = Date.now() + 5000
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < ms)) await opened.page.waitForTimeout(25)
  }
  await opened.page.goto(path, { waitUntil: 'load' })
  return { ...opened, requests, networkQuiet }
}

/**
 * Lets the page do all it does unasked: idle islands, the banner after 2 s, scrolled-to islands,
 * each followed by whatever it fetches (the network quiet for a moment, not a fixed pause).
 */
async function leaveAlone({ page, networkQuiet }: { page: Page; networkQuiet: (ms: number) => Promise<void> }): Promise<void> {
  await page.clock.runFor(2500)
  await networkQuiet(150)
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 800) {
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(40)
  }
  await networkQuiet(300)
}

const foreign = (requests: readonly string[]) => requests.filter((url) => !isLocalUrl(url))

describe('a first visit makes no request to another host', () => {
  const routes = routeAddresses()

  it('covers every route of data/routes.yaml', () => {
    expect(routes.length).toBeGreaterThan(10)
  })

  // A few routes at once (it.concurrent), each a first visit in a new context.
  const tabs = useTabPool(
    {
      get browser() {
        return browser
      },
      get site() {
        return site
      },
    },
    FIRST_VISIT,
    installClock,
  )
  it.concurrent.for(routes)('%s', (path, { expect }) =>
    tabs.use(
      async (opened) => {
        const visited = await visit(opened, path)
        await leaveAlone(visited)
        expect(visited.requests.length, 'the page was loaded').toBeGreaterThan(0)
        expect(foreign(visited.requests)).toEqual([])
      },
      { fresh: true },
    ),
  )
})

describe('only what the visitor asks for', () => {
  it('reCAPTCHA is fetched once a form is first used, not before', async () => {
    const visit = await firstVisit('/')
    const { page, context, requests } = visit
    try {
      await leaveAlone(visit)
      expect(foreign(requests)).toEqual([])
      const form = page.getByRole('form', { name: dataText('words', 'homeForm.name') })
      await form.getByRole('textbox', { name: startingWith(dataText('forms', 'contact.labels.name')) }).focus()
      await expect.poll(() => foreign(requests)).toEqual(['https://www.google.com/recaptcha/api.js?render=explicit'])
    } finally {
      await context.close()
    }
  })

  it('YouTube is not contacted before a video is played (the sample videos of data/ never contact it; video.test.ts plays an own id)', async () => {
    const visit = await firstVisit('/')
    const { page, context, requests } = visit
    try {
      await leaveAlone(visit)
      const play = page.getByRole('button', { name: startingWith(dataText('words', 'video.play')) }).first()
      await play.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      expect(foreign(requests)).toEqual([])
      await play.click()
      await expect.poll(() => page.getByRole('dialog').innerText()).toContain(dataText('words', 'video.sample'))
      expect(foreign(requests)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
