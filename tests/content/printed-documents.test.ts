// The PDFs every build prints from data/ (scripts/print-documents.ts): each Umrah brochure, the
// free Hajj guide and each Bangladesh service's checklist read, as a visitor's PDF reader shows them (text extracted with PDF.js), the
// package's and the season's facts as data/ holds them today, and follow an edit with no reprint.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatDateRange } from '../../content/browser/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { loadShownHajj } from '../../content/server/hajj/load'
import { fill } from '../../content/browser/fill'
import { formatPounds } from '../../content/browser/format'
import { bangladeshServiceLabels } from '../../forms/bangladesh-service'
import { bangladeshChecklist } from '../../content/server/print/bangladesh-checklist'
import { hajjGuide, hajjKinds } from '../../content/server/print/hajj-guide'
import { umrahBrochure } from '../../content/server/print/umrah-brochure'
import { sampleGuides } from '../../content/server/print/printed-files'
import { sampleGuide } from '../../content/server/print/sample-guide'
import { printDocuments } from '../../scripts/print-documents'
import { actualTexts } from '../../content/server/check/bengali-scan/pdf-text'
import { pdfText } from '../support/pdf-text'
import { t } from '../support/words'
import { today } from '../../content/server/today'
import { siteFacts } from '../../content/server/facts/facts'

/** The text of a PDF as a reader shows it, its lines joined (a sentence may wrap). */
const textOf = (pdf: Uint8Array): Promise<string> => pdfText(pdf)

const site = loadCatalogue('site', 'en')
const umrah = loadCatalogue('umrah', 'en')
const withBrochure = umrah.packages.filter((pkg) => pkg.brochureFile)

describe('the Umrah brochures', () => {
  it.each(withBrochure.map((pkg) => [pkg.id, pkg] as const))(
    '%s shows its title, price, dates, airline and agency phone from data/umrah.yaml',
    async (_id, pkg) => {
      const text = await textOf((await umrahBrochure(pkg, site, 'en', today())).bytes)
      expect(text).toContain(pkg.title)
      expect(text).toContain(formatPounds(pkg.price))
      expect(text).toContain(formatDateRange(pkg.departure, pkg.return))
      if (pkg.airline) expect(text).toContain(pkg.airline)
      expect(text).toContain(site.phones.hajjUmrah.display)
    },
  )

  it('follows an edit of the price, the departure and a highlight on the next print', async () => {
    const pkg = withBrochure[0]
    const edited = {
      ...pkg,
      price: 1234,
      departure: '2031-03-02',
      return: '2031-03-11',
      highlights: ['A highlight typed today', ...(pkg.highlights ?? []).slice(1)],
    }
    const text = await textOf((await umrahBrochure(edited, site, 'en', today())).bytes)
    expect(text).toContain('£1,234')
    expect(text).not.toContain(formatPounds(pkg.price))
    expect(text).toContain('2–11 March 2031')
    expect(text).toContain('A highlight typed today')
  })
})

describe('a brochure of a package that cannot be booked (issue 36)', () => {
  const pkg = { ...withBrochure[0], departure: '2031-03-02', return: '2031-03-11', soldOut: false }
  const print = async (fields: Partial<typeof pkg>, day: string) => textOf((await umrahBrochure({ ...pkg, ...fields }, site, 'en', day)).bytes)
  const placesOffered = t('brochure.footNote', { atol: site.atolNumber })
  const noPlaces = t('brochure.closedFootNote', { atol: site.atolNumber })

  it('says sold out under its title once the package is marked soldOut, and offers no places', async () => {
    const text = await print({ soldOut: true }, '2031-01-01')
    expect(text).toContain(t('brochure.soldOut'))
    expect(text).toContain(noPlaces)
    expect(text).not.toContain(placesOffered)
  })

  it('says departed, with the day, once the group has left (printed on the day of the build)', async () => {
    const text = await print({}, '2031-03-03')
    expect(text).toContain(t('brochure.departed', { date: '2 March 2031' }))
    expect(text).not.toContain(placesOffered)
  })

  it('offers places while it can be booked', async () => {
    const text = await print({}, '2031-01-01')
    expect(text).toContain(placesOffered)
    expect(text).not.toContain(t('brochure.soldOut'))
  })
})

describe('the free Hajj guide', () => {
  it("shows the season on offer: its year, days of Hajj and each kind's from price (none typed into the guide)", async () => {
    const { hajj, kinds } = hajjKinds(today(), 'en')
    const text = await textOf((await hajjGuide(today(), 'en')).bytes)
    // The season on offer, or between seasons the next Hajj (the site's facts, {hajjYear}).
    expect(text).toContain(`Hajj ${siteFacts(today(), 'en').hajjYear}`)
    expect(text).toContain(hajj.season.hajjDates)
    // Each kind's cheapest package still to leave, worked out here from the season as shown; a
    // kind whose groups have all left (in the days the season's last ones are still to) has new dates soon.
    for (const [type, kind] of Object.entries(kinds)) {
      const open = hajj.packages.filter((pkg) => pkg.type === type && !pkg.departed).map((pkg) => pkg.price)
      expect(kind.fromPrice).toBe(open.length > 0 ? Math.min(...open) : undefined)
      expect(text).toContain(`${open.length > 0 ? formatPounds(Math.min(...open)) : t('price.newDatesSoon')} · ${kind.days}`)
    }
    expect(text).toContain(site.phones.hajjUmrah.display)
  })

  it('names another season when the calendar moves on (built as of a later day)', async () => {
    const seasons = loadCatalogue('hajj', 'en').seasons.map((s) => s.year)
    const first = Math.min(...seasons)
    const later = loadShownHajj(`${first}-12-31`, 'en').season.year
    const text = await textOf((await hajjGuide(`${first}-12-31`, 'en')).bytes)
    expect(text).toContain(`Hajj ${later}`)
  })
})

