// npx tsx scripts/print-documents.ts [folder]   (run by `npm run build`, after vike build)
// Prints every document made from data/ into the built site (default dist/client, or
// $BUILD_OUT_DIR/client), once in each language of the site: each Umrah package's brochure at
// /brochures/<brochureFile>, the free Hajj guide at /guides/<guide.file> and each Bangladesh
// service's checklist at /forms/<formsFile>, the Bengali prints at the same paths under /bn/
// (content/print/printed-files.ts), which the Bengali pages link. Nothing printed is committed:
// the build prints them afresh, with pdfkit (no browser), so an edit to data/ is in the next
// deploy's PDFs.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadCatalogue } from '../content/load'
import { LOCALES, type Locale } from '../content/locale'
import { bangladeshChecklist } from '../content/print/bangladesh-checklist'
import { hajjGuide } from '../content/print/hajj-guide'
import { printedHref, type PrintedFolder } from '../content/print/printed-files'
import { umrahBrochure } from '../content/print/umrah-brochure'
import { today } from '../content/today'

/** Writes every printed document of `locale` under `client`; returns what was written. */
async function printIn(client: string, locale: Locale, day: string): Promise<string[]> {
  const site = loadCatalogue('site', locale)
  const written: string[] = []
  const write = (folder: PrintedFolder, file: string, bytes: Buffer) => {
    const href = printedHref(folder, file, locale)
    mkdirSync(join(client, dirname(href)), { recursive: true })
    writeFileSync(join(client, href), bytes)
    written.push(`${href} (${Math.round(bytes.length / 1024)} KB)`)
  }
  for (const pkg of loadCatalogue('umrah', locale).packages) {
    if (pkg.brochureFile) write('brochures', pkg.brochureFile, (await umrahBrochure(pkg, site, locale, day)).bytes)
  }
  write('guides', loadCatalogue('hajj-comparison', locale).guide.file, (await hajjGuide(day, locale)).bytes)
  const bangladesh = loadCatalogue('bangladesh-visa', locale)
  const labels = loadCatalogue('visa-labels', locale)
  for (const service of bangladesh.services.items) {
    write('forms', service.formsFile, (await bangladeshChecklist(service, bangladesh, labels, site, locale)).bytes)
  }
  return written
}

/** Writes every printed document, in every language, under `client`; returns what was written. */
export async function printDocuments(client: string, day: string = today()): Promise<string[]> {
  const written: string[] = []
  for (const locale of LOCALES) written.push(...(await printIn(client, locale, day)))
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const client = process.argv[2] ?? join(process.env.BUILD_OUT_DIR || 'dist', 'client')
  const written = await printDocuments(client)
  console.log(`Printed ${written.join(', ')}.`)
}
