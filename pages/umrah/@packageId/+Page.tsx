import { Island } from '../../../components/Island'
import { UmrahDetailSidebar } from '../../../components/umrah/UmrahDetailSidebar'
import { UmrahHero } from '../../../components/umrah/UmrahHero'
import { UmrahHotelCard } from '../../../components/umrah/UmrahHotelCard'
import { UmrahItinerary } from '../../../components/umrah/UmrahItinerary'
import { Checklist } from '../../../components/ui/Checklist'
import { Icon } from '../../../islands/ui/Icon'
import { packageBadge, StatusBadge } from '../../../components/ui/StatusBadge'
import { Stars } from '../../../components/ui/Stars'
import { words } from '../../../content/words'
import UmrahPromoVideo from '../../../islands/UmrahPromoVideo'
import type { UmrahDetailData } from './+data'
import './umrah-detail.css'
import { pageHref } from '../../../content/href'

function Part({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section id={id} className="umrah-detail__part" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="umrah-detail__heading">
        {heading}
      </h2>
      {children}
    </section>
  )
}

export default function Page({ data: { pkg, dates, closed, brochureHref, text } }: { data: UmrahDetailData }) {
  const { headings, promoVideo } = text
  return (
    <>
      <UmrahHero eyebrow={text.eyebrow} heading={pkg.title} text={pkg.subtitle} image={pkg.image}>
        <ul className="umrah-detail__quick">
          <li>
            <Icon name="calendar" size={18} /> {dates}
          </li>
          <li>
            <Icon name="clock" size={18} /> {pkg.duration}
          </li>
          <li>
            <Icon name="plane" size={18} /> {pkg.airline}
          </li>
          <li>
            <Stars rating={pkg.rating} />
          </li>
          <StatusBadge status={packageBadge(closed, pkg.popular)} look="flag" as="li" />
        </ul>
      </UmrahHero>
      <div className="container umrah-detail">
        {/* First in the page, so a phone shows the price and booking before the long read; beside it on wide screens. */}
        <UmrahDetailSidebar
          title={pkg.title}
          price={pkg.price}
          originalPrice={pkg.originalPrice}
          priceNote={text.priceNote}
          facts={[
            { label: words.facts.dates, value: dates, icon: 'calendar' },
            { label: words.facts.duration, value: pkg.duration, icon: 'clock' },
            { label: words.facts.flights, value: pkg.airline, icon: 'plane' },
            { label: words.facts.group, value: pkg.group, icon: 'users' },
          ]}
          closed={closed}
          bookLink={text.bookLink}
          otherPackagesHref={text.otherPackagesLink}
          contactLink={text.contactLink}
          brochureHref={brochureHref}
        />
        <div className="umrah-detail__main">
          <Part id="overview" heading={headings.overview}>
            <p className="umrah-detail__lead">{pkg.description}</p>
            <dl className="umrah-detail__facts">
              <div>
                <dt>{words.facts.hotels}</dt>
                <dd>{pkg.hotel}</dd>
              </div>
              <div>
                <dt>{words.facts.stay}</dt>
                <dd>{pkg.accommodation}</dd>
              </div>
              <div>
                <dt>{words.facts.guidedTour}</dt>
                <dd>{pkg.guidedTour}</dd>
              </div>
              <div>
                <dt>{words.facts.flights}</dt>
                <dd>{pkg.airline}</dd>
              </div>
            </dl>
          </Part>
          <Part id="highlights" heading={headings.highlights}>
            <div className="umrah-detail__highlights">
              <Checklist items={pkg.highlights} />
            </div>
          </Part>
          <Part id="itinerary" heading={headings.itinerary}>
            <UmrahItinerary days={pkg.itinerary} />
          </Part>
          <div className="umrah-detail__split">
            <Part id="included" heading={headings.inclusions}>
              <Checklist items={pkg.inclusions} />
            </Part>
            <Part id="not-included" heading={headings.exclusions}>
              <ul className="umrah-detail__excluded">
                {pkg.exclusions.map((item) => (
                  <li key={item}>
                    <Icon name="close" size={16} /> {item}
                  </li>
                ))}
              </ul>
            </Part>
          </div>
          <Part id="hotels" heading={headings.hotels}>
            <div className="umrah-detail__hotels">
              <UmrahHotelCard city={headings.makkahHotel} hotel={pkg.hotels.makkah} />
              <UmrahHotelCard city={headings.madinahHotel} hotel={pkg.hotels.madinah} />
            </div>
          </Part>
        </div>
      </div>
      <section className="section section--tint umrah-promo" aria-labelledby="umrah-promo-heading">
        <div className="container umrah-promo__grid">
          <div>
            <p className="eyebrow">{promoVideo.eyebrow}</p>
            <h2 id="umrah-promo-heading">{promoVideo.heading}</h2>
            <p>{promoVideo.text}</p>
            {promoVideo.link.href !== pageHref(`/umrah/${pkg.id}`) && (
              <a className="text-link" href={promoVideo.link.href}>
                {promoVideo.link.label} <Icon name="arrowRight" size={16} />
              </a>
            )}
          </div>
          <Island
            name="UmrahPromoVideo"
            component={UmrahPromoVideo}
            hydrate="interaction"
            props={{ youtubeId: promoVideo.youtubeId, title: promoVideo.title, poster: promoVideo.poster, duration: promoVideo.duration }}
          />
        </div>
      </section>
    </>
  )
}
