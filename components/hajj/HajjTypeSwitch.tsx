import { Island } from '../Island'
import HajjTypeTabs from '../../islands/HajjTypeTabs'
import { HAJJ_TYPES, hajjTypeIds, type HajjType } from './types'
import './hajj-switch.css'

/** The shifting / non-shifting tabs; pair it with one HajjTypePanel per kind and the same scope. */
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
  const tabs = HAJJ_TYPES.map((type) => ({ label: labels[type], note: notes?.[type], ...hajjTypeIds(scope, type) }))
  return <Island name="HajjTypeTabs" component={HajjTypeTabs} props={{ label, tabs }} className="hajj-switch" />
}
