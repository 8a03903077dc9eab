import { DestinationCard } from '../../components/flights/DestinationCard'
import { IconCardSection } from '../../components/ui/IconCardSection'
import { HotelsHelpBox } from '../../components/hotels/HotelsHelpBox'
import { Island } from '../../components/Island'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import FlightQuoteForm from '../../islands/FlightQuoteForm'
import { ARRIVAL_CITY_ATTRIBUTE } from '../../islands/flights/use-destination-requests'
import type { FlightsData } from './+data'
import '../hotels/hotels.css'
import '../../islands/visa/visa-forms.css'
import '../../islands/ui/radio-choices.css'
import './flights.css'

const FORM_ID = 'flight-quote'

export default function Page({ data }: { data: FlightsData }) {
  const { content, site, captcha } = data
  const { hero, form, destinations, benefits, help } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points}>
        <a className="button button--gold button--large" href={`#${FORM_ID}`}>
          {form.submitLabel}
        </a>
      </PageHero>
      <Section id={FORM_ID} heading={form.heading} text={form.text} tone="tint">
        <div className="flights-form-card panel">
          <Island name="FlightQuoteForm" component={FlightQuoteForm} wakers={`[${ARRIVAL_CITY_ATTRIBUTE}]`} props={{ captcha }} />
        </div>
      </Section>
      <Section id="destinations" heading={destinations.heading} text={destinations.text}>
        <div className="card-grid card-grid--3">
          {destinations.items.map((destination) => (
            <DestinationCard
              key={destination.city}
              destination={destination}
              fromLabel={destinations.fromLabel}
              requestLabel={destinations.requestLabel}
              formId={FORM_ID}
            />
          ))}
        </div>
      </Section>
      <IconCardSection id="why-book" content={benefits} />
      <HotelsHelpBox help={help} site={site} />
    </>
  )
}
