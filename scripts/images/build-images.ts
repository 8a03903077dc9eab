// Before `vike build`: every raster original under public/images (a photograph an editor adds,
// however large) is made into AVIF, WebP and JPEG in several widths, so a phone downloads the
// size it shows. The files and their manifest go to public/images/responsive/ (not committed);
// components/ui/responsive-image.ts reads the manifest to write srcset, width and height. The
// site's share picture (data/site.yaml, shareImage) is made into the share card as well
// (scripts/images/share-card.ts).
//   tsx scripts/images/build-images.ts
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MANIFEST_FILE,
  RESPONSIVE_DIR,
  responsiveFile,
  shareCardFile,
  type ImageManifest,
} from '../../content/browser/image-manifest.js'
import { loadCatalogue } from '../../content/server/data/load.js'
import { makeShareCard, SHARE_CARD_JPEG } from './share-card.js'

const PUBLIC = 'public'
const RASTER = /\.(jpe?g|png|webp|tiff?)$/i

function originals(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && RASTER.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(join(PUBLIC, RESPONSIVE_DIR)))
}

/**
 * How each format is encoded. AVIF at quality 45: a sample photograph at 800 px weighs 9.6 KB,
 * against 13.2 KB at 55, and looks the same beside it.
 */
const ENCODERS = {
  avif: { quality: 45, effort: 3 },
  webp: { quality: 72 },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const

/**
 * What the files were made with, kept beside them: when it changes (a quality above, a width), every
 * file is made again, not only those older than their original.
 */
const MADE_WITH = join(PUBLIC, RESPONSIVE_DIR, 'made-with.json')
const madeWith = JSON.stringify({ widths: IMAGE_WIDTHS, encoders: ENCODERS, shareCard: SHARE_CARD_JPEG })
const remake = !existsSync(MADE_WITH) || readFileSync(MADE_WITH, 'utf8') !== madeWith

const fresh = (output: string, source: string) => !remake && existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs

async function main(): Promise<void> {
  const manifest: ImageManifest = {}
  let written = 0
  for (const file of originals(join(PUBLIC, 'images'))) {
    const url = `/${relative(PUBLIC, file).split(sep).join('/')}`
    const { width = 0, height = 0 } = await sharp(file).rotate().metadata()
    // The standard widths below the original's, and the original's own (at most the largest).
    const widest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < widest), widest]
    for (const w of widths) {
      for (const format of IMAGE_FORMATS) {
        const output = join(PUBLIC, responsiveFile(url, w, format))
        if (fresh(output, file)) continue
        mkdirSync(dirname(output), { recursive: true })
        const resized = sharp(file).rotate().resize({ width: w, withoutEnlargement: true })
        if (format === 'avif') await resized.avif(ENCODERS.avif).toFile(output)
        else if (format === 'webp') await resized.webp(ENCODERS.webp).toFile(output)
        else await resized.jpeg(ENCODERS.jpg).toFile(output)
        written += 1
      }
    }
    manifest[url] = { width, height, widths }
  }
  const share = loadCatalogue('site', 'en').shareImage
  const card = join(PUBLIC, shareCardFile(share))
  if (!fresh(card, join(PUBLIC, share))) {
    await makeShareCard(join(PUBLIC, share), card)
    written += 1
  }
  mkdirSync(join(PUBLIC, RESPONSIVE_DIR), { recursive: true })
  writeFileSync(join(PUBLIC, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(MADE_WITH, madeWith)
  console.log(`Responsive images: ${Object.keys(manifest).length} originals, ${written} files written, the rest up to date.`)
}

await main()
