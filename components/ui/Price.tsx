import { formatPounds } from '../../content/price'
import { words } from '../../content/words'

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
