/** One thing wrong with the content, at the place an editor should look. */
export interface Problem {
  /** Relative to the project root, e.g. `data/umrah.yaml`. */
  file: string
  line: number
  col: number
  message: string
  severity: 'error' | 'warning'
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
