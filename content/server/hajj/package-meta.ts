import { type Locale } from '../../browser/locale'
import { wordsFor } from '../../browser/words/words'
import type { HajjPackage, Route } from '../../../schemas/types.generated'

// The <title> and meta description of /hajj/<id>, made from the package and the route table:
// used by the page and by `npm run check`, which reports them when search engines would cut them.

export function hajjPackageTitle(pkg: Pick<HajjPackage, 'title'>, route: Pick<Route, 'title'> | undefined, locale: Locale): string {
  return `${pkg.title} – ${route?.title ?? wordsFor(locale)('pages.hajjPackage')}`
}

export function hajjPackageDescription(pkg: Pick<HajjPackage, 'title' | 'subtitle'>, route: Pick<Route, 'description'> | undefined): string {
  return `${pkg.title}: ${pkg.subtitle}. ${route?.description ?? ''}`.trim()
}
