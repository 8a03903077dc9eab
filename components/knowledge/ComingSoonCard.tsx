import type { TitledText } from '../../schemas/types.generated'
import { KnowledgeCard } from './KnowledgeCard'

/** A guide announced but not written yet: a card with a badge, not a button that does nothing. */
export function ComingSoonCard({ item, badge }: { item: TitledText; badge: string }) {
  return (
    <KnowledgeCard
      icon="clock"
      title={item.title}
      text={item.text}
      modifier="kc-card--soon"
      footer={<span className="kc-card__badge pill pill--gold pill--caps">{badge}</span>}
    />
  )
}
