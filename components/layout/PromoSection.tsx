import type { Navigation, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { useWords } from '../../content/react/use-words'
import { ButtonLink } from '../ui/ButtonLink'

/** The Hajj registration band (Nusuk) above the footer of the pages whose route asks for it (data/routes.yaml `cta`). */
export function PromoSection({ site, promo }: { site: Site; promo: Navigation['promo'] }) {
  const t = useWords()
  return (
    <section className="promo" aria-labelledby="promo-heading">
      <div className="container promo__inner">
        <div className="promo__text">
          <p className="eyebrow">{promo.eyebrow}</p>
          <h2 id="promo-heading">{promo.heading}</h2>
          <p>{promo.text}</p>
          <ul className="promo__links">
            {promo.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  {link.label} <Icon name="arrowRight" size={14} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="promo__actions">
          <ButtonLink link={promo.primary} className="button--gold button--large" />
          <a className="button button--outline-light" href={promo.external.href} target="_blank" rel="noopener noreferrer">
            {promo.external.label} <span className="visually-hidden">{t('newTab')}</span>
          </a>
          <a className="button button--whatsapp" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" /> {promo.whatsappLabel}
          </a>
        </div>
      </div>
    </section>
  )
}
