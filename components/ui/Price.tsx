import { useFormat } from '../../content/use-format'
import { useWords } from '../../content/use-words'

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
    </span>
  )
}
