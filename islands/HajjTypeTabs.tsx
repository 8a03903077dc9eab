import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

export interface HajjTypeTab {
  label: string
  /** A short line under the label, e.g. "4 packages". */
  note?: string
  tabId: string
  panelId: string
}

export interface HajjTypeTabsProps {
  /** What the tabs choose, for screen readers. */
  label: string
  /** The first tab is chosen at first (shifting). */
  tabs: HajjTypeTab[]
}

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
}

/**
 * The shifting / non-shifting switch, as WAI-ARIA tabs with automatic activation. Its panels are
 * server-rendered HTML outside the island (components/hajj/HajjTypePanel.tsx), so their content
 * never travels as props: the island only shows the chosen panel and hides the others.
 */
export default function HajjTypeTabs({ label, tabs }: HajjTypeTabsProps) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  useEffect(() => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(tab.panelId)
      if (panel) panel.hidden = i !== selected
    })
  }, [selected, tabs])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(index, tabs.length - 1)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="hajj-tabs">
      {tabs.map((tab, i) => (
        <button
          key={tab.tabId}
          ref={(el) => {
            buttons.current[i] = el
          }}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-selected={i === selected}
          aria-controls={tab.panelId}
          tabIndex={i === selected ? 0 : -1}
          className="hajj-tabs__tab"
          onClick={() => setSelected(i)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          <span className="hajj-tabs__label">{tab.label}</span>
          {tab.note && <span className="hajj-tabs__note">{tab.note}</span>}
        </button>
      ))}
    </div>
  )
}
