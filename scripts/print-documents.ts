// npx tsx scripts/print-documents.ts [folder]   (run by `npm run build`, after vike build)
// Prints every document made from data/ into the built site (default dist/client, or
// $BUILD_OUT_DIR/client), once in each language of the site: each Umrah package's brochure at
// /brochures/<brochureFile>, the free Hajj guide at /guides/<guide.file> and each Bangladesh
// service's checklist at /forms/<formsFile>, the Bengali prints at the same paths under /bn/
// (content/server/print/printed-files.ts), which the Bengali pages link; and each knowledge-centre guide
// marked `sample: true` at its `file`, once, unless public/ has the agency's own file there (the
// agency's guides are one file each, in the language it wrote them). Nothing printed is committed:
// the build prints them afresh, with pdfkit (no browser), so an edit to data/ is in the next
// deploy's PDFs.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadCatalogue } from '../content/server/data/load'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../content/browser/locale'
import { PUBLIC_DIR } from '../content/server/data/paths'
import { bangladeshChecklist } from '../content/server/print/bangladesh-checklist'
import { hajjGuide } from '../content/server/print/hajj-guide'
import { printedHref, sampleGuides, type PrintedFolder } from '../content/server/print/printed-files'
import { sampleGuide } from '../content/server/print/sample-guide'
import { umrahBrochure } from '../content/server/print/umrah-brochure'
import { today } from '../content/server/today'

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

/** Writes the sample guides whose file the agency has not put in public/ yet; returns what was written. */
async function printSampleGuides(client: string): Promise<string[]> {
  const centre = loadCatalogue('knowledge-centre', DEFAULT_LOCALE)
  const site = loadCatalogue('site', DEFAULT_LOCALE)
  const written: string[] = []
  for (const { guide, section } of sampleGuides(centre)) {
    if (existsSync(join(PUBLIC_DIR, guide.file))) continue
    const bytes = (await sampleGuide(guide, section, centre, site, DEFAULT_LOCALE)).bytes
    mkdirSync(join(client, dirname(guide.file)), { recursive: true })
    writeFileSync(join(client, guide.file), bytes)
    written.push(`${guide.file} (${Math.round(bytes.length / 1024)} KB)`)
  }
  return written
}

/** Writes every printed document, in every language, under `client`; returns what was written. */
export async function printDocuments(client: string, day: string = today()): Promise<string[]> {
  const written: string[] = []
  for (const locale of LOCALES) written.push(...(await printIn(client, locale, day)))
  written.push(...(await printSampleGuides(client)))
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const client = process.argv[2] ?? join(process.env.BUILD_OUT_DIR || 'dist', 'client')
  const written = await printDocuments(client)
  console.log(`Printed ${written.join(', ')}.`)
}
