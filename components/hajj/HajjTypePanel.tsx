import type { ReactNode } from 'react'
import { TabPanel } from '../ui/TabPanel'
import { HAJJ_TYPES, hajjTypeIds, type HajjType } from './types'

/** The content of one kind of package; HajjTypeSwitch shows it. Shifting is shown at first. */
export function HajjTypePanel({ scope, type, className, children }: { scope: string; type: HajjType; className?: string; children: ReactNode }) {
  return (
    <TabPanel {...hajjTypeIds(scope, type)} shown={type === HAJJ_TYPES[0]} className={className ? `hajj-panel ${className}` : 'hajj-panel'}>
      {children}
    </TabPanel>
  )
}
