import type { KnowledgeCentrePage, KnowledgeGuide } from '../../schemas/types.generated'
import { NewTabLink } from '../ui/NewTabLink'
import { KnowledgeCard } from './KnowledgeCard'

/** A downloadable guide: its PDF opens in a new tab; a sample file says so. */
export function GuideCard({ guide, labels }: { guide: KnowledgeGuide; labels: KnowledgeCentrePage['labels'] }) {
  return (
    <KnowledgeCard
      icon="award"
      title={guide.title}
      text={guide.text}
      footer={
        <>
          <NewTabLink className="button button--primary" href={guide.file}>
            {labels.download}
            <span className="visually-hidden">: {guide.title}</span>
          </NewTabLink>
          {guide.sample && <span className="kc-card__sample">{labels.sample}</span>}
        </>
      }
    />
  )
}
