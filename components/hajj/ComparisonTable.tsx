import type { HajjComparison } from '../../schemas/types.generated'
import { HAJJ_TYPES, type HajjType } from './types'

/** Shifting and non-shifting side by side, factor by factor, with the chosen kind's column marked. */
export function ComparisonTable({
  comparison,
  labels,
  chosen,
  headingId,
}: {
  comparison: HajjComparison['comparison']
  labels: Record<HajjType, string>
  chosen: HajjType
  headingId: string
}) {
  const cell = (type: HajjType) => (type === chosen ? 'hajj-table__chosen' : undefined)
  return (
    <div className="hajj-table-wrap">
      {/* Explicit roles keep the table a table for screen readers while narrow screens restyle its rows. */}
      <table className="hajj-table" role="table" aria-labelledby={headingId}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="hajj-table__factor">
              {comparison.factorLabel}
            </th>
            {HAJJ_TYPES.map((type) => (
              <th key={type} scope="col" role="columnheader" className={cell(type)}>
                {labels[type]}
                {type === chosen && <span className="hajj-table__mark pill pill--caps">{comparison.chosenLabel}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {comparison.rows.map((row) => (
            <tr key={row.factor} role="row">
              <th scope="row" role="rowheader">
                {row.factor}
              </th>
              {HAJJ_TYPES.map((type) => (
                <td key={type} role="cell" className={cell(type)} data-label={labels[type]}>
                  {row[type]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
