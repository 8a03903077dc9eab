// The Bengali prints (issue 37): each Umrah brochure, the free Hajj guide and each Bangladesh
// checklist in Bengali carry data/bn/'s words, drawn with an embedded subset of Noto Serif Bengali
// whose conjuncts are formed (জ্জ, ক্ষ, ন্ত্র as one shape, no hasanta ্ drawn on its own), with
// Bengali digits and "£১,৫৯৫", and no English beyond the names and brands every Bengali text may
// keep (content/server/language/bengali-latin.ts). Their text is read as a reader copies it: the ActualText
// the printer gives each line (PDF.js reads glyphs only, in drawn order, where কি is িক).
import { statSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { agencyFacts, fillFacts, loadFilled } from '../../content/server/facts/facts'
import { formatFor } from '../../content/browser/format'
import { loadCatalogue } from '../../content/server/data/load'
import { bangladeshChecklist } from '../../content/server/print/bangladesh-checklist'
import { hajjGuide, hajjKinds } from '../../content/server/print/hajj-guide'
import { bengaliFontFile } from '../../content/server/print/pdf-fonts'
import { umrahBrochure } from '../../content/server/print/umrah-brochure'
import { today } from '../../content/server/today'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
import { loadPdfJs } from '../../functions/_shared/decode-upload'
import { pdfReadText } from '../../content/server/check/bengali-scan/built-site'
import { latinDigitsIn, latinWordsIn } from '../../content/server/language/bengali-latin'

const bn = formatFor('bn')
const t = wordsFor('bn')
const site = loadCatalogue('site', 'bn')
const day = today()
/** White space as a reader sees it: a line may wrap anywhere a space was. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What the PDF draws, glyph by glyph: the letters each glyph stands for (PDF.js reads them from the font's ToUnicode). */
async function glyphsOf(pdf: Uint8Array): Promise<string[]> {
  const { getDocument, OPS, VerbosityLevel } = await loadPdfJs()
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, disableFontFace: true }).promise
  try {
    const glyphs: string[] = []
    for (let n = 1; n <= document.numPages; n += 1) {
      const { fnArray, argsArray } = await (await document.getPage(n)).getOperatorList()
      fnArray.forEach((fn, i) => {
        if (fn === OPS.showText)
          for (const glyph of argsArray[i][0] as Array<{ unicode?: string } | number>) if (typeof glyph === 'object') glyphs.push(glyph.unicode ?? '')
      })
    }
    return glyphs
  } finally {
    await document.destroy()
  }
}

const bangladesh = loadCatalogue('bangladesh-visa', 'bn')
const labels = loadCatalogue('visa-labels', 'bn')
const brochures = loadCatalogue('umrah', 'bn').packages.filter((pkg) => pkg.brochureFile)
const documents: Array<{ name: string; print: () => Promise<{ bytes: Buffer }>; words: () => Array<string | undefined> }> = [
  ...brochures.map((pkg) => ({
    name: `the brochure of ${pkg.id}`,
    print: () => umrahBrochure(pkg, site, 'bn', day),
    words: () => {
      const filled = fillFacts(pkg, agencyFacts(site, 'bn'), 'data/bn/umrah.yaml')
      return [
        ...[filled.subtitle, filled.description, ...(filled.highlights ?? []), ...(filled.inclusions ?? []), ...(filled.exclusions ?? [])],
        ...(filled.itinerary ?? []).flatMap((item) => [`${item.day}: ${item.title}`, item.description]),
        ...(['overview', 'highlights', 'itinerary', 'included', 'notIncluded'] as const).map((key) => t(`brochure.${key}`)),
        `${bn.pounds(pkg.price)} ${t('price.perPerson')}`,
        bn.dateRange(pkg.departure, pkg.return),
      ]
    },
  })),
  {
    name: 'the Hajj guide',
    print: () => hajjGuide(day, 'bn'),
    words: () => {
      const { guide, types, comparison } = loadFilled('hajj-comparison', [], 'bn')
      return [
        ...[guide.title, guide.subtitle, guide.meaningHeading, guide.meaningText, guide.daysText, guide.chooseHeading, guide.contactText],
        ...guide.days.flatMap((row) => [row.when, row.rites]),
        ...[...guide.questions, ...guide.checklist],
        ...[types.shifting.text, types.nonShifting.text, comparison.heading, ...comparison.rows.map((row) => row.shifting)],
      ]
    },
  },
  ...bangladesh.services.items.map((service) => ({
    name: `the checklist of ${service.key}`,
    print: () => bangladeshChecklist(service, bangladesh, labels, site, 'bn'),
    words: () => [
      ...[service.subtitle, service.processing, service.validity, ...service.documents, ...service.notice],
      ...[labels.printedChecklist.documents, labels.printedChecklist.details, bangladesh.highCommission.name],
      ...(service.fees?.rows ?? []).map((row) => `${row.label} ${bn.pounds(row.price)}`),
    ],
  })),
]

