// The Umrah pages as a visitor uses them: the package tabs of /umrah (mouse and keyboard), the
// sold-out and available states, the comparison of every package, each package page with every
// part of its data, the promo video, 'Package Not Found' with status 404 for unknown Umrah and
// Hajj ids, and the East London Mosque community page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { withPageHrefs } from '../../content/server/routes/href'
import { formatPounds } from '../../content/browser/format'
import { today } from '../../content/server/today'
import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { daysInclusive, formatDateRange, hasDeparted, isIsoDate } from '../../content/browser/dates'
import { byDeparture, showUmrahPackage } from '../../content/server/umrah'
import type { CommunityUmrah, PackageNotFound, Shell, Site, Umrah, UmrahPage, Words } from '../../schemas/types.generated'
import { tabPackages as tabPackagesOnDay } from '../../pages/umrah/umrah-packages'
import { builtRoutes, layOutEveryPart, PROJECT_ROOT, useE2E, waitForIslands } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

// The data with its links as the pages serve them (`/umrah/` for the `/umrah` written there).
const read = <T>(name: string) => withPageHrefs(parse(readFileSync(join(PROJECT_ROOT, 'data', `${name}.yaml`), 'utf8'))) as T
const { packages } = read<Umrah>('umrah')
const page = read<UmrahPage>('umrah-page')
const community = read<CommunityUmrah>('east-london-mosque-umrah')
const notFound = read<PackageNotFound>('package-not-found')
const site = read<Site>('site')

const { status: packageStatus } = read<Words>('words')
// Every package as the build shows it today (SITE_TODAY when set): dates, duration and state.
const shownPackages = packages.map((p) => showUmrahPackage(p, today(), 'en'))
const byId = (id: string) => shownPackages.find((p) => p.id === id)!
// The tabs as /umrah builds them today: listed in data/umrah-page.yaml, or every package with its own page.
const tabPackages = tabPackagesOnDay(page.packages.tabs, today(), DEFAULT_LOCALE).map((p) => byId(p.id))
const [defaultTab, secondTab] = tabPackages
// Moving between tabs needs two: with one departure left on sale (the February Umrah's alone once
// the December one has left, 2026-12-19) the page has one tab, and nothing to move to.
const twoTabs = secondTab !== undefined
/** A tab's package with places: the second tab's while there is one, else the only one's. */
const withPlaces = secondTab ?? defaultTab
// None once every departure with a page has left (the February Umrah on 2027-02-12): the section
// invites the visitor to register their interest instead.
const shell = read<Shell>('shell')
const detailPackages = shownPackages.filter((p) => p.detailPage)
const closedDetailPackage = detailPackages.find((p) => !p.bookable)!
const statusLabel = (p: (typeof shownPackages)[number]) => (p.status === 'open' ? undefined : packageStatus[p.status])

async function open(path: string) {
  const opened = await e2e.open()
  const response = await opened.page.goto(path)
  await waitForIslands(opened.page)
  return { ...opened, response }
}

const tab = (p: Page, title: string) => p.getByRole('tab', { name: new RegExp(`^${title}`) })
const visiblePanel = (p: Page) => p.getByRole('tabpanel')

/** The tab that is selected, and the one that takes the keyboard focus, by package title. */
async function tabState(p: Page) {
  return p.evaluate(() => {
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'))
    const name = (el: Element | undefined | null) => el?.querySelector('.umrah-tabs__name')?.textContent ?? null
    return {
      selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map(name),
      tabStops: tabs.filter((t) => t.tabIndex === 0).map(name),
      focused: name(document.activeElement?.closest('[role="tab"]')),
      visiblePanels: Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
        .filter((panel) => !panel.hidden)
        .map((panel) => panel.querySelector('h3')?.textContent ?? null),
    }
  })
}

