// Every picture of data/ reaches a visitor in the sizes and formats made of it (issue 38: the
// responsive image pipeline handles the agency's photographs as it does the sample drawings). A
// photograph staff add in the editor is taken at a phone camera's size: shown as it is, one card
// on the home page would weigh what the whole page does (the December Umrah's picture, on the home
// page's card and /umrah/'s tab, was sent as its 3200 px, 497 KB original).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultSiteRoot, listPages } from '../../tooling/page-weight'

const root = join(import.meta.dirname, '..', '..')
const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, html: readFileSync(join(defaultSiteRoot, file), 'utf8') })) : []

const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/i
/** Where scripts/images/build-images.ts puts the sizes it makes (public/images/responsive/). */
const MADE = '/images/responsive/'

/** Each <img> of a page with its src and srcset, and whether a <picture> holds it. */
function imagesOf(html: string): { tag: string; src: string; srcset?: string }[] {
  return Array.from(html.matchAll(/<img\b[^>]*>/g), ([tag]) => ({
    tag,
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '',
    srcset: /\ssrcSet="([^"]*)"/i.exec(tag)?.[1],
  }))
}

/**
 * The `<img>` elements of the site's own code that are not Picture, each with why: the brand's
 * marks, drawn once as SVG (public/images/logo.svg, logotype.svg), and the gallery's viewer, which takes the sizes
 * Picture would (components/gallery/photos.ts) and sets them itself.
 */
const OWN_IMAGES = new Map([
  ['components/layout/Header.tsx', 'the logotype'],
  ['components/layout/Footer.tsx', 'the logo'],
  ['islands/gallery/GalleryLightbox.tsx', 'the viewer, with the srcSet of components/gallery/photos.ts'],
  ['islands/ui/Picture.tsx', 'Picture itself'],
])

describe('the pictures a visitor is sent', () => {
  it('has a built site to read', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` first.`).toBe(true)
  })

  it('every photograph on a built page is one of the sizes made of it, offered with the others', () => {
    const originals = pages.flatMap(({ file, html }) =>
      imagesOf(html)
        .filter(({ src }) => RASTER.test(src) && !src.startsWith(MADE))
        .map(({ src }) => `${file}: ${src}`),
    )
    expect(originals, 'photographs sent at the size they were taken').toEqual([])
    const withoutSizes = pages.flatMap(({ file, html }) =>
      imagesOf(html)
        .filter(({ src, srcset }) => src.startsWith(MADE) && !srcset)
        .map(({ src }) => `${file}: ${src}`),
    )
    expect(withoutSizes, 'photographs offered in one size only').toEqual([])
    // The sample photographs are in the pages (the home page's slides, the December Umrah).
    expect(pages.some(({ html }) => imagesOf(html).some(({ src }) => src.startsWith(MADE)))).toBe(true)
  })

  it('the components show a picture only through Picture (islands/ui/Picture.tsx)', () => {
    const files = ['components', 'islands', 'pages', 'renderer'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => `${dir}/${file}`),
    )
    const plain = files.filter((file) => !OWN_IMAGES.has(file) && /<img\b/.test(readFileSync(join(root, file), 'utf8')))
    expect(plain, 'files with an <img> of their own: show the picture with <Picture image={responsiveImage(…)} sizes="…" />').toEqual([])
    // Each one listed is still there and still has its <img>.
    for (const file of OWN_IMAGES.keys()) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(/<img\b/)
  })

  // The first screen's largest picture is fetched first, alone: React preloads every <img> it
  // renders outside a <picture> (the header's logotype, the footer's mark), and on a phone those
  // shared its first moments (renderer/preload-picture.ts).
  it("a page preloads one picture at most, its first screen's largest, and never the logo", () => {
    const others = pages.flatMap(({ file, html }) => {
      const preloads = Array.from(html.matchAll(/<link rel="preload" as="image"[^>]*>/g), ([link]) => link)
      const largest = preloads.filter((link) => /fetchpriority="high"/i.test(link))
      return [
        ...preloads.filter((link) => !largest.includes(link)).map((link) => `${file}: ${link}`),
        ...(largest.length > 1 ? [`${file}: ${largest.length} pictures preloaded as the largest`] : []),
      ]
    })
    expect(others).toEqual([])
  })
})
