// In-page part of `npm run screenshots`, run by page.evaluate (serialised on its own, so it holds
// its helpers inside it): the first screen's pictures, and every text on it that sits over one,
// with the boxes of its lines and its colour, each marked `data-shot-text` so the page can be shot
// without it.

export interface TextOverArt {
  /** Its tag and class and its first words, to find it in the table. */
  what: string
  /** The text's colour as the browser computed it: r, g, b (0–255) and alpha (0–1). */
  color: [number, number, number, number]
  fontSizePx: number
  fontWeight: number
  /** WCAG's large text: 24 px, or 18.66 px bold. */
  large: boolean
  /** Its line boxes on the first screen, in CSS pixels (the shot is taken at 1 pixel per CSS pixel). */
  boxes: Box[]
  /** The fixed elements (the chat button, a bottom bar) lying over its lines, which the contrast leaves out. */
  coveredBy: { what: string; box: Box }[]
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface FirstScreenArt {
  texts: TextOverArt[]
  /**
   * Each picture by its source whatever size or format was served
   * (`/images/responsive/sample/kaaba-640.webp` → `sample/kaaba`), so that a picture standing for
   * two subjects on two pages shows in the table.
   */
  pictures: string[]
}

/**
 * A picture is an img, picture, video, canvas, a drawn SVG or a background-image url, of at least
 * 80 × 80 px on the first screen. A text is over art when a picture covers the centre of one of
 * its lines, and no element
 * between the text and that picture (the text's own ancestors below the one they share) has an
 * opaque background colour: a button or a card on a picture is judged by axe, not here.
 */
export function firstScreenArt(): FirstScreenArt {
  const rgba = (value: string): [number, number, number, number] => {
    const parts = (value.match(/[\d.]+/g) ?? []).map(Number)
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts.length > 3 ? parts[3]! : 1]
  }
  const shown = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || style.display === 'none') return false
    }
    return true
  }
  const screen = { width: innerWidth, height: innerHeight }
  const onScreen = (box: DOMRect) => box.width >= 4 && box.height >= 4 && box.bottom > 0 && box.top < screen.height && box.right > 0 && box.left < screen.width
  const isArt = (el: Element) => {
    const box = el.getBoundingClientRect()
    if (box.width < 80 || box.height < 80 || box.bottom <= 0 || box.top >= screen.height || !shown(el)) return false
    if (el.matches('img, picture, video, canvas')) return true
    if (el instanceof SVGSVGElement) return !el.closest('button, a[href] > svg:only-child')
    return /url\(/.test(getComputedStyle(el).backgroundImage)
  }
  const art = [...document.querySelectorAll('body *')].filter(isArt)
  const fixed = [...document.querySelectorAll('body *')].filter(
    (el) => getComputedStyle(el).position === 'fixed' && shown(el) && onScreen(el.getBoundingClientRect()),
  )
  const nameOf = (el: Element) => {
    const className = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : ''
    return `${el.tagName.toLowerCase()}${className}`
  }
  const boxOf = (rect: DOMRect): Box => {
    const x = Math.max(0, Math.floor(rect.left))
    const y = Math.max(0, Math.floor(rect.top))
    return { x, y, width: Math.min(screen.width, Math.ceil(rect.right)) - x, height: Math.min(screen.height, Math.ceil(rect.bottom)) - y }
  }
  const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  const sourceName = (url: string) =>
    new URL(url, location.href).pathname
      .replace(/^\/images\/(responsive\/)?/, '')
      .replace(/\.[^./]+$/, '')
      .replace(/-\d+$/, '')
  const sources = art.flatMap((el) => {
    if (el instanceof HTMLImageElement) return el.currentSrc ? [sourceName(el.currentSrc)] : []
    const url = getComputedStyle(el).backgroundImage.match(/url\("?([^")]+)"?\)/)?.[1]
    return url && !url.startsWith('data:') ? [sourceName(url)] : []
  })
  const opaque = (el: Element) => rgba(getComputedStyle(el).backgroundColor)[3] >= 0.9
  const blocked = (text: Element, picture: Element) => {
    for (let at: Element | null = text; at && !at.contains(picture); at = at.parentElement) if (opaque(at)) return true
    return false
  }

  const byElement = new Map<Element, DOMRect[]>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || !shown(parent)) continue
    // Words for screen readers only (a 1 px box clipping them) are not drawn.
    const own = parent.getBoundingClientRect()
    if (own.width < 4 || own.height < 4) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = [...range.getClientRects()].filter(onScreen)
    if (lines.length) byElement.set(parent, [...(byElement.get(parent) ?? []), ...lines])
  }

  const found: TextOverArt[] = []
  for (const [el, lines] of byElement) {
    const over = lines.some((line) => {
      const x = line.left + line.width / 2
      const y = line.top + line.height / 2
      return art.some((picture) => {
        if (picture.contains(el) || el.contains(picture)) return false
        const box = picture.getBoundingClientRect()
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom && !blocked(el, picture)
      })
    })
    if (!over) continue
    const style = getComputedStyle(el)
    const color = rgba(style.color)
    // Text drawn with a clipped background (gradient text) has no colour of its own to measure.
    if (color[3] === 0) continue
    const fontSizePx = parseFloat(style.fontSize)
    const fontWeight = Number(style.fontWeight)
    el.setAttribute('data-shot-text', '')
    found.push({
      what: `${nameOf(el)} “${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}”`,
      color,
      fontSizePx,
      fontWeight,
      large: fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700),
      boxes: lines.map(boxOf),
      coveredBy: fixed
        .filter((cover) => !cover.contains(el) && lines.some((line) => overlap(line, cover.getBoundingClientRect())))
        .map((cover) => ({ what: nameOf(cover), box: boxOf(cover.getBoundingClientRect()) })),
    })
  }
  return { texts: found, pictures: [...new Set(sources)].sort() }
}
