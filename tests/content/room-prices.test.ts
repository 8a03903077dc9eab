// Prices by room sharing (issue 38; docs/decisions.md, decision 20): the quad room's price is the
// package's price, the others are added by roomPrices, and each must be above it.
import { describe, expect, it } from 'vitest'
import { fromRoomOf, roomPricesOf } from '../../content/browser/room-prices'
import { loadCatalogue } from '../../content/server/data/load'
import { linesFor } from '../support/content/fixture'

describe('prices by room', () => {
  it('lists the quad room at the package price, then each room offered, most sharing first', () => {
    const pkg = { price: 1545, roomPrices: { single: 2495, triple: 1695 } }
    expect(roomPricesOf(pkg)).toEqual([
      { room: 'quad', price: 1545 },
      { room: 'triple', price: 1695 },
      { room: 'single', price: 2495 },
    ])
    expect(fromRoomOf(pkg)).toBe('quad')
  })

  it('a package with one price for all names no room', () => {
    expect(roomPricesOf({ price: 1649 })).toEqual([])
    expect(fromRoomOf({ price: 1649 })).toBeUndefined()
  })

  it("every package's price in data/ is the lowest of its rooms", () => {
    const packages = [...loadCatalogue('umrah', 'en').packages, ...loadCatalogue('hajj', 'en').packages]
    const priced = packages.filter((pkg) => roomPricesOf(pkg).length > 1)
    expect(priced.length, 'some packages in data/ carry prices by room').toBeGreaterThan(0)
    for (const pkg of priced) expect(Math.min(...roomPricesOf(pkg).map(({ price }) => price)), pkg.id).toBe(pkg.price)
  })

  it('the content check names a room priced at or below the quad room', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-room-prices.yaml' })).toEqual([
      'data/umrah.yaml:7:41  roomPrices double 1649 must be more than price 1649: price is the quad room\'s, the lowest, shown as the "from" price; write the double room\'s price per person',
      'data/umrah.yaml:7:55  roomPrices single 1599 must be more than price 1649: price is the quad room\'s, the lowest, shown as the "from" price; write the single room\'s price per person',
    ])
  })
})
