// Prices by room sharing (docs/decisions.md, decision 20; issue 38). A package's `price` is the quad
// room's, the lowest, written once; `roomPrices` adds the rooms that cost more per person. Cards,
// the package pages' room tables and their structured data all read the rooms from here.
import type { RoomPrices } from '../../schemas/types.generated'
import type { Translate } from './words/words'

/** The rooms, most people sharing first (so cheapest first). */
export const ROOMS = ['quad', 'triple', 'double', 'single'] as const
export type Room = (typeof ROOMS)[number]

interface RoomPrice {
  room: Room
  /** Per person, in pounds. */
  price: number
}

/** What a package says of its prices. */
export interface PricedByRoom {
  price: number
  roomPrices?: RoomPrices
}

/**
 * Each room the package offers with its price per person, quad first; empty for a package with a
 * single price (no roomPrices), which names no room.
 */
export function roomPricesOf(pkg: PricedByRoom): RoomPrice[] {
  if (!pkg.roomPrices) return []
  const others = pkg.roomPrices
  return ROOMS.flatMap((room) => {
    const price = room === 'quad' ? pkg.price : others[room]
    return price === undefined ? [] : [{ room, price }]
  })
}

/** The room the "from" price is for (the quad room), or undefined when the package has one price for all. */
export function fromRoomOf(pkg: PricedByRoom): Room | undefined {
  return roomPricesOf(pkg)[0]?.room
}

/** Each room as an offer of the package's structured data, named in the page's words; empty for one price for all. */
export function roomOffers(pkg: PricedByRoom, t: Translate): { name: string; price: number }[] {
  return roomPricesOf(pkg).map(({ room, price }) => ({ name: t(`rooms.${room}`), price }))
}
