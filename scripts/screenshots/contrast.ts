// WCAG 2.x contrast of a text's colour against the pixels under its lines, read from a shot of
// the page with the text made transparent (so what is measured is the picture, its shade and
// anything else drawn there, never the letters themselves).
import type { TextOverArt } from './first-screen-art'

/** A shot's pixels: RGB(A) rows of `width` pixels, `channels` bytes each. */
export interface Pixels {
  data: Buffer
  width: number
  height: number
  channels: number
}

export interface Measured {
  text: TextOverArt
  /** The lowest contrast over every second pixel under the text's lines. */
  worst: number
  median: number
  /** 4.5, or 3 for large text (WCAG 2.1 AA, 1.4.3). */
  needed: number
}

const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (r: number, g: number, b: number) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)

export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The text's contrast against each pixel under its lines (a translucent colour laid over that
 * pixel), leaving out the pixels of a fixed element lying over them (the text is covered there:
 * the table says so apart). Undefined when no pixel is left.
 */
export function measure(text: TextOverArt, pixels: Pixels): Measured | undefined {
  const [r, g, b, alpha] = text.color
  const ratios: number[] = []
  const covered = (x: number, y: number) => text.coveredBy.some(({ box: c }) => x >= c.x && x < c.x + c.width && y >= c.y && y < c.y + c.height)
  for (const box of text.boxes) {
    for (let y = box.y; y < Math.min(pixels.height, box.y + box.height); y += 2) {
      for (let x = box.x; x < Math.min(pixels.width, box.x + box.width); x += 2) {
        if (covered(x, y)) continue
        const at = (y * pixels.width + x) * pixels.channels
        const [pr, pg, pb] = [pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!]
        const mix = (fore: number, back: number) => fore * alpha + back * (1 - alpha)
        ratios.push(contrastRatio(luminance(mix(r, pr), mix(g, pg), mix(b, pb)), luminance(pr, pg, pb)))
      }
    }
  }
  if (ratios.length === 0) return undefined
  ratios.sort((x, y) => x - y)
  return { text, worst: ratios[0]!, median: ratios[Math.floor(ratios.length / 2)]!, needed: text.large ? 3 : 4.5 }
}
