import { Icon } from '../../islands/ui/Icon'

interface UmrahIconCard {
  title: string
  description: string
  icon: string
  /** A short line above the title, e.g. the months of a season. */
  eyebrow?: string
}

/** A grid of small cards with an icon (services, seasons, reasons). */
export function UmrahIconCards({ cards, columns = 4 }: { cards: UmrahIconCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns} umrah-icon-cards`}>
      {cards.map((card) => (
        <li key={card.title} className="card umrah-icon-card">
          <span className="icon-tile umrah-icon-card__icon">
            <Icon name={card.icon} size={26} />
          </span>
          {card.eyebrow && <p className="umrah-icon-card__eyebrow">{card.eyebrow}</p>}
          <h3 className="umrah-icon-card__title">{card.title}</h3>
          <p className="umrah-icon-card__text">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
