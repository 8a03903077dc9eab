// The pages shot by `npm run screenshots`: one address per page template, read from the shot
// site's own data/routes.yaml (the "before" tree may list other routes than this one). Every route
// there is a page folder of its own; a route with ids gives its first built id; redirects are not
// pages. Beside them the three pages no route lists: the Bengali home, the 404 page and the Package
// Not Found page.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export interface Template {
  /** File-name stem of its images: `home`, `umrah-id`, `not-found`. */
  name: string
  /** The address opened. */
  path: string
  /** The status the page answers with (404 for the two not-found pages). */
  status: 200 | 404
}

interface RouteEntry {
  path: string
  redirectTo?: string
  ids?: { from: string }
  /** How routes.yaml named the catalogue before `ids` (older checkouts, the "before" set). */
  idsFrom?: string
}

/** `/umrah/{packageId}` → `umrah-id`, `/` → `home`. */
const stem = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, 'id')
    .replace(/^\/|\/$/g, '')
    .replace(/\//g, '-') || 'home'

/** The ids `data/umrah.yaml#/packages/*\/id` names, in the catalogue's order. */
function idsFrom(site: string, from: string): string[] {
  const [file, pointer] = from.split('#')
  const [listPath, field] = (pointer ?? '').split('/*/')
  let list: unknown = parse(readFileSync(join(site, file!), 'utf8'))
  for (const key of (listPath ?? '').split('/').filter(Boolean)) list = (list as Record<string, unknown> | undefined)?.[key]
  if (!Array.isArray(list) || !field) throw new Error(`${site}/data/routes.yaml: cannot read the ids of ${from}`)
  return list.map((item: Record<string, unknown>) => String(item[field]))
}

/** Every page template of the built site at `site` (its data/routes.yaml and dist/client). */
export function templatesOf(site: string): Template[] {
  const built = join(site, 'dist', 'client')
  const routes = (parse(readFileSync(join(site, 'data', 'routes.yaml'), 'utf8')) as { routes: RouteEntry[] }).routes
  const pages: Template[] = []
  for (const route of routes) {
    if (route.redirectTo) continue
    if (/\{/.test(route.path) && !route.ids && !route.idsFrom) throw new Error(`${site}/data/routes.yaml: ${route.path} names no ids`)
    let path = route.path
    const from = route.ids?.from ?? (route.idsFrom && `data/${route.idsFrom}.yaml#/packages/*/id`)
    if (from) {
      const [before, after] = path.split(/\{[^}]+\}/)
      const id = idsFrom(site, from).find((one) => existsSync(join(built, `${before}${one}${after}`, 'index.html')))
      if (!id) throw new Error(`No built page for ${route.path} in ${built}: run \`npm run build\` in ${site}`)
      path = `${before}${id}${after}`
    }
    pages.push({ name: stem(route.path), path: path === '/' ? '/' : `${path}/`, status: 200 })
  }
  const home = pages.findIndex((page) => page.path === '/')
  pages.splice(home + 1, 0, { name: 'bn-home', path: '/bn/', status: 200 })
  pages.push({ name: 'not-found', path: '/no-such-page/', status: 404 })
  const detail = pages.find((page) => page.name === 'umrah-id')
  if (detail) pages.push({ name: 'package-not-found', path: '/umrah/no-such-package/', status: 404 })
  return pages
}
