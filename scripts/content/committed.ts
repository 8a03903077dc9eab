// A catalogue of data/ as last committed (git's HEAD), when that version is valid: what the
// content check makes its generated modules from while the working copy has mistakes
// (content/server/data/load.ts, loadingLeniently). Undefined without git, or when that version is invalid too.
import { spawnSync } from 'node:child_process'
import { validateSource } from '../../content/server/check/validate'
import { projectRoot } from '../../content/server/data/paths'

export function committedCatalogue(file: string, name: string): unknown {
  const root = projectRoot()
  const shown = spawnSync('git', ['show', `HEAD:${file}`], { cwd: root, encoding: 'utf8' })
  if (shown.status !== 0) return undefined
  const { source, problems, valid } = validateSource(root, file, name, shown.stdout)
  return valid && !problems.some((p) => p.severity === 'error') ? source.data : undefined
}
