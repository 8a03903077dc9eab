import { useWords } from '../../content/react/use-words'
import { Icon } from '../../islands/ui/Icon'
import type { ClosedStatus } from '../ui/StatusBadge'

/**
 * The booking buttons of a package, on its /umrah tab and its home page card: a sold-out or
 * departed package shows a disabled button saying so (`closed`) and View Other Packages; one
 * with places shows View Details (- Early Bird Offers while its offer runs) and All Packages.
 * A home card (`quoteHref`) has one button and a text link (issue 38): its page, or for a
 * package without one the quote wizard with that departure chosen, so it never sends both to /umrah.
 */
export function UmrahPackageActions({
  closed,
  earlyBird,
  detailHref,
  quoteHref,
  otherPackagesHref,
  className = 'umrah-actions',
}: {
  closed?: ClosedStatus
  earlyBird: boolean
  detailHref?: string
  /** The quote wizard with this package chosen: given, the card has one button and a text link. */
  quoteHref?: string
  otherPackagesHref: string
  className?: string
}) {
  const t = useWords()
  const secondary = (label: string) =>
    quoteHref ? (
      <a className="text-link" href={otherPackagesHref}>
        {label} <Icon name="arrowRight" size={16} />
      </a>
    ) : (
      <a className="button button--outline" href={otherPackagesHref}>
        {label}
      </a>
    )
  const details = earlyBird ? t('packages.viewDetailsEarlyBird') : t('packages.viewDetails')
  return (
    <div className={className}>
      {closed ? (
        <>
          <button type="button" className="button button--muted" disabled>
            {t(`status.${closed}`)}
          </button>
          {secondary(t('packages.otherPackages'))}
        </>
      ) : (
        <>
          <a className="button button--primary" href={detailHref ?? quoteHref ?? otherPackagesHref}>
            {detailHref || !quoteHref ? details : t('roomQuote.getQuote')}
          </a>
          {secondary(t('packages.allPackages'))}
        </>
      )}
    </div>
  )
}
