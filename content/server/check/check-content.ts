import { existsSync } from 'node:fs'
import { parseIsoDate } from '../../browser/dates'
import { today } from '../today'
import { basename, join } from 'node:path'
import type { CheckContext } from './check-context'
import { readDataFiles, type ContentOptions } from './content'
import { crossCheck } from './cross-check'
import { checkGlossary } from './glossary'
import { dataFile, listCatalogueNames, projectRoot } from '../data/paths'
import { problem, sortProblems, type Problem } from '../data/problem'
import { checkTranslations } from './translations'
import { validateSource, type ValidatedSource } from './validate'
import { parseSource } from './source'

export type { ContentOptions } from './content'

interface ContentReport {
  /** Errors and warnings, sorted by file, line and column. */
  problems: Problem[]
  /** The data files read, relative to the root. */
  files: string[]
}

/**
 * A file YAML cannot read gives the checks across files nothing to look at: the other files are
 * checked all the same, and this says, at the first syntax error, what waits for its fix.
 */
function unreadable(sources: Map<string, ValidatedSource>): Problem[] {
  return [...sources.values()].flatMap(({ source, problems }) => {
    if (source.data !== undefined) return []
    const first = sortProblems(problems).find((p) => p.severity === 'error')
    return {
      ...problem(
        source.file,
        first ?? { line: 1, col: 1 },
        `because of the syntax error on line ${first?.line ?? 1}, YAML cannot read this file, so its fields, ids, links, images, dates and references to other files were not checked: fix that line and run the check again for them (every other file was checked)`,
        'warning',
      ),
      topic: 'unchecked' as const,
    }
  })
}

/** Validation and cross-checks over every file of data/: everything wrong, in one report. */
export function checkContent(options: ContentOptions = {}): ContentReport {
  const root = options.root ?? projectRoot()
  const texts = readDataFiles(root, options.files)
  const catalogues = listCatalogueNames(root)
  const problems: Problem[] = []
  const sources = new Map<string, ValidatedSource>()

  for (const name of catalogues) {
    const file = dataFile(name)
    const text = texts.get(file)
    if (text === undefined) {
      problems.push(problem(file, { line: 1, col: 1 }, `this file is missing: every catalogue of schemas/ needs its data file`))
      continue
    }
    const validated =
      (options.validating?.(file) ?? true) ? validateSource(root, file, name, text) : { source: parseSource(file, name, text), problems: [], valid: true }
    sources.set(name, validated)
    problems.push(...validated.problems)
  }
  // A YAML file with no schema would be published unchecked.
  for (const [file, text] of texts) {
    const name = basename(file, '.yaml')
    if (!catalogues.includes(name)) problems.push(...validateSource(root, file, name, text).problems)
  }

  const ctx: CheckContext = {
    root,
    today: options.today ?? parseIsoDate(today()),
    fileExists: options.fileExists ?? ((relativePath) => existsSync(join(root, relativePath))),
    sources,
  }
  problems.push(...crossCheck(ctx), ...checkTranslations({ root, files: options.files }), ...checkGlossary(root), ...unreadable(sources))
  return { problems: sortProblems(problems), files: [...texts.keys()] }
}
