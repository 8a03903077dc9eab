import { Tabs } from '../ui/Tabs'
import { packageBadge, StatusBadge } from '../ui/StatusBadge'
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
            <StatusBadge status={packageBadge(pkg.closed, pkg.popular, { open: true })} look="tab" />
          </>
        ),
        panel: <UmrahPackageSummary pkg={pkg} otherPackagesHref={otherPackagesHref} />,
      }))}
    />
  )
}
