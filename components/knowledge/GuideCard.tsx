import type { KnowledgeCentrePage, KnowledgeGuide } from '../../schemas/types.generated'
import { NewTabLink } from '../hajj/NewTabLink'
import { Icon } from '../ui/Icon'

/** A downloadable guide: its PDF opens in a new tab; a sample file says so. */
export function GuideCard({ guide, labels }: { guide: KnowledgeGuide; labels: KnowledgeCentrePage['labels'] }) {
  return (
    <article className="card kc-card">
      <span className="kc-card__icon">
        <Icon name="award" size={24} />
      </span>
      <h3 className="card__title">{guide.title}</h3>
      <p>{guide.text}</p>
      <div className="kc-card__footer">
        <NewTabLink className="button button--primary" href={guide.file}>
          {labels.download}
          <span className="visually-hidden">: {guide.title}</span>
        </NewTabLink>
        {guide.sample && <span className="kc-card__sample">{labels.sample}</span>}
      </div>
    </article>
  )
}
