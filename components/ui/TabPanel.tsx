import type { ReactNode } from 'react'

/** One panel of the tabs primitive (components/ui/TabList.tsx): server-rendered content, shown when its tab is chosen. */
export function TabPanel({
  tabId,
  panelId,
  shown,
  className,
  children,
}: {
  tabId: string
  panelId: string
  shown: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} tabIndex={0} hidden={!shown} className={className}>
      {children}
    </div>
  )
}
