// The site on a day when nothing can be booked (SITE_TODAY far past every departure): built from a
// copy of the project, read as HTML. (A price changed in one catalogue line: tests/site/one-line-edits.test.ts.)
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../content/browser/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { showHajjPackage } from '../../content/server/hajj/season'
import { formatFor } from '../../content/browser/format'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
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
    // Nor the words that ask them to choose a departure ("Choose a date to see what it offers").
    for (const [path, catalogue] of [
      ['/umrah', 'umrah-page'],
      ['/hajj', 'hajj-page'],
    ] as const) {
      for (const locale of ['en', 'bn'] as const) {
        const html = site.get(`${locale === 'en' ? '' : `/${locale}`}${path}`)!
        expect(pageText(html), `${locale} ${path}`).not.toContain(loadCatalogue(catalogue, locale).packages.text.slice(-30))
      }
    }
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
      // Its travel dates in the past tense, in each language it has a page in.
      for (const locale of ['en', 'bn'] as const) {
        const html = site.get(`${locale === 'en' ? '' : `/${locale}`}/hajj/${pkg.id}`)
        if (locale === 'en') expect(html, pkg.id).toBeDefined()
        if (html === undefined) continue
        const dates = loadCatalogue('hajj-page', locale).dates
        const travel = (day: string) => showHajjPackage(pkg, day, dates, false, formatFor(locale), wordsFor(locale)).travelDates
        expect(travel(FAR_FUTURE), 'a text of its own').not.toBe(travel(pkg.departure))
        expect(pageText(html), `${locale} ${pkg.id}`).toContain(travel(FAR_FUTURE))
        expect(pageText(html), `${locale} ${pkg.id}`).not.toContain(travel(pkg.departure))
      }
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
    // No departed package featured as an option: they are /hajj's record.
    expect([...main.matchAll(/href="\/hajj\/([A-Z0-9]+)\/"/g)].map((m) => m[1])).toEqual([])
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

  it('lists no package in the home enquiry form, and the project still type-checks with the lists made that day', async () => {
    const generated = readFileSync(join(build.root, 'forms/home-packages.generated.ts'), 'utf8')
    expect(generated).toMatch(/export const HOME_PACKAGE_CHOICES: [^=]+ = \[\n\]/)
    // `npm test` type-checks the modules generated on its day: an empty list typed as an empty
    // tuple (`[] as const`) made each `HOME_PACKAGE_CHOICES[0]` an error, so the suite failed on such a day.
    const typeCheck = await promisify(execFile)('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: build.root }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    )
    expect(typeCheck).toBe('')
  }, 120_000)
})
