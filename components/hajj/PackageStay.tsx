import type { HajjMinaCamp } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { Stars } from '../ui/Stars'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'
import type { HajjHotel } from './types'

/** One hotel of the package: where it is, when pilgrims stay there and what it offers. */
export function HotelCard({ label, hotel }: { label: string; hotel: HajjHotel }) {
  return (
    <article className="card hajj-stay">
      <Picture className="hajj-stay__image" image={responsiveImage(hotel.image, { width: 640, height: 360 })} sizes="(min-width: 1024px) 360px, 100vw" />
      <div className="hajj-stay__body">
        <p className="hajj-stay__label">{label}</p>
        <h3 className="hajj-stay__name">{hotel.name}</h3>
        <Stars rating={hotel.rating} />
        <ul className="hajj-stay__facts">
          <li>
            <Icon name="pin" size={16} /> {hotel.distance}
          </li>
          <li>
            <Icon name="calendar" size={16} /> {hotel.stay}
          </li>
        </ul>
        <Checklist items={hotel.features} />
      </div>
    </article>
  )
}

/** The Mina (and Arafat) camp of the package. */
export function CampCard({ label, camp }: { label: string; camp: HajjMinaCamp }) {
  return (
    <article className="card hajj-stay hajj-stay--camp">
      <div className="icon-tile hajj-stay__icon">
        <Icon name="tent" size={30} />
      </div>
      <div className="hajj-stay__body">
        <p className="hajj-stay__label">{label}</p>
        <h3 className="hajj-stay__name">{camp.name}</h3>
        <p className="hajj-stay__text">{camp.description}</p>
        <Checklist items={camp.features} />
      </div>
    </article>
  )
}
