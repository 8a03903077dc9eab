// The header on a desktop (hover and keyboard dropdowns, scrolled look, active section) and on a
// phone (the menu button, groups, Get Quote to the wizard). That no page scrolls sideways on a phone
// is checked in each route's one load (routes.test.ts).
import { today } from '../../content/server/today'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { loadNavigation } from '../../content/server/page-data/navigation'
import { isBookable } from '../../content/server/umrah'
import { withPageHrefs } from '../../content/server/routes/href'
import { DESKTOP, PHONE, useE2E, type PageOptions } from '../support/browser'
import { t } from '../support/words'

const e2e = useE2E()

interface NavLink {
  label: string
  href: string
}
interface NavItem extends Partial<NavLink> {
  section: string
  children?: NavLink[]
}
// The menus as the pages serve them on the build day: the links in their served form (`/hotels/`
// for the `/hotels` written there), facts filled in, and the Umrah departures that can be booked.
const navigation = withPageHrefs(loadNavigation(today(), 'en')) as unknown as {
  main: NavItem[]
  getQuote: { label: string; desktopHref: string; mobileHref: string }
}
const menu = (label: string) => {
  const item = navigation.main.find((i) => i.label === label)
  if (!item?.children) throw new Error(`navigation.yaml has no menu "${label}"`)
  return item.children
}

async function open(path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open(options)
  await page.goto(path)
  return page
}

const desktopNav = (page: Page) => page.getByRole('navigation', { name: t('navigation.main'), exact: true })

/** The links of a dropdown/group, as a visitor sees them. */
async function visibleLinks(list: Locator): Promise<NavLink[]> {
  const links = list.getByRole('link')
  const result: NavLink[] = []
  for (const link of await links.all()) {
    if (await link.isVisible()) result.push({ label: (await link.innerText()).trim(), href: (await link.getAttribute('href')) ?? '' })
  }
  return result
}

/** Scrolls instantly (the page scrolls smoothly otherwise) and waits two frames for the header. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, y)
}

/**
 * What the visitor sees over the next `ms` (real time: the header's CSS transition runs in real
 * time): every frame's scroll position and whether the header has its scrolled look.
 */
async function watchHeader(page: Page, ms: number): Promise<Array<{ y: number; scrolled: boolean }>> {
  return page.evaluate(async (duration) => {
    const header = document.querySelector('[data-site-header]')!
    const frames: Array<{ y: number; scrolled: boolean }> = []
    const start = performance.now()
    while (performance.now() - start < duration) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      frames.push({ y: Math.round(window.scrollY), scrolled: header.classList.contains('is-scrolled') })
    }
    return frames
  }, ms)
}

const headerScrolled = (page: Page) => page.locator('[data-site-header]').evaluate((h) => h.classList.contains('is-scrolled'))

