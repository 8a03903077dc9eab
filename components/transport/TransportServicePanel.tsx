import { Icon } from '../../islands/ui/Icon'
import { useFormat } from '../../content/react/use-format'
import { BookTransportButton } from './BookTransportButton'
import type { TransportService } from '../../schemas/types.generated'

/** One service's tab panel (server-rendered): price, description, what is included and Book This Service. */
export function TransportServicePanel({ service, fromLabel, bookLabel }: { service: TransportService; fromLabel: string; bookLabel: string }) {
  const format = useFormat()
  return (
    <div className="transport-service panel">
      <div>
        <h3 className="transport-service__title">{service.title}</h3>
        <p className="transport-service__price">
          {fromLabel} <strong className="price__amount">{format.pounds(service.price)}</strong> {service.priceUnit}
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
      <BookTransportButton service={service.id} className="button button--primary button--large transport-service__book">
        {bookLabel}
        <span className="visually-hidden"> – {service.title}</span>
      </BookTransportButton>
    </div>
  )
}
