/** One thing wrong with the content, at the place an editor should look. */
export interface Problem {
  /** Relative to the project root, e.g. `data/umrah.yaml`. */
  file: string
  line: number
  col: number
  message: string
  severity: 'error' | 'warning'
  /**
   * Who can act on it. Notes for developers (a route still waiting for its page) are shown by
   * `npm run check -- --dev` and by the build, not to staff editing content.
   */
  audience?: 'developer'
  /**
   * What it is about, for the order of the report: `unchecked` says which checks a file's syntax
   * error kept from it, `sale` is what staff must add now (a season or
   * catalogue with nothing left to book), `season` a date that has passed. A `translation` gap is
   * counted per translation file in the report (its list behind `--translations`).
   */
  topic?: 'unchecked' | 'sale' | 'season' | TranslationGap
}

/** A text (or, `whole`, a whole file) not yet in a language: `translation` is the file that should hold it. */
export interface TranslationGap {
  translation: string
  language: string
  whole?: boolean
}

export interface Position {
  line: number
  col: number
}

export function problem(file: string, at: Position, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { file, line: at.line, col: at.col, message, severity }
}

/** `data/umrah.yaml:14:12  price must be a number ...`, the form editors and CI logs link to. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.col}`
  return p.severity === 'warning' ? `${where}  warning: ${p.message}` : `${where}  ${p.message}`
}

export function sortProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>()
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
    .filter((p) => {
      const key = formatProblem(p)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

export function hasErrors(problems: Problem[]): boolean {
  return problems.some((p) => p.severity === 'error')
}

/** GitHub's workflow-command escaping: the message may not hold %, CR or LF as they are. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** Property values (file=..., line=...) may not hold , or : either. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * `::error file=data/umrah.yaml,line=14,col=12::price must be a number ...`: printed in GitHub
 * Actions, it puts the message on that line of the pull request's changed files.
 */
export function formatAnnotation(p: Problem): string {
  return `::${p.severity} file=${escapeProperty(p.file)},line=${p.line},col=${p.col}::${escapeData(p.message)}`
}

/** Annotations in a GitHub Actions run, unless a later step asks for none (the build re-runs the check). */
export function annotationsWanted(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true' && env.CONTENT_CHECK_ANNOTATIONS !== 'off'
}
