import { PhoneLink } from '../ui/PhoneLink'
import { leadsSomewhere } from '../../content/browser/sample-values'
import type { ShownHajjPackage, ShownHajjSeason } from '../../content/server/hajj/season'
import type { HajjPage, Link, Phone } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'
import { RoomPriceTable } from '../ui/RoomPriceTable'
import { useFromRoom } from '../ui/use-from-room'
import { NewTabLink } from '../ui/NewTabLink'
import { StatusBadge } from '../ui/StatusBadge'
import { ButtonLink } from '../ui/ButtonLink'
import { useLocalHref } from '../../content/react/local-href-context'
import { packageQuoteHref } from '../../content/server/routes/quote-href'

/**
 * The price panel of a package's page: price, early bird (while it lasts), dates and the ways to
 * book (while registration is open) or ask. Once the package has left: marked departed, with an
 * invitation to register interest in new dates instead of registration.
 */
export function PackageSidebar({
  pkg,
  season,
  text,
  phone,
  newDates,
}: {
  pkg: ShownHajjPackage
  season: ShownHajjSeason
  text: HajjPage['detail']['sidebar']
  phone: Phone
  newDates: Link
}) {
  const room = useFromRoom(pkg)
  const localHref = useLocalHref()
  return (
    <aside className="card hajj-sidebar" aria-labelledby="hajj-sidebar-price">
      {/* In the panel's flow, above the price: on its corner it lay over a long price line (Bengali). */}
      <StatusBadge status={pkg.departed ? 'departed' : undefined} place="inline" as="p" />
      <p id="hajj-sidebar-price" className="hajj-sidebar__price">
        <Price amount={pkg.price} original={pkg.originalPrice} from suffix={text.perPerson} room={room} />
      </p>
      {season.earlyBirdText && (
        <p className="hajj-sidebar__early">
          <Icon name="tag" size={18} />
          <span>
            {text.earlyBirdLabel} <strong>{season.earlyBirdText}</strong>
          </span>
        </p>
      )}
      <dl className="hajj-sidebar__dates">
        <div>
          <dt>
            <Icon name="calendar" size={16} /> {text.hajjDatesLabel}
          </dt>
          <dd>{season.hajjDates}</dd>
        </div>
        <div>
          <dt>
            <Icon name="plane" size={16} /> {text.travelDatesLabel}
          </dt>
          <dd>{pkg.travelDates}</dd>
        </div>
      </dl>
      <div className="hajj-sidebar__actions">
        {season.registrationOpen && !pkg.departed ? (
          <ButtonLink link={text.register} className="button--primary button--large" />
        ) : (
          <ButtonLink link={newDates} className="button--primary button--large" />
        )}
        {leadsSomewhere(season.brochureUrl) && (
          <NewTabLink href={season.brochureUrl} className="button button--outline">
            {text.brochureLabel}
          </NewTabLink>
        )}
        <ButtonLink link={text.contact} className="button--outline" />
      </div>
      {/* Below the buttons, so booking stays on the first screen of a laptop. */}
      <RoomPriceTable pkg={pkg} quoteHref={season.registrationOpen && !pkg.departed ? packageQuoteHref(pkg.id, localHref) : undefined} />
      <p className="hajj-sidebar__call">
        {text.callLabel} <PhoneLink phone={phone} icon={16} />
      </p>
    </aside>
  )
}
