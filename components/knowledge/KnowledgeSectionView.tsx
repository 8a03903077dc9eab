import type { ReactNode } from 'react'
import type { KnowledgeCentrePage, KnowledgeSection } from '../../schemas/types.generated'
import { NewTabLink } from '../ui/NewTabLink'
import { Icon } from '../../islands/ui/Icon'
import { Section } from '../ui/Section'
import { useFormat } from '../../content/react/use-format'
import { ComingSoonCard } from './ComingSoonCard'
import { GuideCard } from './GuideCard'

/** One section of the knowledge centre: its rites, places, guides, announced guides and outside link, in that order. */
export function KnowledgeSectionView({
  section,
  labels,
  tone,
  children,
}: {
  section: KnowledgeSection
  labels: KnowledgeCentrePage['labels']
  tone: 'plain' | 'tint'
  children?: ReactNode
}) {
  const { digits } = useFormat()
  return (
    <Section id={section.id} heading={section.heading} text={section.text} tone={tone}>
      {section.steps && (
        <ol className="card-grid card-grid--4 kc-steps">
          {section.steps.map((step, i) => (
            <li key={step.title} className="kc-steps__step">
              <span className="kc-steps__number">
                <span className="visually-hidden">{labels.step} </span>
                {digits(i + 1)}
              </span>
              <h3 className="kc-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      {section.places && (
        <ul className="kc-places">
          {section.places.map((place) => (
            <li key={place.title}>
              <Icon name="pin" size={20} />
              <div>
                <h3 className="kc-places__title">{place.title}</h3>
                <p>{place.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {children}
      {(section.guides || section.comingSoon) && (
        <div className="card-grid card-grid--3 kc-cards">
          {section.guides?.map((guide) => (
            <GuideCard key={guide.file} guide={guide} labels={labels} />
          ))}
          {section.comingSoon?.map((item) => (
            <ComingSoonCard key={item.title} item={item} badge={labels.comingSoon} />
          ))}
        </div>
      )}
      {section.link && (
        <p className="kc-link">
          {section.linkText && <span>{section.linkText}</span>}
          <NewTabLink className="button button--outline" href={section.link.href}>
            {section.link.label}
          </NewTabLink>
        </p>
      )}
    </Section>
  )
}
