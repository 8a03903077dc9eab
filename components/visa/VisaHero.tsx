import type { VisaPageHero } from '../../schemas/types.generated'
import { PageHero } from '../ui/PageHero'

/** The banner of a visa page, with the lowest price of the services on it. */
export function VisaHero({ hero, lowestPrice }: { hero: VisaPageHero; lowestPrice: number }) {
  const price = hero.priceLabel ? { label: hero.priceLabel, amount: lowestPrice } : undefined
  return <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points} price={price} />
}
