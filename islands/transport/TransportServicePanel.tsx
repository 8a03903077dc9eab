import { Icon } from '../../components/ui/Icon'
import { formatPounds } from '../../components/ui/Price'
import type { TransportService } from '../../schemas/types.generated'

/** One service's tab panel: price, description, what is included and Book This Service. */
export function TransportServicePanel({ service, fromLabel, bookLabel, onBook }: { service: TransportService; fromLabel: string; bookLabel: string; onBook: () => void }) {
  return (
    <div className="transport-service">
      <div>
        <h3 className="transport-service__title">{service.title}</h3>
        <p className="transport-service__price">
          {fromLabel} <strong>{formatPounds(service.price)}</strong> {service.priceUnit}
        </p>
        <p className="transport-service__text">{service.description}</p>
      </div>
      <ul className="transport-service__features">
        {service.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} /> {feature}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary button--large transport-service__book" onClick={onBook}>
        {bookLabel}
        <span className="visually-hidden"> – {service.title}</span>
      </button>
    </div>
  )
}
