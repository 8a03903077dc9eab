import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'

/** A price with an optional "From" label, struck-through original price, suffix (per person, a night) and the room it is for. */
export function Price({
  amount,
  original,
  from = false,
  suffix,
  room,
  className,
}: {
  amount: number
  original?: number
  from?: boolean
  suffix?: string
  /** The room a "from" price is for (in a quad room: content/browser/room-prices.ts). */
  room?: string
  className?: string
}) {
  const format = useFormat()
  const t = useWords()
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {from && `${t('price.from')} `}
      <strong className="price__amount">{format.pounds(amount)}</strong>
      {original !== undefined && original > amount && (
        <>
          {' '}
          <del className="price__original">
            <span className="visually-hidden">{t('price.was')} </span>
            {format.pounds(original)}
          </del>
        </>
      )}
      {suffix && ` ${suffix}`}
      {room && <span className="price__room"> {room}</span>}
    </span>
  )
}
