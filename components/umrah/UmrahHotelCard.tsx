import type { UmrahHotel } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { Stars } from '../ui/Stars'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** One hotel of a package: picture, city, name, stars, distance to the mosque, what it offers. */
export function UmrahHotelCard({ city, hotel }: { city: string; hotel: UmrahHotel }) {
  return (
    <article className="card umrah-hotel">
      <div className="umrah-hotel__media">
        <Picture image={responsiveImage(hotel.image, { width: 1600, height: 900 })} sizes="(min-width: 1024px) 560px, 100vw" />
        <span className="badge badge--green">{city}</span>
      </div>
      <div className="umrah-hotel__body">
        <h3 className="card__title">{hotel.name}</h3>
        <Stars rating={hotel.rating} />
        <p className="umrah-hotel__distance">
          <Icon name="pin" size={18} /> {hotel.distance}
        </p>
        <Checklist items={hotel.features} />
      </div>
    </article>
  )
}
