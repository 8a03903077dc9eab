import type { UmrahPackage } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'
import { Price } from '../ui/Price'

/** An Umrah package; sold-out packages show a disabled Sold Out button and other packages. */
export function UmrahCard({ pkg, allHref }: { pkg: UmrahPackage; allHref: string }) {
  const detailHref = pkg.detailPage ? `/umrah/${pkg.id}` : allHref
  return (
    <article className={pkg.soldOut ? 'card package-card is-sold-out' : 'card package-card'}>
      <div className="package-card__media">
        <img src={pkg.image} width="640" height="360" alt="" loading="lazy" />
        {pkg.popular && <span className="badge badge--gold">Most Popular</span>}
        {pkg.soldOut && <span className="badge badge--dark">Sold Out</span>}
      </div>
      <div className="package-card__body">
        <h3 className="card__title">{pkg.title}</h3>
        <Price amount={pkg.price} original={pkg.originalPrice} suffix="per person" />
        <dl className="facts">
          <div>
            <dt><Icon name="clock" size={16} /> Duration</dt>
            <dd>{pkg.duration}</dd>
          </div>
          <div>
            <dt><Icon name="calendar" size={16} /> Dates</dt>
            <dd>
              {pkg.departure} – {pkg.return}
            </dd>
          </div>
          <div>
            <dt><Icon name="hotel" size={16} /> Hotels</dt>
            <dd>{pkg.hotel}</dd>
          </div>
          <div>
            <dt><Icon name="users" size={16} /> Group</dt>
            <dd>{pkg.group}</dd>
          </div>
        </dl>
        <ul className="checklist">
          {pkg.features.map((f) => (
            <li key={f}>
              <Icon name="check" size={16} /> {f}
            </li>
          ))}
        </ul>
        <div className="package-card__actions">
          {pkg.soldOut ? (
            <>
              <button type="button" className="button button--muted" disabled>
                Sold Out
              </button>
              <a className="button button--outline" href={allHref}>
                View Other Packages
              </a>
            </>
          ) : (
            <>
              <a className="button button--primary" href={detailHref}>
                View Details - Early Bird Offers
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
