import type { ReactNode } from 'react'
import type { Shell } from '../../schemas/types.generated'
import { NewDatesSoon } from './NewDatesSoon'

/** A grid of package cards, or the invitation to register interest when none is left to book. */
export function PackageGrid<T>({
  items,
  columns,
  newDates,
  children,
}: {
  items: readonly T[]
  columns: 3 | 4
  newDates: Shell['newDates']
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) return <NewDatesSoon words={newDates} />
  return <div className={`card-grid card-grid--${columns}`}>{items.map(children)}</div>
}
