// The PDF brochure of an Umrah package (data/umrah.yaml), printed by every build from the same
// data as its page (scripts/print-documents.ts writes it to /brochures/<brochureFile>), so the
// brochure never disagrees with the website and nobody has to reprint it after an edit.
import type { Site, UmrahPackage } from '../../../schemas/types.generated'
import { agencyFacts, fillFacts } from '../facts/facts'
import { formatFor } from '../../browser/format'
import { type Locale } from '../../browser/locale'
import { durationText, umrahDays, umrahStatus } from '../umrah'
import { wordsFor } from '../../browser/words/words'
import { COLOURS, pictureJpeg, Printer, type PrintedDocument } from './pdf-document'

/**
 * A sold-out or departed package's brochure says so under its title and offers no places: it is
 * printed on the day of the build, as the page is, so it rolls over with the site.
 */
export async function umrahBrochure(original: UmrahPackage, site: Site, locale: Locale, day: string): Promise<PrintedDocument> {
  const t = wordsFor(locale)
  const format = formatFor(locale)
  const { dateRange, longDate, pounds, figures } = format
  const status = umrahStatus(original, day)
  const pkg = fillFacts(original, agencyFacts(site, locale), 'data/umrah.yaml')
  const out = new Printer(locale, { title: `${pkg.title} – ${site.name}`, author: site.name, subject: pkg.subtitle })
  out.paragraph(`${site.name} · ${site.tagline} · ${t('brochure.atol', { atol: figures(site.atolNumber) })}`, { colour: COLOURS.muted, size: 9 })
  out.image(await pictureJpeg(pkg.image, 1000, 300), 150)
  out.title(pkg.title)
  if (pkg.subtitle) out.paragraph(pkg.subtitle, { colour: COLOURS.muted, size: 12 })
  if (status === 'soldOut') out.paragraph(t('brochure.soldOut'), { bold: true, size: 14, colour: COLOURS.gold })
  if (status === 'departed') out.paragraph(t('brochure.departed', { date: longDate(pkg.departure) }), { bold: true, size: 14, colour: COLOURS.gold })
  const was = pkg.originalPrice !== undefined && status === 'open' ? ` (${t('price.was')} ${pounds(pkg.originalPrice)})` : ''
  out.paragraph(`${pounds(pkg.price)} ${t('price.perPerson')}${was}`, { bold: true, size: 16, colour: COLOURS.green })
  const facts: Array<[string, string | undefined]> = [
    [t('facts.dates'), dateRange(pkg.departure, pkg.return)],
    [t('facts.duration'), durationText(umrahDays(pkg), t, format)],
    [t('facts.flights'), pkg.airline],
    [t('facts.hotels'), pkg.hotel],
    [t('facts.stay'), pkg.accommodation],
    [t('facts.group'), pkg.guidedTour ?? pkg.group],
  ]
  out.facts(facts.filter((fact): fact is [string, string] => fact[1] !== undefined))
  if (pkg.description) out.heading(t('brochure.overview')).paragraph(pkg.description)
  if (pkg.highlights) out.heading(t('brochure.highlights')).bullets(pkg.highlights)
  if (pkg.itinerary) {
    out.heading(t('brochure.itinerary'))
    for (const day of pkg.itinerary) out.keep(50).paragraph(`${day.day}: ${day.title}`, { bold: true }).paragraph(day.description)
  }
  if (pkg.hotels) {
    out.heading(t('brochure.hotels'))
    for (const hotel of [pkg.hotels.makkah, pkg.hotels.madinah]) {
      out
        .keep(70)
        .paragraph(`${hotel.name} (${format.digits(hotel.rating)}★)`, { bold: true })
        .paragraph(hotel.distance, { colour: COLOURS.muted })
        .bullets(hotel.features)
    }
  }
  if (pkg.inclusions) out.heading(t('brochure.included')).bullets(pkg.inclusions)
  if (pkg.exclusions) out.heading(t('brochure.notIncluded')).bullets(pkg.exclusions)
  const address = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`
  out
    .keep(40)
    .paragraph(`${site.name} · ${address} · ${figures(site.phones.hajjUmrah.display)} · ${site.emails.umrah} · ${site.url.replace(/^https:\/\//, '')}`, {
      colour: COLOURS.muted,
      size: 9,
    })
  out.paragraph(t(status === 'open' ? 'brochure.footNote' : 'brochure.closedFootNote', { atol: figures(site.atolNumber) }), { colour: COLOURS.muted, size: 9 })
  return out.finish((page, pages) => `${site.name} · ${pkg.title} · ${format.number(page)}/${format.number(pages)}`)
}
