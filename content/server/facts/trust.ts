// The facts of the trust strip (issue 38): the ATOL licence, the rating and the review count, from
// data/site.yaml (written there once), in the page's language's numbers.
import { formatFor } from '../../browser/format'
import { loadCatalogue } from '../data/load'
import type { Locale } from '../../browser/locale'

export interface TrustFacts {
  atolNumber: string
  rating: string
  best: string
  count: string
}

export function trustFacts(locale: Locale): TrustFacts {
  const site = loadCatalogue('site', locale)
  const format = formatFor(locale)
  return {
    atolNumber: format.figures(site.atolNumber),
    rating: format.number(site.rating.value),
    best: format.number(site.rating.best),
    count: format.number(site.rating.count),
  }
}
