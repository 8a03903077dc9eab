import type { ReactNode } from 'react'
import './tabs.css'

interface TabListItem {
  /** The page address's #fragment that opens this tab (/visa#tourist), and that choosing it writes. */
  hash: string
  label: ReactNode
  tabId: string
  /** The panel this tab shows (components/ui/TabPanel.tsx), anywhere on the page. */
  panelId: string
}

/**
 * The row of tabs of the one tabs primitive (WAI-ARIA tabs, automatic activation), rendered as
 * HTML with the first tab chosen. behaviours/tabs.ts brings it to life without React: arrow
 * keys, Home and End move and choose (one tab stop: roving tabindex), a click chooses, and the
 * #fragment of the address opens a tab and follows the choice. Use components/ui/Tabs.tsx when
 * the panels sit right under the tabs; this and TabPanel when they are elsewhere on the page.
 */
export function TabList({ label, tabs, className, tabClassName }: { label: string; tabs: readonly TabListItem[]; className: string; tabClassName: string }) {
  return (
    <div role="tablist" aria-label={label} className={`tabs__list ${className}`} data-tabs="">
      {tabs.map((tab, i) => (
        <button
          key={tab.tabId}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-selected={i === 0}
          aria-controls={tab.panelId}
          tabIndex={i === 0 ? 0 : -1}
          className={`tabs__tab ${tabClassName}`}
          data-tab-hash={tab.hash}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
