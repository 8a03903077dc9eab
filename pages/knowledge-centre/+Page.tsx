import { HealthCardView } from '../../components/knowledge/HealthCardView'
import { KnowledgeNav } from '../../components/knowledge/KnowledgeNav'
import { KnowledgeSectionView } from '../../components/knowledge/KnowledgeSectionView'
import { PageHero } from '../../components/ui/PageHero'
import type { KnowledgeCentreData } from './+data'
import './knowledge-centre.css'

/** The section that also shows the health cards of data/knowledge/health/. */
const HEALTH_SECTION = 'health-guide'

export default function Page({ data: { content, healthCards } }: { data: KnowledgeCentreData }) {
  const { hero, navigator, labels, sections } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} />
      <KnowledgeNav label={navigator.label} sections={sections} />
      {sections.map((section, i) => (
        <KnowledgeSectionView key={section.id} section={section} labels={labels} tone={i % 2 ? 'tint' : 'plain'}>
          {section.id === HEALTH_SECTION && (
            <div className="card-grid card-grid--4 kc-health-grid">
              {healthCards.map((card) => (
                <HealthCardView key={card.key} card={card} labels={labels} />
              ))}
            </div>
          )}
        </KnowledgeSectionView>
      ))}
    </>
  )
}
