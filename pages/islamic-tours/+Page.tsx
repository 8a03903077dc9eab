import { IconCardSection } from '../../components/ui/IconCardSection'
import { TourCard } from '../../components/tours/TourCard'
import { TourPanel } from '../../components/tours/TourPanel'
import { ClosingBox } from '../../components/ui/ClosingBox'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { Tabs } from '../../components/ui/Tabs'
import type { IslamicToursData } from './+data'
import '../hotels/hotels.css'
import '../../components/visa/visa.css'
import './islamic-tours.css'

export default function Page({ data: { content, tabs } }: { data: IslamicToursData }) {
  const { hero, tours, whyChoose, allTours, services, closing } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points} />
      <Section id="tours" heading={tours.heading} text={tours.text}>
        <Tabs
          label={tours.tabsLabel}
          className="visa-tabs"
          items={tours.items.map((tour) => ({ id: tour.id, label: tabs[tour.id], panel: <TourPanel tour={tour} labels={tours} /> }))}
        />
      </Section>
      <IconCardSection id="why-choose" content={whyChoose} />
      <Section id="all-tours" heading={allTours.heading} text={allTours.text}>
        <div className="card-grid card-grid--4">
          {tours.items.map((tour) => (
            <TourCard key={tour.id} tour={tour} tab={tabs[tour.id]!} badge={allTours.badge} viewLabel={allTours.viewLabel} perPerson={tours.perPerson} />
          ))}
        </div>
      </Section>
      <IconCardSection id="services" content={services} />
      <ClosingBox id="tours-closing-heading" heading={closing.heading} text={closing.text}>
        {closing.buttons.map((button, i) => (
          <a key={button.href} className={i === 0 ? 'button button--gold' : 'button button--outline-light'} href={button.href}>
            {button.label}
          </a>
        ))}
      </ClosingBox>
    </>
  )
}
