// https://vike.dev/onBeforePrerenderStart
import { detailPackages } from '../umrah-packages'

/** One page per package with `detailPage: true`; any other id gets the Package Not Found page (404). */
export function onBeforePrerenderStart(): string[] {
  return detailPackages('en').map((pkg) => `/umrah/${pkg.id}`)
}
