import type { IconCard } from '../../schemas/types.generated'
import { HotelBenefitCard } from '../hotels/HotelBenefitCard'
import { Section } from './Section'

/** A tinted section of reasons or services, each an icon card, four to a row on wide screens. */
export function IconCardSection({ id, content }: { id: string; content: { heading: string; text?: string; items: IconCard[] } }) {
  return (
    <Section id={id} heading={content.heading} text={content.text} tone="tint">
      <div className="card-grid card-grid--4">
        {content.items.map((item) => (
          <HotelBenefitCard key={item.title} benefit={item} />
        ))}
      </div>
    </Section>
  )
}
