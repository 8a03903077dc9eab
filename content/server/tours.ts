// The halal holiday tours of data/islamic-tours.yaml as the pages show them. Server-only.
import type { Tour } from '../../schemas/types.generated'

/** The lowest tour price: the home page's "from" price for halal holidays. */
export function tourPriceFrom(tours: readonly Pick<Tour, 'price'>[]): number {
  return Math.min(...tours.map((tour) => tour.price))
}

/** A tour's tab: the first word of its title and the suffix (Palestine & Al-Aqsa… → Palestine Tour). */
export function tourTabLabel(tour: Pick<Tour, 'title'>, suffix: string): string {
  return `${tour.title.split(/\s+/)[0]} ${suffix}`
}