describe(`desktop header (${DESKTOP.width}×${DESKTOP.height})`, () => {
  it('hovering Umrah shows its dropdown with the links of navigation.yaml; leaving hides it', async () => {
    const page = await open('/')
    const nav = desktopNav(page)
    expect(await nav.isVisible()).toBe(true)
    const button = nav.getByRole('button', { name: 'Umrah', exact: true })
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`)
    expect(await dropdown.isVisible()).toBe(false)
    await button.hover()
    await expect.poll(() => dropdown.isVisible()).toBe(true)
    expect(await visibleLinks(dropdown)).toEqual(menu('Umrah'))
    // All Umrah Packages, the two pages of navigation.yaml, and each departure on sale with a page.
    const departures = loadCatalogue('umrah', 'en').packages.filter((pkg) => pkg.detailPage && isBookable(pkg, today()))
    expect(menu('Umrah')).toHaveLength(3 + departures.length)
    await page.mouse.move(700, 700)
    await expect.poll(() => dropdown.isVisible()).toBe(false)
  })

  it('Tab-focusing the Hajj button shows its dropdown, and Escape closes it', async () => {
    const page = await open('/')
    const nav = desktopNav(page)
    const hajj = nav.getByRole('button', { name: 'Hajj', exact: true })
    const dropdown = page.locator(`#${await hajj.getAttribute('aria-controls')}`)
    // Keyboard only: Tab from the start of the page until the Hajj button has focus.
    let reached = false
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await hajj.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'the Hajj button is reachable with Tab').toBe(true)
    await expect.poll(() => dropdown.isVisible()).toBe(true)
    expect(await visibleLinks(dropdown)).toEqual(menu('Hajj'))
    // Its links follow in the Tab order.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(menu('Hajj')[0]!.href)

    await page.keyboard.press('Escape')
    expect(await hajj.evaluate((el) => el === document.activeElement), 'focus goes back to the Hajj button').toBe(true)
    expect(await hajj.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => dropdown.isVisible(), { message: 'the Hajj dropdown is closed after Escape' }).toBe(false)
  })

  it('a click on a menu button toggles its dropdown (touch screens)', async () => {
    const page = await open('/')
    const visa = desktopNav(page).getByRole('button', { name: 'Visa', exact: true })
    const dropdown = page.locator(`#${await visa.getAttribute('aria-controls')}`)
    await visa.click()
    expect(await visa.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => dropdown.isVisible()).toBe(true)
    expect(await visibleLinks(dropdown)).toEqual(menu('Visa'))
  })

  it('the header changes look past 50 px of scroll, not before, and back at the top', async () => {
    const page = await open('/')
    expect(await headerScrolled(page)).toBe(false)
    await scrollTo(page, 40)
    expect(await headerScrolled(page)).toBe(false)
    await scrollTo(page, 300)
    await expect.poll(() => headerScrolled(page)).toBe(true)
    await scrollTo(page, 0)
    await expect.poll(() => headerScrolled(page)).toBe(false)
  })

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('stopping at 60 px gives the scrolled look, steadily, and the page stays where it was left (%s)', async (_, viewport) => {
    const page = await open('/', { viewport })
    await scrollTo(page, 40)
    expect(await headerScrolled(page)).toBe(false)
    await scrollTo(page, 60)
    const frames = await watchHeader(page, 800)
    const changes = frames.filter((f, i) => i > 0 && f.scrolled !== frames[i - 1]!.scrolled).length
    const positions = [...new Set(frames.map((f) => f.y))]
    expect(
      { lastScrolled: frames.at(-1)?.scrolled, lookChanges: changes, scrollPositions: positions },
      `frames after scrolling to 60 px: ${JSON.stringify(frames.filter((_, i) => i % 4 === 0))}`,
    ).toEqual({ lastScrolled: true, lookChanges: 0, scrollPositions: [60] })
  })

  it('Get Quote goes to /contact and Home is the active section on the home page', async () => {
    const page = await open('/')
    const quote = page.getByRole('link', { name: navigation.getQuote.label, exact: true })
    expect(await quote.count(), 'one visible Get Quote link').toBe(1)
    expect(await quote.getAttribute('href')).toBe(navigation.getQuote.desktopHref)
    expect(navigation.getQuote.desktopHref).toBe('/contact/')
    const current = desktopNav(page).locator('[aria-current]')
    expect(await current.allInnerTexts()).toEqual(['Home'])
    expect(await current.getAttribute('class')).toContain('is-active')
  })
})

describe(`phone header (${PHONE.width}×${PHONE.height})`, () => {
  const phone: PageOptions = { viewport: PHONE, isMobile: true, hasTouch: true }

  it('hides the desktop menu; the menu button opens the phone menu and its groups', async () => {
    const page = await open('/', phone)
    expect(await desktopNav(page).isVisible()).toBe(false)
    const toggle = page.locator('[data-mobile-nav] > summary')
    expect(await toggle.isVisible()).toBe(true)
    expect((await toggle.innerText()).trim()).toBe(t('navigation.menu'))
    const panel = page.getByRole('navigation', { name: t('navigation.mainMenu') })
    expect(await panel.isVisible()).toBe(false)

    await toggle.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    const umrah = panel.locator('details').filter({ has: page.locator('summary', { hasText: /^Umrah$/ }) })
    expect(await umrah.count()).toBe(1)
    expect(await visibleLinks(umrah)).toEqual([])
    await umrah.locator('summary').click()
    await expect.poll(() => visibleLinks(umrah)).toEqual(menu('Umrah'))
    // Home is marked as the current section in the phone menu too.
    expect(await panel.getByRole('link', { name: 'Home', exact: true }).getAttribute('class')).toContain('is-active')

    await toggle.click()
    await expect.poll(() => panel.isVisible()).toBe(false)
  })

  it('Get Quote goes to the quote wizard, /get-quote', async () => {
    const page = await open('/', phone)
    const quote = page.getByRole('link', { name: navigation.getQuote.label, exact: true })
    expect(await quote.count(), 'one visible Get Quote link').toBe(1)
    expect(await quote.getAttribute('href')).toBe('/get-quote/')
  })
})
