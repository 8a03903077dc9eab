// The icons below a page's first screen, drawn from one shared sprite file instead of each
// carrying its path in the document: the paths are most of what an icon weighs once compressed
// (about 0.5 KB brotli of the home page), and the file is fetched once and cached for every page.
// The first screen keeps its icons inline, so it paints whole from the document alone. Used by
// scripts/critical-css.ts after the prerender.
import { createHash } from 'node:crypto'
import { iconPaths } from '../islands/ui/icon-paths.js'

export interface IconSprite {
  /** Where the sprite is served, named by its content (cached for good, as the other assets). */
  url: string
  svg: string
  /** Each icon's name by its path. */
  nameOf: ReadonlyMap<string, string>
}

export function iconSprite(): IconSprite {
  const symbols = Object.entries(iconPaths).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
  return { url: `/assets/static/icons.${hash}.svg`, svg, nameOf: new Map(Object.entries(iconPaths).map(([name, d]) => [d, name])) }
}

/** An icon as islands/ui/Icon.tsx draws it. */
const ICON = /<svg class="(icon[^"]*)" width="(\d+)" height="(\d+)" viewBox="0 0 24 24" aria-hidden="true"><path d="([^"]*)"><\/path><\/svg>/g
const MARK = / data-icon-at="(\d+)"/

/** Each icon of the page numbered (data-icon-at), to tell afterwards which ones a part of it kept. */
export function numberIcons(html: string, sprite: IconSprite): string {
  let n = 0
  return html.replace(ICON, (icon: string, _class: string, _width: string, _height: string, d: string) =>
    sprite.nameOf.has(d) ? icon.replace('<svg', `<svg data-icon-at="${n++}"`) : icon,
  )
}

/**
 * The numbered page with its icons drawn from the sprite, except those `keep` numbers and those
 * inside the `inline` ranges (an island's markup, which React must find as it rendered it).
 */
export function iconsFromSprite(numbered: string, sprite: IconSprite, keep: ReadonlySet<string>, inline: ReadonlyArray<readonly [number, number]>): string {
  const numberedIcon = new RegExp(`<svg${MARK.source}${ICON.source.slice('<svg'.length)}`, 'g')
  return numbered.replace(numberedIcon, (icon: string, at: string, className: string, width: string, height: string, d: string, offset: number) => {
    const plain = icon.replace(MARK, '')
    if (keep.has(at) || inline.some(([from, to]) => offset >= from && offset < to)) return plain
    return `<svg class="${className}" width="${width}" height="${height}" viewBox="0 0 24 24" aria-hidden="true"><use href="${sprite.url}#${sprite.nameOf.get(d)}"></use></svg>`
  })
}

/** The numbers of the icons in a part of the numbered page. */
export function iconsIn(part: string): Set<string> {
  return new Set(Array.from(part.matchAll(new RegExp(MARK.source, 'g')), (match) => match[1]!))
}
