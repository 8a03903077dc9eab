import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkContent, type ContentOptions } from '../../scripts/content/check-content'
import { formatProblem } from '../../scripts/content/problem'

const FIXTURES = join(import.meta.dirname, 'fixtures')

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
}

/**
 * The project's real data/ with some files replaced by fixtures (`{ 'data/umrah.yaml': 'x.yaml' }`),
 * checked on a fixed day so date warnings do not change with the calendar. Returns the formatted
 * lines reported for `file`.
 */
export function linesFor(file: string, replacements: Record<string, string>, options: ContentOptions = {}): string[] {
  const files = Object.fromEntries(Object.entries(replacements).map(([path, name]) => [path, fixture(name)]))
  const report = checkContent({ today: new Date('2025-06-01T12:00:00Z'), ...options, files })
  return report.problems.filter((p) => p.file === file).map(formatProblem)
}
