// The first part of the content check, which needs nothing made from data/: each file's YAML
// syntax and its schema. The whole check (report.ts) adds the cross-checks; this one stands in
// for it when data/ is too broken for `npm run generate` to make the modules those read.
import { basename } from 'node:path'
import { readDataFiles } from './content'
import { validateSource } from './validate'
import { projectRoot } from '../data/paths'
import { formatAnnotation, hasErrors, sortProblems, type Problem } from '../data/problem'
import { byUrgency, orderedLines, translationGaps } from './report-order'

export interface ReportLines {
  /** What `npm run check` prints, in order, ending with the summary line. */
  lines: string[]
  failed: boolean
}

interface LineOptions {
  annotate?: boolean
  launch?: boolean
  /** List each text not yet translated, instead of one line per translation file (`--translations`). */
  translations?: boolean
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** The printed lines of a report: each problem, its annotation in GitHub Actions, the summary. */
export function reportLines(shown: Problem[], fileCount: number, options: LineOptions, tail = ''): ReportLines {
  const errors = shown.filter((p) => p.severity === 'error').length
  const gaps = translationGaps(shown).length
  const lines = orderedLines(shown, options.translations ?? false)
  // GitHub marks each line of the pull request, untranslated texts too: that is where they are read.
  if (options.annotate) lines.push(...byUrgency(shown).map(formatAnnotation), ...translationGaps(shown).map(formatAnnotation))
  lines.push(
    `${options.launch ? 'Launch check' : 'Content check'}: ${plural(fileCount, 'file')}, ${plural(errors, 'error')}, ${plural(shown.length - errors - gaps, 'warning')}` +
      (gaps > 0 ? `, ${plural(gaps, 'text')} not yet translated` : '') +
      tail,
  )
  return { lines, failed: hasErrors(shown) }
}

/**
 * Every syntax and schema problem of every YAML file of data/, and a line saying the rest follows.
 * It always fails: it only runs when something made from data/ could not be made (`reason`),
 * which is said too when no syntax or schema problem explains it.
 */
export function syntaxAndSchemaReport(reason: string, options: LineOptions & { root?: string } = {}): ReportLines {
  const root = options.root ?? projectRoot()
  const texts = readDataFiles(root)
  const problems: Problem[] = []
  for (const [file, text] of texts) problems.push(...validateSource(root, file, basename(file, '.yaml'), text).problems)
  const shown = sortProblems(problems)
  const report = reportLines(shown, texts.size, options, ' (the other checks run once these are fixed)')
  if (!hasErrors(shown)) report.lines.unshift(reason)
  return { ...report, failed: true }
}
