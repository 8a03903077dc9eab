// The site and the check know the season (issue 21): built after a season's last departure, no
// menu, promotion or registration page sells it; they say when registration for the next Hajj
// opens, with the contact page. Sentences that follow the calendar are facts; the check warns at
// the line of each passed item and each text naming a past date as still to come.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { addDays, formatLongDate } from '../../content/browser/dates'
import { nextHajjYear } from '../../content/server/hajj/season'
import { checkContent } from '../../content/server/check/check-content'
import { contentReport } from '../../content/server/check/report'
import { pastMention } from '../../content/server/check/season-checks'
import { fillFacts, siteFacts } from '../../content/server/facts/facts'
import { loadCatalogue } from '../../content/server/data/load'
import { loadNavigation } from '../../content/server/page-data/navigation'
import { formatProblem } from '../../content/server/data/problem'
import { data as registrationData } from '../../pages/hajj-2026-registration/+data'
import RegistrationPage from '../../pages/hajj-2026-registration/+Page'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { wordsFor } from '../../content/browser/words/words'

const AFTER_EVERY_TRIP = '2027-08-01'

/** The line of a package's `departure:` in the real file. */
function departureLine(file: string, id: string): number {
  const text = readFileSync(file, 'utf8')
  return text.slice(0, text.indexOf('    departure:', text.indexOf(`  - id: ${id}\n`))).split('\n').length
}
const lastSeason = Math.max(...loadCatalogue('hajj', 'en').seasons.map((s) => s.year))

describe(`built as of ${AFTER_EVERY_TRIP}, after every departure in data/`, () => {
  afterEach(() => {
    delete process.env.SITE_TODAY
  })

  it('the menus and the promotion name no past season: they say when the next opens, with the contact page', () => {
    const navigation = loadNavigation(AFTER_EVERY_TRIP, 'en')
    const text = JSON.stringify({ main: navigation.main, promo: navigation.promo })
    expect(text).not.toContain(`Hajj ${lastSeason}`)
    const opensSoon = wordsFor(DEFAULT_LOCALE)('season.opensSoon', { year: lastSeason + 1 })
    const hajj = navigation.main.find((item) => item.children?.some((child) => child.label === opensSoon))
    expect(hajj?.children?.find((child) => child.label === opensSoon)).toEqual({
      label: opensSoon,
      href: '/contact/',
    })
    expect(navigation.promo.heading).toBe(opensSoon)
    expect(navigation.promo.primary.href).toBe('/contact/')
  })

  it('the registration page shows no form, early-bird date or past price, and points to the contact page', () => {
    process.env.SITE_TODAY = AFTER_EVERY_TRIP
    const page = registrationData({ locale: DEFAULT_LOCALE } as PageContextServer)
    expect(page.closed?.heading).toBe(wordsFor(DEFAULT_LOCALE)('season.opensSoon', { year: lastSeason + 1 }))
    expect(page.closed?.contact.href).toBe('/contact/')
    expect(page.earlyBird).toBe(false)
    expect(JSON.stringify(page.content.facts)).not.toMatch(/£|2027/)
  })

  it('the registration page says when registration opens once: its hero keeps the page’s own heading', () => {
    process.env.SITE_TODAY = AFTER_EVERY_TRIP
    const data = registrationData({ locale: DEFAULT_LOCALE } as PageContextServer)
    const html = renderToStaticMarkup(createElement(RegistrationPage, { data }))
    // Two regions named alike are one landmark too many (axe's landmark-unique): the hero's heading
    // and the card's were both "Hajj … registration opens soon" (as of 2027-05-20).
    const headings = [...html.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/g)].map(([, text]) => text)
    expect(headings[0]).toBe(data.content.heading)
    expect(headings.filter((text) => text === data.closed!.heading)).toHaveLength(1)
  })

  it('facts name the next Hajj, its expected days and the next Ramadan', () => {
    const facts = siteFacts(AFTER_EVERY_TRIP, 'en')
    expect(facts.hajjYear).toBe(String(lastSeason + 1))
    expect(facts.hajjWhen).toBe(wordsFor(DEFAULT_LOCALE)('season.hajjExpected', { dates: facts.hajjDates }))
    expect(facts.hajjDates).toMatch(new RegExp(`${lastSeason + 1}$`))
    expect(facts.ramadanMonths).toBe('January–February 2028')
    expect(siteFacts('2026-01-01', 'en').ramadanMonths).toBe('February–March 2026')
  })

  it('the check warns at the line of every passed item, and not before', () => {
    const warnings = (day: string) =>
      checkContent({ today: new Date(`${day}T12:00:00Z`) })
        .problems.filter((p) => p.severity === 'warning' && /departed|early-bird|has passed/.test(p.message))
        .map(formatProblem)
    const later = warnings(AFTER_EVERY_TRIP)
    for (const catalogue of ['umrah', 'hajj'] as const) {
      const file = `data/${catalogue}.yaml`
      for (const pkg of loadCatalogue(catalogue, 'en').packages) {
        expect(
          later.some((line) => line.startsWith(`${file}:${departureLine(file, pkg.id)}:`) && line.includes(`package ${pkg.id} departed`)),
          pkg.id,
        ).toBe(true)
      }
    }
    expect(later.some((line) => line.startsWith('data/hajj.yaml:') && line.includes(`every package of Hajj ${lastSeason} has departed`))).toBe(true)
    expect(warnings('2025-01-01').filter((line) => line.startsWith('data/umrah.yaml') || line.startsWith('data/hajj.yaml'))).toEqual([])
  })
})

