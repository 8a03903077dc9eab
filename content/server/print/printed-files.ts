// Where the build puts a printed document (scripts/print-documents.ts) and where a page links it:
// one folder per kind of document, the Bengali prints under /bn/ like the Bengali pages, so a
// page links the print in its own language, with its size.
import { formatFor } from '../../browser/format'
import { pathInLocale, type Locale } from '../../browser/locale'
import type { KnowledgeCentrePage, KnowledgeSection } from '../../../schemas/types.generated'

/** The folders of the site's printed documents: brochures, the guides, the Bangladesh checklists. */
export type PrintedFolder = 'brochures' | 'guides' | 'forms'

/** `/brochures/x.pdf` in English, `/bn/brochures/x.pdf` in Bengali. */
export function printedHref(folder: PrintedFolder, file: string, locale: Locale): string {
  return pathInLocale(`/${folder}/${file}`, locale)
}

/** A printed file's size as the page beside its link says it, in the page's digits: '5 KB' ('৫ KB'). */
export function printedSize(bytes: Uint8Array, locale: Locale): string {
  return `${formatFor(locale).number(Math.max(1, Math.round(bytes.length / 1024)))} KB`
}

export type KnowledgeGuide = NonNullable<KnowledgeSection['guides']>[number]

/**
 * The knowledge centre's guides marked `sample: true` (docs/decisions.md, decision 13), with their
 * section: the build prints each at its `file` (content/server/print/sample-guide.ts) until the agency
 * puts its own PDF there in public/, so the check takes their links as made.
 */
export function sampleGuides(centre: Pick<KnowledgeCentrePage, 'sections'>): Array<{ guide: KnowledgeGuide; section: KnowledgeSection }> {
  return centre.sections.flatMap((section) => (section.guides ?? []).filter((guide) => guide.sample).map((guide) => ({ guide, section })))
}
