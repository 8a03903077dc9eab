import { Price } from '../ui/Price'

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
  soldOut: boolean
  /** What the status says when soldOut (Sold Out, Departed). */
  closedLabel?: string
  popular: boolean
}

const COLUMNS = ['Dates', 'Duration', 'Flights', 'Hotels', 'Price per person', 'Status'] as const

/**
 * Every package side by side. Below 760 px each row becomes a card (CSS); the explicit roles
 * keep it a table for screen readers whatever its display.
 */
export function UmrahComparison({ caption, rows }: { caption: string; rows: UmrahComparisonRow[] }) {
  return (
    <table className="umrah-compare" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Package
          </th>
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} role="row" className={row.soldOut ? 'is-sold-out' : undefined}>
            <th role="rowheader" scope="row">
              {row.href ? <a href={row.href}>{row.title}</a> : row.title}
            </th>
            <td role="cell" data-label={COLUMNS[0]}>
              {row.dates}
            </td>
            <td role="cell" data-label={COLUMNS[1]}>
              {row.duration}
            </td>
            <td role="cell" data-label={COLUMNS[2]}>
              {row.airline}
            </td>
            <td role="cell" data-label={COLUMNS[3]}>
              {row.hotel}
            </td>
            <td role="cell" data-label={COLUMNS[4]}>
              <Price amount={row.price} original={row.originalPrice} />
            </td>
            <td role="cell" data-label={COLUMNS[5]}>
              <span className={`umrah-status umrah-status--${row.soldOut ? 'sold-out' : 'open'}`}>
                {row.soldOut ? row.closedLabel : row.popular ? 'Most Popular' : 'Places available'}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
