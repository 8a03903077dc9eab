import { useWords } from '../../content/react/use-words'
import { starRows, starsWidth, STARS_OUT_OF } from './star-paths'

/**
 * A star rating with its value spelt out for screen readers: one SVG of two paths (the stars
 * won, filled, and the rest), not one SVG per star, as it is repeated on every package card.
 */
export function Stars({ rating, outOf = STARS_OUT_OF }: { rating: number; outOf?: number }) {
  const t = useWords()
  const on = Math.min(Math.round(rating), outOf)
  const width = starsWidth(outOf)
  const { won, rest } = starRows(on, outOf)
  return (
    <span className="stars" role="img" aria-label={t('rating.stars', { rating, best: outOf })}>
      <svg className="icon" width={(width * 16) / 24} height={16} viewBox={`0 0 ${width} 24`} aria-hidden="true">
        {won && <path className="star--on" d={won} />}
        {rest && <path d={rest} />}
      </svg>
    </span>
  )
}
