// Pages of the site rendered again from other data with the build already made: the pages a
// visitor would get if the site were built from that data, in seconds instead of `npm run build`.
// Vike's renderPage runs the server bundle that the build keeps (pages/+config.ts keepDistServer)
// in its own process, whose working directory (where content/ reads data/ from: content/server/data/paths.ts)
// is a folder of links to the project with data/ pointing at the given folder. Only the pages a
// test opens are rendered (their HTML is the prerender's, byte for byte, for the same data); they
// are written into a copy of the built site, so assets, images and the other pages are there as built.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { RESPONSIVE_DIR } from '../../../content/browser/image-manifest'
import { DIST_CLIENT, PROJECT_ROOT } from './site'

interface RerenderedSite {
  /** The copy of the built site with the pages asked for rendered again (its dist/client). */
  client: string
  remove(): Promise<void>
}

// The module run by the child: each address given rendered as a visitor's request to the built
// server would be (Vike's renderPage), written where the prerender writes it. A page that does not
// render as a page (404, an error) stops it, saying which: a test would otherwise read the old one.
const RENDER = `
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
const [entry, client, ...paths] = process.argv.slice(1)
await import(entry)
const { renderPage } = await import('vike/server')
for (const path of paths) {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: path })
  if (httpResponse?.statusCode !== 200) {
    console.error(\`\${path} did not render as a page of the site (status \${httpResponse?.statusCode}): \${errorWhileRendering ?? 'no such page'}\`)
    process.exit(1)
  }
  await mkdir(join(client, path), { recursive: true })
  await writeFile(join(client, path, 'index.html'), httpResponse.body)
}
`

/**
 * A folder that is the project but for the folders given (data/, and public/ when given): links to
 * the project's files and to those folders, so the project's scripts run there as `npm run …` would.
 */
export async function projectWith(folders: { data: string; public?: string }): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'project-with-'))
  for (const name of await readdir(PROJECT_ROOT)) {
    if (name === 'dist' || name === '.git' || name in folders) continue
    await symlink(join(PROJECT_ROOT, name), join(folder, name))
  }
  for (const [name, target] of Object.entries(folders)) await symlink(target, join(folder, name), 'dir')
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) }
}

/**
 * The pages at `paths` (as served: `/hajj/`, `/umrah/december-2026/`) rendered again with
 * `dataDir` (a folder like data/) as data/; the copy's other pages are as built. With `publicDir`,
 * its pictures are the site's too: the pages are rendered with its image sizes
 * (scripts/images/build-images.ts, run on it first), and its files are copied in as the build
 * copies public/. A page in another language (`/bn/hajj/`) is routed by renderer/+onBeforeRoute.ts
 * as the prerender routes it.
 */
export async function renderPagesWithData(dataDir: string, paths: readonly string[], publicDir?: string): Promise<RerenderedSite> {
  if (paths.length === 0) throw new Error('renderPagesWithData: no page asked for (give the addresses the test opens)')
  const built = join(DIST_CLIENT, '..')
  const project = await projectWith(publicDir ? { data: dataDir, public: publicDir } : { data: dataDir })
  const { folder } = project
  const remove = project.remove
  try {
    const outDir = join(folder, 'dist')
    await mkdir(outDir)
    await cp(join(built, 'server'), join(outDir, 'server'), { recursive: true })
    await cp(DIST_CLIENT, join(outDir, 'client'), { recursive: true })
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, args, { cwd: folder, maxBuffer: 32 * 1024 * 1024 }).catch((error: { stderr?: string }) => {
        // What the child said, not the command line (the whole script) that Node's message leads with.
        throw error.stderr?.trim() ? new Error(error.stderr.trim()) : error
      })
    if (publicDir) {
      // The sizes the build made already, with their times: build-images.ts makes again only those
      // older than their original (a picture uploaded or replaced in the editor), not every size of every picture.
      const made = join(PROJECT_ROOT, 'public', RESPONSIVE_DIR)
      if (existsSync(made)) await cp(made, join(publicDir, RESPONSIVE_DIR), { recursive: true, force: false, preserveTimestamps: true })
      await run(['--import', 'tsx', join(PROJECT_ROOT, 'scripts/images/build-images.ts')])
    }
    await run(['--input-type=module', '-e', RENDER, pathToFileURL(join(outDir, 'server', 'entry.mjs')).href, join(outDir, 'client'), ...paths])
    if (publicDir) await cp(publicDir, join(outDir, 'client'), { recursive: true })
    return { client: join(outDir, 'client'), remove }
  } catch (error) {
    await remove()
    throw error
  }
}
