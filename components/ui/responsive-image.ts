import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IMAGE_FORMATS, MANIFEST_FILE, responsiveFile, type ImageManifest } from '../../content/browser/image-manifest'
import type { ResponsiveImage } from '../../islands/ui/Picture'

export type { ResponsiveImage }

let manifest: ImageManifest | undefined
/** The sizes build-images made, from public/ (none before it has run). */
export function readManifest(): ImageManifest {
  const file = join(process.cwd(), 'public', MANIFEST_FILE)
  manifest ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImageManifest) : {}
  return manifest
}

/**
 * The sizes made of an image from its original (scripts/images/build-images.ts), with its own
 * width and height; an SVG or an image without them is shown as it is, at the size given.
 */
export function responsiveImage(src: string, size: { width: number; height: number }): ResponsiveImage {
  return responsiveImageOf(readManifest(), src, size)
}

/** responsiveImage with the manifest given: the editor's previews have it from their build (admin/responsive-image.ts). */
export function responsiveImageOf(made: ImageManifest, src: string, size: { width: number; height: number }): ResponsiveImage {
  const entry = made[src]
  if (!entry) return { src, ...size }
  const list = (format: (typeof IMAGE_FORMATS)[number]) => entry.widths.map((w) => `/${responsiveFile(src, w, format)} ${w}w`).join(', ')
  const fallback = entry.widths.find((w) => w >= 1200) ?? entry.widths[entry.widths.length - 1]!
  return {
    src: `/${responsiveFile(src, fallback, 'jpg')}`,
    width: entry.width,
    height: entry.height,
    sources: [
      { type: 'image/avif', srcSet: list('avif') },
      { type: 'image/webp', srcSet: list('webp') },
    ],
    srcSet: list('jpg'),
  }
}
