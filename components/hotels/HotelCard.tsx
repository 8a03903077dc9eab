import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { Icon } from '../../islands/ui/Icon'
import { Stars } from '../ui/Stars'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'
import type { Hotel } from '../../schemas/types.generated'

/** How many features a card lists before '+N more'. */
export const CARD_FEATURES = 3

/** One hotel: picture with price and city, name, stars, distance, features and Book Now (islands/HotelsBrowser.tsx opens its window). */
export function HotelCard({ hotel, cityLabel }: { hotel: Hotel; cityLabel: string }) {
  const format = useFormat()
  const t = useWords()
  const more = hotel.features.length - CARD_FEATURES
  return (
    <article className="card hotels-card" data-hotel-city={hotel.city}>
      <div className="hotels-card__media">
        <Picture image={responsiveImage(hotel.image, { width: 640, height: 360 })} sizes={CARD_SIZES.threeARow} />
        <span className="hotels-card__price">
          <strong className="price__amount">{format.pounds(hotel.price)}</strong> {t('price.perNight')}
        </span>
        <span className="hotels-card__city">
          <Icon name="pin" size={14} /> {cityLabel}
        </span>
      </div>
      <div className="hotels-card__body">
        <h3 className="card__title">{hotel.name}</h3>
        <Stars rating={hotel.rating} />
        <p className="hotels-card__distance">
          <Icon name="pin" size={16} /> {hotel.distance}
        </p>
        <p className="hotels-card__description">{hotel.description}</p>
        <ul className="hotels-card__features" aria-label={t('hotels.features')}>
          {hotel.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature} className="pill">
              <Icon name="check" size={14} /> {feature}
            </li>
          ))}
          {more > 0 && <li className="pill pill--gold">{t('hotels.more', { count: more })}</li>}
        </ul>
        <button type="button" className="button button--primary hotels-card__book" data-book={hotel.id}>
          {t('booking.bookNow')}
          <span className="visually-hidden"> – {hotel.name}</span>
        </button>
      </div>
    </article>
  )
}
