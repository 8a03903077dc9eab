import type { HotelsHero as HotelsHeroText } from '../../schemas/types.generated'
import { formatPounds } from '../ui/Price'

/** The banner of the hotels page, with the lowest nightly price of the hotels listed. */
export function HotelsHero({ hero, lowestPrice }: { hero: HotelsHeroText; lowestPrice: number }) {
  return (
    <section className="hotels-hero" aria-labelledby="hotels-hero-heading">
      <img className="hotels-hero__image" src={hero.image} width="1600" height="900" alt="" fetchPriority="high" />
      <div className="container hotels-hero__content">
        <p className="hotels-hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="hotels-hero-heading">{hero.heading}</h1>
        <p className="hotels-hero__text">{hero.text}</p>
        {hero.priceLabel && (
          <p className="hotels-hero__price">
            {hero.priceLabel} <strong>{formatPounds(lowestPrice)}</strong> / night
          </p>
        )}
      </div>
    </section>
  )
}
