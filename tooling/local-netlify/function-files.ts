import { existsSync } from 'node:fs'
import { join } from 'node:path'

const extensions = ['.ts', '.mts', '.js', '.mjs']

/** The file of function `name` in the functions folder, found as Netlify finds it, or null. */
export function findFunctionFile(functionsDir: string, name: string): string | null {
  const candidates = extensions.flatMap((ext) => [join(functionsDir, name + ext), join(functionsDir, name, `index${ext}`)])
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}
