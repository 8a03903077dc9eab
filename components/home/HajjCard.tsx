import type { HajjPackage } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'
import { Price } from '../ui/Price'
import { Stars } from '../ui/Stars'

export function HajjCard({ pkg }: { pkg: HajjPackage }) {
  return (
    <article className="card package-card">
      <div className="package-card__media">
        <img src={pkg.image} width="640" height="360" alt="" loading="lazy" />
        <span className="badge badge--green">{pkg.camp}</span>
        {pkg.popular && <span className="badge badge--gold badge--right">Popular</span>}
      </div>
      <div className="package-card__body">
        <p className="package-card__code">
          {pkg.id} · {pkg.type === 'shifting' ? 'Shifting' : 'Non-shifting'}
        </p>
        <h3 className="card__title">{pkg.title}</h3>
        <p className="package-card__subtitle">{pkg.subtitle}</p>
        <Stars rating={pkg.rating} />
        <Price amount={pkg.price} original={pkg.originalPrice} from suffix="per person" />
        <dl className="facts">
          <div>
            <dt><Icon name="clock" size={16} /> Duration</dt>
            <dd>{pkg.duration}</dd>
          </div>
          <div>
            <dt><Icon name="calendar" size={16} /> Departure</dt>
            <dd>{pkg.departure}</dd>
          </div>
          <div>
            <dt><Icon name="pin" size={16} /> Distance</dt>
            <dd>{pkg.distance}</dd>
          </div>
        </dl>
        <ul className="checklist">
          {pkg.features.slice(0, 4).map((f) => (
            <li key={f}>
              <Icon name="check" size={16} /> {f}
            </li>
          ))}
        </ul>
        <div className="package-card__actions">
          <a className="button button--primary" href={`/hajj/${pkg.id}`}>
            View Details <span className="visually-hidden">of {pkg.title}</span>
          </a>
        </div>
      </div>
    </article>
  )
}
