// The free guide of /hajj-packages-comparison, printed by every build (scripts/print-documents.ts
// writes it to /guides/<guide.file>) from data/hajj-comparison.yaml and the season on offer in
// data/hajj.yaml: its year, the days of Hajj, the early-bird date and each kind's "from" price
// are never typed into it, so it cannot fall behind the website.
import type { HajjPackage } from '../../../schemas/types.generated'
import { loadFilled, siteWithFacts } from '../facts/facts'
import { loadShownHajj } from '../hajj/load'
import { openPriceFrom, stayLengths, stayText } from '../hajj/season'
import { openingHoursLine } from '../contact/hours'
import { formatFor } from '../../browser/format'
import { pathInLocale, type Locale } from '../../browser/locale'
import { pageHref } from '../routes/href'
import { wordsFor } from '../../browser/words/words'
import { COLOURS, Printer, type PrintedDocument } from './pdf-document'

type HajjType = HajjPackage['type']
const HAJJ_TYPES: readonly HajjType[] = ['shifting', 'nonShifting']

/** Each kind's from price (of the packages still open; none once all have departed) and range of days, in the season on offer. */
export function hajjKinds(day: string, locale: Locale) {
  const hajj = loadShownHajj(day, locale)
  const perType = (type: HajjType) => {
    const ofType = hajj.packages.filter((pkg) => pkg.type === type)
    return {
      label: hajj.types[type].label,
      fromPrice: openPriceFrom(ofType),
      days: stayText(stayLengths(ofType.map((pkg) => pkg.days)), wordsFor(locale), formatFor(locale)),
    }
  }
  return { hajj, kinds: Object.fromEntries(HAJJ_TYPES.map((type) => [type, perType(type)])) as Record<HajjType, ReturnType<typeof perType>> }
}

export async function hajjGuide(day: string, locale: Locale): Promise<PrintedDocument> {
  const t = wordsFor(locale)
  const format = formatFor(locale)
  const { pounds } = format
  // Its words' facts ({hajjYear}) as of the same day as its season and prices.
  const content = loadFilled('hajj-comparison', [], locale, day)
  const site = siteWithFacts(day, locale)
  const { guide, types, comparison } = content
  const { hajj, kinds } = hajjKinds(day, locale)
  const out = new Printer(locale, { title: `${guide.title} ${guide.subtitle} – ${site.name}`, author: site.name })

  out.paragraph(`${site.name} · ${guide.eyebrow}`.toUpperCase(), { colour: COLOURS.gold, size: 9, bold: true })
  out.title(guide.title, 28).paragraph(guide.subtitle, { colour: COLOURS.muted, size: 12.5 })
  out.facts([[guide.hajjDatesLabel, hajj.season.hajjDates], ...(hajj.season.earlyBirdText ? [[guide.earlyBirdLabel, hajj.season.earlyBirdText] as const] : [])])

  out.heading(guide.meaningHeading, 16).paragraph(guide.meaningText)
  for (const type of HAJJ_TYPES) {
    out.keep(90).heading(types[type].heading)
    out.paragraph(types[type].text)
    out.bullets(types[type].benefits.map((b) => `${b.title}: ${b.description}`))
    const { fromPrice } = kinds[type]
    const price = fromPrice === undefined ? t('price.newDatesSoon') : `${content.startingLabel} ${pounds(fromPrice)}`
    out.paragraph(`${price} · ${kinds[type].days}`, { bold: true, colour: COLOURS.green })
  }
  out.paragraph(guide.pricesNote, { colour: COLOURS.muted, size: 9 })
  out.keep(120).heading(comparison.heading)
  out.table(
    [comparison.factorLabel, kinds.shifting.label, kinds.nonShifting.label],
    comparison.rows.map((row) => [row.factor, row.shifting, row.nonShifting]),
    [0.2, 0.4, 0.4],
  )

  out.doc.addPage()
  out.heading(guide.daysHeading, 16).paragraph(guide.daysText)
  out.table(
    [guide.daysColumns.when, guide.daysColumns.rites, kinds.shifting.label, kinds.nonShifting.label],
    guide.days.map((row) => [row.when, row.rites, row.shifting, row.nonShifting]),
    [0.16, 0.36, 0.24, 0.24],
  )

  out.keep(160).heading(guide.chooseHeading, 16)
  guide.questions.forEach((question, i) => out.paragraph(`${format.number(i + 1)}. ${question}`))
  out.keep(120).heading(guide.checklistHeading).bullets(guide.checklist)

  out.keep(140).heading(guide.contactHeading).paragraph(guide.contactText)
  const address = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`
  out.facts([
    [site.phones.hajjUmrah.label, format.figures(site.phones.hajjUmrah.display)],
    [t('contact.whatsapp'), format.figures(site.whatsapp.display)],
    [t('contact.email'), site.emails.hajj],
    [t('contact.address'), address],
    [t('contact.hours'), openingHoursLine(site, t, format)],
  ])
  out.paragraph(`${site.url.replace(/^https:\/\//, '')}${pageHref(pathInLocale('/hajj-2026-registration', locale))}`, { colour: COLOURS.green })
  return out.finish((page, pages) => `${site.name} · ${guide.title} · ${guide.eyebrow} · ${format.number(page)}/${format.number(pages)}`)
}
