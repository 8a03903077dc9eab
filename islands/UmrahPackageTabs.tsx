import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { UmrahPackageSummary, type UmrahSummary } from '../components/umrah/UmrahPackageSummary'

export interface UmrahPackageTabsProps {
  /** What the row of tabs is, for screen readers. */
  label: string
  /** One tab per package; the first is selected when the page opens. */
  packages: UmrahSummary[]
  otherPackagesHref: string
}

/**
 * The package tabs of /umrah, following the WAI-ARIA tabs pattern: one tab stop, arrow keys move
 * between tabs and select them (Home and End jump to the ends), each tab controls its panel.
 */
export default function UmrahPackageTabs({ label, packages, otherPackagesHref }: UmrahPackageTabsProps) {
  const [selected, setSelected] = useState(0)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const id = useId()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = packages.length - 1
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = next > last ? 0 : next < 0 ? last : next
    setSelected(index)
    tabs.current[index]?.focus()
  }

  return (
    <div className="umrah-tabs">
      <div className="umrah-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {packages.map((pkg, i) => (
          <button
            key={pkg.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${pkg.id}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${pkg.id}`}
            tabIndex={i === selected ? 0 : -1}
            className="umrah-tabs__tab"
            onClick={() => setSelected(i)}
          >
            <span className="umrah-tabs__name">{pkg.title}</span>
            <span className="umrah-tabs__status">{pkg.soldOut ? pkg.closedLabel : pkg.popular ? 'Most Popular' : 'Places available'}</span>
          </button>
        ))}
      </div>
      {packages.map((pkg, i) => (
        <div
          key={pkg.id}
          role="tabpanel"
          id={`${id}-panel-${pkg.id}`}
          aria-labelledby={`${id}-tab-${pkg.id}`}
          className="umrah-tabs__panel"
          hidden={i !== selected}
          tabIndex={0}
        >
          <UmrahPackageSummary pkg={pkg} otherPackagesHref={otherPackagesHref} />
        </div>
      ))}
    </div>
  )
}
