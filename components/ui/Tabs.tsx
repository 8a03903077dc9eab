import { useId, type ReactNode } from 'react'
import { TabList } from './TabList'
import { TabPanel } from './TabPanel'

interface TabItem {
  /** Unique among the tabs; also the page address's #fragment that opens this tab. */
  id: string
  label: ReactNode
  /** Server-rendered content: every panel is in the page, the first one shown. */
  panel: ReactNode
}

/**
 * Tabs with their panels right under them (the one tabs primitive: TabList + TabPanel).
 * `className` is the block class: `<className>__list`, `__tab` and `__panel` style the parts.
 */
export function Tabs({ label, items, className }: { label: string; items: readonly TabItem[]; className: string }) {
  const prefix = useId().replace(/[^a-zA-Z0-9]/g, '')
  const ids = (id: string) => ({ tabId: `${prefix}-tab-${id}`, panelId: `${prefix}-panel-${id}` })
  return (
    <div className={className}>
      <TabList
        label={label}
        className={`${className}__list`}
        tabClassName={`${className}__tab`}
        tabs={items.map((item) => ({ hash: item.id, label: item.label, ...ids(item.id) }))}
      />
      {items.map((item, i) => (
        <TabPanel key={item.id} {...ids(item.id)} shown={i === 0} className={`${className}__panel`}>
          {item.panel}
        </TabPanel>
      ))}
    </div>
  )
}
