import { checkContent, type ContentOptions } from './check-content'
import { projectRoot, TYPES_FILE } from '../data/paths'
import { launchProblems } from './launch-checks'
import { problem, type Problem } from '../data/problem'
import { reportLines, type ReportLines } from './syntax-report'
import { typesAreCurrent } from '../generate/type-generation'

interface ReportOptions extends ContentOptions {
  /** Also show the notes for developers (`npm run check -- --dev`, and the build). */
  developer?: boolean
  /** Also print each problem as a GitHub Actions annotation, so it is marked on its line. */
  annotate?: boolean
  /** Also refuse what must not go live (content/server/check/launch-checks.ts): `--launch`, CONTEXT=production. */
  launch?: boolean
  /** The settings the launch checks read (SITE_URL, the reCAPTCHA keys); process.env by default. */
  env?: NodeJS.ProcessEnv
}

export type { ReportLines as Report } from './syntax-report'

export { annotationsWanted } from '../data/problem'

/** Every problem of data/ at once, then whether schemas/types.generated.ts is current. */
export async function contentReport(options: ReportOptions = {}): Promise<ReportLines> {
  const root = options.root ?? projectRoot()
  const report = checkContent({ ...options, root })
  const all: Problem[] = [...report.problems]
  if (options.launch) all.push(...launchProblems({ root, env: options.env, files: options.files }))
  if (!(await typesAreCurrent(root))) {
    all.push({
      ...problem(TYPES_FILE, { line: 1, col: 1 }, 'is out of date with schemas/: run `npm run types` and commit the result'),
      audience: 'developer',
    })
  }
  // A developer note that stops the build is still shown: the editor needs to know why it failed.
  const shown = all.filter((p) => options.developer || p.audience !== 'developer' || p.severity === 'error')
  const hidden = all.length - shown.length
  return reportLines(
    shown,
    report.files.length,
    options,
    hidden > 0 ? ` (${hidden} note${hidden === 1 ? '' : 's'} for developers not shown: npm run check -- --dev)` : '',
  )
}
