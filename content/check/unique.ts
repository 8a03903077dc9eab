import { problem, type Problem } from '../problem'
import { positionOf, type DataPath, type SourceFile } from './source'
import { shown } from './written'

/** The same id twice would give two packages one page address and make references ambiguous. */
export function uniqueValues<T>(source: SourceFile, items: readonly T[], listPath: DataPath, field: keyof T & string, what: string): Problem[] {
  const firstLine = new Map<unknown, number>()
  const problems: Problem[] = []
  items.forEach((item, index) => {
    const value = item[field]
    if (value === undefined || value === null) return
    const at = positionOf(source, [...listPath, index, field])
    const earlier = firstLine.get(value)
    if (earlier === undefined) firstLine.set(value, at.line)
    else problems.push(problem(source.file, at, `${field} ${shown(value)} is already used on line ${earlier}: give each ${what} its own ${field}`))
  })
  return problems
}
