// A test's page may be the tab of an earlier test of the file (tests/support/browser/reused-tabs.ts):
// it must then be as a new visitor's tab is. The tests run in order, each reading what the one
// before left.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useE2E } from '../support/browser'

const e2e = useE2E()
let earlier: Page | undefined

const stored = (page: Page) =>
  page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookies: document.cookie,
    hovered: document.querySelectorAll(':hover').length,
  }))

describe('a tab given to the next test', () => {
  it('is left with storage, a cookie, a narrow viewport, a listener and the pointer moved', async () => {
    const { page } = await e2e.open()
    await page.goto('/contact/')
    await page.evaluate(() => {
      localStorage.setItem('left', 'by the test before')
      sessionStorage.setItem('left', 'by the test before')
      document.cookie = 'left=by-the-test-before; path=/'
    })
    await page.setViewportSize(PHONE)
    await page.mouse.move(200, 400)
    page.on('dialog', () => {
      throw new Error('a listener of the test before')
    })
    earlier = page
  })

  it('is the same tab, with nothing of the test before: storage, cookies, viewport, listeners, pointer', async () => {
    const { page, problems } = await e2e.open()
    expect(page).toBe(earlier)
    expect(page.viewportSize()).toEqual(DESKTOP)
    expect((page as unknown as { listenerCount(name: string): number }).listenerCount('dialog')).toBe(0)
    await page.goto('/contact/')
    const now = await stored(page)
    // The stored cookie choice every test's page starts with (openPage's `consent`), and nothing else.
    expect(now.local).toEqual({ cookieConsent: 'all', cookieConsentDate: expect.any(String) })
    expect(now.session).toEqual({})
    expect(now.cookies).toBe('')
    expect(problems).toEqual([])
    // The pointer where a new tab has it (a tab for other options is a new one).
    const fresh = await e2e.open({ viewport: DESKTOP })
    await fresh.page.goto('/contact/')
    expect(now.hovered).toBe((await stored(fresh.page)).hovered)
  })

  // A test that watches the page's requests (form-loading, hydration…) must see them all, as on a
  // first visit: Chromium reports a request answered from its cache as it reports the others.
  it('shows a test that watches requests every request, those answered from the cache too', async () => {
    const { page } = await e2e.open()
    expect(page).toBe(earlier)
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto('/contact/')
    // Fetched by the tests before, yet asked for again: the stylesheets and the page's scripts.
    expect(asked.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0)
    expect(asked.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0)
  })

  it('is not given on after a test installs a clock', async () => {
    const { page } = await e2e.open()
    expect(page).toBe(earlier)
    await page.clock.install()
  })

  it('is then a new tab', async () => {
    const { page } = await e2e.open()
    expect(page).not.toBe(earlier)
    expect(earlier!.isClosed()).toBe(true)
    earlier = page
  })

  it('is never given for other options, nor for a first visit', async () => {
    const phone = await e2e.open({ viewport: PHONE })
    expect(phone.page).not.toBe(earlier)
    const first = await e2e.open({ consent: null })
    expect(first.page).not.toBe(earlier)
    await first.page.goto('/contact/')
    expect((await stored(first.page)).local).toEqual({})
  })
})
