import { PageHero, type PageHeroProps } from '../ui/PageHero'
import './umrah.css'

/**
 * The banner of an Umrah page. Not a named region: the h1 already names the page, and a package
 * page has a region with the same name further down (the promo video of the October package).
 */
export function UmrahHero(props: Omit<PageHeroProps, 'named'>) {
  return <PageHero {...props} named={false} />
}
