// Seasons roll over by themselves (issue 36): built as of the day after the newest Hajj season's
// last departure, and as of the day after the last Umrah departure, no page, search description,
// structured data, search index source or printed PDF offers what has gone, or quotes its price,
// dates or season as bookable. A departed package's own card, table row or page stays as the
// agency's record: it is marked (class is-sold-out, the Departed badge) and is read apart.
// The search index (Pagefind) is made from each page's <main>, read here with the rest.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, hasDeparted } from '../../content/browser/dates'
import { formatFor } from '../../content/browser/format'
import { hajjDaysText } from '../../content/server/hajj/season'
import { loadCatalogue } from '../../content/server/data/load'
import { isBookable } from '../../content/server/umrah'
import { builtPages, buildVariant, pageText, type VariantBuild } from '../support/browser/variant'
import { pdfText } from '../support/pdf-text'
import { t } from '../support/words'

const umrah = loadCatalogue('umrah', 'en')
const hajj = loadCatalogue('hajj', 'en')
/** The community trip: its own page keeps its price once it has left, as the agency's record (issue 38). */
const communityTrip = loadCatalogue('east-london-mosque-umrah', 'en').trip
const newest = Math.max(...hajj.seasons.map((s) => s.year))
const lastOf = (departures: string[]) => [...departures].sort().at(-1)!
const AFTER_HAJJ = addDays(lastOf(hajj.packages.filter((p) => p.departure.startsWith(String(newest))).map((p) => p.departure)), 1)
const AFTER_UMRAH = addDays(lastOf(umrah.packages.map((p) => p.departure)), 1)
const LOCALES = [formatFor('en'), formatFor('bn')]
/** "Hajj 2027" as each language writes a season's name: the words before {year} in `season.opensSoon` of its words. */
const SEASON_NAMES = (['en', 'bn'] as const).map((locale) => ({
  before: loadCatalogue('words', locale).season.opensSoon.split('{year}')[0],
  format: formatFor(locale),
}))

/** What has gone on `day`, and what is still offered (a gone price may equal an open one's). */
function goneOn(day: string) {
  const umrahGone = umrah.packages.filter((p) => hasDeparted(p.departure, day))
  const hajjGone = hajj.packages.filter((p) => hasDeparted(p.departure, day))
  const open = [...umrah.packages.filter((p) => isBookable(p, day)), ...hajj.packages.filter((p) => !hasDeparted(p.departure, day))]
  // A halal holiday may cost what a departed package cost: its price is still offered.
  const tours = loadCatalogue('islamic-tours', 'en').tours.items.flatMap((tour) => [tour.price, tour.originalPrice ?? tour.price])
  // An open package's rooms are offered at their own prices (issue 38), which a gone package's price may equal.
  const rooms = open.flatMap((p) => Object.values(('roomPrices' in p && p.roomPrices) || {}))
  const openPrices = new Set([...open.map((p) => p.price), ...rooms, ...tours])
  const seasons = hajj.seasons.filter((s) => hajj.packages.filter((p) => p.departure.startsWith(String(s.year))).every((p) => hasDeparted(p.departure, day)))
  return {
    packages: [...umrahGone, ...hajjGone],
    prices: [...new Set([...umrahGone, ...hajjGone].map((p) => p.price))].filter((price) => !openPrices.has(price)),
    seasons,
    /** "Hajj 2027" and its days as pages write them, in each language. */
    seasonWords: seasons.flatMap((s) => SEASON_NAMES.flatMap(({ before, format }) => [`${before}${format.digits(s.year)}`, hajjDaysText(s, format)])),
  }
}

/**
 * The page without the records of departed or sold-out packages (their cards and table rows), nor
 * the videos, whose titles say when they were filmed ("Preparing for Hajj 2026"), not what is sold.
 */
const withoutRecords = (html: string) =>
  html
    .replace(/<article class="[^"]*\bis-sold-out\b[^"]*"[\s\S]*?<\/article>/g, '')
    .replace(/<tr [^>]*class="is-sold-out"[\s\S]*?<\/tr>/g, '')
    .replace(/<li class="video-card"[\s\S]*?<\/li>/g, '')
    // A past season's section of /hajj, its heading and words: the agency's record (issue 38).
    .replace(/<section id="hajj-\d{4}"[\s\S]*?<\/section>/g, '')
const description = (html: string) =>
  [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g)].map((m) => m[1]).join(' ')
const graph = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1])['@graph'] ?? [])

function pdfs(client: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (entry.name.endsWith('.pdf')) found.push(join(dir, entry.name))
    }
  }
  walk(client)
  return found
}

