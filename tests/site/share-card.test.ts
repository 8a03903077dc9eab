// The picture beside a shared address (og:image): whatever staff choose as the site's share picture
// (data/site.yaml, shareImage), a photograph straight from a phone or a drawing in SVG, a page
// names a 1200 × 630 JPEG made from it (scripts/images/share-card.ts), as its og:image:width and
// og:image:height say. Social networks show no SVG, and cut a picture of another shape where they like.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { shareCardFile } from '../../content/browser/image-manifest'
import { loadCatalogue } from '../../content/server/data/load'
import { makeShareCard } from '../../scripts/images/share-card'
import { defaultSiteRoot, listPages } from '../../tooling/page-weight'

const scratch = mkdtempSync(join(tmpdir(), 'share-card-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const made = async (source: string) => {
  const output = join(scratch, `${source.split('/').pop()}-card.jpg`)
  await makeShareCard(source, output)
  return { output, meta: await sharp(output).metadata(), bytes: readFileSync(output).length }
}

describe('the share card', () => {
  it('cuts a photograph from a phone, 4032 × 3024 and turned by its EXIF, to 1200 × 630', async () => {
    const photo = join(scratch, 'from-a-phone.jpg')
    // A camera's noise, so the JPEG is as heavy as a photograph; stored sideways, as phones do.
    const noise = Buffer.alloc(3024 * 4032 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    await sharp(noise, { raw: { width: 3024, height: 4032, channels: 3 } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toFile(photo)
    const { meta, bytes } = await made(photo)
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(bytes).toBeLessThan(readFileSync(photo).length / 4)
  })

  it('draws an SVG drawing as a picture, and a transparent one on white', async () => {
    const drawing = join(scratch, 'drawing.svg')
    writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><circle cx="400" cy="400" r="200" fill="#0b5d4b"/></svg>')
    const { output, meta } = await made(drawing)
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    const { data } = await sharp(output).raw().toBuffer({ resolveWithObject: true })
    // Its corner, transparent in the drawing, is white; its middle the drawing's green.
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true)
    const middle = (315 * 1200 + 600) * 3
    expect(data[middle + 1]! - data[middle]!, 'green over red in the middle').toBeGreaterThan(40)
  })
})

describe('the built pages', () => {
  const share = loadCatalogue('site', 'en').shareImage
  const card = join(defaultSiteRoot, shareCardFile(share))

  it('name the card as their og:image, made from the share picture of data/site.yaml', async () => {
    expect(existsSync(card), `${card}: run \`npm run build\``).toBe(true)
    const meta = await sharp(card).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    const pages = listPages(defaultSiteRoot)
    expect(pages.length).toBeGreaterThan(80)
    const named = new Set(pages.map((file) => /<meta property="og:image" content="([^"]*)"/.exec(readFileSync(join(defaultSiteRoot, file), 'utf8'))?.[1]))
    expect([...named].map((url) => (url ? new URL(url).pathname : url))).toEqual([`/${shareCardFile(share)}`])
  })
})
