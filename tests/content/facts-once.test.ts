// Each fact once (issue 21): a phone number is written once, as visitors read it, and every tel:
// and WhatsApp link is made from it; the home page's visa times are quoted from the visa
// catalogues; a package's texts name only its own airline, hotels and months.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteFacts, timeRange } from '../../content/facts'
import { showHome } from '../../content/home'
import { loadCatalogue } from '../../content/load'
import { dialledNumber, telHref, whatsappNumber } from '../../content/phone'
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
    const site = loadCatalogue('site')
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
    const facts = siteFacts()
    const eWaiver = loadCatalogue('visa').services.visas.find((v) => v.id === 'e-waiver')!
    expect(facts.eWaiverProcessing).toBe(eWaiver.processing)
    const home = showHome(loadCatalogue('home'), '2026-11-25')
    const text = JSON.stringify(home)
    expect(text).toContain(`e-Waiver in ${eWaiver.processing}`)
    expect(text).not.toContain('30 minutes')
    const schengen = home.visas.items.find((card) => card.link === '/schengen-visa/')!
    expect(schengen.processing).toBe(timeRange(loadCatalogue('schengen-visa').services.countries.map((c) => c.processing)))
    expect(schengen.validity).toBe(loadCatalogue('schengen-visa').services.stay)
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
