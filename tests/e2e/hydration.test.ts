// When islands wake (behaviours/when.ts): nothing but the shell script is fetched until the
// visitor scrolls to an island or uses one; what the visitor does before an island has woken
// (a press, text typed) is not lost; and the one tabs primitive works with no React at all.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { loadShownHajj } from '../../content/server/hajj/load'
import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { today } from '../../content/server/today'
import { tabPackages } from '../../pages/umrah/umrah-packages'
import { analysePage } from '../../tooling/page-weight'
import { DIST_CLIENT, PHONE, useE2E, waitForIslands, waitInPage } from '../support/browser'
import { startingWith, t } from '../support/words'
import { dataText } from '../support/data-text'
import { formWords } from '../support/form-words'

const e2e = useE2E()

const CONTACT = loadCatalogue('forms', 'en').contact
const FLIGHTS = loadCatalogue('flights', 'en')
const TRANSPORT = loadCatalogue('transport', 'en')

/**
 * The shell's own work once the stylesheets have come: laying out the parts below the first screen
 * (renderer/shell/lay-out-parts.ts and the scroll to a #target it shares), small chunks of no React.
 */
const isLayingOutParts = (path: string) =>
  existsSync(join(DIST_CLIENT, path)) && /parts-laid-out|contentVisibility/.test(readFileSync(join(DIST_CLIENT, path), 'utf8'))

