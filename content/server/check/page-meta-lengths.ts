import { hajjPackageDescription, hajjPackageTitle } from '../hajj/package-meta'
import { fullTitleOf } from '../routes/page-meta'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
import { isParameterised, isRedirect, pageRouteOf } from '../routes/routing'
import { positionOf, type DataPath, type SourceFile } from './source'

/** What search results show of a page before cutting it off with "...". */
export const TITLE_LIMIT = 60
export const DESCRIPTION_LIMIT = 160

interface Written {
  source: SourceFile
  path: DataPath
  /** The field the editor shortens, as it reads in the file. */
  field: string
}

function tooLong(kind: 'title' | 'description', shown: string, page: string, at: Written): Problem | undefined {
  const limit = kind === 'title' ? TITLE_LIMIT : DESCRIPTION_LIMIT
  if (shown.length <= limit) return undefined
  const what = kind === 'title' ? 'the title in search results and browser tabs' : 'the description in search results'
  return problem(
    at.source.file,
    positionOf(at.source, at.path),
    `${what} of ${page} is ${shown.length} characters, and search engines cut it after about ${limit} ("${shown}"): shorten ${at.field} by ${shown.length - limit} or more`,
    'warning',
  )
}

/**
 * The <title> and meta description of every page, as the renderer makes them, measured against
 * what search engines show. Warnings: a long title still works, but visitors see it cut.
 */
export function checkPageMetaLengths(ctx: CheckContext): Problem[] {
  const routes = validCatalogue(ctx, 'routes')
  const site = validCatalogue(ctx, 'site')
  if (!routes || !site) return []
  const problems: (Problem | undefined)[] = []
  routes.data.routes.forEach((route, i) => {
    if (isRedirect(route) || isParameterised(route.path)) return
    const isHome = route.path === '/'
    const title = fullTitleOf(route.title ?? '', site.data, isHome)
    const titleAt: Written = isHome
      ? { source: site.source, path: ['tagline'], field: 'tagline (the home page shows the name and tagline)' }
      : { source: routes.source, path: ['routes', i, 'title'], field: 'title' }
    if (route.title !== undefined || isHome) problems.push(tooLong('title', title, route.path, titleAt))
    if (route.description !== undefined)
      problems.push(tooLong('description', route.description, route.path, { source: routes.source, path: ['routes', i, 'description'], field: 'description' }))
  })

  const hajjRoute = pageRouteOf(routes.data.routes, 'hajj')
  const hajj = validCatalogue(ctx, 'hajj')
  hajj?.data.packages.forEach((pkg, i) => {
    // Route titles quote the package's season as {hajjYear}: measure them as visitors read them.
    const season = (text: string) => text.replaceAll('{hajjYear}', pkg.departure.slice(0, 4))
    if (!hajjRoute) return
    const page = hajjRoute.path.replace(/\{[^}]+\}/, pkg.id)
    const where = (field: string): Written => ({ source: hajj.source, path: ['packages', i, field], field })
    problems.push(tooLong('title', season(fullTitleOf(hajjPackageTitle(pkg, hajjRoute, 'en'), site.data, false)), page, where('title')))
    problems.push(tooLong('description', season(hajjPackageDescription(pkg, hajjRoute)), page, where('subtitle')))
  })

  const umrahRoute = pageRouteOf(routes.data.routes, 'umrah')
  const umrah = validCatalogue(ctx, 'umrah')
  umrah?.data.packages.forEach((pkg, i) => {
    if (!umrahRoute || !pkg.detailPage) return
    const page = umrahRoute.path.replace(/\{[^}]+\}/, pkg.id)
    problems.push(tooLong('title', fullTitleOf(pkg.title, site.data, false), page, { source: umrah.source, path: ['packages', i, 'title'], field: 'title' }))
  })
  return problems.filter((p): p is Problem => p !== undefined)
}
