import './cards.css'
import type { ShownHajjPackage } from '../../content/hajj'
import { Checklist } from '../ui/Checklist'
import { Facts } from '../ui/Facts'
import { Price } from '../ui/Price'
import { Stars } from '../ui/Stars'
import { pageHref } from '../../content/href'

/** A Hajj package; once its group has left, it is marked departed (its page stays as the record). */
export function HajjCard({ pkg, departedLabel }: { pkg: ShownHajjPackage; departedLabel: string }) {
  return (
    <article className={pkg.departed ? 'card package-card is-sold-out' : 'card package-card'}>
      <div className="package-card__media">
        <img src={pkg.image} width="640" height="360" alt="" loading="lazy" />
        <span className="badge badge--green">{pkg.camp}</span>
        {pkg.popular && <span className="badge badge--gold badge--right">Popular</span>}
        {pkg.departed && <span className="badge badge--dark badge--right">{departedLabel}</span>}
      </div>
      <div className="package-card__body">
        <p className="package-card__code">
          {pkg.id} · {pkg.type === 'shifting' ? 'Shifting' : 'Non-shifting'}
        </p>
        <h3 className="card__title">{pkg.title}</h3>
        <p className="package-card__subtitle">{pkg.subtitle}</p>
        <Stars rating={pkg.rating} />
        <Price amount={pkg.price} original={pkg.originalPrice} from suffix="per person" />
        <Facts
          facts={[
            { label: 'Duration', value: pkg.duration, icon: 'clock' },
            { label: 'Departure', value: pkg.departureText, icon: 'calendar' },
            { label: 'Distance', value: pkg.distance, icon: 'pin' },
          ]}
        />
        <Checklist items={pkg.features.slice(0, 4)} />
        <div className="package-card__actions">
          <a className="button button--primary" href={pageHref(`/hajj/${pkg.id}`)}>
            View Details <span className="visually-hidden">of {pkg.title}</span>
          </a>
        </div>
      </div>
    </article>
  )
}
