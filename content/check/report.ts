import { checkContent, type ContentOptions } from './check-content'
import { projectRoot, TYPES_FILE } from '../paths'
import { launchProblems } from './launch-checks'
import { formatAnnotation, formatProblem, hasErrors, problem, type Problem } from '../problem'
import { typesAreCurrent } from '../generate/type-generation'

export interface ReportOptions extends ContentOptions {
  /** Also show the notes for developers (`npm run check -- --dev`, and the build). */
  developer?: boolean
  /** Also print each problem as a GitHub Actions annotation, so it is marked on its line. */
  annotate?: boolean
  /** Also refuse what must not go live (content/check/launch-checks.ts): `--launch`, CONTEXT=production. */
  launch?: boolean
  /** The settings the launch checks read (SITE_URL, the reCAPTCHA keys); process.env by default. */
  env?: NodeJS.ProcessEnv
}

export interface Report {
  /** What `npm run check` prints, in order, ending with the summary line. */
  lines: string[]
  failed: boolean
}

/** Annotations in a GitHub Actions run, unless a later step asks for none (the build re-runs the check). */
export function annotationsWanted(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true' && env.CONTENT_CHECK_ANNOTATIONS !== 'off'
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** Every problem of data/ at once, then whether schemas/types.generated.ts is current. */
export async function contentReport(options: ReportOptions = {}): Promise<Report> {
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
  const errors = shown.filter((p) => p.severity === 'error').length
  const lines = shown.map(formatProblem)
  if (options.annotate) lines.push(...shown.map(formatAnnotation))
  lines.push(
    `${options.launch ? 'Launch check' : 'Content check'}: ${plural(report.files.length, 'file')}, ${plural(errors, 'error')}, ${plural(shown.length - errors, 'warning')}` +
      (hidden > 0 ? ` (${plural(hidden, 'note')} for developers not shown: npm run check -- --dev)` : ''),
  )
  return { lines, failed: hasErrors(shown) }
}
