// The PDF brochure of an Umrah package (data/umrah.yaml), printed by every build from the same
// data as its page (scripts/print-documents.ts writes it to /brochures/<brochureFile>), so the
// brochure never disagrees with the website and nobody has to reprint it after an edit.
import type { Site, UmrahPackage } from '../../schemas/types.generated'
import { agencyFacts, fillFacts } from '../facts'
import { formatDateRange } from '../dates'
import { formatPounds } from '../price'
import { durationText, umrahDays } from '../umrah'
import { fillWords, words } from '../words'
import { COLOURS, pictureJpeg, Printer, type PrintedDocument } from './pdf-document'

export async function umrahBrochure(original: UmrahPackage, site: Site): Promise<PrintedDocument> {
  const pkg = fillFacts(original, agencyFacts(site), 'data/umrah.yaml')
  const out = new Printer({ title: `${pkg.title} – ${site.name}`, author: site.name, subject: pkg.subtitle })
  out.paragraph(`${site.name} · ${site.tagline} · ${fillWords(words.brochure.atol, { atol: site.atolNumber })}`, { colour: COLOURS.muted, size: 9 })
  out.image(await pictureJpeg(pkg.image, 1000, 300), 150)
  out.title(pkg.title)
  if (pkg.subtitle) out.paragraph(pkg.subtitle, { colour: COLOURS.muted, size: 12 })
  const was = pkg.originalPrice !== undefined ? ` (was ${formatPounds(pkg.originalPrice)})` : ''
  out.paragraph(`${formatPounds(pkg.price)} ${words.price.perPerson}${was}`, { bold: true, size: 16, colour: COLOURS.green })
  const facts: Array<[string, string | undefined]> = [
    [words.facts.dates, formatDateRange(pkg.departure, pkg.return)],
    [words.facts.duration, durationText(umrahDays(pkg))],
    [words.facts.flights, pkg.airline],
    [words.facts.hotels, pkg.hotel],
    [words.facts.stay, pkg.accommodation],
    [words.facts.group, pkg.guidedTour ?? pkg.group],
  ]
  out.facts(facts.filter((fact): fact is [string, string] => fact[1] !== undefined))
  if (pkg.description) out.heading(words.brochure.overview).paragraph(pkg.description)
  if (pkg.highlights) out.heading(words.brochure.highlights).bullets(pkg.highlights)
  if (pkg.itinerary) {
    out.heading(words.brochure.itinerary)
    for (const day of pkg.itinerary) out.keep(50).paragraph(`${day.day}: ${day.title}`, { bold: true }).paragraph(day.description)
  }
  if (pkg.hotels) {
    out.heading(words.brochure.hotels)
    for (const hotel of [pkg.hotels.makkah, pkg.hotels.madinah]) {
      out.keep(70).paragraph(`${hotel.name} (${hotel.rating}★)`, { bold: true }).paragraph(hotel.distance, { colour: COLOURS.muted }).bullets(hotel.features)
    }
  }
  if (pkg.inclusions) out.heading(words.brochure.included).bullets(pkg.inclusions)
  if (pkg.exclusions) out.heading(words.brochure.notIncluded).bullets(pkg.exclusions)
  const address = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`
  out.keep(40).paragraph(`${site.name} · ${address} · ${site.phones.hajjUmrah.display} · ${site.emails.umrah} · ${site.url.replace(/^https:\/\//, '')}`, {
    colour: COLOURS.muted,
    size: 9,
  })
  out.paragraph(fillWords(words.brochure.footNote, { atol: site.atolNumber }), { colour: COLOURS.muted, size: 9 })
  return out.finish((page, pages) => `${site.name} · ${pkg.title} · ${page}/${pages}`)
}
