import type { YAMLError } from 'yaml'
import { problem, type Problem } from './problem'
import type { SourceFile } from './source'

/** The line of the source a YAML error points at, to quote it back in the fix. */
function lineText(source: SourceFile, line: number): string {
  return source.text.split(/\r?\n/)[line - 1] ?? ''
}

/** `    title: Umrah: October` → { key: 'title', value: 'Umrah: October' } */
function fieldOnLine(text: string): { key: string; value: string } | undefined {
  const match = /^\s*(?:-\s+)?([^\s:#][^:#]*?):\s+(.+?)\s*$/.exec(text)
  return match ? { key: match[1], value: match[2] } : undefined
}

// The yaml package's wording is written for programmers; staff get what to type instead.
function plainMessage(error: YAMLError, source: SourceFile, line: number): string {
  const original = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  const text = lineText(source, line)
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const field = fieldOnLine(text)
      if (field && /:\s/.test(field.value)) {
        return `this value contains ": ", which YAML reads as a new field: put the whole value in double quotes, e.g. ${field.key}: "${field.value.replace(/"/g, '\\"')}"`
      }
      return 'the line after this one is indented differently from this one: indent the fields of one group with the same number of spaces'
    }
    case 'TAB_AS_INDENT':
      return 'a tab is used to indent this line: indent with spaces only'
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^\s:#][^:#]*?)\s*:/.exec(text)?.[1]
      return `${key ? `\`${key}\`` : 'this field'} is written twice in the same group: keep only one`
    }
    case 'BAD_INDENT':
      if (original.startsWith('All mapping items must start at the same column'))
        return 'this line is not lined up with the field above it: indent it with the same number of spaces'
      if (original.startsWith('Flow map')) return 'a { ... } group is not closed: add } at the end of it, on the same line'
      if (original.startsWith('Flow sequence')) return 'a [ ... ] list is not closed: add ] at the end of it, on the same line'
      return `the indentation is wrong here (${original}): indent with spaces, lined up with the fields above`
    case 'MISSING_CHAR':
      if (original.startsWith('Missing closing "quote')) return 'a " is opened but never closed: add " at the end of the value'
      if (original.startsWith("Missing closing 'quote")) return "a ' is opened but never closed: add ' at the end of the value"
      if (original.startsWith('Sequence item without - indicator'))
        return 'this line is not lined up with the fields above it: indent it like the other fields of the item'
      if (original.startsWith('Implicit map keys need to be followed by map values'))
        return 'a field name must be followed by a colon and a space, e.g. `price: 1649`'
      return `YAML cannot read this line: ${original}`
    default:
      return `YAML cannot read this line: ${original}`
  }
}

/**
 * Syntax errors of the YAML itself, in the same `file:line:col  message` form as the rest.
 * After the first one the parser is lost and reports echoes of it, so only the first is
 * reported; a field written twice does not confuse the parser, so every one is reported.
 */
export function syntaxProblems(source: SourceFile): Problem[] {
  const errors = [...source.doc.errors].sort((a, b) => a.pos[0] - b.pos[0])
  const firstOther = errors.find((e) => e.code !== 'DUPLICATE_KEY')
  const reported = errors.filter((e) => e.code === 'DUPLICATE_KEY' || e === firstOther)
  return reported.map((error) => {
    const at = error.linePos?.[0] ?? source.lineCounter.linePos(error.pos[0])
    return problem(source.file, at, plainMessage(error, source, at.line))
  })
}
