// The rows of stars of a rating (components/ui/Stars.tsx), as paths: the page draws them, and the
// icon sprite (scripts/icon-sprite.ts) holds the same rows for the ratings further down a page.

/** The star of islands/ui/Icon.tsx in relative steps only, so it can be drawn again further along. */
const STAR = 'l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'
/** From one star's top point to the next one's: a 24-unit star and a 3-unit gap (2 px at 16 px). */
const STEP = 27

/** What a rating is out of, unless said otherwise. */
export const STARS_OUT_OF = 5

/** The width of a row of `outOf` stars, in the units of its 24-unit height. */
export const starsWidth = (outOf: number): number => outOf * STEP - 3

/** `count` stars in a row from the `first` one (0-based), as one path. */
export const starRow = (first: number, count: number): string => (count > 0 ? `M${12 + first * STEP} 3${STAR}${`m${STEP} 0${STAR}`.repeat(count - 1)}` : '')

/** The two rows of a rating of `on` out of `outOf`: the stars won and the rest (either may be empty). */
export const starRows = (on: number, outOf: number): { won: string; rest: string } => ({ won: starRow(0, on), rest: starRow(on, outOf - on) })

/** Every row a rating out of `outOf` draws, by a name for the sprite: `stars-1-4` is 4 stars from the second. */
export function starRowPaths(outOf: number = STARS_OUT_OF): Record<string, string> {
  const rows: Record<string, string> = {}
  for (let on = 0; on <= outOf; on++) {
    if (on > 0) rows[`stars-0-${on}`] = starRow(0, on)
    if (on < outOf) rows[`stars-${on}-${outOf - on}`] = starRow(on, outOf - on)
  }
  return rows
}
