import type { ReactNode } from 'react'
import { Facts, type Fact } from '../ui/Facts'
import { Price } from '../ui/Price'

/** The price card beside a tab's content: the price, the key facts, then the actions. */
export function PricePanel({
  heading,
  price,
  original,
  from,
  note,
  facts,
  factsHeading,
  children,
}: {
  heading: string
  price: number
  /** The earlier price, struck through. */
  original?: number
  from: boolean
  /** What the price leaves out, e.g. plus visa fee. */
  note?: string
  facts: Fact[]
  /** A line above the facts, e.g. Service charges. */
  factsHeading?: string
  children: ReactNode
}) {
  return (
    <div className="visa-price card">
      <p className="visa-price__label">{heading}</p>
      <Price amount={price} original={original} from={from} suffix={note} className="visa-price__amount" />
      {factsHeading && <p className="visa-price__facts-heading">{factsHeading}</p>}
      <Facts facts={facts} />
      <div className="visa-price__actions">{children}</div>
    </div>
  )
}
