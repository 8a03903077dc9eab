import { Icon } from '../../islands/ui/Icon'

interface IconCard {
  title: string
  text: string
  icon: string
}

/** A grid of small cards with an icon, a title and a sentence (our values, reasons to choose us). */
export function ContactCards({ items, columns }: { items: IconCard[]; columns: 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns} contact-page-cards`}>
      {items.map((item) => (
        <li key={item.title} className="card contact-page-card">
          <span className="icon-tile contact-page-card__icon">
            <Icon name={item.icon} size={26} />
          </span>
          <h3 className="card__title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
