// The icons and star ratings below a page's first screen, drawn from one shared sprite file
// instead of each carrying its paths in the document: the paths are most of what a drawing weighs
// once compressed (about 0.5 KB brotli of the home page), and the file is fetched once and cached
// for every page. The first screen keeps its drawings inline, so it paints whole from the document
// alone. Used by scripts/critical-css.ts after the prerender.
import { createHash } from 'node:crypto'
import { starRowPaths } from '../components/ui/star-paths.js'
import { iconPaths } from '../islands/ui/icon-paths.js'

export interface IconSprite {
  /** Where the sprite is served, named by its content (cached for good, as the other assets). */
  url: string
  svg: string
  /** Each drawing's name by its path. */
  nameOf: ReadonlyMap<string, string>
}

export function iconSprite(): IconSprite {
  // An icon fills its 24-unit box; a row of stars is drawn where it stands in its rating's box,
  // whatever that box's width (no viewBox: the <use> draws it in the rating's own units).
  const starRows = starRowPaths()
  const icons = Object.entries(iconPaths).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
  const stars = Object.entries(starRows).map(([name, d]) => `<symbol id="${name}"><path d="${d}"/></symbol>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...icons, ...stars].join('')}</svg>\n`
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
  const nameOf = new Map(Object.entries({ ...iconPaths, ...starRows }).map(([name, d]) => [d, name]))
  return { url: `/assets/static/icons.${hash}.svg`, svg, nameOf }
}

/**
 * A drawing as islands/ui/Icon.tsx and components/ui/Stars.tsx make it: an svg.icon of paths, each
 * with an optional class (the stars won).
 */
const DRAWING =
  /<svg class="(icon[^"]*)" width="(\d+)" height="(\d+)" viewBox="([\d .]+)" aria-hidden="true">((?:<path(?: class="[\w-]+")? d="[^"]*"><\/path>)+)<\/svg>/g
const PATH = /<path(?: class="([\w-]+)")? d="([^"]*)"><\/path>/g
const MARK = / data-icon-at="(\d+)"/

/** Whether every path of a drawing is in the sprite. */
const inSprite = (paths: string, sprite: IconSprite) => Array.from(paths.matchAll(PATH)).every(([, , d]) => sprite.nameOf.has(d!))

/** Each drawing of the page that the sprite has numbered (data-icon-at), to tell afterwards which ones a part of it kept. */
export function numberIcons(html: string, sprite: IconSprite): string {
  let n = 0
  return html.replace(DRAWING, (drawing: string, _class: string, _width: string, _height: string, _viewBox: string, paths: string) =>
    inSprite(paths, sprite) ? drawing.replace('<svg', `<svg data-icon-at="${n++}"`) : drawing,
  )
}

/**
 * The numbered page with its drawings taken from the sprite, except those `keep` numbers and those
 * inside the `inline` ranges (an island's markup, which React must find as it rendered it). Each
 * path becomes a <use> with the path's class, which the page's CSS styles as it did the path
 * (fill and colour are inherited into what the <use> draws).
 */
export function iconsFromSprite(numbered: string, sprite: IconSprite, keep: ReadonlySet<string>, inline: ReadonlyArray<readonly [number, number]>): string {
  const numberedDrawing = new RegExp(`<svg${MARK.source}${DRAWING.source.slice('<svg'.length)}`, 'g')
  return numbered.replace(
    numberedDrawing,
    (drawing: string, at: string, className: string, width: string, height: string, viewBox: string, paths: string, offset: number) => {
      const plain = drawing.replace(MARK, '')
      if (keep.has(at) || inline.some(([from, to]) => offset >= from && offset < to)) return plain
      const uses = Array.from(
        paths.matchAll(PATH),
        ([, pathClass, d]) => `<use${pathClass ? ` class="${pathClass}"` : ''} href="${sprite.url}#${sprite.nameOf.get(d!)}"></use>`,
      )
      return `<svg class="${className}" width="${width}" height="${height}" viewBox="${viewBox}" aria-hidden="true">${uses.join('')}</svg>`
    },
  )
}

/** The numbers of the icons in a part of the numbered page. */
export function iconsIn(part: string): Set<string> {
  return new Set(Array.from(part.matchAll(new RegExp(MARK.source, 'g')), (match) => match[1]!))
}
