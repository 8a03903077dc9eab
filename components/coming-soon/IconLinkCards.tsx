import type { IconLinkCard } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/** Cards with an icon, a title, a sentence and a link (the services on their way, the pages ready now). */
export function IconLinkCards({ cards, columns }: { cards: readonly IconLinkCard[]; columns: 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns} coming-cards`}>
      {cards.map((card) => (
        <li key={card.title} className="card coming-card">
          <span className="coming-card__icon">
            <Icon name={card.icon} size={26} />
          </span>
          <h3 className="card__title">{card.title}</h3>
          <p>{card.text}</p>
          <a className="text-link coming-card__link" href={card.link.href}>
            {card.link.label}
            <Icon name="arrowRight" size={16} />
          </a>
        </li>
      ))}
    </ul>
  )
}