const printed = new Map<string, { bytes: Buffer; text: string; glyphs: string[] }>()
beforeAll(async () => {
  for (const document of documents) {
    const { bytes } = await document.print()
    printed.set(document.name, { bytes, text: pdfReadText(bytes), glyphs: await glyphsOf(bytes) })
  }
}, 120_000)

describe.each(documents.map((document) => [document.name, document] as const))('%s in Bengali', (name, document) => {
  it("reads, as a reader copies it, data/bn/'s words", () => {
    const { text } = printed.get(name)!
    for (const words of document.words()) if (words) expect(text).toContain(squeeze(words))
  })

  it('shows no English beyond the names and brands a Bengali text keeps, and every figure in Bengali digits', () => {
    const { text } = printed.get(name)!
    // The site's address as printed: its host and the page's path.
    const withoutSite = text.replaceAll(new RegExp(`${site.url.replace(/^https:\/\//, '').replace(/\./g, '\\.')}\\S*`, 'g'), ' ')
    expect(latinWordsIn(withoutSite)).toEqual([])
    expect(latinDigitsIn(withoutSite)).toEqual([])
    // Prices in Bengali digits: every document has one but the Hajj guide between seasons (new dates soon).
    if (name !== 'the Hajj guide' || Object.values(hajjKinds(day, 'bn').kinds).some((kind) => kind.fromPrice !== undefined)) expect(text).toMatch(/£[০-৯]/)
    expect(text).not.toMatch(/[০-৯]\s?£/)
  })

  it('draws its conjuncts as one shape: no hasanta is drawn on its own, জ্জ and ক্ষ are single glyphs', () => {
    const { glyphs, text } = printed.get(name)!
    expect(glyphs.filter((glyph) => glyph === '\u09CD')).toEqual([])
    for (const conjunct of ['জ্জ', 'ক্ষ'].filter((c) => text.includes(c))) expect(glyphs).toContain(conjunct)
  })
})

describe('the Bengali prints together', () => {
  it('draw জ্জ, ক্ষ and ন্ত্র each as one conjunct glyph', () => {
    const glyphs = new Set([...printed.values()].flatMap((p) => p.glyphs))
    for (const shape of ['জ্জ', 'ক্ষ', 'ন্ত্র']) expect(glyphs, shape).toContain(shape)
  })

  it('embed Noto Serif Bengali as a subset (each file far smaller than the font) and say they are in Bengali', () => {
    const font = statSync(bengaliFontFile('regular')).size
    for (const [name, { bytes }] of printed) {
      const raw = bytes.toString('latin1')
      expect(raw, name).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifBengali-Regular/)
      expect(raw, name).toContain('/FontFile2')
      expect(raw, name).toMatch(/\/Lang \(bn\)/)
      expect(bytes.length, name).toBeLessThan(font / 2)
    }
  })
})
