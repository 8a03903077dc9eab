// Issue 21's promise to staff: one line changed in one file of data/ reaches every page that shows
// the fact, with no script run and nothing else edited. A copy of the project, edited as members
// of staff would (two bookable Umrah packages' and a Hajj package's price, departure and a
// highlight, the cheapest hotel and visa, the main phone number, the reply time), is built once as
// Netlify builds it, and its pages, forms and brochure are read: each edit is on lines of its own,
// and each test reads only what its edit reaches.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDateRange, formatLongDate } from '../../content/browser/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { dialledNumber } from '../../content/server/contact/phone'
import { formatPounds } from '../../content/browser/format'
import { builtPages, buildVariant, pageText, type VariantBuild } from '../support/browser/variant'
import { pdfText } from '../support/pdf-text'

/** A day on which both packages below can be booked, so the home page and the listings show them. */
const DAY = '2026-11-23'
const umrah = loadCatalogue('umrah', 'en').packages.find((p) => p.id === 'february-2027')!
const hajj = loadCatalogue('hajj', 'en')
const hajjPackage = hajj.packages.find((p) => p.id === 'SEPR27')!
/** SEPR27 shares its features with SEPR (`features: *sepr-features`): staff change SEPR's line. */
const sharedFrom = hajj.packages.find((p) => p.id === 'SEPR')!
const oldPhone = loadCatalogue('site', 'en').phones.main.display
/**
 * The cheapest bookable Umrah that day: its price is also the home "from" price, the structured
 * data's offer, the route description of /umrah and a slide's price.
 */
const cheapestUmrah = loadCatalogue('umrah', 'en').packages.find((p) => p.id === 'april-2027')!
// The cheapest hotel and the cheapest Saudi visa: the home page's "from" prices and the route
// descriptions of /hotels and /visa, besides their own pages.
const hotel = [...loadCatalogue('hotels', 'en').hotels].sort((a, b) => a.price - b.price)[0]!
const visa = [...loadCatalogue('visa', 'en').services.visas].sort((a, b) => a.price - b.price)[0]!

const changed = {
  umrahPrice: umrah.price - 20,
  umrahDeparture: addDays(umrah.departure, -1),
  umrahHighlight: 'Haramain bullet train between the two Holy Cities',
  hajjPrice: hajjPackage.price - 50,
  hajjDeparture: addDays(hajjPackage.departure, -1),
  hajjFeature: '4-star hotel 350m from the Haram',
  phone: '020 7946 0155',
  cheapestUmrahPrice: cheapestUmrah.price - 50,
  hotelPrice: hotel.price - 5,
  visaPrice: visa.price - 5,
}

/** `yaml` with the first line `line` after `after` replaced by `next` (the line must be there). */
function changeLine(yaml: string, after: string, line: string, next: string): string {
  const at = yaml.indexOf(`${line}\n`, yaml.indexOf(after))
  expect(at, line).toBeGreaterThan(0)
  return yaml.slice(0, at) + next + yaml.slice(at + line.length)
}

