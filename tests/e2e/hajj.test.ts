// The Hajj pages: /hajj with its shifting / non-shifting switch, a page per package, and
// /hajj-packages-comparison with its switch, free PDF guide and video. What a visitor sees is
// checked against data/hajj.yaml and data/hajj-comparison.yaml.
import { telHref, whatsappNumber } from '../../content/server/contact/phone'
import { hajjGuide } from '../../content/server/print/hajj-guide'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dataText } from '../support/data-text'
import { formatPounds } from '../../content/browser/format'
import { loadFilled, siteFacts } from '../../content/server/facts/facts'
import { hajjOnDay } from '../../content/server/hajj/season'
import { loadShownHajj, loadShownHajjSeasons } from '../../content/server/hajj/load'
import { today } from '../../content/server/today'
import { loadCatalogue } from '../../content/server/data/load'
import { isSampleVideo, leadsSomewhere } from '../../content/browser/sample-values'
import { axeViolations, DESKTOP, layOutEveryPart, PHONE, settle, useE2E, waitForAnimations, waitForIslands } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

// Every package of every season (past seasons keep their pages), and the season on sale today.
const catalogue = loadCatalogue('hajj', 'en')
const hajj = hajjOnDay(catalogue, today())
// With its {facts} filled in, as the page shows it.
const comparison = loadFilled('hajj-comparison', [], 'en')
const site = loadCatalogue('site', 'en')
const hajjPage = loadCatalogue('hajj-page', 'en')
// The season as the build shows it today (SITE_TODAY when set): Hajj days, registration, early bird.
const shown = loadShownHajj(today(), 'en')
const { season } = shown
const registerLabel = hajjPage.register.link.label.replace('{hajjYear}', String(hajj.season.year))
const brochureLabel = hajjPage.brochure.label.replace('{hajjYear}', String(hajj.season.year))
const { sidebar } = hajjPage.detail
const { newDates } = loadCatalogue('shell', 'en')
const SHIFTING = hajj.packages.filter((p) => p.type === 'shifting').map((p) => p.id)
const NON_SHIFTING = hajj.packages.filter((p) => p.type === 'nonShifting').map((p) => p.id)
const seasonShown = (id: string) => loadShownHajjSeasons(today(), 'en').find((s) => s.packages.some((p) => p.id === id))!
const REGISTRATION = '/hajj-2026-registration/'

async function open(path: string, options: Parameters<typeof e2e.open>[0] = {}) {
  const opened = await e2e.open(options)
  const response = await opened.page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForIslands(opened.page)
  return opened
}

/** axe's violations on the page once its work and animations have finished. */
async function settledViolations(page: Page): Promise<string[]> {
  await settle(page)
  await waitForAnimations(page)
  return axeViolations(page)
}

/** The package codes of the "View Details" links a visitor can see, sorted. */
async function visiblePackageIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#packages a[href^="/hajj/"]')
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')))
  return hrefs.map((href) => href!.replace(/^\/hajj\/(.*)\/$/, '$1')).sort()
}

