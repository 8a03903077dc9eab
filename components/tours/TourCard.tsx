import type { Tour } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { Price } from '../ui/Price'
import { responsiveImage } from '../ui/responsive-image'

/** A tour in the all-tours grid; its button chooses the tour's tab above (a #fragment the tabs follow). */
export function TourCard({ tour, tab, badge, viewLabel, perPerson }: { tour: Tour; tab: string; badge: string; viewLabel: string; perPerson: string }) {
  return (
    <article className="card tour-card">
      <div className="tour-card__media">
        <Picture className="tour-card__image" image={responsiveImage(tour.image, { width: 1200, height: 800 })} sizes={CARD_SIZES.fourARow} />
        <span className="badge badge--gold">{badge}</span>
      </div>
      <div className="tour-card__body">
        <h3 className="card__title">{tour.title}</h3>
        <p className="tour-card__meta">
          <Icon name="calendar" size={16} /> {tour.duration}
          <span aria-hidden="true"> · </span>
          <Icon name="users" size={16} /> {tour.groupSize}
        </p>
        <Price amount={tour.price} original={tour.originalPrice} suffix={perPerson} />
        <a className="button button--outline tour-card__button" href={`#${tour.id}`}>
          {viewLabel} {tab}
        </a>
      </div>
    </article>
  )
}
