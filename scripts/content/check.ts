// npm run check: every problem of data/ at once, then whether schemas/types.generated.ts is current.
// Exits 1 on any error; warnings are printed but do not fail the build.
import { checkContent } from './check-content'
import { projectRoot, TYPES_FILE } from './paths'
import { formatProblem, hasErrors, problem } from './problem'
import { typesAreCurrent } from './type-generation'

const root = projectRoot()
const report = checkContent({ root })
const problems = [...report.problems]
if (!(await typesAreCurrent(root))) {
  problems.push(problem(TYPES_FILE, { line: 1, col: 1 }, 'is out of date with schemas/: run `npm run types` and commit the result'))
}

const errors = problems.filter((p) => p.severity === 'error').length
const warnings = problems.length - errors
for (const p of problems) console.log(formatProblem(p))
console.log(
  `Content check: ${report.files.length} files, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
)
if (hasErrors(problems)) process.exitCode = 1
