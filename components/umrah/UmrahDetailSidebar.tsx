import { useWords } from '../../content/react/use-words'
import type { Link, RoomPrices } from '../../schemas/types.generated'
import { Facts, type Fact } from '../ui/Facts'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'
import { RoomPriceTable } from '../ui/RoomPriceTable'
import { useFromRoom } from '../ui/use-from-room'
import { StatusBadge, type ClosedStatus } from '../ui/StatusBadge'
import { ButtonLink } from '../ui/ButtonLink'

/**
 * The booking panel of a package page: price with the old price struck through (and by room where
 * the package is priced by room), key facts, then
 * Book (or, when sold out or departed, a disabled button saying so and View Other Packages),
 * Contact Us and the brochure.
 */
export function UmrahDetailSidebar({
  title,
  price,
  originalPrice,
  roomPrices,
  priceNote,
  facts,
  closed,
  bookLink,
  otherPackagesHref,
  contactLink,
  brochureHref,
  quoteHref,
}: {
  title: string
  price: number
  originalPrice?: number
  /** The other rooms' prices per person (price is the quad room's): a table of them under the price. */
  roomPrices?: RoomPrices
  priceNote: string
  facts: Fact[]
  /** Set when the package cannot be booked: sold out or departed. */
  closed?: ClosedStatus
  bookLink: Link
  otherPackagesHref: string
  contactLink: Link
  brochureHref?: string
  /** The quote wizard with this package chosen, while it can be booked: each room of the table links to a quote for it. */
  quoteHref?: string
}) {
  const t = useWords()
  const room = useFromRoom({ price, roomPrices })
  return (
    <aside className="umrah-sidebar" aria-labelledby="umrah-sidebar-heading">
      <div className="panel panel--raised umrah-sidebar__panel">
        <h2 id="umrah-sidebar-heading" className="visually-hidden">
          {t('packages.priceAndBooking', { title })}
        </h2>
        <StatusBadge status={closed} look="pill" as="p" />
        <Price amount={price} original={originalPrice} from={room !== undefined} suffix={priceNote} room={room} className="umrah-sidebar__price" />
        <Facts facts={facts} />
        <div className="umrah-sidebar__actions">
          {closed ? (
            <>
              <button type="button" className="button button--muted" disabled>
                {t(`status.${closed}`)}
              </button>
              <a className="button button--primary" href={otherPackagesHref}>
                {t('packages.otherPackages')}
              </a>
            </>
          ) : (
            <ButtonLink link={bookLink} className="button--primary button--large" />
          )}
          <a className="button button--outline" href={contactLink.href}>
            <Icon name="phone" size={18} /> {contactLink.label}
          </a>
          {brochureHref && (
            <a className="button button--outline" href={brochureHref} download>
              <Icon name="arrowRight" size={18} className="umrah-sidebar__download" /> {t('packages.downloadBrochure')}
            </a>
          )}
        </div>
        {/* Below the buttons, so booking stays on the first screen of a laptop. */}
        <RoomPriceTable pkg={{ price, roomPrices }} quoteHref={quoteHref} />
      </div>
    </aside>
  )
}
