import { useWords } from '../../content/use-words'
import type { Link } from '../../schemas/types.generated'
import { Facts, type Fact } from '../ui/Facts'
import { Icon } from '../../islands/ui/Icon'
import { Price } from '../ui/Price'
import { StatusBadge, type ClosedStatus } from '../ui/StatusBadge'
import { ButtonLink } from '../ui/ButtonLink'

/**
 * The booking panel of a package page: price with the old price struck through, key facts, then
 * Book (or, when sold out or departed, a disabled button saying so and View Other Packages),
 * Contact Us and the brochure.
 */
export function UmrahDetailSidebar({
  title,
  price,
  originalPrice,
  priceNote,
  facts,
  closed,
  bookLink,
  otherPackagesHref,
  contactLink,
  brochureHref,
}: {
  title: string
  price: number
  originalPrice?: number
  priceNote: string
  facts: Fact[]
  /** Set when the package cannot be booked: sold out or departed. */
  closed?: ClosedStatus
  bookLink: Link
  otherPackagesHref: string
  contactLink: Link
  brochureHref?: string
}) {
  const t = useWords()
  return (
    <aside className="umrah-sidebar" aria-labelledby="umrah-sidebar-heading">
      <div className="panel panel--raised umrah-sidebar__panel">
        <h2 id="umrah-sidebar-heading" className="visually-hidden">
          {t('packages.priceAndBooking', { title })}
        </h2>
        <StatusBadge status={closed} look="pill" as="p" />
        <Price amount={price} original={originalPrice} suffix={priceNote} className="umrah-sidebar__price" />
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
      </div>
    </aside>
  )
}
