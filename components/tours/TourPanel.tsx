import type { IslamicToursPage, Tour } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'
import { Stars } from '../ui/Stars'
import { InfoBlock } from '../visa/InfoBlock'
import { PricePanel } from '../visa/PricePanel'
import { TourItinerary } from './TourItinerary'
import { ButtonLink } from '../ui/ButtonLink'

/** One tour's tab: picture, description, highlights, the days and inclusions, and the price card with its two buttons. */
export function TourPanel({ tour, labels }: { tour: Tour; labels: IslamicToursPage['tours'] }) {
  const facts = [
    { label: labels.facts.duration, value: tour.duration, icon: 'calendar' },
    { label: labels.facts.groupSize, value: tour.groupSize, icon: 'users' },
    { label: labels.facts.meals, value: tour.meals, icon: 'check' },
  ]
  return (
    <div className="visa-panel tour-panel">
      <div className="visa-panel__main">
        <Picture className="tour-panel__image" image={responsiveImage(tour.image, { width: 1200, height: 800 })} sizes="(min-width: 1024px) 760px, 100vw" />
        <header className="visa-panel__header">
          <h3 className="visa-panel__title">{tour.title}</h3>
          <p className="visa-panel__subtitle">{tour.subtitle}</p>
          <p className="tour-panel__rating">
            <span className="visually-hidden">{labels.facts.rating}: </span>
            <Stars rating={tour.rating} />
          </p>
        </header>
        <InfoBlock icon="compass" heading={labels.blocks.overview}>
          <p>{tour.description}</p>
        </InfoBlock>
        <InfoBlock icon="star" heading={labels.blocks.highlights}>
          <Checklist items={tour.highlights} />
        </InfoBlock>
        <InfoBlock icon="calendar" heading={labels.blocks.itinerary}>
          <TourItinerary days={tour.itinerary} dayLabel={labels.dayLabel} />
        </InfoBlock>
        <InfoBlock icon="check" heading={labels.blocks.inclusions}>
          <Checklist items={tour.inclusions} />
        </InfoBlock>
      </div>
      <div className="visa-panel__side">
        <PricePanel heading={tour.title} price={tour.price} original={tour.originalPrice} from={false} note={labels.perPerson} facts={facts}>
          <ButtonLink link={labels.comingSoon} className="button--primary button--large" />
          <ButtonLink link={labels.contact} className="button--outline" />
          <p className="tour-panel__note">{labels.bookingNote}</p>
        </PricePanel>
      </div>
    </div>
  )
}
