import { isPair, isScalar, visit } from 'yaml'
import type { Route } from '../../../schemas/types.generated'
import { validCatalogue, type CheckContext } from './check-context'
import { hasPage, pageRoutes } from '../routes/pages'
import { PUBLIC_DIR } from '../data/paths'
import { sampleGuides } from '../print/printed-files'
import { problem, type Problem } from '../data/problem'
import { fillPath, idSource, idsForRoute, isParameterised, isRedirect, linkTarget, routePaths, routePattern, type CatalogueData } from '../routes/routing'
import type { SourceFile } from './source'
import { closest, editDistance } from './suggest'

interface FoundPath {
  value: string
  field: string | undefined
  offset: number
}

/** Every string value starting with one `/` (links and image paths), wherever it is in the file. */
function pathsIn(source: SourceFile): FoundPath[] {
  const found: FoundPath[] = []
  visit(source.doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string' || !/^\/(?![/\s])/.test(node.value)) return
      const parent = ancestors[ancestors.length - 1]
      const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined
      found.push({ value: node.value, field, offset: node.range?.[0] ?? 0 })
    },
  })
  return found
}

function useOneOf(paths: string[]): string {
  return paths.length === 1 ? `use ${paths[0]}` : `use one of ${paths.join(', ')}`
}

/**
 * An id of the route's list whose `when` field keeps it without a page: how to give it one, e.g.
 * "october-2025 in data/umrah.yaml has no `detailPage: true` (add it, or link to /umrah)".
 */
function withoutPage(route: Route, id: string, catalogues: CatalogueData): string | undefined {
  if (!route.ids?.when) return undefined
  const { when, file } = idSource(route.ids)
  if (!idsForRoute({ ...route, ids: { from: route.ids.from } }, catalogues).includes(id)) return undefined
  const list = route.path.slice(0, route.path.lastIndexOf('/')) || '/'
  return `${id} in ${file} has no \`${when}: true\` (add it, or link to ${list})`
}

/**
 * Why `href` is not a page of the route table, or undefined when it is one. With `pages` (the
 * routes that have a page under pages/), a route listed but not built yet is an error too: its
 * link would answer 404 (docs/decisions.md, decision 4).
 */
export function linkProblem(href: string, routes: Route[], catalogues: CatalogueData, built?: ReadonlySet<string>): string | undefined {
  const target = linkTarget(href)
  // An old address kept as a redirect (/home → /) costs every visitor a round trip: link to its target.
  const redirect = routes.find((r) => isRedirect(r) && r.path === target)
  if (redirect) return `links to ${href}, which redirects to ${redirect.redirectTo}: link to ${redirect.redirectTo} instead`
  if (routes.some((r) => !isParameterised(r.path) && r.path === target)) {
    // No pages/ folder (a copy of data/ alone, as in tests): nothing to say about built pages.
    if (!built || built.size === 0 || hasPage(target, built)) return undefined
    return `links to ${href}, which has no page yet, so visitors would get "page not found": link to another page until it is built`
  }
  const notAPage = `links to ${href}, which is not a page`

  for (const route of routes.filter((r) => isParameterised(r.path) && routePattern(r.path).test(target))) {
    const ids = idsForRoute(route, catalogues)
    const id = decodeURIComponent(target.split('/').pop() ?? '')
    if (ids.includes(id)) return undefined
    const unshown = withoutPage(route, id, catalogues)
    if (unshown) return `${notAPage}: ${unshown}`
    const candidates = ids.map((i) => fillPath(route.path, i))
    const shortList = candidates.length <= 5 ? candidates : [...candidates].sort((a, b) => editDistance(target, a) - editDistance(target, b)).slice(0, 5)
    if (shortList.length > 0) return `${notAPage}: ${useOneOf(shortList)}`
  }

  const pages = routes.filter((r) => !isRedirect(r)).flatMap((r) => routePaths(r, catalogues))
  const near = closest(target, pages, 3)
  if (near.length > 0) return `${notAPage}: ${useOneOf(near)}`
  return `${notAPage}: link to a page listed in data/routes.yaml, or add this page there`
}

function imageProblem(ctx: CheckContext, image: string): string | undefined {
  const file = `${PUBLIC_DIR}${image.replace(/[?#].*$/, '')}`
  if (ctx.fileExists(file)) return undefined
  return `image ${image} does not exist: add the file ${file}, or use an image that is there`
}

/** A link to a file (a brochure, a guide: a path ending in an extension) must be under public/, or be printed by the build. */
function fileProblem(ctx: CheckContext, href: string, printed: ReadonlySet<string>): string | undefined {
  const file = `${PUBLIC_DIR}${href.replace(/[?#].*$/, '')}`
  if (ctx.fileExists(file) || printed.has(href)) return undefined
  return `links to the file ${href}, which does not exist: add ${file}, or correct the link`
}

const isFilePath = (href: string): boolean => /\.[a-z0-9]{2,5}$/i.test(href.replace(/[?#].*$/, ''))

/** The catalogues as the check read them (undefined where YAML could not read one). */
export const checkedCatalogues =
  (ctx: CheckContext): CatalogueData =>
  (name) =>
    ctx.sources.get(name)?.source.data

/**
 * Broken links are build errors (docs/decisions.md, decision 4): every internal link anywhere in data/ must
 * be a page of the route table, and every /images/ path or file link a file under public/.
 */
export function checkLinksAndImages(ctx: CheckContext): Problem[] {
  const routes = validCatalogue(ctx, 'routes')?.data.routes
  // Without a valid route table, or with an invalid catalogue a route takes its ids from, every link would look broken.
  const catalogues = checkedCatalogues(ctx)
  const idCatalogues = (routes ?? []).flatMap((r) => (r.ids ? [idSource(r.ids).catalogue] : []))
  const canResolve = routes !== undefined && idCatalogues.every((name) => catalogues(name) !== undefined)
  const pages = pageRoutes(ctx.root)
  const centre = validCatalogue(ctx, 'knowledge-centre')?.data
  const printed = new Set(centre ? sampleGuides(centre).map(({ guide }) => guide.file) : [])

  const problems: Problem[] = []
  for (const { source } of ctx.sources.values()) {
    if (source.doc.errors.length > 0) continue
    for (const found of pathsIn(source)) {
      // The route table's own `path`s define pages; they are not links.
      if (source.catalogue === 'routes' && found.field === 'path') continue
      const at = source.lineCounter.linePos(found.offset)
      const message = found.value.startsWith('/images/')
        ? imageProblem(ctx, found.value)
        : isFilePath(found.value)
          ? fileProblem(ctx, found.value, printed)
          : canResolve
            ? linkProblem(found.value, routes, catalogues, pages)
            : undefined
      if (message) problems.push(problem(source.file, at, message))
    }
  }
  return problems
}
