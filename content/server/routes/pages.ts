import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from '../data/paths'

/**
 * The routes that have a page, from Vike's filesystem routing: pages/index → /,
 * pages/umrah → /umrah, pages/umrah/@packageId → /umrah/{}. `index` and `(group)` folders add
 * nothing to the address; `_error` and other `_` folders are not routes. A folder is a page
 * when it holds a +Page file; a +route.ts beside it is not read (the folder path decides).
 */
export function pageRoutes(root: string): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string, segments: string[]) => {
    let entries
    try {
      entries = readdirSync(join(root, PAGES_DIR, dir), { withFileTypes: true })
    } catch {
      return
    }
    if (entries.some((e) => e.isFile() && /^\+Page\.[jt]sx?$/.test(e.name))) found.add(normalisePagePath('/' + segments.join('/')))
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue
      const name = entry.name
      const addsSegment = name !== 'index' && !/^\(.*\)$/.test(name)
      walk(join(dir, name), addsSegment ? [...segments, name.startsWith('@') ? '{}' : name] : segments)
    }
  }
  walk('', [])
  return found
}

/** `/umrah/{packageId}` → `/umrah/{}`: parameter names need not match between table and folders. */
export function normalisePagePath(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/'
}

export function hasPage(routePath: string, pages: ReadonlySet<string>): boolean {
  return pages.has(normalisePagePath(routePath))
}
