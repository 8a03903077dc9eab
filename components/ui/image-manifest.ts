// Where scripts/images/build-images.ts writes the sizes of each raster original, and what it makes.

/** Widths made of each original (never wider than the original). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600, 2400]
/** Best first: the browser takes the first it supports; JPEG is the fallback for the rest. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Under public/ (and so at /images/responsive/ on the site). */
export const RESPONSIVE_DIR = 'images/responsive'
export const MANIFEST_FILE = `${RESPONSIVE_DIR}/manifest.json`

/** By the original's address, e.g. "/images/sample/makkah-dusk-photo.jpg". */
export type ImageManifest = Record<string, { width: number; height: number; widths: number[] }>

/** "/images/sample/x.jpg", 800, "webp" → "images/responsive/sample/x-800.webp" (relative to public/). */
export function responsiveFile(url: string, width: number, format: ImageFormat): string {
  const path = url.replace(/^\/images\//, '').replace(/\.[^./]+$/, '')
  return `${RESPONSIVE_DIR}/${path}-${width}.${format}`
}
