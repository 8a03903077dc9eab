// Each fact once (issue 21): a phone number is written once, as visitors read it, and every tel:
// and WhatsApp link is made from it; the home page's visa times are quoted from the visa
// catalogues; a package's texts name only its own airline, hotels and months.
import { today } from '../../content/server/today'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteFacts, timeRange } from '../../content/server/facts/facts'
import { showHome } from '../../content/server/page-data/home'
import { loadCatalogue } from '../../content/server/data/load'
import { dialledNumber, telHref, whatsappNumber } from '../../content/server/contact/phone'
import { editedLines, lineOf } from '../support/content/fixture'

describe('phone numbers', { timeout: 60_000 }, () => {
  it.each([
    ['020 7946 0100', '+442079460100'],
    ['+44 7700 900456', '+447700900456'],
    ['07700 900123', '+447700900123'],
    ['+966 12 345 6789', '+966123456789'],
    ['0044 20 7946 0100', '+442079460100'],
  ])('%s is dialled as %s', (display, dialled) => {
    expect(dialledNumber(display)).toBe(dialled)
    expect(telHref({ display })).toBe(`tel:${dialled}`)
  })

  it('data/ writes no dialled form: each number once per line of business', () => {
    for (const file of ['data/site.yaml', 'data/contact-page.yaml']) expect(readFileSync(file, 'utf8')).not.toMatch(/\btel:|number: "\d/)
    const site = loadCatalogue('site', 'en')
    expect(whatsappNumber(site.whatsapp)).toBe(dialledNumber(site.whatsapp.display)!.slice(1))
  })

  it('a dialled form written beside the number is refused, saying it is not a field', () => {
    const line = lineOf('data/site.yaml', /^ {2}main: /)
    const lines = editedLines('data/site.yaml', [[/^( {2}main: \{ label: Main office, display: [^}]*?) \}/m, '$1, tel: "+442079460199" }']])
    expect(lines.some((l) => l.startsWith(`data/site.yaml:${line}:`) && /tel/.test(l))).toBe(true)
  })

  it('a number that cannot be dialled is an error at its line', () => {
    const line = lineOf('data/site.yaml', /^ {2}main: /)
    const lines = editedLines('data/site.yaml', [[/display: 020 7946 0100 \}/, 'display: call us }']])
    expect(lines.some((l) => l.startsWith(`data/site.yaml:${line}:`))).toBe(true)
  })
})

describe('visa times on the home page', () => {
  it('are the catalogues own: the e-Waiver and the Schengen card say what /visa and /schengen-visa say', () => {
    const facts = siteFacts(today(), 'en')
    const eWaiver = loadCatalogue('visa', 'en').services.visas.find((v) => v.id === 'e-waiver')!
    expect(facts.eWaiverProcessing).toBe(eWaiver.processing)
    const home = showHome(loadCatalogue('home', 'en'), '2026-11-25', 'en')
    const text = JSON.stringify(home)
    expect(text).toContain(`e-Waiver in ${eWaiver.processing}`)
    expect(text).not.toContain('30 minutes')
    const schengen = home.visas.items.find((card) => card.link === '/schengen-visa/')!
    expect(schengen.processing).toBe(timeRange(loadCatalogue('schengen-visa', 'en').services.countries.map((c) => c.processing)))
    expect(schengen.validity).toBe(loadCatalogue('schengen-visa', 'en').services.stay)
  })

  it.each([
    [['3-5 working days', '1 working day', '5-7 working days'], '1–7 working days'],
    [['15-20 working days'], '15–20 working days'],
    [['1 working day'], '1 working day'],
  ])('%j → %s', (times, range) => expect(timeRange(times)).toBe(range))
})

