import { useRef, type KeyboardEvent } from 'react'
import type { CityTab } from './hotelFilter'

/**
 * The All / Makkah / Madinah tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and
 * End move between tabs and select them; only the selected tab is in the Tab order.
 */
export function HotelCityTabs({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  panelId,
}: {
  tabs: CityTab[]
  /** The selected tab's value; none is selected when a link asked for a city without a tab. */
  selected: string | undefined
  onSelect: (value: string) => void
  label: string
  idPrefix: string
  panelId: string
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const current = Math.max(0, tabs.findIndex((tab) => tab.value === selected))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = next > last ? 0 : next < 0 ? last : next
    onSelect(tabs[index]!.value)
    buttons.current[index]?.focus()
  }

  return (
    <div className="hotels-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected
        return (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            className="hotels-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
            <span className="hotels-tabs__count" aria-hidden="true">
              {tab.count}
            </span>
            <span className="visually-hidden"> ({tab.count} {tab.count === 1 ? 'hotel' : 'hotels'})</span>
          </button>
        )
      })}
    </div>
  )
}
