import type { Route } from '../../../schemas/types.generated'

/** A catalogue's data by name (data/<name>.yaml), as the caller reads it: in a language, or as the check sees it. */
export type CatalogueData = (name: string) => unknown

// Where a parameterised route's ids come from: data/umrah.yaml#/packages/*/id read apart.
interface IdSource {
  catalogue: string
  file: string
  /** The steps down to the list of items, e.g. ['packages']. */
  list: string[]
  /** The field of each item that is its id, e.g. id. */
  key: string
  /** A yes/no field of each item: only items with it true get a page. */
  when?: string
}

export function isParameterised(path: string): boolean {
  return path.includes('{')
}

export function isRedirect(route: Route): boolean {
  return route.redirectTo !== undefined
}

// { from: data/umrah.yaml#/packages/*/id, when: detailPage } → umrah, ['packages'], id, detailPage.
export function idSource(ids: NonNullable<Route['ids']>): IdSource {
  const [file, pointer = ''] = ids.from.split('#')
  const steps = pointer.split('/').filter(Boolean)
  const star = steps.lastIndexOf('*')
  return {
    catalogue: (file.split('/').at(-1) ?? file).replace(/\.yaml$/, ''),
    file,
    list: steps.slice(0, star),
    key: steps.slice(star + 1).join('/'),
    when: ids.when,
  }
}

/** The items of the list an id source names, as the catalogue holds them (none when it has no such list). */
function itemsOf(data: unknown, list: string[]): Record<string, unknown>[] {
  let value = data
  for (const step of list) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined
  return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object') : []
}

/**
 * The ids that have a page under a parameterised route, as its `ids` in data/routes.yaml say:
 * every item of the named list, or those whose `when` field is true (an Umrah package with
 * `detailPage: true`; the others are shown on /umrah alone). Departed packages keep their page.
 */
export function idsForRoute(route: Route, catalogues: CatalogueData): string[] {
  if (!route.ids || !isParameterised(route.path)) return []
  const { catalogue, list, key, when } = idSource(route.ids)
  return itemsOf(catalogues(catalogue), list)
    .filter((item) => when === undefined || item[when] === true)
    .map((item) => item[key])
    .filter((id): id is string => typeof id === 'string')
}

/** The route with one page per item of `catalogue` (the Hajj packages' /hajj/{packageId}), if any. */
export function pageRouteOf(routes: Route[], catalogue: string): Route | undefined {
  return routes.find((route) => route.ids !== undefined && idSource(route.ids).catalogue === catalogue)
}

/** `/umrah/{packageId}` + `october-2025` → `/umrah/october-2025`. */
export function fillPath(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/, encodeURIComponent(id))
}

/** Every address a route serves: itself, or one per id for a parameterised route. */
export function routePaths(route: Route, catalogues: CatalogueData): string[] {
  return isParameterised(route.path) ? idsForRoute(route, catalogues).map((id) => fillPath(route.path, id)) : [route.path]
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
