// The icons below each page's first screen come from one sprite file (scripts/icon-sprite.ts):
// each one a visitor scrolls to must be in the build and in that file, and the first screen's
// own icons stay in the document, so it paints whole before anything else arrives.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconPaths } from '../../islands/ui/icon-paths'
import { listPages, defaultSiteRoot } from '../../tooling/page-weight'

const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, html: readFileSync(join(defaultSiteRoot, file), 'utf8') })) : []
const used = (html: string) => Array.from(html.matchAll(/<use href="([^"#]+)#([^"]+)"/g), ([, url, id]) => ({ url: url!, id: id! }))

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
    for (const { id } of references)
      expect(sprite, `${url} has no #${id}`).toContain(`<symbol id="${id}" viewBox="0 0 24 24"><path d="${iconPaths[id as keyof typeof iconPaths]}"/>`)
  })

  it("leaves the first screen's icons in the page: the top bar's and header's, and the home hero's", () => {
    for (const page of pages) {
      // The header's closed menus may use the sprite: it has come by the time one is opened.
      const top = page.html.slice(0, page.html.indexOf('<main')).replace(/<details\b[\s\S]*?<\/details>/g, '')
      expect(used(top), page.file).toEqual([])
      expect(top, page.file).toContain(`<path d="${iconPaths.phone}">`)
    }
    const home = pages.find((page) => page.file === 'index.html')!.html
    const hero = home.slice(home.indexOf('<main'), home.indexOf('</section>', home.indexOf('<main')))
    expect(hero).toContain(`<path d="${iconPaths.chevronRight}">`)
    expect(used(hero)).toEqual([])
  })
})