describe('/hajj/', () => {
  // Between seasons (every group of the season has left) /hajj offers no package and no tabs, only
  // new dates; the season is the first of its record (season-rollover.test.ts, departed.test.ts).
  it('shows the shifting packages first, in the page as served (before any script runs)', async ({ skip }) => {
    if (!season.registrationOpen) skip()
    const html = await (await fetch(e2e.url('/hajj/'))).text()
    const panel = (type: string) => new RegExp(`<div role="tabpanel" id="hajj-packages-panel-${type}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(panel('shifting')).not.toContain('hidden')
    expect(panel('nonShifting')).toContain('hidden')
    expect(html).toContain('aria-selected="true"')
  })

  it("the switch shows the season's shifting packages by default and the non-shifting ones when chosen", async ({ skip }) => {
    if (!season.registrationOpen) skip()
    expect(SHIFTING.length).toBeGreaterThan(0)
    expect(NON_SHIFTING.length).toBeGreaterThan(0)
    const { page, problems } = await open('/hajj/')
    const shiftingTab = page.getByRole('tab', { name: /^Shifting/ })
    const nonShiftingTab = page.getByRole('tab', { name: /^Non-shifting/ })
    expect(await shiftingTab.getAttribute('aria-selected')).toBe('true')
    expect(await visiblePackageIds(page)).toEqual([...SHIFTING].sort())

    await nonShiftingTab.click()
    await expect.poll(() => visiblePackageIds(page)).toEqual([...NON_SHIFTING].sort())
    expect(await nonShiftingTab.getAttribute('aria-selected')).toBe('true')
    expect(await shiftingTab.getAttribute('aria-selected')).toBe('false')
    expect(await page.getByRole('tabpanel').count()).toBe(1)
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await nonShiftingTab.getAttribute('id'))

    await shiftingTab.click()
    await expect.poll(() => visiblePackageIds(page)).toEqual([...SHIFTING].sort())
    expect(problems).toEqual([])
  })

  it('the switch works from the keyboard: arrows, Home and End move the choice and the focus', async ({ skip }) => {
    if (!season.registrationOpen) skip()
    const { page } = await open('/hajj/')
    await page.getByRole('tab', { name: /^Shifting/ }).focus()
    await page.keyboard.press('ArrowRight')
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await expect.poll(focused).toMatch(/^Non-shifting/)
    await expect.poll(() => visiblePackageIds(page)).toEqual([...NON_SHIFTING].sort())
    await page.keyboard.press('ArrowRight')
    await expect.poll(focused).toMatch(/^Shifting/)
    await page.keyboard.press('End')
    await expect.poll(focused).toMatch(/^Non-shifting/)
    await page.keyboard.press('Home')
    await expect.poll(focused).toMatch(/^Shifting/)
    await expect.poll(() => visiblePackageIds(page)).toEqual([...SHIFTING].sort())
    // Only the chosen tab is in the Tab order; the next Tab goes to the panel.
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')))).toEqual(['0', '-1'])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
  })

  it("every card's View Details link opens /hajj/<id>", async ({ skip }) => {
    if (!season.registrationOpen) skip()
    const { page } = await open('/hajj/')
    // The season on offer (the past seasons' record follows it, spec-points-2.test.ts).
    const offered = page.locator('section#packages')
    for (const pkg of hajj.packages) {
      // Half of them are in the panel hidden until the switch shows it.
      const link = offered.getByRole('link', { name: `${t('packages.viewDetails')} ${t('packages.detailsOf', { title: pkg.title })}`, includeHidden: true })
      expect(await link.getAttribute('href')).toBe(`/hajj/${pkg.id}/`)
    }
    const first = hajj.packages.find((p) => p.type === 'shifting')!
    await offered.getByRole('link', { name: `${t('packages.viewDetails')} ${t('packages.detailsOf', { title: first.title })}` }).click()
    await page.waitForURL(`**/hajj/${first.id}/`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(first.title)
  })

  it('shows the Hajj days of the Umm al-Qura calendar, and the early-bird date only until it passes', async () => {
    const { page } = await open('/hajj')
    const hero = await page.locator('.hajj-hero').innerText()
    expect(hero).toContain(siteFacts(today(), 'en').hajjDates)
    expect(hero.includes(siteFacts(today(), 'en').earlyBirdUntil)).toBe(season.earlyBirdText !== undefined)
  })

  it('once every group has left, offers no registration and invites visitors to register interest in new dates', async ({ skip }) => {
    if (season.registrationOpen) skip()
    const { page } = await open('/hajj')
    expect(await page.getByRole('link', { name: new RegExp(registerLabel) }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: newDates.heading }).count()).toBe(1)
    expect(await page.getByRole('link', { name: newDates.link.label }).getAttribute('href')).toBe(newDates.link.href)
    // The season's packages are no longer offered: they head its record, each marked as departed.
    expect(await page.locator('#packages .package-card').count()).toBe(0)
    expect(await page.locator(`#hajj-${season.year} .package-card .badge`, { hasText: loadCatalogue('words', 'en').status.departed }).count()).toBe(
      hajj.packages.length,
    )
  })

  it("'Register for Hajj' opens the registration page in a new tab, and says so to screen readers", async ({ skip }) => {
    if (!season.registrationOpen) skip()
    const { page, context } = await open('/hajj')
    const links = page.getByRole('link', { name: `${registerLabel} ${dataText('words', 'newTab')}` })
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toBe(REGISTRATION)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener')
    }
    const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).pathname).toBe(REGISTRATION)
    expect(new URL(page.url()).pathname).toBe('/hajj/')
  })

  it('links to the season brochure on its own site, in a new tab; a sample brochure (example.com) is no button (docs/decisions.md, decision 9)', async () => {
    const { page } = await open('/hajj/')
    const brochure = page.getByRole('link', { name: `${brochureLabel} ${t('newTab')}` }).first()
    if (!leadsSomewhere(hajj.season.brochureUrl)) {
      expect(await brochure.count()).toBe(0)
      return
    }
    expect(await brochure.getAttribute('href')).toBe(hajj.season.brochureUrl)
    expect(await brochure.getAttribute('target')).toBe('_blank')
    expect((await brochure.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
  })

  it("shows the shared 'why choose us' carousel", async () => {
    const { page } = await open('/hajj/')
    expect(await page.getByRole('heading', { name: loadCatalogue('why-choose-us', 'en').heading }).count()).toBe(1)
  })
})

