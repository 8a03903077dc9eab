import type { WhyChooseUsContent } from '../schemas/types.generated'
import WhyChooseUsCarousel from '../islands/WhyChooseUsCarousel'
import { Island } from './Island'
import './WhyChooseUs.css'

/**
 * The shared 'why choose us' section of /umrah and /hajj: heading, introduction and the trust
 * card carousel (data/why-choose-us.yaml). The carousel is the section's only landmark, named
 * by the heading, so the section itself carries no label (two regions with one name confuse).
 */
export function WhyChooseUs({ content, id = 'why-choose-us', tone = 'tint' }: { content: WhyChooseUsContent; id?: string; tone?: 'plain' | 'tint' }) {
  const headingId = `${id}-heading`
  return (
    <section id={id} className={`section section--${tone} wcu`}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId} className="section__title">
            {content.heading}
          </h2>
          <p className="section__text">{content.intro}</p>
        </header>
        <Island name="WhyChooseUsCarousel" component={WhyChooseUsCarousel} hydrate="visible" props={{ labelledBy: headingId, cards: content.cards }} />
      </div>
    </section>
  )
}
