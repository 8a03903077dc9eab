import { IconCardSection } from '../../components/ui/IconCardSection'
import { Island } from '../../components/Island'
import { TransportCarousel } from '../../components/transport/TransportCarousel'
import { ClosingBox } from '../../components/ui/ClosingBox'
import { BookTransportButton } from '../../components/transport/BookTransportButton'
import { TransportServicePanel } from '../../components/transport/TransportServicePanel'
import { VehicleCard } from '../../components/transport/VehicleCard'
import { Icon } from '../../islands/ui/Icon'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { Tabs } from '../../components/ui/Tabs'
import TransportServices from '../../islands/TransportServices'
import { BOOK_SERVICE_ATTRIBUTE } from '../../islands/transport/use-booking-buttons'
import type { TransportData } from './+data'
import '../hotels/hotels.css'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'
import '../../islands/ui/radio-choices.css'
import './transport.css'

export default function Page({ data }: { data: TransportData }) {
  const { content, captcha } = data
  const { hero, services, carousel, features, fleet, whyChoose, steps, closing, form } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points}>
        <BookTransportButton service={hero.button.service} className="button button--gold button--large">
          {hero.button.label}
        </BookTransportButton>
      </PageHero>
      <Section id="services" heading={services.heading} text={services.text}>
        <Tabs
          label={services.tabsLabel}
          className="visa-tabs"
          items={services.items.map((service) => ({
            id: service.id,
            label: service.tab,
            panel: <TransportServicePanel service={service} fromLabel={services.fromLabel} bookLabel={services.bookLabel} />,
          }))}
        />
        {/* The booking buttons all over the page sit outside the island: they wake it. */}
        <Island
          name="TransportServices"
          component={TransportServices}
          wakers={`[${BOOK_SERVICE_ATTRIBUTE}]`}
          props={{
            window: { title: form.windowTitle, intro: form.intro },
            captcha,
          }}
        />
      </Section>
      <Section id="features" heading={features.heading} text={features.text} tone="tint">
        <div className="split transport-showcase">
          <TransportCarousel {...carousel} />
          <ul className="transport-features">
            {features.items.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={20} /> {feature}
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="fleet" heading={fleet.heading} text={fleet.text}>
        <div className="card-grid card-grid--4">
          {fleet.vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.name} vehicle={vehicle} fleet={fleet} />
          ))}
        </div>
      </Section>
      <IconCardSection id="why-choose" content={whyChoose} />
      <Section id="how-to-book" heading={steps.heading}>
        <ol className="card-grid card-grid--4 transport-steps">
          {steps.items.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <ClosingBox id="transport-closing-heading" heading={closing.heading} text={closing.text}>
        {closing.buttons.map((button, i) => (
          <BookTransportButton key={button.label} service={button.service} className={i === 0 ? 'button button--gold' : 'button button--outline-light'}>
            {button.label}
          </BookTransportButton>
        ))}
      </ClosingBox>
    </>
  )
}
