import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Catalogues } from '../schemas/types.generated'
import { withPageHrefs } from './href'
import { dataFile, projectRoot } from './paths'
import { formatProblem, sortProblems } from './problem'
import { validateSource } from './check/validate'

export type CatalogueName = keyof Catalogues

interface Cached {
  mtimeMs: number
  data: unknown
}

// Per process, keyed by file; a changed file (vike dev) is read again instead of needing a restart.
const cache = new Map<string, Cached>()

/**
 * A catalogue of data/ (`data/<name>.yaml` under the working directory), checked against its
 * schema. Throws with every problem listed, in `file:line:col  message` form, when invalid.
 * Cross-file checks (links, ids, images) are `npm run check`'s job, run before every build.
 *
 * Page links come back in their served form, `/hotels/` for the `/hotels` an editor writes
 * (content/href.ts). The route table keeps its paths as written: they name routes.
 */
export function loadCatalogue<K extends CatalogueName>(name: K): Catalogues[K] {
  const root = projectRoot()
  const file = dataFile(name)
  const path = join(root, file)
  const { mtimeMs } = statSync(path)
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached.data as Catalogues[K]

  const { source, problems, valid } = validateSource(root, file, name, readFileSync(path, 'utf8'))
  const errors = sortProblems(problems).filter((p) => p.severity === 'error')
  if (!valid || errors.length > 0) {
    throw new Error(`${file} is not valid content:\n${errors.map(formatProblem).join('\n')}`)
  }
  const data = name === 'routes' ? source.data : withPageHrefs(source.data)
  cache.set(path, { mtimeMs, data })
  return data as Catalogues[K]
}
