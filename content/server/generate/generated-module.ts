// The plumbing shared by the scripts that compile data/ into forms/*.generated.ts for functions
// that run on Netlify without data/: TypeScript string literals, and the write / --check command.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../data/paths'

/** A single-quoted TypeScript string literal. */
export const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

/** Whether `file` (relative to the root) holds exactly `expected`. */
export function isCurrent(root: string, file: string, expected: string): boolean {
  try {
    return readFileSync(join(root, file), 'utf8') === expected
  } catch {
    return false
  }
}

/**
 * The command line of a generator: writes `file`, or with --check exits 1 when the committed file
 * differs from what `render` makes now (so a build never ships a stale list).
 */
export function runGenerator({ file, source, script, render }: { file: string; source: string; script: string; render: () => string }): void {
  const root = projectRoot()
  const expected = render()
  if (!process.argv.includes('--check')) {
    // Unchanged files are left alone, so a watching dev server does not reload for nothing.
    if (isCurrent(root, file, expected)) return
    writeFileSync(join(root, file), expected)
    console.log(`Wrote ${file}.`)
  } else if (isCurrent(root, file, expected)) {
    console.log(`${file} is up to date.`)
  } else {
    console.error(`${file} is out of date with ${source}: run \`npx tsx ${script}\`.`)
    process.exitCode = 1
  }
}
