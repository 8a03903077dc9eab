import './cards.css'
import { useWords } from '../../content/react/use-words'
import type { ShownHajjPackage } from '../../content/server/hajj/season'
import { Checklist } from '../ui/Checklist'
import { Facts } from '../ui/Facts'
import { Price } from '../ui/Price'
import { useFromRoom } from '../ui/use-from-room'
import { HajjCardMedia } from '../hajj/HajjCardMedia'
import { Stars } from '../ui/Stars'
import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'

/**
 * A Hajj package, with its type's name (Shifting, Non-shifting: data/hajj.yaml `types`); once
 * its group has left, it is marked departed (its page stays as the record).
 */
export function HajjCard({ pkg, typeLabel }: { pkg: ShownHajjPackage; typeLabel: string }) {
  const t = useWords()
  const localHref = useLocalHref()
  const room = useFromRoom(pkg)
  return (
    <article className={pkg.departed ? 'card package-card is-sold-out' : 'card package-card'}>
      <HajjCardMedia className="package-card__media" pkg={pkg} label={pkg.camp} />
      <div className="package-card__body">
        <p className="package-card__code">
          {pkg.id} · {typeLabel}
        </p>
        <h3 className="card__title">{pkg.title}</h3>
        <p className="package-card__subtitle">{pkg.subtitle}</p>
        <Stars rating={pkg.rating} />
        <Price amount={pkg.price} original={pkg.originalPrice} from suffix={t('price.perPerson')} room={room} />
        <Facts
          facts={[
            { label: t('facts.duration'), value: pkg.duration, icon: 'clock' },
            { label: t('facts.departure'), value: pkg.departureText, icon: 'calendar' },
            { label: t('facts.distance'), value: pkg.distance, icon: 'pin' },
          ]}
        />
        <Checklist items={pkg.features.slice(0, 4)} />
        <div className="package-card__actions">
          <a className="button button--primary" href={localHref(pageHref(`/hajj/${pkg.id}`))}>
            {t('packages.viewDetails')} <span className="visually-hidden">{t('packages.detailsOf', { title: pkg.title })}</span>
          </a>
        </div>
      </div>
    </article>
  )
}
