// A knowledge-centre guide marked `sample: true` (docs/decisions.md, decision 13), printed by every
// build at its `file` (scripts/print-documents.ts) until the agency puts its own PDF there in
// public/guides/. It says what the page says of it, from data/knowledge-centre.yaml: the guide's
// title and sentence, its section's heading and text, and the section's rites or places when it has
// them (the Umrah guide carries the four rites), marked as a sample as its card is.
import type { KnowledgeCentrePage, KnowledgeSection, Site } from '../../../schemas/types.generated'
import { formatFor } from '../../browser/format'
import type { Locale } from '../../browser/locale'
import { COLOURS, Printer, type PrintedDocument } from './pdf-document'
import type { KnowledgeGuide } from './printed-files'

export async function sampleGuide(
  guide: KnowledgeGuide,
  section: KnowledgeSection,
  centre: KnowledgeCentrePage,
  site: Site,
  locale: Locale,
): Promise<PrintedDocument> {
  const { number } = formatFor(locale)
  const out = new Printer(locale, { title: `${guide.title} – ${site.name}`, author: site.name, subject: guide.text })
  out.paragraph(`${site.name} · ${centre.hero.eyebrow}`, { colour: COLOURS.muted, size: 9 })
  out.title(guide.title, 21).paragraph(guide.text, { colour: COLOURS.muted, size: 12 })
  out.paragraph(centre.labels.sample, { colour: COLOURS.gold, bold: true })
  out.keep(80).heading(section.heading).paragraph(section.text)
  for (const item of [...(section.steps ?? []), ...(section.places ?? [])]) out.keep(60).heading(item.title, 11).paragraph(item.text)
  return out.finish((n, pages) => `${site.name} · ${guide.title} · ${number(n)}/${number(pages)}`)
}