describe('/hajj/<id>', () => {
  it('a page for every package of every season: the season on sale and the record of the past ones', () => {
    expect(catalogue.seasons.length).toBeGreaterThan(1)
    expect(
      loadShownHajjSeasons(today(), 'en')
        .flatMap((s) => s.packages.map((p) => p.id))
        .sort(),
    ).toEqual(catalogue.packages.map((p) => p.id).sort())
  })

  it.each(catalogue.packages.map((pkg) => [pkg.id, pkg] as const))('%s shows its own price, original price and content', async (id, pkg) => {
    // The package's own season: its Hajj days, early bird, registration and brochure.
    const own = seasonShown(id)
    const season = own.season
    const { page, problems } = await open(`/hajj/${id}/`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(pkg.title)
    const panel = page.locator('.hajj-sidebar')
    expect(await panel.locator('.price__amount').innerText()).toBe(formatPounds(pkg.price))
    // The early-bird price and date, and the registration link, only while they are open; a
    // departed package keeps its record, the struck-through price included.
    const panelText = await panel.innerText()
    const departed = own.packages.find((p) => p.id === id)!.departed
    if (season.earlyBirdText || (departed && pkg.originalPrice !== undefined))
      expect(await panel.locator('del.price__original').textContent()).toBe(`${t('price.was')} ${formatPounds(pkg.originalPrice!)}`)
    else expect(await panel.locator('del.price__original').count()).toBe(0)
    if (season.earlyBirdText) expect(panelText).toContain(season.earlyBirdText)
    else expect(panelText).not.toContain(siteFacts(today(), 'en').earlyBirdUntil)
    expect(panelText).toContain(season.hajjDates)
    expect(panelText).toContain(own.packages.find((p) => p.id === id)!.travelDates)
    const register = panel.getByRole('link', { name: sidebar.register.label })
    // Registration is offered while the season is open and this group has not left (a season is
    // open until its last group leaves: those gone first offer none).
    if (season.registrationOpen && !departed) expect(await register.getAttribute('href')).toBe(REGISTRATION)
    else expect(await register.count()).toBe(0)
    expect(await panel.getByRole('link', { name: sidebar.contact.label }).getAttribute('href')).toBe('/contact/')
    const brochure = panel.getByRole('link', { name: `${sidebar.brochureLabel} ${t('newTab')}` })
    if (leadsSomewhere(season.brochureUrl)) expect(await brochure.getAttribute('href')).toBe(season.brochureUrl)
    else expect(await brochure.count(), 'a sample brochure is no button').toBe(0)

    const breadcrumbs = await page
      .getByRole('navigation', { name: t('navigation.breadcrumb') })
      .getByRole('listitem')
      .allInnerTexts()
    // The list of the package's own season (Hajj 2026 Packages for a package of the record).
    const list = loadCatalogue('routes', 'en')
      .routes.find((r) => r.path === '/hajj')!
      .title!.replace('{hajjYear}', String(season.year))
    expect(breadcrumbs.map((crumb) => crumb.trim())).toEqual([t('navigation.home'), list, pkg.title])
    expect(await page.title()).toContain(`Hajj ${season.year}`)

    // The itinerary holds the package's own days around the days of Hajj of its kind. Read as the
    // visitor who scrolls down reads it: the parts after the overview are laid out only then (components.css).
    await layOutEveryPart(page)
    const itinerary = await page.locator('#itinerary').innerText()
    for (const day of [...pkg.itinerary.beforeHajj, ...hajj.types[pkg.type].hajjDays, ...pkg.itinerary.afterHajj]) expect(itinerary).toContain(day.title)
    for (const rite of ['Mina', 'Arafat', 'Muzdalifah', 'Jamarat', 'Tawaf al-Ifadah']) expect(itinerary).toContain(rite)
    const stays = await page.locator('#hotels').innerText()
    expect(stays).toContain(pkg.hotels.makkah.name)
    expect(stays).toContain(pkg.minaCamp.name)
    const labels = await page.locator('#hotels .hajj-stay__label').allTextContents()
    expect(labels.includes(hajjPage.detail.hotelLabels.aziziyah), 'an Aziziyah apartment for shifting packages only').toBe(pkg.type === 'shifting')

    // Search engines get the same price, as a TouristTrip whose offer has ended once the group left.
    const graph = (await page.locator('script[type="application/ld+json"]').allInnerTexts()).flatMap((t) => JSON.parse(t)['@graph'])
    const trip = graph.find((node: { '@type': string }) => node['@type'] === 'TouristTrip')
    expect(trip).toMatchObject({ departureTime: pkg.departure })
    // One offer per room sharing where the package prices its rooms, the lowest (a quad room) first.
    const offers = [trip.offers].flat()
    expect(offers).toHaveLength(1 + Object.keys(pkg.roomPrices ?? {}).length)
    expect(offers[0]).toMatchObject({
      price: pkg.price,
      availability: `https://schema.org/${departed ? 'Discontinued' : 'InStock'}`,
      validThrough: pkg.departure,
    })
    expect(problems).toEqual([])
  })
})

describe('the price panel of a package that has left', () => {
  // The one with the longest price line: the dearest with a struck-through price.
  const departed = loadShownHajjSeasons(today(), 'en')
    .flatMap((s) => s.packages)
    .filter((p) => p.departed)
    .sort((a, b) => b.price + (b.originalPrice ?? 0) - (a.price + (a.originalPrice ?? 0)))[0]

  it.for(
    (['en', 'bn'] as const).flatMap((language) =>
      [DESKTOP, PHONE].map((viewport) => ({ language, prefix: language === 'en' ? '' : `/${language}`, viewport, width: viewport.width })),
    ),
  )('$language at $width px: says Departed above the price, covering none of it', async ({ prefix, viewport }, { skip }) => {
    if (!departed) return skip('no package has left yet')
    const { page } = await open(`${prefix}/hajj/${departed.id}/`, { viewport })
    const panel = page.locator('.hajj-sidebar')
    const badge = await panel.locator('.badge').boundingBox()
    const price = await panel.locator('.hajj-sidebar__price').boundingBox()
    expect(badge && price, 'the badge and the price').toBeTruthy()
    expect(badge!.y + badge!.height, 'the badge ends above the price line').toBeLessThanOrEqual(price!.y)
  })
})

describe('/hajj-packages-comparison/', () => {
  // The season on sale: its featured packages (codes of another season are left out; none between
  // seasons), its "from" prices and range of days, all worked out from data/hajj.yaml.
  const featuredOf = (type: 'shifting' | 'nonShifting') =>
    shown.season.registrationOpen ? comparison.types[type].featured.filter((id) => shown.packages.some((p) => p.id === id && p.type === type)) : []
  const daysOf = (type: 'shifting' | 'nonShifting') => {
    const ranges = shown.packages.filter((p) => p.type === type).map((p) => p.duration.match(/\d+/g)!.map(Number))
    return `${Math.min(...ranges.map((r) => r[0]))}–${Math.max(...ranges.map((r) => r.at(-1)!))} days`
  }
  /** The kind's "from" price: its cheapest package still to leave, none once all of that kind have left. */
  const fromOf = (type: 'shifting' | 'nonShifting') => {
    const open = shown.packages.filter((p) => p.type === type && !p.departed)
    return open.length > 0 ? Math.min(...open.map((p) => p.price)) : undefined
  }

  it('names the season on sale, not a year typed in the page', async () => {
    const html = await (await fetch(e2e.url('/hajj-packages-comparison/'))).text()
    // The season on sale, or between seasons the next one (whose registration opens soon).
    const named = Number(siteFacts(today(), 'en').hajjYear)
    expect(html).toContain(`Hajj ${named}`)
    for (const year of catalogue.seasons.map((s) => s.year).filter((y) => y !== named)) expect(html).not.toContain(`Hajj ${year}`)
  })

  const visibleTexts = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => (n as HTMLElement).innerText.trim()))

  async function expectShowing(page: Page, type: 'shifting' | 'nonShifting') {
    const content = comparison.types[type]
    await expect.poll(() => visibleTexts(page, '#compare h2')).toEqual([content.heading])
    expect(await visibleTexts(page, '#compare .hajj-benefit__title')).toEqual(content.benefits.map((b) => b.title))
    expect(content.benefits).toHaveLength(8)
    expect(await visibleTexts(page, '#compare .hajj-option__title')).toEqual(featuredOf(type).map((id) => hajj.packages.find((p) => p.id === id)!.title))
    // Some package featured while the season is on sale (none between seasons).
    expect(featuredOf(type).length > 0).toBe(shown.season.registrationOpen)
    const stats = (await visibleTexts(page, '#compare .hajj-cmp__stats')).join(' ')
    // No past price is on sale: once every package of the kind has left (between seasons, or in
    // the days the season's last groups are still to leave), the kind has new dates soon.
    const from = fromOf(type)
    expect(stats).toContain(from === undefined ? t('price.newDatesSoon') : formatPounds(from))
    expect(stats).toContain(daysOf(type))
    // The table compares both kinds by factor, with the chosen kind's column marked.
    const chosen = await visibleTexts(page, '#compare th.hajj-table__chosen')
    expect(chosen).toEqual([expect.stringContaining(hajj.types[type].label)])
    expect(chosen[0]).toContain(comparison.comparison.chosenLabel.toUpperCase())
    const rows = await visibleTexts(page, '#compare tbody th')
    expect(rows).toEqual(comparison.comparison.rows.map((row) => row.factor))
    const chosenCells = await visibleTexts(page, '#compare td.hajj-table__chosen')
    expect(chosenCells).toEqual(comparison.comparison.rows.map((row) => row[type]))
  }

  it('the switch changes the headings, the eight benefits, the featured cards and the table', async () => {
    const { page, problems } = await open('/hajj-packages-comparison/')
    await expectShowing(page, 'shifting')

    await page.getByRole('tab', { name: /^Non-shifting/ }).click()
    await expectShowing(page, 'nonShifting')

    await page.keyboard.press('ArrowLeft')
    await expectShowing(page, 'shifting')
    expect(problems).toEqual([])
  })

  it('featured cards link to their package pages', async () => {
    const { page } = await open('/hajj-packages-comparison/')
    const hrefs = await page
      .locator('#compare .hajj-option a')
      .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(featuredOf('shifting').map((id) => `/hajj/${id}/`))
  })

  it('the free PDF guide downloads with no registration: 200, application/pdf, the pages stated', async () => {
    // What the build printed from data/ (its pages and size are measured, never typed).
    const printed = await hajjGuide(today(), 'en')
    const size = `${Math.max(1, Math.round(printed.bytes.length / 1024))} KB`
    const { page } = await open('/hajj-packages-comparison/')
    const link = page.getByRole('link', { name: `${comparison.guide.button} ${t('visa.fileSize', { size })}` })
    const href = await link.getAttribute('href')
    expect(href).toBe(`/guides/${comparison.guide.file}`)
    expect(await page.locator('#guide .hajj-guide__meta').textContent()).toBe(t('hajj.guideFile', { pages: printed.pages, size }))
    expect(await page.locator('#guide').innerText()).toContain(comparison.guide.note)
    const response = await fetch(e2e.url(href!))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/)
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(body.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(printed.pages)
  })

  it('the video loads nothing until played; its sample id opens the window that says the agency’s video goes there', async () => {
    const opened = await e2e.open()
    const youtube: string[] = []
    opened.page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url())
    })
    await opened.page.goto('/hajj-packages-comparison/')
    await waitForIslands(opened.page)
    await opened.page.getByRole('button', { name: `${t('video.play')} ${comparison.video.title}` }).scrollIntoViewIfNeeded()
    await opened.page.waitForLoadState('networkidle')
    expect(youtube).toEqual([])
    expect(await opened.page.locator('iframe').count()).toBe(0)

    await opened.page.getByRole('button', { name: `${t('video.play')} ${comparison.video.title}` }).click()
    const dialog = opened.page.getByRole('dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // The player with an id of the agency's own is tested in video.test.ts (the same player).
    expect(isSampleVideo(comparison.video.youtubeId)).toBe(true)
    expect(await dialog.innerText()).toContain(t('video.sample'))
    expect(await dialog.locator('iframe').count()).toBe(0)
    expect(youtube).toEqual([])
    await opened.page.keyboard.press('Escape')
    await expect.poll(() => opened.page.locator('iframe').count()).toBe(0)
  })

  it("popular options are the season's bookable popular packages, linked to their pages and to registration", async () => {
    const { page } = await open('/hajj-packages-comparison/')
    // Departed packages are never popular (shown.packages marks them so).
    const popular = shown.packages.filter((p) => p.popular)
    expect(popular.every((p) => !p.departed)).toBe(true)
    const section = page.locator('#popular')
    for (const pkg of popular) {
      expect(
        await section.getByRole('link', { name: `${comparison.popular.details} ${t('packages.detailsOf', { title: pkg.title })}` }).getAttribute('href'),
      ).toBe(`/hajj/${pkg.id}/`)
      expect(
        await section
          .getByRole('link', { name: `${comparison.popular.register.label} ${t('packages.registerIn', { title: pkg.title })}` })
          .getAttribute('href'),
      ).toBe(REGISTRATION)
    }
    expect(await section.locator('article').count()).toBe(popular.length)
  })

  it('the custom-package box calls, opens WhatsApp with its message, and links to /contact', async () => {
    const { page } = await open('/hajj-packages-comparison/', { viewport: PHONE })
    const box = page.locator('.hajj-custom')
    expect(await box.getByRole('link', { name: new RegExp(site.phones.hajjUmrah.display) }).getAttribute('href')).toBe(telHref(site.phones.hajjUmrah))
    const whatsapp = new URL((await box.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!)
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${whatsappNumber(site.whatsapp)}`)
    expect(whatsapp.searchParams.get('text')).toBe(comparison.custom.whatsappText)
    expect(await box.getByRole('link', { name: comparison.custom.contact.label }).getAttribute('href')).toBe('/contact/')
  })

  it("shows the pilgrims' reviews and the closing links: register, all packages, consultation", async () => {
    const { page } = await open('/hajj-packages-comparison/')
    await layOutEveryPart(page)
    const reviews = await page.locator('#hajj-testimonials figcaption strong').allInnerTexts()
    const { testimonials } = loadCatalogue('testimonials', 'en')
    expect(reviews).toEqual(comparison.testimonials.ids.map((id) => testimonials.find((t) => t.id === id)!.name))
    const closing = page.locator('#hajj-next-step')
    if (!season.registrationOpen) {
      expect(await closing.getByRole('link', { name: newDates.link.label }).getAttribute('href')).toBe(newDates.link.href)
      return
    }
    const register = closing.getByRole('link', { name: `${comparison.closing.register.label} ${dataText('words', 'newTab')}` })
    expect(await register.getAttribute('href')).toBe(REGISTRATION)
    expect(await register.getAttribute('target')).toBe('_blank')
    expect(await closing.getByRole('link', { name: comparison.closing.packages.label }).getAttribute('href')).toBe('/hajj/')
    expect(await closing.getByRole('link', { name: comparison.closing.consultation.label }).getAttribute('href')).toBe('/contact/')
  })
})

describe('the agency rating in structured data', () => {
  const agency = async (path: string) => {
    const html = await (await fetch(e2e.url(path))).text()
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1])['@graph'])
    return graph.find((node: { '@type': string }) => node['@type'] === 'TravelAgency')
  }
  const { testimonials } = loadCatalogue('testimonials', 'en')

  it.each([
    ['/', testimonials.filter((review) => !review.hideFromHome).map((review) => review.id)],
    ['/contact/', loadCatalogue('contact-page', 'en').testimonials.ids],
    ['/hajj-packages-comparison/', comparison.testimonials.ids],
  ])('%s shows reviews, so it carries the rating and those reviews, word for word', async (path, ids) => {
    const node = await agency(path)
    expect(node.aggregateRating).toMatchObject({ ratingValue: site.rating.value, reviewCount: site.rating.count })
    expect(node.review).toEqual(
      ids.map((id) => {
        const t = testimonials.find((r) => r.id === id)!
        return expect.objectContaining({ author: { '@type': 'Person', name: t.name }, reviewBody: t.text })
      }),
    )
    const html = await (await fetch(e2e.url(path))).text()
    expect(html).toContain(`${site.rating.value} out of 5`)
  })

  it.each(['/hajj/', '/umrah/', '/visa/'])('%s shows no reviews, so it carries no rating', async (path) => {
    const node = await agency(path)
    expect(node.aggregateRating).toBeUndefined()
    expect(node.review).toBeUndefined()
  })
})

// a11y.test.ts and navigation.test.ts check every page as it first shows; these are the states
// a visitor can switch to.
describe('the switched states', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it.for(['/hajj/', '/hajj-packages-comparison/'])(
      `%s with non-shifting chosen at ${viewport.width} px: no axe violations, no sideways scroll`,
      async (path, { skip }) => {
        // /hajj has no tabs between seasons (above).
        if (path === '/hajj/' && !season.registrationOpen) skip()
        const { page } = await open(path, { viewport })
        await page.getByRole('tab', { name: /^Non-shifting/ }).click()
        await expect.poll(() => page.getByRole('tab', { name: /^Non-shifting/ }).getAttribute('aria-selected')).toBe('true')
        expect(await settledViolations(page)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      },
    )
  }

  it('the comparison video player, open: no axe violations', async () => {
    const { page } = await open('/hajj-packages-comparison/', { viewport: PHONE })
    await page.getByRole('button', { name: literally(t('video.play')) }).click()
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    expect(await settledViolations(page)).toEqual([])
  })
})
