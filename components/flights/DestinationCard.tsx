import type { FlightDestination } from '../../schemas/types.generated'
import { ARRIVAL_CITY_ATTRIBUTE } from '../../islands/flights/use-destination-requests'
import { Icon } from '../../islands/ui/Icon'
import { useFormat } from '../../content/react/use-format'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** A popular destination: its picture, city, country and from-price; Request Quote fills the form. */
export function DestinationCard({
  destination,
  fromLabel,
  requestLabel,
  formId,
}: {
  destination: FlightDestination
  fromLabel: string
  requestLabel: string
  formId: string
}) {
  const format = useFormat()
  const place = `${destination.city}, ${destination.country}`
  return (
    <article className="card flights-destination">
      <Picture className="flights-destination__image" image={responsiveImage(destination.image, { width: 640, height: 360 })} sizes={CARD_SIZES.fourARow} />
      <div className="flights-destination__body">
        <h3 className="card__title">{destination.city}</h3>
        <p className="flights-destination__country">
          <Icon name="pin" size={16} /> {destination.country}
        </p>
        <p className="flights-destination__price">
          {fromLabel} <strong className="price__amount">{format.pounds(destination.price)}</strong>
        </p>
        <a className="button button--primary flights-destination__request" href={`#${formId}`} {...{ [ARRIVAL_CITY_ATTRIBUTE]: place }}>
          <Icon name="plane" /> {requestLabel}
          <span className="visually-hidden"> – {place}</span>
        </a>
      </div>
    </article>
  )
}
