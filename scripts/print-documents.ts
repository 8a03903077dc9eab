// npx tsx scripts/print-documents.ts [folder]   (run by `npm run build`, after vike build)
// Prints every document made from data/ into the built site (default dist/client, or
// $BUILD_OUT_DIR/client): each Umrah package's brochure at /brochures/<brochureFile>, the free
// Hajj guide at /guides/<guide.file> and each Bangladesh service's checklist at /forms/<formsFile>. Nothing printed is committed: the build prints them afresh,
// with pdfkit (no browser), so an edit to data/ is in the next deploy's PDFs.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadCatalogue } from '../content/load'
import { bangladeshChecklist } from '../content/print/bangladesh-checklist'
import { hajjGuide } from '../content/print/hajj-guide'
import { umrahBrochure } from '../content/print/umrah-brochure'

/** Writes every printed document under `client`; returns what was written. */
export async function printDocuments(client: string): Promise<string[]> {
  const site = loadCatalogue('site')
  const written: string[] = []
  const write = (folder: string, file: string, bytes: Buffer) => {
    mkdirSync(join(client, folder), { recursive: true })
    writeFileSync(join(client, folder, file), bytes)
    written.push(`/${folder}/${file} (${Math.round(bytes.length / 1024)} KB)`)
  }
  for (const pkg of loadCatalogue('umrah').packages) {
    if (pkg.brochureFile) write('brochures', pkg.brochureFile, (await umrahBrochure(pkg, site)).bytes)
  }
  write('guides', loadCatalogue('hajj-comparison').guide.file, (await hajjGuide()).bytes)
  const bangladesh = loadCatalogue('bangladesh-visa')
  const labels = loadCatalogue('visa-labels')
  for (const service of bangladesh.services.items) {
    write('forms', service.formsFile, (await bangladeshChecklist(service, bangladesh, labels, site)).bytes)
  }
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const client = process.argv[2] ?? join(process.env.BUILD_OUT_DIR || 'dist', 'client')
  const written = await printDocuments(client)
  console.log(`Printed ${written.join(', ')}.`)
}