describe("the day after a season's last departure, before its days of Hajj", () => {
  const hajj = loadCatalogue('hajj', 'en')
  const last = hajj.packages
    .filter((p) => p.departure.startsWith(String(lastSeason)))
    .map((p) => p.departure)
    .sort()
    .at(-1)!
  const day = addDays(last, 1)

  it('sells nothing of that season and names the next Hajj, as the check does', () => {
    expect(nextHajjYear(day), 'the days of Hajj are still to come').toBe(lastSeason)
    const navigation = loadNavigation(day, 'en')
    expect(JSON.stringify({ main: navigation.main, promo: navigation.promo })).not.toContain(`Hajj ${lastSeason}`)
    const opensSoon = wordsFor(DEFAULT_LOCALE)('season.opensSoon', { year: lastSeason + 1 })
    expect(navigation.promo.heading).toBe(opensSoon)
    const lines = checkContent({ today: new Date(`${day}T12:00:00Z`) }).problems.map(formatProblem)
    expect(lines.filter((line) => line.includes(`every package of Hajj ${lastSeason} has departed`))).toEqual([expect.stringContaining(`says ${opensSoon}`)])
  })
})

describe('texts quoting a fact that no longer holds', () => {
  const hajj = loadCatalogue('hajj', 'en')
  const season = hajj.seasons.find((s) => s.year === lastSeason)!
  const last = hajj.packages
    .filter((p) => p.departure.startsWith(String(lastSeason)))
    .map((p) => p.departure)
    .sort()
    .at(-1)!
  /** The Nusuk pages and the FAQ pages as they are built on `day`. */
  const shown = (day: string) => {
    const facts = siteFacts(day, 'en')
    return JSON.stringify([fillFacts(loadCatalogue('nusuk', 'en'), facts, 'data/nusuk.yaml'), fillFacts(loadCatalogue('faqs', 'en'), facts, 'data/faqs.yaml')])
  }
  /** The questions of the FAQ pages as they are built on `day` in `locale`, by id: the answer's paragraphs. */
  const answers = (day: string, locale: 'en' | 'bn') => {
    const faqs = fillFacts(loadCatalogue('faqs', locale), siteFacts(day, locale), 'data/faqs.yaml')
    const questions = faqs.pages.flatMap((page) => page.groups.flatMap((group) => group.questions))
    return new Map(questions.map((q) => [q.id, q.answer.join(' ')]))
  }
  const earlyBird = formatLongDate(season.earlyBirdUntil)
  const from = `start from ${siteFacts(season.earlyBirdUntil, 'en').lowestHajjPrice}`

  it('promise the early-bird date and the from price while they hold', () => {
    expect(shown(season.earlyBirdUntil)).toContain(earlyBird)
    expect(shown(season.earlyBirdUntil)).toContain(from)
  })

  it('leave out the early-bird sentences and fact rows once the date has passed, and keep the rest', () => {
    const after = shown(addDays(season.earlyBirdUntil, 1))
    expect(after).not.toContain(earlyBird)
    expect(after).not.toContain('Early-bird prices until')
    expect(after).toContain(from)
    expect(after).toContain('The price depends on the package')
  })

  it.for(['en', 'bn'] as const)('%s: once the early-bird date has passed, its question goes and the cost question still gives the from price', (locale) => {
    const before = answers(season.earlyBirdUntil, locale)
    const after = answers(addDays(season.earlyBirdUntil, 1), locale)
    const price = siteFacts(season.earlyBirdUntil, locale).lowestHajjPrice
    expect(before.get('early-bird')).toContain(siteFacts(season.earlyBirdUntil, locale).earlyBirdUntil)
    // A question whose subject has passed is not left standing with another answer.
    expect(after.has('early-bird'), 'the early-bird question').toBe(false)
    expect(before.get('cost')).toContain(price)
    expect(after.get('cost'), 'the cost answer').toContain(price)
  })

  it("leave out the departed season's from price, and a question whose whole answer quoted it, once its groups have left", () => {
    const after = shown(addDays(last, 1))
    expect(after).not.toContain(earlyBird)
    expect(after).not.toContain(from)
    expect(after).not.toContain('"id":"early-bird"')
  })
})

