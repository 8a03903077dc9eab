import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { join } from 'node:path'
import { checkContent, type ContentOptions } from '../../../content/server/check/check-content'
import { formatProblem } from '../../../content/server/data/problem'

const FIXTURES = join(import.meta.dirname, '..', '..', 'content', 'fixtures')

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
}

/**
 * The project's real data/ with some files replaced by fixtures (`{ 'data/umrah.yaml': 'x.yaml' }`),
 * checked on a fixed day so date warnings do not change with the calendar. Returns the formatted
 * lines reported for `file`.
 */
/**
 * Messages that follow from a fixture or an edit not being the agency's real data: its page titles
 * are measured for search results (page-meta-lengths has its own). Kept out of the lines a test
 * about something else compares.
 */
const INCIDENTAL = [
  /search engines cut it after about/,
  // A syntax error's second line: what it kept from being checked (tests/content/one-round.test.ts has its own).
  /YAML cannot read this file, so its fields, ids, links, images, dates and references to other files were not checked/,
]
/** An edited English text is one its translations do not have yet (tests/content/translation-check.test.ts has its own). */
const UNTRANSLATED = /warning: (?:[^:]+: )?not yet translated into/
const relevant = (line: string) => !INCIDENTAL.some((pattern) => pattern.test(line))

export function linesFor(file: string, replacements: Record<string, string>, options: ContentOptions = {}): string[] {
  const files = Object.fromEntries(Object.entries(replacements).map(([path, name]) => [path, fixture(name)]))
  const report = checkContent({ today: new Date('2025-06-01T12:00:00Z'), ...options, files })
  return report.problems
    .filter((p) => p.file === file)
    .map(formatProblem)
    .filter((line) => relevant(line) && !UNTRANSLATED.test(line))
}

/**
 * A data file with some text replaced (each replacement must apply), checked with the rest of
 * data/ on the fixed day: what an editor is shown for it (no notes for developers; `all` keeps the
 * messages INCIDENTAL leaves out). `base` is the text to start from (a fixture); by default the real file.
 */
export function editedLines(file: string, replacements: Array<[string | RegExp, string]>, base?: string, { all = false } = {}): string[] {
  let text = base ?? readFileSync(file, 'utf8')
  for (const [from, to] of replacements) {
    const changed = text.replace(from, to)
    expect(changed, `${String(from)} is in ${file}`).not.toBe(text)
    text = changed
  }
  const report = checkContent({ files: { [file]: text }, today: new Date('2025-06-01T12:00:00Z') })
  return report.problems
    .filter((p) => p.file === file && p.audience !== 'developer')
    .map(formatProblem)
    .filter((line) => (all || relevant(line)) && !UNTRANSLATED.test(line))
}

/** The line number of the n-th line matching `pattern` in the real file (1-based). */
export function lineOf(file: string, pattern: RegExp, nth = 0): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => (pattern.test(line) ? i + 1 : 0))
    .filter(Boolean)[nth]!
}
