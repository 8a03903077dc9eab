import type { IconCard } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/** The 'why choose us' reasons as a grid of cards with an icon. */
export function ReasonCards({ reasons }: { reasons: readonly IconCard[] }) {
  return (
    <ul className="card-grid card-grid--4 visa-reasons">
      {reasons.map((reason) => (
        <li key={reason.title} className="card visa-reason">
          <span className="icon-tile visa-reason__icon">
            <Icon name={reason.icon} size={26} />
          </span>
          <h3 className="visa-reason__title">{reason.title}</h3>
          <p className="visa-reason__text">{reason.text}</p>
        </li>
      ))}
    </ul>
  )
}
