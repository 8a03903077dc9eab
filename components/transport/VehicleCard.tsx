import type { TransportFleet, TransportVehicle } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { useFormat } from '../../content/react/use-format'
import { BookTransportButton } from './BookTransportButton'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** One vehicle of the fleet: picture, seats, bags and Get Quote (the booking window with this vehicle). */
export function VehicleCard({ vehicle, fleet }: { vehicle: TransportVehicle; fleet: TransportFleet }) {
  const { digits } = useFormat()
  return (
    <article className="card transport-vehicle">
      <Picture className="transport-vehicle__image" image={responsiveImage(vehicle.image, { width: 640, height: 360 })} sizes={CARD_SIZES.fourARow} />
      <div className="transport-vehicle__body">
        <h3 className="card__title">{vehicle.name}</h3>
        <p className="transport-vehicle__capacity">
          <span>
            <Icon name="users" size={18} /> {digits(vehicle.passengers)} {fleet.passengersLabel}
          </span>
          <span>
            <Icon name="tag" size={18} /> {digits(vehicle.luggage)} {fleet.luggageLabel}
          </span>
        </p>
        <p className="transport-vehicle__text">{vehicle.description}</p>
        <BookTransportButton service={fleet.quoteService} vehicle={vehicle.name} className="button button--outline transport-vehicle__quote">
          {fleet.quoteLabel}
          <span className="visually-hidden"> – {vehicle.name}</span>
        </BookTransportButton>
      </div>
    </article>
  )
}
