// A build of the site from a copy of the project, for tests that need another day or other data
// than the real one (SITE_TODAY far ahead, one price changed): the copy gets its own forms'
// generated modules and dist/, so the real project is never touched. node_modules is linked.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { PROJECT_ROOT } from './site'

const SKIP = new Set(['node_modules', 'dist', '.git'])

export interface VariantBuild {
  /** The copy of the project. */
  root: string
  /** Its built pages (dist/client). */
  client: string
  remove(): Promise<void>
}

/**
 * Copies the project, lets `edit` change files in the copy (paths relative to it), then builds
 * it as `npm run build` does after the content check: every generated module (`npm run generate`:
 * words, form texts and choices), then vike.
 */
export async function buildVariant(
  env: Record<string, string>,
  edit: (file: { read(path: string): Promise<string>; write(path: string, text: string): Promise<void> }) => Promise<void> = async () => {},
): Promise<VariantBuild> {
  const root = await mkdtemp(join(tmpdir(), 'site-variant-'))
  await cp(PROJECT_ROOT, root, { recursive: true, filter: (src) => !SKIP.has(src.slice(PROJECT_ROOT.length).split('/')[0]) })
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
  await edit({ read: (path) => readFile(join(root, path), 'utf8'), write: (path, text) => writeFile(join(root, path), text) })
  const run = (args: string[]) => promisify(execFile)('npx', args, { cwd: root, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 })
  await run(['npm', 'run', '--silent', 'generate'])
  await run(['vike', 'build'])
  return { root, client: join(root, 'dist', 'client'), remove: () => rm(root, { recursive: true, force: true }) }
}

/** Every page of a build's client folder (the editor's aside), by address without its slash: `/umrah`. */
export function builtPages(client: string): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'admin') walk(path)
      else if (entry.name === 'index.html') found.set('/' + relative(client, dir), readFileSync(path, 'utf8'))
    }
  }
  walk(client)
  return found
}

/** The words of a page as a visitor reads them: no scripts or tags, entities and spaces as shown. */
export const pageText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
