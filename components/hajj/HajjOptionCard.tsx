import { useWords } from '../../content/react/use-words'
import type { ShownHajjPackage } from '../../content/server/hajj/season'
import type { Link } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'
import { useFromRoom } from '../ui/use-from-room'
import { HajjCardMedia } from './HajjCardMedia'
import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'

/**
 * A package in brief (picture, name, price, length, highlights) with its page, and optionally
 * registration while it can be booked; a departed package says so and offers no registration.
 */
export function HajjOptionCard({
  pkg,
  detailsLabel,
  register,
  headingLevel = 3,
}: {
  pkg: Pick<ShownHajjPackage, 'id' | 'image' | 'popular' | 'departed' | 'title' | 'price' | 'originalPrice' | 'roomPrices' | 'duration' | 'features'>
  detailsLabel: string
  register?: Link
  headingLevel?: 3 | 4
}) {
  const t = useWords()
  const localHref = useLocalHref()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const room = useFromRoom(pkg)
  return (
    <article className={pkg.departed ? 'card hajj-option is-sold-out' : 'card hajj-option'}>
      <HajjCardMedia className="hajj-option__media" pkg={pkg} label={pkg.id} />
      <div className="hajj-option__body">
        <Heading className="card__title hajj-option__title">{pkg.title}</Heading>
        <Price amount={pkg.price} original={pkg.originalPrice} from suffix={t('price.perPerson')} room={room} />
        <p className="hajj-option__duration">
          <Icon name="clock" size={16} /> {pkg.duration}
        </p>
        <Checklist items={pkg.features.slice(0, 3)} />
        <div className="hajj-option__actions">
          <a className="button button--primary" href={localHref(pageHref(`/hajj/${pkg.id}`))}>
            {detailsLabel} <span className="visually-hidden">{t('packages.detailsOf', { title: pkg.title })}</span>
          </a>
          {register && !pkg.departed && (
            <a className="button button--outline" href={register.href}>
              {register.label} <span className="visually-hidden">{t('packages.registerIn', { title: pkg.title })}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  )
}
