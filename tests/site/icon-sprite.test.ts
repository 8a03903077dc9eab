// The icons and star ratings below each page's first screen come from one sprite file
// (scripts/icon-sprite.ts): each one a visitor scrolls to must be in the build and in that file,
// and the first screen's own stay in the document, so it paints whole before anything else arrives.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { starRowPaths } from '../../components/ui/star-paths'
import { iconPaths } from '../../islands/ui/icon-paths'
import { iconsFromSprite, iconSprite, iconsIn, numberIcons } from '../../scripts/icon-sprite'
import { listPages, defaultSiteRoot } from '../../tooling/page-weight'

const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, html: readFileSync(join(defaultSiteRoot, file), 'utf8') })) : []
const used = (html: string) => Array.from(html.matchAll(/<use(?: class="[\w-]+")? href="([^"#]+)#([^"]+)"/g), ([, url, id]) => ({ url: url!, id: id! }))
/** Each symbol of the sprite as it must be: an icon fills its 24-unit box, a row of stars is drawn in its rating's. */
const symbol = (id: string) =>
  id in iconPaths
    ? `<symbol id="${id}" viewBox="0 0 24 24"><path d="${iconPaths[id as keyof typeof iconPaths]}"/>`
    : `<symbol id="${id}"><path d="${starRowPaths()[id]}"/>`

describe('the icon sprite', () => {
  it('has a built site to read', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` first.`).toBe(true)
  })

  it('draws the icons further down the pages, from one file in the build that has each of them', () => {
    const references = pages.flatMap((page) => used(page.html))
    expect(references.length).toBeGreaterThan(pages.length)
    const urls = new Set(references.map((reference) => reference.url))
    expect(urls.size).toBe(1)
    const [url] = urls
    const sprite = readFileSync(join(defaultSiteRoot, url!), 'utf8')
    for (const { id } of references) expect(sprite, `${url} has no #${id}`).toContain(symbol(id))
  })

  it("leaves the first screen's icons in the page: the top bar's and header's", () => {
    for (const page of pages) {
      // The header's closed menus may use the sprite: it has come by the time one is opened.
      const top = page.html.slice(0, page.html.indexOf('<main')).replace(/<details\b[\s\S]*?<\/details>/g, '')
      expect(used(top), page.file).toEqual([])
      expect(top, page.file).toContain(`<path d="${iconPaths.phone}">`)
    }
  })

  it("draws from it what the first screen holds hidden: the home slideshow's controls, shown once it starts", () => {
    const home = pages.find((page) => page.file === 'index.html')!.html
    const controls = /<div class="hero__controls" hidden=""[\s\S]*?<\/section>/.exec(home)?.[0] ?? ''
    expect(used(controls).map(({ id }) => id)).toEqual(['chevronLeft', 'chevronRight', 'pause', 'play'])
    expect(controls).not.toContain('<path')
  })

  it("draws the ratings further down from it too, each star's class on its <use> for the page's colours", () => {
    const home = pages.find((page) => page.file === 'index.html')!.html
    // The package cards' and the reviews' ratings below the hero, each with the number its label reads
    // ("Rated 4 out of 5"): whichever packages are on sale on the build's day, at least the four reviews.
    const ratings = Array.from(home.matchAll(/<span class="stars"[^>]*aria-label="\D*(\d)\D[^"]*"[^>]*>([\s\S]*?)<\/span>/g), ([, stars, svg]) => ({
      stars: Number(stars),
      svg: svg!,
    }))
    expect(ratings.length).toBeGreaterThanOrEqual(4)
    // A row of its lit stars (class star--on) and, short of five, one of the rest.
    for (const { stars, svg } of ratings) {
      expect(used(svg).map(({ id }) => id)).toEqual(stars === 5 ? ['stars-0-5'] : [`stars-0-${stars}`, `stars-${stars}-${5 - stars}`])
      expect(svg).not.toContain('<path')
    }
    expect(home).toMatch(/<use class="star--on" href="[^"]+#stars-0-[1-5]">/)
  })
})

describe('a drawing from the sprite', () => {
  const sprite = iconSprite()
  const star = (first: number, count: number) => starRowPaths()[`stars-${first}-${count}`]
  const rating = `<svg class="icon" width="88" height="16" viewBox="0 0 132 24" aria-hidden="true"><path class="star--on" d="${star(0, 3)}"></path><path d="${star(3, 2)}"></path></svg>`
  const icon = `<svg class="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="${iconPaths.clock}"></path></svg>`
  const unknown = `<svg class="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"></path></svg>`

  it("keeps its box and each path's class, the paths drawn from the sprite", () => {
    const numbered = numberIcons(rating + icon, sprite)
    expect(iconsFromSprite(numbered, sprite, new Set(), [])).toBe(
      `<svg class="icon" width="88" height="16" viewBox="0 0 132 24" aria-hidden="true"><use class="star--on" href="${sprite.url}#stars-0-3"></use><use href="${sprite.url}#stars-3-2"></use></svg>` +
        `<svg class="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><use href="${sprite.url}#clock"></use></svg>`,
    )
  })

  it('stays as it is on the first screen, and when the sprite has not all of its paths', () => {
    const numbered = numberIcons(rating + unknown, sprite)
    expect(iconsFromSprite(numbered, sprite, iconsIn(numbered), [])).toBe(rating + unknown)
  })
})
