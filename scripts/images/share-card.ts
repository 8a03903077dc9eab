// The share card (content/browser/image-manifest.ts, SHARE_CARD): the site's share picture cut to
// 1200 × 630 around what draws the eye, on white where it is transparent, as a JPEG. A photograph
// straight from a phone (4032 × 3024, several MB) or a drawing in SVG becomes what WhatsApp,
// Facebook and X show beside a shared address.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import sharp from 'sharp'
import { SHARE_CARD } from '../../content/browser/image-manifest.js'

/** How the card is encoded (scripts/images/build-images.ts makes it again when this changes). */
export const SHARE_CARD_JPEG = { quality: 82, mozjpeg: true, progressive: true } as const

export async function makeShareCard(source: string, output: string): Promise<void> {
  mkdirSync(dirname(output), { recursive: true })
  await sharp(source, { density: 144 })
    .rotate()
    .resize({ ...SHARE_CARD, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg(SHARE_CARD_JPEG)
    .toFile(output)
}
