import { useWords } from '../../content/react/use-words'
import { Checklist } from '../ui/Checklist'
import { Facts, type Fact } from '../ui/Facts'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'
import { packageBadge, StatusBadge, type ClosedStatus } from '../ui/StatusBadge'
import { Stars } from '../ui/Stars'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'
import { UmrahPackageActions } from './UmrahPackageActions'

/** What a tab of /umrah shows about a package (server-rendered in its tab panel). */
export interface UmrahSummary {
  id: string
  title: string
  subtitle?: string
  image: string
  price: number
  originalPrice?: number
  rating?: number
  /** Set when the package cannot be booked (sold out or departed): no booking links. */
  closed?: ClosedStatus
  /** The early-bird offer still runs (the struck-through price shows). */
  earlyBird: boolean
  popular: boolean
  facts: Fact[]
  points: string[]
  detailHref?: string
  brochureHref?: string
}

/** A package in full width: picture, price, facts, highlights, booking buttons, details and brochure. */
export function UmrahPackageSummary({ pkg, otherPackagesHref }: { pkg: UmrahSummary; otherPackagesHref: string }) {
  const t = useWords()
  const closed = pkg.closed !== undefined
  return (
    <article className={closed ? 'umrah-summary is-sold-out' : 'umrah-summary'}>
      <div className="umrah-summary__media">
        <Picture image={responsiveImage(pkg.image, { width: 1600, height: 900 })} sizes="(min-width: 1024px) 560px, 100vw" />
        <StatusBadge status={packageBadge(pkg.closed, pkg.popular)} />
      </div>
      <div className="umrah-summary__info">
        <h3 className="umrah-summary__title">{pkg.title}</h3>
        {pkg.subtitle && <p className="umrah-summary__subtitle">{pkg.subtitle}</p>}
        {pkg.rating !== undefined && <Stars rating={pkg.rating} />}
        <Price amount={pkg.price} original={pkg.originalPrice} suffix={t('price.perPerson')} className="umrah-summary__price" />
        <Facts facts={pkg.facts} />
      </div>
      <div className="umrah-summary__points">
        <Checklist items={pkg.points} />
      </div>
      <div className="umrah-summary__actions">
        <UmrahPackageActions closed={pkg.closed} earlyBird={pkg.earlyBird} detailHref={pkg.detailHref} otherPackagesHref={otherPackagesHref} />
        {(pkg.brochureHref || (closed && pkg.detailHref)) && (
          <p className="umrah-summary__links">
            {closed && pkg.detailHref && (
              <a className="text-link" href={pkg.detailHref}>
                {t('packages.packageDetails')}
                <span className="visually-hidden">: {pkg.title}</span> <Icon name="arrowRight" size={16} />
              </a>
            )}
            {pkg.brochureHref && (
              <a className="text-link" href={pkg.brochureHref} download>
                {t('packages.brochureLink')}
                <span className="visually-hidden">: {pkg.title}</span>
              </a>
            )}
          </p>
        )}
      </div>
    </article>
  )
}
