// The site on a day when nothing can be booked (SITE_TODAY far past every departure), and the
// site after one price changes in one catalogue line: built from copies of the project, read as
// HTML. Every fact is written once, so the old figure must appear nowhere.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPounds } from '../../content/browser/format'
import { addDays } from '../../content/browser/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { builtPages, buildVariant, pageText, type VariantBuild } from '../support/browser/variant'
import { t } from '../support/words'

const umrah = loadCatalogue('umrah', 'en')
const hajj = loadCatalogue('hajj', 'en')
const shell = loadCatalogue('shell', 'en')
const lastDeparture = [...umrah.packages, ...hajj.packages]
  .map((p) => p.departure)
  .sort()
  .at(-1)!
const FAR_FUTURE = addDays(lastDeparture, 400)

const graph = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1])['@graph'])

describe(`the site on ${FAR_FUTURE}, when every package has departed`, () => {
  let build: VariantBuild
  let site: Map<string, string>

  beforeAll(async () => {
    build = await buildVariant({ SITE_TODAY: FAR_FUTURE })
    site = builtPages(build.client)
  }, 240_000)
  afterAll(() => build?.remove())

  it('offers nothing to book anywhere: no Book or early-bird buttons, no registration banners', () => {
    for (const [path, html] of site) {
      const words = pageText(html)
      expect(words, path).not.toContain('Early Bird Offers')
      expect(words, path).not.toContain('registration is open')
      expect(words, path).not.toMatch(/Book This Package/)
      expect(words, path).not.toContain(t('status.mostPopular'))
    }
  })

  it('invites visitors to register their interest on the home page, /umrah and /hajj', () => {
    for (const path of ['/', '/umrah', '/hajj']) {
      const html = site.get(path)!
      expect(pageText(html), path).toContain(shell.newDates.heading)
      expect(html, path).toContain(`href="${shell.newDates.link.href}"`)
    }
    expect(site.get('/umrah')).not.toContain('role="tablist"')
  })

  it('shows every package page as departed, with its record kept: Umrah, Hajj of every season, the community trip', () => {
    for (const pkg of umrah.packages.filter((p) => p.detailPage)) {
      const html = site.get(`/umrah/${pkg.id}`)!
      expect(pageText(html)).toContain(loadCatalogue('words', 'en').status.departed)
      expect(pageText(html)).toContain(pkg.title)
    }
    for (const pkg of hajj.packages) {
      const words = pageText(site.get(`/hajj/${pkg.id}`)!)
      expect(words, pkg.id).toContain(loadCatalogue('words', 'en').status.departed)
      expect(words, pkg.id).toContain(pkg.title)
      expect(words, pkg.id).not.toContain('Register Interest')
      expect(words, pkg.id).toContain(shell.newDates.link.label)
    }
    const community = pageText(site.get('/east-london-mosque-umrah')!)
    expect(community).toContain(loadCatalogue('words', 'en').status.departed)
    expect(community).toContain(shell.newDates.heading)
    expect(community).not.toContain(loadCatalogue('east-london-mosque-umrah', 'en').enquiry.primary.label)
  })

  it('the Hajj comparison page marks nothing popular and offers no registration, only new dates', () => {
    const html = site.get('/hajj-packages-comparison')!
    expect(pageText(html)).toContain(shell.newDates.heading)
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).not.toContain('href="/hajj-2026-registration/"')
    expect(html).not.toMatch(/class="badge[^"]*">Popular</)
  })

  it('tells search engines the offers have ended, and the agency offers no package', () => {
    for (const [path, html] of site) {
      for (const node of graph(html)) {
        if (node['@type'] === 'TouristTrip') for (const offer of [node.offers].flat()) expect(offer.availability, path).toBe('https://schema.org/Discontinued')
        if (node['@type'] === 'TravelAgency') expect(node.makesOffer ?? [], path).toEqual([])
      }
    }
  })

  it('lists no package in the home enquiry form', async () => {
    const generated = readFileSync(join(build.root, 'forms/home-packages.generated.ts'), 'utf8')
    expect(generated).toContain('export const HOME_PACKAGE_CHOICES = [\n] as const')
  })
})