describe('the Bangladesh checklists', () => {
  const bangladesh = loadCatalogue('bangladesh-visa', 'en')
  const labels = loadCatalogue('visa-labels', 'en')
  const words = labels.printedChecklist
  const print = async (service: (typeof bangladesh.services.items)[number]) =>
    textOf((await bangladeshChecklist(service, bangladesh, labels, site, 'en')).bytes)

  it.each(bangladesh.services.items.map((service) => [service.key, service] as const))(
    '%s shows its title, facts, fees, every document to tick, the fields to fill in and every notice from data/',
    async (_key, service) => {
      const text = await print(service)
      expect(text).toContain(fill(words.title, { service: service.title }))
      expect(text).toContain(service.subtitle)
      for (const fact of [service.processing, `${t('price.from')} ${formatPounds(service.price)}`, service.validity, service.serviceType])
        expect(text).toContain(fact)
      for (const row of service.fees?.rows ?? []) expect(text).toContain(`${row.label} ${formatPounds(row.price)}`)
      expect(text).toContain(words.documents)
      for (const document of service.documents) expect(text).toContain(document)
      for (const label of [bangladeshServiceLabels.firstName, bangladeshServiceLabels.passportNumber, bangladeshServiceLabels.specialRequests])
        expect(text).toContain(label)
      expect(text).toContain(bangladesh.services.noticeHeading)
      for (const point of service.notice) expect(text).toContain(point)
      expect(text).toContain(bangladesh.highCommission.name)
      expect(text).toContain(site.phones.visa.display)
    },
  )

  it('follows an edit of a document, a notice point and the price on the next print', async () => {
    const service = bangladesh.services.items[0]
    const [first, ...rest] = service.documents
    const edited = { ...service, price: 321, documents: ['A document added today', ...rest], notice: [...service.notice, 'A point added today'] }
    const text = await print(edited)
    expect(text).toContain('A document added today')
    expect(text).not.toContain(first)
    expect(text).toContain('A point added today')
    expect(text).toContain(`${t('price.from')} £321`)
  })
})

describe('the sample guides of the knowledge centre', () => {
  const centre = loadCatalogue('knowledge-centre', 'en')
  it.each(sampleGuides(centre).map(({ guide, section }) => [guide.file, guide, section] as const))(
    "%s says what its card and section say, marked as a sample, with the section's rites",
    async (_file, guide, section) => {
      const text = await textOf((await sampleGuide(guide, section, centre, site, 'en')).bytes)
      for (const words of [guide.title, guide.text, centre.labels.sample, section.heading, section.text]) expect(text).toContain(words)
      for (const step of section.steps ?? []) expect(text).toContain(step.text)
    },
  )

  it('include a guide whose section has rites, so the loop above prints them', () => {
    const samples = sampleGuides(centre)
    expect(samples.length).toBeGreaterThan(0)
    expect(samples.some(({ section }) => (section.steps ?? []).length > 0)).toBe(true)
  })
})

describe('npm run build prints them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'printed-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  // Both languages are printed: the Bengali ones, with their embedded font, take a while.
  it('into the built site, a brochure for every package with a brochureFile, the guide and every checklist (nothing under public/), the Bengali ones under /bn/', async () => {
    await printDocuments(dir)
    expect(readdirSync(join(dir, 'brochures')).sort()).toEqual(withBrochure.map((p) => p.brochureFile).sort())
    const samples = sampleGuides(loadCatalogue('knowledge-centre', 'en')).map(({ guide }) => guide.file.replace('/guides/', ''))
    expect(readdirSync(join(dir, 'guides')).sort()).toEqual([loadCatalogue('hajj-comparison', 'en').guide.file, ...samples].sort())
    expect(readdirSync(join(dir, 'forms')).sort()).toEqual(
      loadCatalogue('bangladesh-visa', 'en')
        .services.items.map((s) => s.formsFile)
        .sort(),
    )
    for (const folder of ['brochures', 'forms']) expect(() => readdirSync(join(process.cwd(), 'public', folder)), folder).toThrow()
    for (const folder of ['brochures', 'forms']) expect(readdirSync(join(dir, 'bn', folder)).sort(), folder).toEqual(readdirSync(join(dir, folder)).sort())
    // The sample guides stand in for the agency's own files, one each: printed once, in English.
    const guide = loadCatalogue('hajj-comparison', 'en').guide.file
    expect(readdirSync(join(dir, 'bn', 'guides'))).toEqual([guide])
    expect(actualTexts(readFileSync(join(dir, 'bn', 'guides', guide))).join(' ')).toContain(loadCatalogue('hajj-comparison', 'bn').guide.meaningHeading)
  }, 120_000)
})
