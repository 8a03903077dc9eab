import { Icon } from './Icon'
import { fillWords, words } from '../../content/words'

/** A star rating with its value spelt out for screen readers. */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <span className="stars" role="img" aria-label={fillWords(words.rating.stars, { rating, best: outOf })}>
      {Array.from({ length: outOf }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < Math.round(rating) ? 'star star--on' : 'star'} />
      ))}
    </span>
  )
}
