import type { ReactNode } from 'react'
import { Icon } from '../../islands/ui/Icon'

/** A card of the knowledge centre: icon, title, a sentence, anything else, then its footer (buttons, badge). */
export function KnowledgeCard({
  icon,
  title,
  text,
  modifier,
  footer,
  children,
}: {
  icon: string
  title: string
  text: string
  modifier?: string
  footer: ReactNode
  children?: ReactNode
}) {
  return (
    <article className={modifier ? `card kc-card ${modifier}` : 'card kc-card'}>
      <span className="icon-tile kc-card__icon">
        <Icon name={icon} size={24} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p>{text}</p>
      {children}
      <div className="kc-card__footer">{footer}</div>
    </article>
  )
}