describe('a sentence quoting two facts that stop holding on different days', () => {
  const mixed = 'start from {lowestHajjPrice} per person, with early-bird prices until {earlyBirdUntil}.'
  /** `file` as written, with `sentence` (a text of it) written as `instead`; the line where `instead` quotes the early-bird date. */
  const rewritten = (file: string, sentence: RegExp, instead: string) => {
    const text = readFileSync(file, 'utf8')
    expect(text).toMatch(sentence)
    const changed = text.replace(sentence, instead)
    return { text: changed, line: changed.slice(0, changed.indexOf(instead)).split('\n').length }
  }
  const warnings = (files: Record<string, string>) =>
    checkContent({ files, today: new Date('2026-12-02T12:00:00Z') })
      .problems.map(formatProblem)
      .filter((line) => line.includes('this sentence quotes'))

  it('is a warning at its line in the English file, which says what goes and how to write it', () => {
    expect(warnings({}), 'none in data/ as written').toEqual([])
    const { text, line } = rewritten(
      'data/faqs.yaml',
      /start from \{lowestHajjPrice\} per person\. Early-bird\s+prices apply until \{earlyBirdUntil\}\./,
      mixed,
    )
    expect(warnings({ 'data/faqs.yaml': text })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/faqs\\.yaml:${line}:\\d+ +warning: this sentence quotes \\{earlyBirdUntil\\} and \\{lowestHajjPrice\\}: the site leaves the whole sentence out once the early-bird date has passed .*Give each of them a sentence of its own$`,
        ),
      ),
    ])
  })

  it('is a warning at its line in a translation', () => {
    const { text, line } = rewritten('data/bn/faqs.yaml', /শুরু। আর্লি-বার্ড মূল্য/, 'শুরু, আর আর্লি-বার্ড মূল্য')
    expect(warnings({ 'data/bn/faqs.yaml': text })).toEqual([
      expect.stringMatching(new RegExp(`^data/bn/faqs\\.yaml:${line}:\\d+ +warning: this sentence quotes`)),
    ])
  })
})

describe('a text naming a past date as still to come', () => {
  it.each([
    ['Ramadan falls in February–March 2026', false, undefined],
    ['February–March 2026', true, 'February–March 2026'],
    ['Early-bird prices until 28 February 2027', false, '28 February 2027'],
    ['Register now for Hajj 2026', false, '2026'],
    ['Since 2022 pilgrims from the UK book through Nusuk', false, undefined],
    ['Our October 2025 group at the Haram', false, undefined],
  ])('%s', (text, whole, expected) => {
    expect(pastMention(text, '2027-08-01', whole)).toBe(expected)
  })
})

// Issue 36: what staff must add to keep selling comes first in `npm run check`, above the rest.
describe('the check, once nothing is left to sell', { timeout: 180_000 }, () => {
  it('says on top which season and which Umrah departures to add', async () => {
    const umrah = loadCatalogue('umrah', 'en').packages
    const last = umrah
      .map((p) => p.departure)
      .sort()
      .at(-1)!
    const { lines } = await contentReport({ today: new Date(`${AFTER_EVERY_TRIP}T12:00:00Z`) })
    const errors = lines.filter((line) => /^data\/\S+:\d+:\d+ {2}(?!warning: )/.test(line))
    const top = lines.slice(errors.length, errors.length + 2)
    expect(top).toEqual([
      expect.stringMatching(new RegExp(`^data/hajj\\.yaml:\\d+:\\d+  warning: every package of Hajj ${lastSeason} has departed: .*add the next season`)),
      `data/umrah.yaml:${departureLine('data/umrah.yaml', umrah.find((p) => p.departure === last)!.id)}:16  warning: no Umrah departure left to book after ${last}: the site says "${wordsFor(DEFAULT_LOCALE)('price.newDatesSoon')}" where its prices were; add the next ones`,
    ])
    // Texts not yet translated come last, one line per file.
    expect(lines.filter((line) => line.includes('not yet translated into'))).toEqual([])
  })
})
