/**
 * The booking buttons of a package, as the specification puts them: a sold-out package shows a
 * disabled Sold Out button and View Other Packages; one with places shows View Details - Early
 * Bird Offers and All Packages.
 */
export function UmrahPackageActions({
  soldOut,
  detailHref,
  otherPackagesHref,
}: {
  soldOut: boolean
  detailHref?: string
  otherPackagesHref: string
}) {
  return (
    <div className="umrah-actions">
      {soldOut ? (
        <>
          <button type="button" className="button button--muted" disabled>
            Sold Out
          </button>
          <a className="button button--outline" href={otherPackagesHref}>
            View Other Packages
          </a>
        </>
      ) : (
        <>
          <a className="button button--primary" href={detailHref ?? otherPackagesHref}>
            View Details - Early Bird Offers
          </a>
          <a className="button button--outline" href={otherPackagesHref}>
            All Packages
          </a>
        </>
      )}
    </div>
  )
}
