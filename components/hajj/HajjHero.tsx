import { PageHero, type PageHeroProps } from '../ui/PageHero'
import './hajj-hero.css'

/** The banner of /hajj and /hajj-packages-comparison; the facts and actions come as children. */
export function HajjHero(props: Omit<PageHeroProps, 'className'>) {
  return <PageHero {...props} className="hajj-hero" />
}
