import type { ReactNode } from 'react'
import { HAJJ_TYPES, hajjTypeIds, type HajjType } from './types'

/** The content of one kind of package; HajjTypeSwitch shows it. Shifting is shown at first. */
export function HajjTypePanel({ scope, type, className, children }: { scope: string; type: HajjType; className?: string; children: ReactNode }) {
  const { tabId, panelId } = hajjTypeIds(scope, type)
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} tabIndex={0} hidden={type !== HAJJ_TYPES[0]} className={className ? `hajj-panel ${className}` : 'hajj-panel'}>
      {children}
    </div>
  )
}
