import type { Hajj, Route, Umrah } from '../schemas/types.generated'

/** The catalogues that parameterised routes take their ids from. */
export interface IdSources {
  umrah?: Umrah
  hajj?: Hajj
}

export function isParameterised(path: string): boolean {
  return path.includes('{')
}

export function isRedirect(route: Route): boolean {
  return route.redirectTo !== undefined
}

/**
 * The ids that have a page under a parameterised route: Umrah packages only with
 * `detailPage: true` (the others are shown on /umrah alone), every Hajj package.
 */
export function idsForRoute(route: Route, sources: IdSources): string[] {
  if (route.idsFrom === 'umrah') return (sources.umrah?.packages ?? []).filter((p) => p.detailPage).map((p) => p.id)
  if (route.idsFrom === 'hajj') return (sources.hajj?.packages ?? []).map((p) => p.id)
  return []
}

/** `/umrah/{packageId}` + `october-2025` → `/umrah/october-2025`. */
export function fillPath(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/, encodeURIComponent(id))
}

/** Every address a route serves: itself, or one per id for a parameterised route. */
export function routePaths(route: Route, sources: IdSources): string[] {
  return isParameterised(route.path) ? idsForRoute(route, sources).map((id) => fillPath(route.path, id)) : [route.path]
}

/** The regular expression matching any id in a parameterised route's place. */
export function routePattern(path: string): RegExp {
  const escaped = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp('^' + escaped.join('[^/]+') + '$')
}

/** `/umrah/october-2025#hotels?x` → `/umrah/october-2025`; a trailing slash is the same page. */
export function linkTarget(href: string): string {
  const path = href.replace(/[?#].*$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/'
}