describe('one line changed in data/, built as Netlify builds it', () => {
  let build: VariantBuild
  let site: Map<string, string>
  let brochure: string

  beforeAll(async () => {
    build = await buildVariant({ SITE_TODAY: DAY }, async (files) => {
      let yaml = await files.read('data/umrah.yaml')
      const start = `  - id: ${umrah.id}\n`
      yaml = changeLine(yaml, start, `    price: ${umrah.price}`, `    price: ${changed.umrahPrice}`)
      yaml = changeLine(yaml, start, `    departure: ${umrah.departure}`, `    departure: ${changed.umrahDeparture}`)
      yaml = changeLine(yaml, start, `      - ${umrah.highlights!.at(-1)}`, `      - ${changed.umrahHighlight}`)
      await files.write('data/umrah.yaml', yaml)
      let hajjYaml = await files.read('data/hajj.yaml')
      hajjYaml = changeLine(hajjYaml, `  - id: ${hajjPackage.id}\n`, `    price: ${hajjPackage.price}`, `    price: ${changed.hajjPrice}`)
      hajjYaml = changeLine(hajjYaml, `  - id: ${hajjPackage.id}\n`, `    departure: ${hajjPackage.departure}`, `    departure: ${changed.hajjDeparture}`)
      hajjYaml = changeLine(hajjYaml, `  - id: ${sharedFrom.id}\n`, `      - ${sharedFrom.features[0]}`, `      - ${changed.hajjFeature}`)
      await files.write('data/hajj.yaml', hajjYaml)
      const siteYaml = await files.read('data/site.yaml')
      expect(siteYaml.split(oldPhone).length - 1, 'the main number is written once').toBe(1)
      await files.write('data/site.yaml', changeLine(siteYaml.replace(oldPhone, changed.phone), 'replyHours:', 'replyHours: 24', 'replyHours: 48'))
      const umrahYaml = await files.read('data/umrah.yaml')
      await files.write(
        'data/umrah.yaml',
        changeLine(umrahYaml, `  - id: ${cheapestUmrah.id}\n`, `    price: ${cheapestUmrah.price}`, `    price: ${changed.cheapestUmrahPrice}`),
      )
      const hotels = await files.read('data/hotels.yaml')
      await files.write('data/hotels.yaml', changeLine(hotels, `  - id: ${hotel.id}\n`, `    price: ${hotel.price}`, `    price: ${changed.hotelPrice}`))
      const visas = await files.read('data/visa.yaml')
      await files.write('data/visa.yaml', changeLine(visas, `    - id: ${visa.id}\n`, `      price: ${visa.price}`, `      price: ${changed.visaPrice}`))
    })
    // The build prints the brochures after vike (npm run build: scripts/print-documents.ts).
    await promisify(execFile)('npx', ['tsx', 'scripts/print-documents.ts'], { cwd: build.root, env: { ...process.env, SITE_TODAY: DAY } })
    site = builtPages(build.client)
    brochure = await pdfText(readFileSync(join(build.client, 'brochures', umrah.brochureFile!)))
  }, 300_000)
  afterAll(() => build?.remove())

  it("an Umrah package's price, departure and highlight: its page, its brochure, /umrah and the home page", () => {
    const dates = formatDateRange(changed.umrahDeparture, umrah.return)
    for (const [where, words] of [
      [`/umrah/${umrah.id}`, pageText(site.get(`/umrah/${umrah.id}`)!)],
      ['/umrah', pageText(site.get('/umrah')!)],
      ['the brochure', brochure],
    ]) {
      expect(words, where).toContain(formatPounds(changed.umrahPrice))
      expect(words, where).toContain(dates)
      expect(words, where).toContain(changed.umrahHighlight)
    }
    expect(pageText(site.get('/')!)).toContain(formatPounds(changed.umrahPrice))
    for (const [path, html] of site) expect(pageText(html), path).not.toContain(formatPounds(umrah.price))
  })

  it("a Hajj package's price, departure and a shared feature: its page, /hajj, the comparison and the home page", () => {
    const page = pageText(site.get(`/hajj/${hajjPackage.id}`)!)
    expect(page).toContain(formatPounds(changed.hajjPrice))
    expect(page).toContain(formatLongDate(changed.hajjDeparture))
    expect(page).toContain(changed.hajjFeature)
    for (const path of ['/hajj', '/', '/hajj-packages-comparison']) {
      expect(pageText(site.get(path)!), path).toContain(formatPounds(changed.hajjPrice))
      expect(pageText(site.get(path)!), path).toContain(changed.hajjFeature)
    }
    expect(pageText(site.get('/hajj')!)).toContain(formatLongDate(changed.hajjDeparture))
    // The old figure may be another package's struck-through price: it is gone from this package's page.
    expect(page).not.toContain(formatPounds(hajjPackage.price))
  })

  it('the main phone number: every page that showed it, each call link and the office on the contact page', () => {
    const oldDialled = dialledNumber(oldPhone)!
    const newDialled = dialledNumber(changed.phone)!
    const showing = [...site].filter(([, html]) => html.includes(changed.phone))
    expect(showing.length).toBeGreaterThan(1)
    for (const [path, html] of site) {
      expect(html, path).not.toContain(oldPhone)
      expect(html, path).not.toContain(oldDialled)
    }
    for (const [path, html] of showing) expect(html, path).toContain(`href="tel:${newDialled}"`)
    const contact = site.get('/contact')!
    const offices = contact.slice(contact.indexOf('contact-page-offices'))
    expect(offices).toContain(`href="tel:${newDialled}"`)
  })

  it("the cheapest Umrah package's price reaches every page: the old figure is shown nowhere, the new one where the package is", () => {
    const old = formatPounds(cheapestUmrah.price)
    for (const [path, html] of site) {
      expect(pageText(html), path).not.toContain(old)
      expect(html, path).not.toContain(`"price":${cheapestUmrah.price}`)
    }
    expect(pageText(site.get('/')!)).toContain(formatPounds(changed.cheapestUmrahPrice))
    expect(pageText(site.get('/umrah')!)).toContain(formatPounds(changed.cheapestUmrahPrice))
  })

  it('a hotel or visa price changed in its catalogue changes the home page and the route descriptions', () => {
    for (const path of ['/', '/hotels']) expect(pageText(site.get(path)!), path).not.toContain(formatPounds(hotel.price))
    for (const path of ['/', '/visa']) expect(pageText(site.get(path)!), path).not.toContain(formatPounds(visa.price))
    const home = pageText(site.get('/')!)
    expect(home).toContain(formatPounds(changed.hotelPrice))
    expect(home).toContain(formatPounds(changed.visaPrice))
    expect(site.get('/hotels')!).toContain(`from ${formatPounds(changed.hotelPrice)} a night`)
    expect(site.get('/visa')!).toContain(`from ${formatPounds(changed.visaPrice)}.`)
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
