import { Tabs } from '../ui/Tabs'
import { UmrahPackageSummary, type UmrahSummary } from './UmrahPackageSummary'

/** The package tabs of /umrah (the first package of the data first); /umrah#<package id> opens one. */
export function UmrahPackageTabs({ label, packages, otherPackagesHref }: { label: string; packages: UmrahSummary[]; otherPackagesHref: string }) {
  return (
    <Tabs
      label={label}
      className="umrah-tabs"
      items={packages.map((pkg) => ({
        id: pkg.id,
        label: (
          <>
            <span className="umrah-tabs__name">{pkg.title}</span>
            <span className="umrah-tabs__status">{pkg.soldOut ? pkg.closedLabel : pkg.popular ? 'Most Popular' : 'Places available'}</span>
          </>
        ),
        panel: <UmrahPackageSummary pkg={pkg} otherPackagesHref={otherPackagesHref} />,
      }))}
    />
  )
}
