import { validCatalogue, type CheckContext } from './check-context'
import { hasPage, pageRoutes } from '../routes/pages'
import { problem, type Problem } from '../data/problem'
import { isRedirect } from '../routes/routing'
import { positionOf } from './source'

function pageFolder(path: string): string {
  if (path === '/') return 'pages/index/+Page.tsx'
  return `pages${path.replace(/\{([^}]+)\}/g, '@$1')}/+Page.tsx`
}

/** Routes still waiting for their page, and page folders the route table does not describe: notes for developers. */
export function checkPageCoverage(ctx: CheckContext): Problem[] {
  const routes = validCatalogue(ctx, 'routes')
  if (!routes) return []
  const pages = pageRoutes(ctx.root)
  const problems: Problem[] = []
  routes.data.routes.forEach((route, i) => {
    if (isRedirect(route) || hasPage(route.path, pages)) return
    const at = positionOf(routes.source, ['routes', i, 'path'])
    problems.push({ ...problem(routes.source.file, at, `${route.path} has no page yet: add ${pageFolder(route.path)}`, 'warning'), audience: 'developer' })
  })
  const described = new Set(routes.data.routes.filter((r) => !isRedirect(r)).map((r) => r.path.replace(/\{[^}]*\}/g, '{}')))
  for (const page of pages) {
    if (described.has(page)) continue
    problems.push({
      ...problem(
        routes.source.file,
        positionOf(routes.source, ['routes']),
        `the page ${page} (under pages/) has no route here: add it with its title and description`,
        'warning',
      ),
      audience: 'developer',
    })
  }
  return problems
}
