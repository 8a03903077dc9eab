import { TabList } from '../ui/TabList'
import { HAJJ_TYPES, hajjTypeIds, type HajjType } from './types'
import './hajj-switch.css'

/**
 * The shifting / non-shifting tabs; pair it with one HajjTypePanel per kind and the same scope.
 * The panels are server-rendered HTML elsewhere on the page; /hajj#non-shifting opens that kind.
 */
export function HajjTypeSwitch({
  scope,
  label,
  labels,
  notes,
}: {
  scope: string
  label: string
  labels: Record<HajjType, string>
  notes?: Record<HajjType, string>
}) {
  const tabs = HAJJ_TYPES.map((type) => ({
    hash: type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    label: (
      <>
        <span className="hajj-tabs__label">{labels[type]}</span>
        {notes?.[type] && <span className="hajj-tabs__note">{notes[type]}</span>}
      </>
    ),
    ...hajjTypeIds(scope, type),
  }))
  return (
    <div className="hajj-switch">
      <TabList label={label} tabs={tabs} className="hajj-tabs" tabClassName="hajj-tabs__tab" />
    </div>
  )
}
