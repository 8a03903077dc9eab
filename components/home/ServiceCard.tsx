import { useWords } from '../../content/react/use-words'
import type { ShownServiceCard as ServiceCardData } from '../../content/server/page-data/home'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'

export function ServiceCard({ service }: { service: ServiceCardData }) {
  const t = useWords()
  return (
    <article className="card service-card">
      <span className="icon-tile service-card__icon">
        <Icon name={service.icon} size={28} />
      </span>
      <h3 className="card__title">{service.title}</h3>
      <p>{service.description}</p>
      <Checklist items={service.features} />
      <div className="card__footer">
        {service.price === undefined ? <span className="price">{t('price.newDatesSoon')}</span> : <Price amount={service.price} from />}
        <a className="text-link" href={service.link}>
          {t('home.explore')} <span className="visually-hidden">{service.title}</span>
          <Icon name="arrowRight" size={16} />
        </a>
      </div>
    </article>
  )
}
