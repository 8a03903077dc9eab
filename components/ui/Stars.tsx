import { useWords } from '../../content/use-words'

/** The star of islands/ui/Icon.tsx in relative steps only, so it can be drawn again further along. */
const STAR = 'l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'
/** From one star's top point to the next one's: a 24-unit star and a 3-unit gap (2 px at 16 px). */
const STEP = 27

/** `count` stars in a row from the `first` one (0-based), as one path. */
const row = (first: number, count: number) => (count > 0 ? `M${12 + first * STEP} 3${STAR}${`m${STEP} 0${STAR}`.repeat(count - 1)}` : '')

/**
 * A star rating with its value spelt out for screen readers: one SVG of two paths (the stars
 * won, filled, and the rest), not one SVG per star, as it is repeated on every package card.
 */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const t = useWords()
  const on = Math.min(Math.round(rating), outOf)
  const width = outOf * STEP - 3
  return (
    <span className="stars" role="img" aria-label={t('rating.stars', { rating, best: outOf })}>
      <svg className="icon" width={(width * 16) / 24} height={16} viewBox={`0 0 ${width} 24`} aria-hidden="true">
        {on > 0 && <path className="star--on" d={row(0, on)} />}
        {on < outOf && <path d={row(on, outOf - on)} />}
      </svg>
    </span>
  )
}
