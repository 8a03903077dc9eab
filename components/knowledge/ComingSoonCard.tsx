import type { KnowledgeComingSoon } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'

/** A guide announced but not written yet: a card with a badge, not a button that does nothing. */
export function ComingSoonCard({ item, badge }: { item: KnowledgeComingSoon; badge: string }) {
  return (
    <article className="card kc-card kc-card--soon">
      <span className="kc-card__icon">
        <Icon name="clock" size={24} />
      </span>
      <h3 className="card__title">{item.title}</h3>
      <p>{item.text}</p>
      <div className="kc-card__footer">
        <span className="kc-card__badge">{badge}</span>
      </div>
    </article>
  )
}
