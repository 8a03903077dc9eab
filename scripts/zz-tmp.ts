import { readFileSync } from 'node:fs'
import { checkContent } from '../content/check/check-content'
import { formatProblem } from '../content/problem'
const f = 'data/policies/cookie-policy.md'
const t = readFileSync(f, 'utf8').replace(/\n---\n/, '\n\n')
const r = checkContent({ files: { [f]: t }, today: new Date('2025-06-01T12:00:00Z') })
console.log(r.problems.filter((p) => p.file === f).map(formatProblem).join('\n'))
