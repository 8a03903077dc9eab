/**
 * The booking buttons of a package, as the specification puts them: a sold-out or departed
 * package shows a disabled button saying so (`closedLabel`) and View Other Packages; one with
 * places shows View Details (- Early Bird Offers while the offer runs) and All Packages.
 */
export function UmrahPackageActions({
  closedLabel,
  earlyBird,
  detailHref,
  otherPackagesHref,
}: {
  closedLabel?: string
  earlyBird: boolean
  detailHref?: string
  otherPackagesHref: string
}) {
  return (
    <div className="umrah-actions">
      {closedLabel ? (
        <>
          <button type="button" className="button button--muted" disabled>
            {closedLabel}
          </button>
          <a className="button button--outline" href={otherPackagesHref}>
            View Other Packages
          </a>
        </>
      ) : (
        <>
          <a className="button button--primary" href={detailHref ?? otherPackagesHref}>
            {earlyBird ? 'View Details - Early Bird Offers' : 'View Details'}
          </a>
          <a className="button button--outline" href={otherPackagesHref}>
            All Packages
          </a>
        </>
      )}
    </div>
  )
}