describe.each([
  ['the newest Hajj season', AFTER_HAJJ],
  ['the last Umrah departure', AFTER_UMRAH],
])('built the day after %s (%s)', (_what, day) => {
  const gone = goneOn(day)
  let build: VariantBuild
  let site: Map<string, string>

  beforeAll(async () => {
    build = await buildVariant({ SITE_TODAY: day })
    // The PDFs as `npm run build` prints them, into the same build.
    await promisify(execFile)('npx', ['tsx', 'scripts/print-documents.ts'], { cwd: build.root, env: { ...process.env, SITE_TODAY: day } })
    site = builtPages(build.client)
  }, 600_000)
  afterAll(() => build?.remove())

  it('no page or search description quotes a gone price, season or its days outside the records of departed packages', () => {
    expect(gone.packages.length, 'something has gone on this day').toBeGreaterThan(0)
    const found: string[] = []
    for (const [path, html] of site) {
      // A departed package's own page is its record; its sidebar and the rest are read all the same.
      const own = gone.packages.find((p) => path.endsWith(`/${p.id}`))
      const communityRecord = path.endsWith('/east-london-mosque-umrah') && hasDeparted(communityTrip.departure, day)
      const text = `${pageText(withoutRecords(html))} ${description(html)}`
      for (const format of LOCALES) {
        for (const price of gone.prices) {
          // Its own record: the price it went at, the one struck through and its rooms' (issue 38).
          if (own && (own.price === price || own.originalPrice === price || Object.values(('roomPrices' in own && own.roomPrices) || {}).includes(price)))
            continue
          if (communityRecord && (price === communityTrip.price || price === communityTrip.originalPrice)) continue
          if (text.includes(format.pounds(price))) found.push(`${path}: ${format.pounds(price)}`)
        }
      }
      if (own) continue
      for (const words of gone.seasonWords) if (text.includes(words)) found.push(`${path}: ${words}`)
      for (const season of gone.seasons) if (html.includes(`href="${season.brochureUrl}"`)) found.push(`${path}: the ${season.year} brochure`)
    }
    expect(found).toEqual([])
  })

  it('structured data offers nothing gone: departed trips are discontinued, the agency offers no gone price', () => {
    for (const [path, html] of site) {
      for (const node of graph(html)) {
        if (node['@type'] === 'TouristTrip' && gone.packages.some((p) => node.departureTime === p.departure && node.name?.includes(p.title)))
          for (const offer of [node.offers].flat()) expect(offer.availability, path).toBe('https://schema.org/Discontinued')
        for (const offer of node.makesOffer ?? []) expect(gone.prices, `${path}: ${offer.name}`).not.toContain(offer.price)
      }
    }
  })

  it('a catalogue with nothing to book says new dates are coming where its price was', () => {
    const home = pageText(site.get('/')!)
    const bn = pageText(site.get('/bn')!)
    const nothingUmrah = !umrah.packages.some((p) => isBookable(p, day))
    const nothingHajj = hajj.packages.every((p) => hasDeparted(p.departure, day))
    expect(nothingUmrah || nothingHajj).toBe(true)
    expect(home).toContain(t('price.newDatesSoon'))
    expect(bn).toContain(loadCatalogue('words', 'bn').price.newDatesSoon)
  })

  it('/hajj offers only the season still to book; a season wholly departed is a record of its own, latest first, in both languages', () => {
    const packagesOf = (year: number) => hajj.packages.filter((p) => p.departure.startsWith(String(year))).map((p) => p.id)
    const offered = [...hajj.seasons].sort((a, b) => a.year - b.year).find((s) => !gone.seasons.includes(s) && packagesOf(s.year).length > 0)
    const ended = gone.seasons
      .filter((s) => packagesOf(s.year).length > 0 && (!offered || s.year < offered.year))
      .map((s) => s.year)
      .sort((a, b) => b - a)
    expect(ended.length, 'a season has ended on this day').toBeGreaterThan(0)
    for (const path of ['/hajj', '/bn/hajj']) {
      const html = site.get(path)!
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      // Each section of the page runs to the start of the next one.
      const parts = main.split(/(?=<section id=")/)
      const part = (id: string) => parts.find((p) => p.startsWith(`<section id="${id}"`)) ?? ''
      const linked = (html: string) => [...new Set([...html.matchAll(/href="(?:\/bn)?\/hajj\/([A-Z0-9]+)\/"/g)].map((m) => m[1]))].sort()
      expect(linked(part('packages')), `${path}: the packages offered`).toEqual(offered ? packagesOf(offered.year).sort() : [])
      if (!offered) expect(pageText(part('packages')), path).toContain(loadCatalogue('shell', path === '/hajj' ? 'en' : 'bn').newDates.heading)
      expect(
        [...main.matchAll(/<section id="hajj-(\d{4})"/g)].map((m) => Number(m[1])),
        `${path}: the records`,
      ).toEqual(ended)
      for (const year of ended) expect(linked(part(`hajj-${year}`)), `${path}: Hajj ${year}`).toEqual(packagesOf(year).sort())
    }
  })

  it('no printed PDF offers a gone price or season; a departed package’s brochure says it has left', async () => {
    const found: string[] = []
    for (const file of pdfs(build.client)) {
      const text = await pdfText(readFileSync(file))
      const name = relative(build.client, file)
      const pkg = gone.packages.find((p) => 'brochureFile' in p && p.brochureFile === name.replace('brochures/', ''))
      if (pkg) {
        expect(text, name).toContain(t('brochure.departed', { date: formatFor('en').longDate(pkg.departure) }))
        expect(text, name).not.toContain(t('brochure.footNote', { atol: loadCatalogue('site', 'en').atolNumber }))
        continue
      }
      for (const price of gone.prices) if (text.includes(formatFor('en').pounds(price))) found.push(`${name}: ${formatFor('en').pounds(price)}`)
      for (const words of gone.seasonWords) if (text.includes(words)) found.push(`${name}: ${words}`)
    }
    expect(found).toEqual([])
  })
})
