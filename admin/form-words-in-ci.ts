// content/server/check/form-words.ts in the editor's bundle: it loads forms/*.ts (TypeScript's compiler,
// dynamic imports), which a browser cannot. Staff do not add form fields; the pull request's Check
// workflow runs it on every change.
import type { Problem } from '../content/server/data/problem'

export function checkFormWords(): Problem[] {
  return []
}
