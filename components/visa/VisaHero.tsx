import type { VisaPageHero } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'
import { formatPounds } from '../ui/Price'

/** The banner of a visa page: picture, eyebrow, the page's one h1, selling points, lowest price. */
export function VisaHero({ hero, lowestPrice }: { hero: VisaPageHero; lowestPrice: number }) {
  return (
    <section className="visa-hero" aria-labelledby="visa-hero-heading">
      <img className="visa-hero__image" src={hero.image} width="1600" height="900" alt="" fetchPriority="high" />
      <div className="container visa-hero__content">
        <p className="visa-hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="visa-hero-heading">{hero.heading}</h1>
        <p className="visa-hero__text">{hero.text}</p>
        <ul className="visa-hero__points">
          {hero.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={18} /> {point}
            </li>
          ))}
        </ul>
        {hero.priceLabel && (
          <p className="visa-hero__price">
            {hero.priceLabel} <strong>{formatPounds(lowestPrice)}</strong>
          </p>
        )}
      </div>
    </section>
  )
}