/** The scripts a page fetches, as paths, from the moment it opens, but for the shell's laying out of its parts. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.resourceType() === 'script' && !isLayingOutParts(path)) scripts.push(path)
  })
  return scripts
}

/** The shell script of a built page: its module script and what that imports statically. */
function shellScripts(path: string): string[] {
  const file = path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`
  return analysePage(DIST_CLIENT, file).js.map((asset) => asset.url)
}

/** Holds every script beyond the page's shell script (the hydrator, React, islands) until released. */
async function holdIslandScripts(page: Page, path: string): Promise<() => void> {
  const shell = new Set(shellScripts(path))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js') && !shell.has(url.pathname),
    async (route: Route) => {
      await released
      await route.continue()
    },
  )
  return release
}

const hydratedCount = (page: Page) => page.locator('[data-island][data-hydrated]').count()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('islands below the fold', () => {
  it('/hotels on a phone: only the shell script until the visitor scrolls to the island, then it wakes', async () => {
    const { page, problems } = await e2e.open({ viewport: PHONE })
    const scripts = recordScripts(page)
    await page.goto('/hotels/', { waitUntil: 'load' })
    await pause(1500)
    const shell = shellScripts('/hotels/')
    expect(await page.locator('[data-island]').count(), 'the page has islands').toBeGreaterThan(0)
    expect(scripts.sort(), 'before scrolling: the shell script alone').toEqual([...shell].sort())
    expect(await hydratedCount(page)).toBe(0)

    await page.locator('[data-island-when="visible"]').first().scrollIntoViewIfNeeded()
    await waitInPage(page, () => document.querySelector('[data-island-when="visible"]')?.hasAttribute('data-hydrated') ?? false, 'the island to wake')
    expect(scripts.length, 'scrolling to it fetched the island').toBeGreaterThan(shell.length)
    expect(problems).toEqual([])
  })

  it('/ on a phone: the slideshow runs without React; no island wakes and nothing else is fetched until the visitor acts', async () => {
    const { page, problems } = await e2e.open({ viewport: PHONE })
    const scripts = recordScripts(page)
    await page.goto('/', { waitUntil: 'load' })
    await waitInPage(page, () => document.querySelector('[data-carousel]')?.hasAttribute('data-ready') ?? false, 'the slideshow to start')
    await pause(1500)
    const shell = shellScripts('/')
    const extra = scripts.filter((script) => !shell.includes(script))
    // Beyond the shell script: small chunks only, the slideshow's behaviour, the words it writes
    // into its controls (content/server/generate/script-words.ts) and the swipe's direction rule it shares
    // with the gallery's viewer (behaviours/direction.ts); no React, no island.
    expect(extra.length).toBeGreaterThanOrEqual(2)
    expect(extra.length).toBeLessThanOrEqual(3)
    const chunks = extra.map((script) => readFileSync(join(DIST_CLIENT, script), 'utf8'))
    const chunk = chunks.find((text) => text.includes('carouselStep')) ?? ''
    expect(chunks.some((text) => text.includes(t('slideshow.pause')))).toBe(true)
    expect(chunk).toContain('carouselStep')
    for (const text of chunks) expect(text.length, 'each chunk is small').toBeLessThan(4000)
    for (const text of chunks) expect(text, 'no React').not.toContain('react.transitional.element')
    expect(await page.locator('[data-island]').count(), 'the page has islands').toBeGreaterThan(0)
    expect(await hydratedCount(page), 'no island woke by itself').toBe(0)
    expect(await page.getByRole('button', { name: t('slideshow.pause') }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })
})

describe('the home slideshow starts when the page is idle', () => {
  it('or at once when the visitor reaches for it: its script is fetched on a touch, then its controls work', async () => {
    const { page, problems } = await e2e.open({ viewport: PHONE, reducedMotion: 'reduce' })
    // The page's clock stands still, so the idle moment never comes by itself.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    const scripts = recordScripts(page)
    await page.goto('/', { waitUntil: 'load' })
    const shell = shellScripts('/')
    await pause(500)
    expect(
      scripts.filter((script) => !shell.includes(script)),
      'nothing but the shell script before the visitor acts',
    ).toEqual([])
    expect(await page.getByRole('button', { name: t('slideshow.next') }).count(), 'no controls before it runs').toBe(0)
    await page.locator('.hero__slide.is-active').dispatchEvent('touchstart')
    await waitInPage(page, () => document.querySelector('[data-carousel]')?.hasAttribute('data-ready') ?? false, 'the slideshow to start')
    // The slideshow, its words and the direction rule it shares with the gallery's viewer.
    const fetched = scripts.filter((script) => !shell.includes(script))
    expect(fetched.length, 'the slideshow and its words').toBeGreaterThanOrEqual(2)
    expect(fetched.length, 'the slideshow, its words and its direction rule').toBeLessThanOrEqual(3)
    await page.getByRole('button', { name: t('slideshow.next') }).click()
    const slides = await page.locator('.hero__slide').count()
    await expect.poll(() => page.locator('.hero__slide.is-active').getAttribute('aria-label')).toBe(t('carousel.position', { number: 2, total: slides }))
    expect(problems).toEqual([])
  })
})

describe('what the visitor does before an island wakes', () => {
  it('a form wakes on first focus and keeps what was typed while it woke', async () => {
    const { page } = await e2e.open({ viewport: PHONE, reducedMotion: 'reduce' })
    const release = await holdIslandScripts(page, '/')
    await page.goto('/', { waitUntil: 'load' })
    const form = page.getByRole('form', { name: dataText('words', 'homeForm.name') })
    const name = form.getByRole('textbox', { name: startingWith(CONTACT.labels.name) })
    await name.focus()
    await page.keyboard.type('Aisha Rahman')
    expect(await form.locator('xpath=ancestor::*[@data-island][1]').getAttribute('data-hydrated'), 'typed while the form slept').toBeNull()
    release()
    await waitForIslands(page)
    expect(await name.inputValue()).toBe('Aisha Rahman')
    await page.keyboard.type(' Khan')
    await form.locator('button[type="submit"]').click()
    // The form knows the name: only the fields left empty are refused.
    await expect.poll(() => form.getByRole('textbox', { name: startingWith(CONTACT.labels.phone) }).getAttribute('aria-invalid')).toBe('true')
    expect(await name.getAttribute('aria-invalid')).toBeNull()
    expect(await name.inputValue()).toBe('Aisha Rahman Khan')
  })

  it('Apply Now pressed before the visa island wakes opens the window once it has', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    const release = await holdIslandScripts(page, '/visa')
    await page.goto('/visa', { waitUntil: 'load' })
    const panel = page.getByRole('tabpanel').first()
    await panel.getByRole('button', { name: dataText('visa-labels', 'actions.apply') }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    release()
    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await page.getByRole('dialog').getAttribute('aria-labelledby')).not.toBeNull()
  })

  it('a booking button outside the /transport island, pressed before it wakes, opens the window with its service', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    const release = await holdIslandScripts(page, '/transport/')
    await page.goto('/transport/', { waitUntil: 'load' })
    await page.getByRole('button', { name: TRANSPORT.hero.button.label }).first().click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    release()
    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true)
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByRole('combobox', { name: startingWith(formWords(TRANSPORT.form).label('serviceType')) })
          .inputValue(),
      )
      .toBe(TRANSPORT.generalService)
  })

  it("a destination card's Request Quote, pressed before the /flights form wakes, fills the arrival city once it has", async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    const release = await holdIslandScripts(page, '/flights/')
    await page.goto('/flights/', { waitUntil: 'load' })
    const destination = FLIGHTS.destinations.items[0]!
    const place = `${destination.city}, ${destination.country}`
    await page.getByRole('link', { name: `${FLIGHTS.destinations.requestLabel} – ${place}` }).click()
    release()
    const arrival = page.getByRole('textbox', { name: startingWith(formWords(FLIGHTS.form).label('arrivalCity')) })
    await expect.poll(() => arrival.inputValue(), { timeout: 10_000 }).toBe(place)
    await expect.poll(() => arrival.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})

describe('the one tabs primitive, before any island wakes', () => {
  // /umrah has a tab for each departure on sale: one alone once the December Umrah has left (2026-12-19).
  const umrahTabs = tabPackages(loadCatalogue('umrah-page', 'en').packages.tabs, today(), DEFAULT_LOCALE).length
  const pages = [
    { path: '/umrah', label: /package/i, twoTabs: umrahTabs > 1 },
    // /hajj has its two kinds while a season is on sale; between seasons, no package and no tabs.
    { path: '/hajj', label: null, twoTabs: loadShownHajj(today(), 'en').season.registrationOpen },
    { path: '/hotels', label: null, twoTabs: true },
    { path: '/visa', label: null, twoTabs: true },
  ]
  for (const { path, twoTabs } of pages) {
    it.runIf(twoTabs)(`${path}: arrow keys, Home and End choose with one tab stop; the choice goes in the address`, async () => {
      const { page } = await e2e.open()
      await holdIslandScripts(page, path)
      await page.goto(path, { waitUntil: 'load' })
      const tabs = page.getByRole('tablist').first().getByRole('tab')
      const count = await tabs.count()
      expect(count).toBeGreaterThan(1)
      await tabs.first().focus()
      await page.keyboard.press('ArrowRight')
      const second = tabs.nth(1)
      expect(await second.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await second.getAttribute('aria-selected')).toBe('true')
      expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')).filter((index) => index === '0'))).toHaveLength(1)
      const panel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`)
      expect(await panel.isVisible()).toBe(true)
      const hash = await second.getAttribute('data-tab-hash')
      expect(new URL(page.url()).hash).toBe(`#${hash}`)
      await page.keyboard.press('End')
      expect(await tabs.last().getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('Home')
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
      expect(await hydratedCount(page), 'no island woke: no React').toBe(0)

      // A link to the second tab opens it.
      const { page: linked } = await e2e.open()
      await linked.goto(`${path}#${hash}`, { waitUntil: 'load' })
      expect(await linked.getByRole('tablist').first().getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true')
    })
  }
})
