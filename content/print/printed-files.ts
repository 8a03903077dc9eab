// Where the build puts a printed document (scripts/print-documents.ts) and where a page links it:
// one folder per kind of document, the Bengali prints under /bn/ like the Bengali pages, so a
// page links the print in its own language, with its size.
import { formatFor } from '../format'
import { pathInLocale, type Locale } from '../locale'

/** The folders of the site's printed documents: brochures, the Hajj guide, the Bangladesh checklists. */
export type PrintedFolder = 'brochures' | 'guides' | 'forms'

/** `/brochures/x.pdf` in English, `/bn/brochures/x.pdf` in Bengali. */
export function printedHref(folder: PrintedFolder, file: string, locale: Locale): string {
  return pathInLocale(`/${folder}/${file}`, locale)
}

/** A printed file's size as the page beside its link says it, in the page's digits: '5 KB' ('৫ KB'). */
export function printedSize(bytes: Uint8Array, locale: Locale): string {
  return `${formatFor(locale).number(Math.max(1, Math.round(bytes.length / 1024)))} KB`
}