describe('/umrah package tabs', () => {
  it.runIf(defaultTab)('opens on the first bookable package of the tabs with its panel alone shown', async () => {
    const { page: p, problems } = await open('/umrah')
    expect(await p.getByRole('tablist', { name: page.packages.tabsLabel }).count()).toBe(1)
    expect(await tabState(p)).toMatchObject({
      selected: [defaultTab.title],
      tabStops: [defaultTab.title],
      visiblePanels: [defaultTab.title],
    })
    const panel = visiblePanel(p)
    expect(await panel.getAttribute('aria-labelledby')).toBe(await tab(p, defaultTab.title).getAttribute('id'))
    expect(await tab(p, defaultTab.title).getAttribute('aria-controls')).toBe(await panel.getAttribute('id'))
    expect(problems).toEqual([])
  })

  it.runIf(twoTabs)('switches package when another tab is clicked', async () => {
    const { page: p } = await open('/umrah/')
    await tab(p, secondTab.title).click()
    expect(await tabState(p)).toMatchObject({ selected: [secondTab.title], tabStops: [secondTab.title], visiblePanels: [secondTab.title] })
    const panel = visiblePanel(p)
    expect(await panel.locator('.price__amount').innerText()).toBe(formatPounds(secondTab.price))
    if (secondTab.originalPrice) expect(await panel.locator('del').innerText()).toContain(formatPounds(secondTab.originalPrice))
    expect(await panel.innerText()).toContain(secondTab.dates)
    await tab(p, defaultTab.title).click()
    expect((await tabState(p)).visiblePanels).toEqual([defaultTab.title])
  })

  it.runIf(twoTabs)('moves between tabs with the arrow keys, Home and End, keeping one tab stop', async () => {
    const { page: p } = await open('/umrah/')
    await tab(p, defaultTab.title).focus()
    const expectOn = async (title: string) =>
      expect(await tabState(p)).toMatchObject({ selected: [title], tabStops: [title], focused: title, visiblePanels: [title] })
    await p.keyboard.press('ArrowRight')
    await expectOn(secondTab.title)
    await p.keyboard.press('Home')
    await expectOn(defaultTab.title)
    await p.keyboard.press('ArrowLeft') // wraps round to the last
    await expectOn(tabPackages.at(-1)!.title)
    await p.keyboard.press('ArrowRight') // and back to the first
    await expectOn(defaultTab.title)
    await p.keyboard.press('End')
    await expectOn(tabPackages.at(-1)!.title)
    // Tab leaves the tab list for the panel: the other tabs are not tab stops.
    await p.keyboard.press('Tab')
    expect(await p.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
  })

  it('has a tab only for the departures that can still be booked', async () => {
    const { page: p } = await open('/umrah')
    const names = await p.locator('.umrah-tabs__name').allInnerTexts()
    expect(tabPackages.every((pkg) => pkg.bookable && pkg.detailPage)).toBe(true)
    expect(names).toEqual(tabPackages.map((pkg) => pkg.title))
    expect(names).not.toContain(closedDetailPackage.title)
    const invitation = p.getByRole('heading', { name: shell.newDates.heading })
    expect(await invitation.count(), 'the invitation to register interest, when no tab is left').toBe(tabPackages.length === 0 ? 1 : 0)
  })

  it('a departed or sold-out package page shows a disabled button saying so, View Other Packages and its brochure', async () => {
    const label = statusLabel(closedDetailPackage)!
    const { page: p } = await open(`/umrah/${closedDetailPackage.id}`)
    const panel = p.getByRole('complementary', { name: literally(t('packages.priceAndBooking', { title: closedDetailPackage.title })) })
    expect(await panel.getByRole('button', { name: label }).isDisabled()).toBe(true)
    expect(await panel.getByRole('link', { name: t('packages.otherPackages') }).getAttribute('href')).toBe(page.detail.otherPackagesLink)
    expect(await panel.getByRole('link', { name: page.detail.bookLink.label }).count()).toBe(0)
    const brochure = await panel.getByRole('link', { name: /Download Brochure/ }).getAttribute('href')
    expect(brochure).toBe(`/brochures/${closedDetailPackage.brochureFile}`)
    const pdf = await fetch(e2e.url(brochure!))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it.runIf(withPlaces)('shows a package with places with View Details (- Early Bird Offers while it lasts) and All Packages', async () => {
    expect(withPlaces.bookable).toBe(true)
    const { page: p } = await open('/umrah')
    await tab(p, withPlaces.title).click()
    const panel = visiblePanel(p)
    expect(await panel.getByRole('button', { name: packageStatus.soldOut }).count()).toBe(0)
    const details = withPlaces.earlyBird ? t('packages.viewDetailsEarlyBird') : t('packages.viewDetails')
    expect(await panel.getByRole('link', { name: details, exact: true }).getAttribute('href')).toBe(`/umrah/${withPlaces.id}/`)
    expect(await panel.getByRole('link', { name: t('packages.allPackages') }).getAttribute('href')).toBe(page.packages.otherPackagesLink)
    expect(await panel.getByRole('link', { name: /Download brochure/ }).getAttribute('href')).toBe(`/brochures/${withPlaces.brochureFile}`)
  })
})

describe('/umrah sections', () => {
  it('compares every package of the data, bookable ones first, departed and sold-out ones marked, linking those with a page', async () => {
    const { page: p } = await open('/umrah')
    await layOutEveryPart(p)
    const table = p.getByRole('table', { name: page.comparison.heading })
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBe(packages.length)
    for (const [i, pkg] of byDeparture(shownPackages).entries()) {
      const row = rows.nth(i)
      const text = await row.innerText()
      expect(text).toContain(pkg.title)
      expect(text).toContain(pkg.dates)
      expect(text).toContain(formatPounds(pkg.price))
      expect(text).toMatch(new RegExp(pkg.bookable ? `${packageStatus.placesAvailable}|${packageStatus.mostPopular}` : statusLabel(pkg)!, 'i'))
      const link = row.getByRole('link', { name: pkg.title })
      if (pkg.detailPage) expect(await link.getAttribute('href')).toBe(`/umrah/${pkg.id}/`)
      else expect(await link.count()).toBe(0)
    }
  })

  it('has the rituals, best times and services of the data, the quote and contact links and the why-choose-us carousel', async () => {
    const { page: p } = await open('/umrah/')
    await layOutEveryPart(p)
    const main = await p.locator('main').innerText()
    for (const text of [
      page.rituals.heading,
      ...page.rituals.steps.map((s) => s.title),
      page.bestTimes.heading,
      ...page.bestTimes.items.map((s) => s.title),
      page.services.heading,
      ...page.services.items.map((s) => s.title),
    ])
      expect(main).toContain(text)
    const hrefs = await p.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain('/get-quote/')
    expect(hrefs).toContain('/contact/')
    const whyChooseUs = read<{ heading: string }>('why-choose-us')
    expect(await p.getByRole('heading', { level: 2, name: whyChooseUs.heading }).count()).toBe(1)
  })
})

describe.each(detailPackages.map((pkg) => [pkg.id, pkg] as const))('/umrah/%s', (id, pkg) => {
  it('shows every part of the package with the prices of the data', async () => {
    const { page: p, response, problems } = await open(`/umrah/${id}/`)
    expect(response?.status()).toBe(200)
    expect(await p.locator('h1').innerText()).toBe(pkg.title)
    const { headings } = page.detail
    for (const heading of [headings.overview, headings.highlights, headings.itinerary, headings.inclusions, headings.exclusions, headings.hotels])
      expect(await p.getByRole('heading', { level: 2, name: heading, exact: true }).count(), heading).toBe(1)
    const main = await p.locator('main').innerText()
    for (const text of [
      pkg.description!,
      ...pkg.highlights!,
      ...pkg.itinerary!.flatMap((day) => [day.day, day.title]),
      // "ATOL protection under licence {atolNumber}": the page shows the licence of data/site.yaml.
      ...pkg.inclusions!.map((line) => line.replaceAll('{atolNumber}', site.atolNumber)),
      ...pkg.exclusions!,
      pkg.hotels!.makkah.name,
      pkg.hotels!.makkah.distance,
      pkg.hotels!.madinah.name,
      pkg.hotels!.madinah.distance,
      pkg.dates,
      pkg.duration,
    ])
      expect(main, text).toContain(text)
    expect(main).toMatch(/6 minutes.*Haram/)
    expect(main).toMatch(/3 minutes.*Prophet's Mosque/)

    const sidebar = p.getByRole('complementary', { name: literally(t('packages.priceAndBooking', { title: pkg.title })) })
    expect(await sidebar.locator('.price__amount').innerText()).toBe(formatPounds(pkg.price))
    // The struck-through price shows while the package's early-bird offer lasts, and on a departed trip's record.
    if (pkg.originalPrice) expect(await sidebar.locator('del').innerText()).toContain(formatPounds(pkg.originalPrice))
    else expect(await sidebar.locator('del').count()).toBe(0)
    expect(await sidebar.getByRole('link', { name: page.detail.contactLink.label }).getAttribute('href')).toBe(page.detail.contactLink.href)
    const brochure = await sidebar.getByRole('link', { name: /Download Brochure/ }).getAttribute('href')
    expect((await fetch(e2e.url(brochure!))).status).toBe(200)
    if (!pkg.bookable) {
      expect(await sidebar.getByRole('button', { name: statusLabel(pkg) }).isDisabled()).toBe(true)
      expect(await sidebar.getByRole('link', { name: t('packages.otherPackages') }).getAttribute('href')).toBe(page.detail.otherPackagesLink)
      expect(await sidebar.getByRole('link', { name: page.detail.bookLink.label }).count()).toBe(0)
    } else {
      expect(await sidebar.getByRole('button').count()).toBe(0)
      expect(await sidebar.getByRole('link', { name: page.detail.bookLink.label }).getAttribute('href')).toBe(page.detail.bookLink.href)
    }
    expect(problems).toEqual([])
  })

  it('has the breadcrumbs Home › Umrah Packages › the package, and a TouristTrip with its itinerary and offer for search engines', async () => {
    const { page: p } = await open(`/umrah/${id}`)
    const crumbs = p.getByRole('navigation', { name: t('navigation.breadcrumb') }).getByRole('listitem')
    expect(await crumbs.allInnerTexts()).toEqual([t('navigation.home'), page.detail.breadcrumb.label, pkg.title])
    const graph = await p.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => JSON.parse(s.textContent ?? '{}')['@graph'] ?? []),
    )
    const trip = graph.find((node: { '@type'?: string }) => node['@type'] === 'TouristTrip')
    const availability = { open: 'InStock', soldOut: 'SoldOut', departed: 'Discontinued' }[pkg.status]
    expect(trip).toMatchObject({
      name: pkg.title,
      departureTime: pkg.departure,
      arrivalTime: pkg.return,
      itinerary: { numberOfItems: pkg.itinerary!.length },
    })
    // One offer per room sharing where the package prices its rooms, the lowest (a quad room) first.
    const offers = [trip.offers].flat()
    expect(offers).toHaveLength(1 + Object.keys(pkg.roomPrices ?? {}).length)
    expect(offers[0]).toMatchObject({
      url: expect.stringMatching(new RegExp(`/umrah/${id}/$`)),
      price: pkg.price,
      priceCurrency: 'GBP',
      availability: `https://schema.org/${availability}`,
      validThrough: pkg.departure,
    })
  })

  it('opens the October 2025 promo video only when the poster is pressed: its sample id shows where the agency’s video goes, loading nothing', async () => {
    const { page: p } = await open(`/umrah/${id}/`)
    const youtube: string[] = []
    p.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url())
    })
    const { promoVideo } = page.detail
    expect(await p.getByRole('heading', { level: 2, name: promoVideo.heading, exact: true }).count()).toBe(1)
    expect(await p.locator('iframe').count()).toBe(0)
    const play = p.getByRole('button', { name: `${t('video.play')} ${promoVideo.title}` })
    await play.click()
    const dialog = p.getByRole('dialog', { name: promoVideo.title })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // data/ holds a sample id; the player with the agency's own id is tested in video.test.ts (the same player).
    expect(await dialog.innerText()).toContain(t('video.sample'))
    expect(await dialog.locator('iframe').count()).toBe(0)
    expect(youtube).toEqual([])
    await p.keyboard.press('Escape')
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0)
    // The player is removed, so the video stops; focus is back on the poster.
    await expect.poll(() => p.locator('iframe').count()).toBe(0)
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})

