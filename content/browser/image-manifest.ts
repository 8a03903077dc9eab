// Where scripts/images/build-images.ts writes the sizes of each raster original, and what it makes:
// read by the components that show pictures (components/ui/responsive-image.ts) and by the pages'
// metadata (the share card).

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

/**
 * The picture a page shows when its address is shared (og:image, the agency's profile in the
 * structured data): made from the site's `shareImage` (data/site.yaml) at the size social networks
 * ask for, and as a JPEG, which they all take (none takes an SVG), whatever the picture staff chose.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const

/** "/images/share.png" → "images/responsive/share-card.jpg" (relative to public/). */
export function shareCardFile(url: string): string {
  const path = url.replace(/^\/images\//, '').replace(/\.[^./]+$/, '')
  return `${RESPONSIVE_DIR}/${path}-card.jpg`
}
