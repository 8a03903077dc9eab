// The page of one Umrah package above its promo video: the part the editor's preview draws too
// (admin/previews.tsx), which has no islands.
import { UmrahDetailSidebar } from '../../../components/umrah/UmrahDetailSidebar'
import type { TrustFacts } from '../../../content/server/facts/trust'
import { TrustStrip } from '../../../components/layout/TrustStrip'
import { UmrahHero } from '../../../components/umrah/UmrahHero'
import { UmrahHotelCard } from '../../../components/umrah/UmrahHotelCard'
import { UmrahItinerary } from '../../../components/umrah/UmrahItinerary'
import { Checklist } from '../../../components/ui/Checklist'
import { Icon } from '../../../islands/ui/Icon'
import { packageBadge, StatusBadge } from '../../../components/ui/StatusBadge'
import { Stars } from '../../../components/ui/Stars'
import { useWords } from '../../../content/react/use-words'
import { useLocalHref } from '../../../content/react/local-href-context'
import { packageQuoteHref } from '../../../content/server/routes/quote-href'
import type { UmrahDetailData } from './+data'

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

/** The page's data; the editor's preview (admin/previews.tsx) draws the package without the trust strip. */
type UmrahDetailProps = Omit<UmrahDetailData, 'meta' | 'trust'> & { trust?: TrustFacts }

export function UmrahPackageDetail({ pkg, dates, closed, brochureHref, text, trust }: UmrahDetailProps) {
  const t = useWords()
  const localHref = useLocalHref()
  const { headings } = text
  return (
    <>
      {trust && <TrustStrip facts={trust} />}
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
      <div className="container split split--aside umrah-detail">
        {/* First in the page, so a phone shows the price and booking before the long read; beside it on wide screens. */}
        <UmrahDetailSidebar
          title={pkg.title}
          price={pkg.price}
          originalPrice={pkg.originalPrice}
          roomPrices={pkg.roomPrices}
          priceNote={text.priceNote}
          facts={[
            { label: t('facts.dates'), value: dates, icon: 'calendar' },
            { label: t('facts.duration'), value: pkg.duration, icon: 'clock' },
            { label: t('facts.flights'), value: pkg.airline, icon: 'plane' },
            { label: t('facts.group'), value: pkg.group, icon: 'users' },
          ]}
          closed={closed}
          bookLink={text.bookLink}
          otherPackagesHref={text.otherPackagesLink}
          contactLink={text.contactLink}
          brochureHref={brochureHref}
          quoteHref={closed ? undefined : packageQuoteHref(pkg.id, localHref)}
        />
        <div className="umrah-detail__main">
          <Part id="overview" heading={headings.overview}>
            <p className="umrah-detail__lead">{pkg.description}</p>
            <dl className="umrah-detail__facts">
              <div>
                <dt>{t('facts.hotels')}</dt>
                <dd>{pkg.hotel}</dd>
              </div>
              <div>
                <dt>{t('facts.stay')}</dt>
                <dd>{pkg.accommodation}</dd>
              </div>
              <div>
                <dt>{t('facts.guidedTour')}</dt>
                <dd>{pkg.guidedTour}</dd>
              </div>
              <div>
                <dt>{t('facts.flights')}</dt>
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
          <div className="pair umrah-detail__split">
            <Part id="included" heading={headings.inclusions}>
              <Checklist items={pkg.inclusions} />
            </Part>
            <Part id="not-included" heading={headings.exclusions}>
              <Checklist items={pkg.exclusions} crossed />
            </Part>
          </div>
          <Part id="hotels" heading={headings.hotels}>
            <div className="pair umrah-detail__hotels">
              <UmrahHotelCard city={headings.makkahHotel} hotel={pkg.hotels.makkah} />
              <UmrahHotelCard city={headings.madinahHotel} hotel={pkg.hotels.madinah} />
            </div>
          </Part>
        </div>
      </div>
    </>
  )
}
