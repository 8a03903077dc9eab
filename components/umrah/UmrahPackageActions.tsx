import { useWords } from '../../content/use-words'
import type { ClosedStatus } from '../ui/StatusBadge'

/**
 * The booking buttons of a package, on its /umrah tab and its home page card: a sold-out or
 * departed package shows a disabled button saying so (`closed`) and View Other Packages; one
 * with places shows View Details (- Early Bird Offers while its offer runs) and All Packages.
 */
export function UmrahPackageActions({
  closed,
  earlyBird,
  detailHref,
  otherPackagesHref,
  className = 'umrah-actions',
}: {
  closed?: ClosedStatus
  earlyBird: boolean
  detailHref?: string
  otherPackagesHref: string
  className?: string
}) {
  const t = useWords()
  return (
    <div className={className}>
      {closed ? (
        <>
          <button type="button" className="button button--muted" disabled>
            {t(`status.${closed}`)}
          </button>
          <a className="button button--outline" href={otherPackagesHref}>
            {t('packages.otherPackages')}
          </a>
        </>
      ) : (
        <>
          <a className="button button--primary" href={detailHref ?? otherPackagesHref}>
            {earlyBird ? t('packages.viewDetailsEarlyBird') : t('packages.viewDetails')}
          </a>
          <a className="button button--outline" href={otherPackagesHref}>
            {t('packages.allPackages')}
          </a>
        </>
      )}
    </div>
  )
}