describe('one price changed in one catalogue line (an Umrah package, a visa, a hotel)', () => {
  let build: VariantBuild
  let site: Map<string, string>
  // The cheapest hotel and the cheapest Saudi visa: the home page's "from" prices and the route
  // descriptions of /hotels and /visa, besides their own pages.
  const hotel = [...loadCatalogue('hotels', 'en').hotels].sort((a, b) => a.price - b.price)[0]
  const visa = [...loadCatalogue('visa', 'en').services.visas].sort((a, b) => a.price - b.price)[0]
  const cheaper = { hotel: hotel.price - 5, visa: visa.price - 5 }
  const changeLine = (yaml: string, after: string, line: string, next: string) => {
    const i = yaml.indexOf(line, yaml.indexOf(after))
    expect(i, line).toBeGreaterThan(0)
    return yaml.slice(0, i) + next + yaml.slice(i + line.length)
  }
  // The cheapest bookable Umrah today: its price is also the home "from" price, the structured
  // data's offer, the route description of /umrah and a slide's price.
  const pkg = umrah.packages.find((p) => p.id === 'april-2027')!
  const newPrice = pkg.price - 50

  beforeAll(async () => {
    build = await buildVariant({ SITE_TODAY: '2026-11-23' }, async (files) => {
      const yaml = await files.read('data/umrah.yaml')
      const at = yaml.indexOf(`  - id: ${pkg.id}`)
      const line = `    price: ${pkg.price}\n`
      const i = yaml.indexOf(line, at)
      await files.write('data/umrah.yaml', yaml.slice(0, i) + `    price: ${newPrice}\n` + yaml.slice(i + line.length))
      const hotels = await files.read('data/hotels.yaml')
      await files.write('data/hotels.yaml', changeLine(hotels, `  - id: ${hotel.id}`, `    price: ${hotel.price}\n`, `    price: ${cheaper.hotel}\n`))
      const visas = await files.read('data/visa.yaml')
      await files.write('data/visa.yaml', changeLine(visas, `    - id: ${visa.id}`, `      price: ${visa.price}\n`, `      price: ${cheaper.visa}\n`))
      const site = await files.read('data/site.yaml')
      await files.write('data/site.yaml', changeLine(site, 'replyHours:', 'replyHours: 24\n', 'replyHours: 48\n'))
    })
    site = builtPages(build.client)
  }, 240_000)
  afterAll(() => build?.remove())

  it('reaches every page: the old figure is shown nowhere, the new one where the package is', () => {
    const old = formatPounds(pkg.price)
    for (const [path, html] of site) {
      expect(pageText(html), path).not.toContain(old)
      expect(html, path).not.toContain(`"price":${pkg.price}`)
    }
    expect(pageText(site.get('/')!)).toContain(formatPounds(newPrice))
    expect(pageText(site.get('/umrah')!)).toContain(formatPounds(newPrice))
  })

  it('a hotel or visa price changed in its catalogue changes the home page and the route descriptions', () => {
    for (const path of ['/', '/hotels']) expect(pageText(site.get(path)!), path).not.toContain(formatPounds(hotel.price))
    for (const path of ['/', '/visa']) expect(pageText(site.get(path)!), path).not.toContain(formatPounds(visa.price))
    const home = pageText(site.get('/')!)
    expect(home).toContain(formatPounds(cheaper.hotel))
    expect(home).toContain(formatPounds(cheaper.visa))
    expect(site.get('/hotels')!).toContain(`from ${formatPounds(cheaper.hotel)} a night`)
    expect(site.get('/visa')!).toContain(`from ${formatPounds(cheaper.visa)}.`)
  })

  it('the reply time, changed on one line of data/site.yaml, changes every promise: pages, descriptions and the forms', () => {
    const promising = [...site].filter(([, html]) => /within 48 hours/i.test(pageText(html)) || /within 48 hours/i.test(html))
    const stale = [...site].flatMap(([path, html]) => [...html.matchAll(/.{0,60}within 24 hours/gi)].map((m) => `${path}: ${m[0]}`))
    expect(stale).toEqual([])
    for (const path of ['/', '/contact', '/flights', '/get-quote', '/hotels', '/transport', '/coming-soon', '/terms-conditions', '/hajj-nusuk']) {
      expect(
        promising.map(([p]) => p),
        path,
      ).toContain(path)
    }
    for (const form of ['contact-form', 'flight-form', 'hajj-form']) {
      const generated = readFileSync(join(build.root, `forms/${form}.generated.ts`), 'utf8')
      expect(generated, form).toContain('within 48 hours')
      expect(generated, form).not.toContain('24 hours')
    }
  })
})