describe("a package's texts", { timeout: 60_000 }, () => {
  it('may not name another airline, even through a shared reference', () => {
    const file = 'data/umrah.yaml'
    const text = readFileSync(file, 'utf8')
    const start = text.indexOf('  - id: february-2027')
    const highlights = text.indexOf('    highlights:', start)
    const end = text.indexOf('    guidedTour:', highlights)
    const edited = text.slice(0, highlights) + '    highlights: *october-highlights\n' + text.slice(end)
    const line = edited.slice(0, highlights).split('\n').length
    expect(editedLines(file, [[text, edited]])).toContain(
      `${file}:${line}:17  package february-2027 flies Gulf Air, but this text names Qatar Airways: write the package's own airline (it was probably copied from another departure)`,
    )
  })

  it('may not name a month the trip does not cover', () => {
    const file = 'data/umrah.yaml'
    // The second departure with this subtitle is february-2027's.
    const line = lineOf(file, /^ {4}subtitle: February half-term/, 1)
    const text = readFileSync(file, 'utf8')
    const at = text.indexOf('    subtitle: February half-term', text.indexOf('  - id: february-2027'))
    const edited = text.slice(0, at) + text.slice(at).replace('    subtitle: February half-term', '    subtitle: October half-term')
    expect(editedLines(file, [[text, edited]])).toContain(
      `${file}:${line}:15  package february-2027 travels in February, but this text names October: write the package's own month (it was probably copied from another departure)`,
    )
  })
})

describe("a Hajj package's texts", { timeout: 60_000 }, () => {
  const file = 'data/hajj.yaml'
  const text = readFileSync(file, 'utf8')
  const hajj = loadCatalogue('hajj', 'en')
  const packageOf = (id: string) => hajj.packages.find((p) => p.id === id)!
  /** `yaml` with the line `from` of package `id` (its first after the package's `- id:`) made `to`, and that line's number. */
  const edit = (yaml: string, id: string, from: string, to: string) => {
    const at = yaml.indexOf(`${from}\n`, yaml.indexOf(`  - id: ${id}\n`))
    expect(at, from).toBeGreaterThan(0)
    return { edited: yaml.slice(0, at) + to + yaml.slice(at + from.length), line: yaml.slice(0, at).split('\n').length }
  }
  const subtitle = (id: string, to: string, yaml = text) => edit(yaml, id, `    subtitle: ${packageOf(id).subtitle}`, `    subtitle: ${to}`)
  const named = (yaml: string) =>
    editedLines(file, [], yaml).filter((line) => /^data\/hajj\.yaml:\d+:\d+ {2}package \S+( stays at|'s texts name| travels in)/.test(line))

  it('name nothing of another package as the data stands', () => {
    expect(named(text)).toEqual([])
  })

  it("may not name another package's hotel", () => {
    const own = Object.values(packageOf('SEPR27').hotels).map((hotel) => hotel.name)
    const other = hajj.packages.flatMap((p) => Object.values(p.hotels).map((hotel) => hotel.name)).find((name) => !own.includes(name))!
    const { edited, line } = subtitle('SEPR27', `Stay at the ${other}`)
    expect(named(edited)).toEqual([
      `${file}:${line}:15  package SEPR27 stays at ${own.join(' and ')}, but this text names ${other}: write the package's own hotels`,
    ])
  })

  it('may not name a month the trip does not cover, counted from its departure for the longest of its duration', () => {
    const { edited, line } = subtitle('SEPR27', 'Our most booked shifting package, leaving in April')
    expect(named(edited)).toEqual([
      `${file}:${line}:15  package SEPR27 travels in May, but this text names April: write the package's own month (it was probably copied from another departure)`,
    ])
    // SSPR27 (22–26 days) leaving on 10 May is home in the first days of June.
    expect(packageOf('SSPR27').duration).toBe('22–26 days')
    const june = subtitle(
      'SSPR27',
      'Home in the first days of June',
      edit(text, 'SSPR27', `    departure: ${packageOf('SSPR27').departure}`, '    departure: 2027-05-10').edited,
    )
    expect(named(june.edited)).toEqual([])
  })

  it('name one airline: a shared text naming another is an error at the reference', () => {
    // SEPR27's subtitle names Qatar Airways; the features it shares with SEPR (*sepr-features) Saudia.
    const { edited } = subtitle('SEPR27', 'Qatar Airways flights via Doha')
    const shared = edit(edited, 'SEPR', `      - ${packageOf('SEPR').features[0]}`, '      - Saudia flights from London').edited
    const reference = lineOf(file, /^ {4}features: \*sepr-features$/)
    expect(named(shared)).toEqual([
      `${file}:${reference}:15  package SEPR27's texts name Qatar Airways elsewhere, but this text names Saudia: write the package's own airline (it was probably copied from another departure)`,
    ])
  })
})
