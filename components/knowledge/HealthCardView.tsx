import type { HealthCard } from '../../content/healthGuide'
import type { KnowledgeCentrePage } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../ui/Icon'
import { ReadMoreWindow } from './ReadMoreWindow'

/** One card of the health guide: its key points open in place, Read More opens the whole text in a window. */
export function HealthCardView({ card, labels }: { card: HealthCard; labels: KnowledgeCentrePage['labels'] }) {
  const windowId = `health-${card.key}`
  return (
    <article className="card kc-card kc-health">
      <span className="kc-card__icon">
        <Icon name={card.icon} size={24} />
      </span>
      <h3 className="card__title">{card.title}</h3>
      <p>{card.summary}</p>
      <details className="kc-health__points">
        <summary>{labels.showMore}</summary>
        <Checklist items={card.points} />
      </details>
      <div className="kc-card__footer">
        <button type="button" className="button button--outline" data-dialog-open={windowId} aria-haspopup="dialog">
          {labels.readMore}
          <span className="visually-hidden">: {card.title}</span>
        </button>
      </div>
      <ReadMoreWindow id={windowId} title={card.title} html={card.html} closeLabel={labels.close} />
    </article>
  )
}
