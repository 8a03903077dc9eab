import './cards.css'
import { useWords } from '../../content/react/use-words'
import type { ShownUmrahPackage } from '../../content/server/umrah'
import { UmrahPackageActions } from '../umrah/UmrahPackageActions'
import { Checklist } from '../ui/Checklist'
import { Facts } from '../ui/Facts'
import { Price } from '../ui/Price'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'
import { useFromRoom } from '../ui/use-from-room'
import { packageBadge, StatusBadge } from '../ui/StatusBadge'
import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'
import { packageQuoteHref } from '../../content/server/routes/quote-href'

/** An Umrah package; sold-out or departed packages show a disabled button saying so and other packages. */
export function UmrahCard({ pkg, allHref }: { pkg: ShownUmrahPackage; allHref: string }) {
  const t = useWords()
  const localHref = useLocalHref()
  const closed = pkg.status === 'open' ? undefined : pkg.status
  const room = useFromRoom(pkg)
  return (
    <article className={pkg.soldOut ? 'card package-card is-sold-out' : 'card package-card'}>
      <div className="package-card__media">
        <Picture image={responsiveImage(pkg.image, { width: 640, height: 360 })} sizes={CARD_SIZES.threeARow} />
        <StatusBadge status={packageBadge(closed, pkg.popular)} />
      </div>
      <div className="package-card__body">
        <h3 className="card__title">{pkg.title}</h3>
        <Price amount={pkg.price} original={pkg.originalPrice} from={room !== undefined} suffix={t('price.perPerson')} room={room} />
        <Facts
          facts={[
            { label: t('facts.duration'), value: pkg.duration, icon: 'clock' },
            { label: t('facts.dates'), value: pkg.dates, icon: 'calendar' },
            { label: t('facts.hotels'), value: pkg.hotel, icon: 'hotel' },
            { label: t('facts.group'), value: pkg.group, icon: 'users' },
          ]}
        />
        <Checklist items={pkg.features} />
        <UmrahPackageActions
          className="package-card__actions"
          closed={closed}
          earlyBird={pkg.earlyBird}
          detailHref={pkg.detailPage ? localHref(pageHref(`/umrah/${pkg.id}`)) : undefined}
          quoteHref={packageQuoteHref(pkg.id, localHref)}
          otherPackagesHref={allHref}
        />
      </div>
    </article>
  )
}
