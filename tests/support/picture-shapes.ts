// What a drawing draws, to tell one drawing recoloured or retitled from another drawing (issue 38):
// read by the gallery's and the whole of data/'s picture tests.

/**
 * A picture's shapes: every element outside <defs>, its colours and opacity taken out, less the
 * whole-canvas layers every picture of the style has (sky, light, grain).
 */
export function shapesOf(svg: string): Set<string> {
  const [width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.slice(1)
  const canvas = new RegExp(`^<rect( x="0" y="0")? width="${width}" height="${height}"`)
  return new Set(
    [...svg.replace(/<defs>[\s\S]*?<\/defs>|<title>[\s\S]*?<\/title>/g, '').matchAll(/<(?:path|rect|circle|ellipse|polygon)\b[^>]*>/g)]
      .map(([element]) => element.replace(/\s(?:fill|stroke|opacity|fill-opacity|stroke-opacity)="[^"]*"/g, ''))
      .filter((shape) => !canvas.test(shape)),
  )
}

/** The share of the smaller picture's shapes that the other also draws. */
export function sharedShapes(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  return [...small].filter((shape) => large.has(shape)).length / small.size
}

/** Above this share, two pictures are one drawing. */
export const ONE_DRAWING = 0.3

/** "x and y share 45% of their shapes" for every pair of pictures that are one drawing. */
export function oneDrawingPairs(pictures: readonly { name: string; shapes: Set<string> }[]): string[] {
  const same: string[] = []
  pictures.forEach((a, i) =>
    pictures.slice(i + 1).forEach((b) => {
      const shared = sharedShapes(a.shapes, b.shapes)
      if (shared > ONE_DRAWING) same.push(`${a.name} and ${b.name} share ${Math.round(shared * 100)}% of their shapes`)
    }),
  )
  return same
}
