// npx tsx scripts/umrah-brochures.tsx [package-id ...]
// Prints the PDF brochure of every Umrah package with a brochureFile (data/umrah.yaml) into
// public/brochures/, from the same data as its page (content/brochure.tsx), so the brochure never
// disagrees with the website. Run it after changing a package; the files are committed like any
// other asset. Beside each PDF, <file>.sha256 holds the hash of the HTML it was printed from:
// `npm run check` fails when a package's data no longer matches its printed brochure
// (content/check/brochure-checks.ts).
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { brochureHash, brochureHashFile, brochureHtml, BROCHURES_DIR } from '../content/brochure'
import { loadCatalogue } from '../content/load'
import { projectRoot } from '../content/paths'
import { ensureChromium } from '../tooling/chromium'

/** Prints each package's brochure; returns the files written. */
export async function printBrochures(ids: string[] = []): Promise<string[]> {
  const site = loadCatalogue('site')
  const packages = loadCatalogue('umrah').packages.filter((p) => p.brochureFile && (ids.length === 0 || ids.includes(p.id)))
  const dir = join(projectRoot(), BROCHURES_DIR)
  mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] })
  const written: string[] = []
  try {
    const page = await browser.newPage()
    // Everything is inline: nothing may be fetched while printing.
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    for (const pkg of packages) {
      await page.setContent(brochureHtml(pkg, site), { waitUntil: 'load' })
      const file = join(dir, pkg.brochureFile!)
      await page.pdf({ path: file, format: 'A4', printBackground: true, preferCSSPageSize: true })
      writeFileSync(join(projectRoot(), brochureHashFile(pkg.brochureFile!)), `${brochureHash(pkg, site)}\n`)
      written.push(`${BROCHURES_DIR}/${pkg.brochureFile} (${Math.round(statSync(file).size / 1024)} KB)`)
    }
  } finally {
    await browser.close()
  }
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = await printBrochures(process.argv.slice(2))
  console.log(written.length ? `Wrote ${written.join(', ')}.` : 'No package has a brochureFile.')
}
