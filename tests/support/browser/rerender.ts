// The site's pages rendered again from other data with the build already made: the pages a
// visitor would get if the site were built from that data, in a fraction of `npm run build`.
// Vike's prerender runs the server bundle that the build keeps (pages/+config.ts keepDistServer)
// in its own process, whose working directory (where content/ reads data/ from: content/paths.ts)
// is a folder of links to the project with data/ pointing at the given folder. It writes into a
// copy of the built site, so assets, images and the other pages are there as built.
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DIST_CLIENT, PROJECT_ROOT } from './site'

interface RerenderedSite {
  /** The copy of the built site with every page rendered again (its dist/client). */
  client: string
  remove(): Promise<void>
}

// The module run by the child: Vike's own prerender of the project, into `outDir`.
const PRERENDER = `
import { prerender } from 'vike/api'
const [root, outDir] = process.argv.slice(1)
await prerender({ viteConfig: { root, logLevel: 'warn', build: { outDir } } })
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
 * Every page of the built site rendered again with `dataDir` (a folder like data/) as data/. With
 * `publicDir`, its pictures are the site's too: the pages are rendered with its image sizes
 * (scripts/images/build-images.ts, run on it first), and its files are copied in as the build copies public/.
 */
export async function rerenderWithData(dataDir: string, publicDir?: string): Promise<RerenderedSite> {
  const built = join(DIST_CLIENT, '..')
  const project = await projectWith(publicDir ? { data: dataDir, public: publicDir } : { data: dataDir })
  const { folder } = project
  const remove = project.remove
  try {
    const outDir = join(folder, 'dist')
    await mkdir(outDir)
    await cp(join(built, 'server'), join(outDir, 'server'), { recursive: true })
    await cp(DIST_CLIENT, join(outDir, 'client'), { recursive: true })
    const run = (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: folder, maxBuffer: 32 * 1024 * 1024 })
    if (publicDir) await run(['--import', 'tsx', join(PROJECT_ROOT, 'scripts/images/build-images.ts')])
    await run(['--input-type=module', '-e', PRERENDER, PROJECT_ROOT, outDir])
    if (publicDir) await cp(publicDir, join(outDir, 'client'), { recursive: true })
    return { client: join(outDir, 'client'), remove }
  } catch (error) {
    await remove()
    throw error
  }
}
