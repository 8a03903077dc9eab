import './cards.css'
import type { ShownUmrahPackage } from '../../content/umrah'
import { Checklist } from '../ui/Checklist'
import { Facts } from '../ui/Facts'
import { Price } from '../ui/Price'
import { pageHref } from '../../content/href'

/** An Umrah package; sold-out or departed packages show a disabled button saying so and other packages. */
export function UmrahCard({ pkg, closedLabel, allHref }: { pkg: ShownUmrahPackage; closedLabel: string; allHref: string }) {
  const detailHref = pkg.detailPage ? pageHref(`/umrah/${pkg.id}`) : allHref
  return (
    <article className={pkg.soldOut ? 'card package-card is-sold-out' : 'card package-card'}>
      <div className="package-card__media">
        <img src={pkg.image} width="640" height="360" alt="" loading="lazy" />
        {pkg.popular && <span className="badge badge--gold">Most Popular</span>}
        {pkg.soldOut && <span className="badge badge--dark">{closedLabel}</span>}
      </div>
      <div className="package-card__body">
        <h3 className="card__title">{pkg.title}</h3>
        <Price amount={pkg.price} original={pkg.originalPrice} suffix="per person" />
        <Facts
          facts={[
            { label: 'Duration', value: pkg.duration, icon: 'clock' },
            { label: 'Dates', value: pkg.dates, icon: 'calendar' },
            { label: 'Hotels', value: pkg.hotel, icon: 'hotel' },
            { label: 'Group', value: pkg.group, icon: 'users' },
          ]}
        />
        <Checklist items={pkg.features} />
        <div className="package-card__actions">
          {pkg.soldOut ? (
            <>
              <button type="button" className="button button--muted" disabled>
                {closedLabel}
              </button>
              <a className="button button--outline" href={allHref}>
                View Other Packages
              </a>
            </>
          ) : (
            <>
              <a className="button button--primary" href={detailHref}>
                {pkg.earlyBird ? 'View Details - Early Bird Offers' : 'View Details'}
              </a>
              <a className="button button--outline" href={allHref}>
                All Packages
              </a>
            </>
          )}
        </div>
      </div>
    </article>
  )
}
