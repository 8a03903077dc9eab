// Before `vike build`: every raster original under public/images (a photograph an editor adds,
// however large) is made into AVIF, WebP and JPEG in several widths, so a phone downloads the
// size it shows. The files and their manifest go to public/images/responsive/ (not committed);
// components/ui/responsive-image.ts reads the manifest to write srcset, width and height.
//   tsx scripts/images/build-images.ts
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import { IMAGE_FORMATS, IMAGE_WIDTHS, MANIFEST_FILE, RESPONSIVE_DIR, responsiveFile, type ImageManifest } from '../../components/ui/image-manifest.js'

const PUBLIC = 'public'
const RASTER = /\.(jpe?g|png|webp|tiff?)$/i

function originals(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && RASTER.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(join(PUBLIC, RESPONSIVE_DIR)))
}

const fresh = (output: string, source: string) => existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs

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
        if (format === 'avif') await resized.avif({ quality: 55, effort: 3 }).toFile(output)
        else if (format === 'webp') await resized.webp({ quality: 72 }).toFile(output)
        else await resized.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(output)
        written += 1
      }
    }
    manifest[url] = { width, height, widths }
  }
  mkdirSync(join(PUBLIC, RESPONSIVE_DIR), { recursive: true })
  writeFileSync(join(PUBLIC, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`Responsive images: ${Object.keys(manifest).length} originals, ${written} files written, the rest up to date.`)
}

await main()