describe('Package Not Found', () => {
  it.each(['/umrah/no-such-package', '/hajj/no-such-package', '/umrah/december-2025', '/umrah/july-2025'])(
    '%s answers 404 with Package Not Found and a Return to Home link',
    async (path) => {
      const { page: p, response, problems } = await open(path)
      expect(response?.status()).toBe(404)
      expect(await p.locator('h1').innerText()).toBe(notFound.heading)
      expect(notFound.heading).toBe('Package Not Found')
      const home = p.getByRole('link', { name: 'Return to Home' })
      expect(await home.getAttribute('href')).toBe('/')
      expect(await p.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      expect(await p.title()).toContain(notFound.title)
      // Chromium reports the document's own 404 status as a console error; nothing else may fail.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([])
    },
  )

  it('leaves the package pages themselves alone (existing pages shadow the 404 rules)', async () => {
    for (const pkg of detailPackages) {
      const path = `/umrah/${pkg.id}/`
      expect((await fetch(e2e.url(path), { redirect: 'manual' })).status, path).toBe(200)
      // Without its slash, as Netlify answers a folder's page: a 301 to the page, not the 404 rule.
      const slashless = await fetch(e2e.url(path.slice(0, -1)), { redirect: 'manual' })
      expect(slashless.status, path.slice(0, -1)).toBe(301)
      expect(slashless.headers.get('location')).toBe(path)
    }
    expect((await fetch(e2e.url('/umrah/'))).status).toBe(200)
    // The Hajj package pages, when built, shadow the /hajj/* rule the same way.
    for (const route of builtRoutes().filter((r) => r.startsWith('/hajj/')))
      expect((await fetch(e2e.url(route), { redirect: 'manual' })).status, route).toBe(200)
  })
})

describe('/east-london-mosque-umrah/', () => {
  // The trip's dates are written once, YYYY-MM-DD; the page shows them, counts the days and
  // knows on the day of the build whether the group has left.
  const { trip } = community
  const departed = hasDeparted(trip.departure, today())
  const { newDates } = read<Shell>('shell')

  it("shows the community trip's dates as visitors read them, and its days counted from them", async () => {
    const { page: p, response, problems } = await open('/east-london-mosque-umrah/')
    expect(response?.status()).toBe(200)
    expect(isIsoDate(trip.departure) && isIsoDate(trip.return)).toBe(true)
    const main = await p.locator('main').innerText()
    expect(main).toContain(formatDateRange(trip.departure, trip.return))
    expect(formatDateRange('2025-10-26', '2025-11-03')).toBe('26 October – 3 November 2025')
    expect(main).toContain(`${daysInclusive(trip.departure, trip.return)} Days`)
    expect(main).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(problems).toEqual([])
  })

  it('while the trip can be booked: its price with the old one struck through, and the enquiry links', async ({ skip }) => {
    if (departed) skip()
    const { page: p } = await open('/east-london-mosque-umrah/')
    const amounts = await p.locator('main .price__amount').allInnerTexts()
    expect(amounts.length).toBeGreaterThan(0)
    expect(new Set(amounts)).toEqual(new Set([formatPounds(trip.price)]))
    for (const text of await p.locator('main del.price__original').allInnerTexts()) expect(text.replace(/^was\s*/, '')).toBe(formatPounds(trip.originalPrice))
    const hrefs = await p.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain('/contact/')
    expect(hrefs).toContain('/#contact')
  })

  it('once the group has left: marked departed, its price kept as the record it was, no booking call, an invitation to register interest', async ({ skip }) => {
    if (!departed) skip()
    const { page: p } = await open('/east-london-mosque-umrah/')
    const main = await p.locator('main').innerText()
    expect(await p.locator('main .badge', { hasText: packageStatus.departed }).count()).toBeGreaterThan(0)
    expect(main).toContain(community.departed.text.trim())
    expect(main).not.toContain(community.hero.text.trim())
    // The trip's title names the month of its departure, worked out from the date.
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(trip.departure))
    expect(await p.getByRole('heading', { name: community.trip.title.replace('{tripMonth}', month) }).count()).toBe(1)
    expect(main).not.toContain('{tripMonth}')
    // The record as it was (issue 38): the price it went at, the old one struck through, offered by no link.
    expect(new Set(await p.locator('main .price__amount').allInnerTexts())).toEqual(new Set([formatPounds(trip.price)]))
    expect(await p.locator('main :is(s, del)', { hasText: formatPounds(trip.originalPrice) }).count()).toBeGreaterThan(0)
    for (const label of [community.enquiry.primary.label, community.enquiry.secondary.label, community.enquiry.heading])
      expect(await p.getByRole('link', { name: label, exact: true }).count(), label).toBe(0)
    expect(await p.getByRole('heading', { name: newDates.heading }).count()).toBe(1)
    const register = p.getByRole('link', { name: newDates.link.label })
    expect(await register.count()).toBeGreaterThan(0)
    for (const link of await register.all()) expect(await link.getAttribute('href')).toBe('/contact/#contact-form')
  })
})
