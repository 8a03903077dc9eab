import { DetailSection } from '../../../components/hajj/DetailSection'
import { PackageItinerary } from '../../../components/hajj/PackageItinerary'
import { PackageSidebar } from '../../../components/hajj/PackageSidebar'
import { CampCard, HotelCard } from '../../../components/hajj/PackageStay'
import { Checklist } from '../../../components/ui/Checklist'
import { Icon } from '../../../islands/ui/Icon'
import { Picture } from '../../../islands/ui/Picture'
import { responsiveImage } from '../../../components/ui/responsive-image'
import { Stars } from '../../../components/ui/Stars'
import type { HajjPackagePageData } from './+data'
import type { TrustFacts } from '../../../content/server/facts/trust'
import { TrustStrip } from '../../../components/layout/TrustStrip'
import './package.css'

/** The page of one Hajj package; the editor's preview draws it too (admin/previews.tsx), with no meta and no trust strip. */
export default function Page({ data }: { data: Omit<HajjPackagePageData, 'meta' | 'trust'> & { trust?: TrustFacts } }) {
  const { pkg, type, text, allPackages } = data
  const hotels = (['aziziyah', 'makkah', 'madinah'] as const).flatMap((where) => {
    const hotel = pkg.hotels[where]
    return hotel ? [{ where, hotel }] : []
  })
  return (
    <>
      {data.trust && <TrustStrip facts={data.trust} />}
      <header className="hajj-package-hero">
        <Picture className="page-hero__image" image={responsiveImage(pkg.image, { width: 1600, height: 900 })} priority />
        <div className="container hajj-package-hero__content">
          <p className="hajj-package-hero__code">
            {pkg.id} · {type.label} · {pkg.camp}
          </p>
          <h1 className="hajj-package-hero__title">{pkg.title}</h1>
          <p className="hajj-package-hero__subtitle">{pkg.subtitle}</p>
          <ul className="hajj-package-hero__facts">
            <li>
              <Stars rating={pkg.rating} />
            </li>
            <li>
              <Icon name="clock" size={18} /> {pkg.duration}
            </li>
            <li>
              <Icon name="plane" size={18} /> {pkg.departureText}
            </li>
            <li>
              <Icon name="pin" size={18} /> {pkg.distance}
            </li>
          </ul>
        </div>
      </header>
      <div className="container split split--aside hajj-package">
        <PackageSidebar pkg={pkg} season={data.season} text={text.sidebar} phone={data.hajjPhone} newDates={data.newDates} />
        <div className="hajj-package__main">
          <DetailSection id="overview" heading={text.overviewHeading}>
            <p className="hajj-package__overview">{pkg.overview}</p>
            <p className="hajj-package__type">
              <strong>{type.label}:</strong> {type.description}
            </p>
          </DetailSection>
          <DetailSection id="highlights" heading={text.highlightsHeading}>
            <Checklist items={pkg.features} />
          </DetailSection>
          <DetailSection id="itinerary" heading={text.itineraryHeading} text={text.itineraryText}>
            <PackageItinerary before={pkg.itinerary.beforeHajj} hajjDays={type.hajjDays} after={pkg.itinerary.afterHajj} hajjDaysLabel={text.hajjDaysLabel} />
          </DetailSection>
          <div className="pair hajj-package__lists">
            <DetailSection id="included" heading={text.includedHeading}>
              <Checklist items={[...allPackages.inclusions, ...pkg.inclusions]} />
            </DetailSection>
            <DetailSection id="not-included" heading={text.excludedHeading}>
              <Checklist items={[...allPackages.exclusions, ...(pkg.exclusions ?? [])]} crossed />
            </DetailSection>
          </div>
          <DetailSection id="hotels" heading={text.hotelsHeading} text={text.hotelsText}>
            <div className="hajj-stays">
              {hotels.map(({ where, hotel }) => (
                <HotelCard key={where} label={text.hotelLabels[where]} hotel={hotel} />
              ))}
              <CampCard label={text.hotelLabels.minaCamp} camp={pkg.minaCamp} />
            </div>
          </DetailSection>
          <p className="hajj-package__back">
            <a className="text-link" href={text.back.href}>
              <Icon name="chevronLeft" size={16} /> {text.back.label}
            </a>
          </p>
        </div>
      </div>
    </>
  )
}
