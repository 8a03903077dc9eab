import type { HealthCard } from '../../content/server/markdown/health-guide'
import type { KnowledgeCentrePage } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { KnowledgeCard } from './KnowledgeCard'
import { ReadMoreWindow } from './ReadMoreWindow'

/** One card of the health guide: its key points open in place, Read More opens the whole text in a window. */
export function HealthCardView({ card, labels }: { card: HealthCard; labels: KnowledgeCentrePage['labels'] }) {
  const windowId = `health-${card.key}`
  return (
    <KnowledgeCard
      icon={card.icon}
      title={card.title}
      text={card.summary}
      modifier="kc-health"
      footer={
        <button type="button" className="button button--outline" data-dialog-open={windowId} aria-haspopup="dialog">
          {labels.readMore}
          <span className="visually-hidden">: {card.title}</span>
        </button>
      }
    >
      <details className="kc-health__points">
        <summary>{labels.showMore}</summary>
        <Checklist items={card.points} />
      </details>
      <ReadMoreWindow id={windowId} title={card.title} html={card.html} closeLabel={labels.close} />
    </KnowledgeCard>
  )
}
