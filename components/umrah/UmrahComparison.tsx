import { useWords } from '../../content/react/use-words'
import { Price } from '../ui/Price'
import { packageBadge, StatusBadge, type ClosedStatus } from '../ui/StatusBadge'

export interface UmrahComparisonRow {
  id: string
  title: string
  href?: string
  dates: string
  duration: string
  airline: string
  hotel: string
  price: number
  originalPrice?: number
  /** Set when the package cannot be booked: sold out or departed. */
  closed?: ClosedStatus
  popular: boolean
}

/**
 * Every package side by side. Below 760 px each row becomes a card (CSS); the explicit roles
 * keep it a table for screen readers whatever its display.
 */
export function UmrahComparison({ caption, rows }: { caption: string; rows: UmrahComparisonRow[] }) {
  const t = useWords()
  const columns = [t('facts.dates'), t('facts.duration'), t('facts.flights'), t('facts.hotels'), t('facts.pricePerPerson'), t('facts.status')]
  return (
    <table className="umrah-compare" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('facts.package')}
          </th>
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className={row.closed ? 'is-sold-out' : undefined}>
            <th role="rowheader" scope="row">
              {row.href ? <a href={row.href}>{row.title}</a> : row.title}
            </th>
            {[row.dates, row.duration, row.airline, row.hotel, <Price amount={row.price} original={row.originalPrice} />].map((cell, i) => (
              <td key={columns[i]} role="cell" data-label={columns[i]}>
                {cell}
              </td>
            ))}
            <td role="cell" data-label={columns[5]}>
              <StatusBadge status={packageBadge(row.closed, row.popular, { open: true })} look="pill" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
