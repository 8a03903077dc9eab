import { words } from '../../content/words'

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })

/** £1,649 from a number of pounds, the one way prices are written across the site. */
export function formatPounds(amount: number): string {
  return pounds.format(amount)
}

/** A price with an optional "From" label, struck-through original price and suffix (per person, a night). */
export function Price({
  amount,
  original,
  from = false,
  suffix,
  className,
}: {
  amount: number
  original?: number
  from?: boolean
  suffix?: string
  className?: string
}) {
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {from && <span className="price__from">{words.price.from} </span>}
      <strong className="price__amount">{formatPounds(amount)}</strong>
      {original !== undefined && original > amount && (
        <>
          {' '}
          <del className="price__original">
            <span className="visually-hidden">{words.price.was} </span>
            {formatPounds(original)}
          </del>
        </>
      )}
      {suffix && <span className="price__suffix"> {suffix}</span>}
    </span>
  )
}
