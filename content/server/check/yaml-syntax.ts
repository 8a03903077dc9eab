import { isAlias, visit, type Scalar, type YAMLError } from 'yaml'
import { problem, type Position, type Problem } from '../data/problem'
import { parseSource, type SourceFile } from './source'

/** The line of the source a YAML error points at, to quote it back in the fix. */
export function lineText(source: SourceFile, line: number): string {
  return source.text.split(/\r?\n/)[line - 1] ?? ''
}

/** `    title: Umrah: October` → { key: 'title', value: 'Umrah: October' } */
function fieldOnLine(text: string): { key: string; value: string; valueCol: number } | undefined {
  const match = /^(\s*(?:-\s+)?([^\s:#"'][^:#]*?):\s+)(.+?)\s*$/.exec(text)
  return match ? { key: match[2], value: match[3], valueCol: match[1].length + 1 } : undefined
}

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

// What YAML makes of a value's first character: each needs the value in quotes to be plain text.
const SPECIAL_START: Record<string, string> = {
  '*': 'a reference to another value',
  '&': 'a name given to the value',
  '!': 'a type marker',
  '@': 'a reserved sign',
  '`': 'a reserved sign',
  '%': 'a directive',
  '|': 'the start of a block of text on the following lines',
  '>': 'the start of a block of text on the following lines',
  '[': 'the start of a list',
  '{': 'the start of a group of fields',
  '-': 'a list item',
  '?': 'a special kind of field name',
}

/**
 * A group written on one line, `{ label: Register for Hajj {hajjYear}, href: /hajj }`, whose text
 * quotes a fact: YAML reads the inner { } as a group inside the group. The group is meant; the
 * text with { } in it needs the quotes, not the whole group.
 */
function placeholderInGroup(key: string, value: string): string | undefined {
  const inner = /^\{\s*(.*)\}\s*$/.exec(value)?.[1]
  if (!inner || !/\{[A-Za-z]+\}/.test(inner) || !/^[A-Za-z]+: /.test(inner)) return undefined
  const fields = inner
    .trim()
    .split(/,\s*(?=[A-Za-z]+: )/)
    .map((part) => {
      const field = /^([A-Za-z]+): (.*)$/.exec(part.trim())
      if (!field) return part.trim()
      const text = field[2]!.trim()
      return /[{}]/.test(text) && !/^["']/.test(text) ? `${field[1]}: ${quoted(text)}` : `${field[1]}: ${text}`
    })
  return `the group of fields of ${key} has a {name} in a value, which YAML reads as a group inside the group: put that value in double quotes, e.g. ${key}: { ${fields.join(', ')} }`
}

/** A value that begins with a sign YAML gives a meaning to: the fix is always the same, quotes. */
export function specialStartMessage(key: string, value: string): string | undefined {
  const first = value[0]
  if (/^"[^"]*"\s*\S/.test(value) || /^'[^']*'\s*\S/.test(value)) {
    return `the value of ${key} starts with a quoted part and goes on after the closing quote: put the whole value in single quotes, e.g. ${key}: '${value.replace(/'/g, "''")}'`
  }
  const meaning = SPECIAL_START[first]
  if (!meaning) return undefined
  const inGroup = placeholderInGroup(key, value)
  if (inGroup) return inGroup
  // A whole list or group on one line is fine; this is only reached when it went wrong.
  return `the value of ${key} starts with ${first}, which YAML reads as ${meaning}: put the whole value in double quotes, e.g. ${key}: ${quoted(value)}`
}

/** The column of a tab in the line's indentation, when there is one. */
function tabInIndentation(text: string): number | undefined {
  const indentation = /^[ \t]*/.exec(text)?.[0] ?? ''
  const tab = indentation.indexOf('\t')
  return tab >= 0 ? tab + 1 : undefined
}

/**
 * The quoted value that swallowed the lines after it: its closing quote is missing on its own
 * line, so YAML reads on to the next quote (or to the end of the file). Reported where it opens.
 */
function runawayQuote(source: SourceFile, before: number): Scalar | undefined {
  let found: Scalar | undefined
  visit(source.doc, {
    Scalar(_key, node) {
      if (node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') return
      if (!node.range || node.range[0] > before) return
      const written = source.text.slice(node.range[0], node.range[1])
      // A long text may be wrapped over lines inside its quotes; one that runs over a field is a mistake.
      if (!/\n\s*(?:-\s+)?[A-Za-z][\w-]*:\s/.test(written) && node.range[1] < source.text.length) return
      if (!found || node.range[0] > found.range![0]) found = node
    },
  })
  return found
}

function runawayMessage(source: SourceFile, node: Scalar): string {
  const mark = node.type === 'QUOTE_DOUBLE' ? '"' : "'"
  const at = source.lineCounter.linePos(node.range![0])
  const field = fieldOnLine(lineText(source, at.line))
  const where = field ? `the value of ${field.key}` : 'this value'
  return `the ${mark} that opens ${where} is not closed on this line, so YAML reads the lines after it as part of the value: add ${mark} at the end of the value`
}

/** `  -Breakfast`: YAML reads a text starting with "-", not a list item. */
const NO_SPACE_AFTER_DASH = /^(\s*)-([^\s-].*?)\s*$/

// The yaml package's wording is written for programmers; staff get what to type instead.
function plainMessage(error: YAMLError, source: SourceFile, line: number): string {
  const original = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  const text = lineText(source, line)
  const field = fieldOnLine(text)
  if (tabInIndentation(text) !== undefined) {
    return 'a tab is used in the indentation of this line: YAML only accepts spaces there; replace the tab with spaces, lined up with the fields above'
  }
  const noSpaceAfterDash = NO_SPACE_AFTER_DASH.exec(text)
  if (noSpaceAfterDash) return `a list item needs a space after the "-": write - ${noSpaceAfterDash[2]}`
  const noSpaceAfterColon = /^\s*(?:-\s+)?([A-Za-z][\w-]*):([^\s/].*?)\s*$/.exec(text)
  if (noSpaceAfterColon) return `a field name must be followed by a colon and a space: write ${noSpaceAfterColon[1]}: ${noSpaceAfterColon[2]}`
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      if (original.startsWith('A block sequence may not be used as an implicit map key'))
        return 'this "- " list item is written among the fields of a group: line its "- " up with the other items of its list, or write it as a field (name: value)'
      if (field && /:\s/.test(field.value)) {
        return `this value contains ": ", which YAML reads as a new field: put the whole value in double quotes, e.g. ${field.key}: ${quoted(field.value)}`
      }
      return 'the line after this one is indented differently from this one: indent the fields of one group with the same number of spaces'
    }
    case 'BLOCK_IN_FLOW':
      return 'a list written in [ ] or a group written in { } must be finished on its line, with its closing ] or }: either finish it there, or remove the brackets and write each item on its own line starting with "- " (each field as name: value)'
    case 'TAB_AS_INDENT':
      return 'a tab is used in the indentation of this line: YAML only accepts spaces there; replace the tab with spaces'
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^\s:#][^:#]*?)\s*:/.exec(text)?.[1]
      return `${key ? `\`${key}\`` : 'this field'} is written twice in the same group: keep only one`
    }
    case 'BAD_INDENT':
      if (original.startsWith('All mapping items must start at the same column'))
        return 'this line is not lined up with the field above it: indent it with the same number of spaces'
      if (original.startsWith('Flow map')) return 'a { ... } group is not closed: add } at the end of it, on the same line'
      if (original.startsWith('Flow sequence')) return 'a [ ... ] list is not closed: add ] at the end of it, on the same line'
      return 'the indentation is wrong here: indent with spaces, lined up with the fields above'
    case 'BAD_SCALAR_START':
    case 'UNEXPECTED_TOKEN': {
      const special = field && specialStartMessage(field.key, field.value)
      if (special) return special
      if (original.startsWith('Unexpected block-seq-ind on same line with key'))
        return 'a "- " list item cannot start on the same line as its field: put it on the next line, indented under the field'
      return 'YAML cannot read the rest of this line: if it is text, put the whole value in double quotes'
    }
    case 'MISSING_CHAR':
      if (original.startsWith('Missing closing "quote')) return 'a " is opened but never closed: add " at the end of the value'
      if (original.startsWith("Missing closing 'quote")) return "a ' is opened but never closed: add ' at the end of the value"
      if (original.startsWith('Sequence item without - indicator'))
        return 'this line is not lined up with the fields above it: indent it like the other fields of the item'
      if (original.startsWith('Implicit map keys need to be followed by map values'))
        return 'a field name must be followed by a colon and a space, e.g. `price: 1649`'
      return 'YAML cannot read this line: check the quotes and the indentation'
    default:
      return 'YAML cannot read this line: check the quotes, the colons and the indentation'
  }
}

function errorPosition(source: SourceFile, error: YAMLError): Position {
  const at = error.linePos?.[0] ?? source.lineCounter.linePos(error.pos[0])
  const tab = tabInIndentation(lineText(source, at.line))
  return tab !== undefined ? { line: at.line, col: tab } : at
}

/** A `*name` that names nothing (a value starting with * left unquoted): YAML reads it, then cannot use it. */
function aliasProblems(source: SourceFile): Problem[] {
  const found: Problem[] = []
  visit(source.doc, {
    Alias(_key, node) {
      if (!isAlias(node) || !node.range) return
      const at = source.lineCounter.linePos(node.range[0])
      const field = fieldOnLine(lineText(source, at.line))
      const message = field
        ? specialStartMessage(field.key, field.value)!
        : 'this value starts with *, which YAML reads as a reference to another value: put the whole value in double quotes'
      found.push(problem(source.file, field ? { line: at.line, col: field.valueCol } : at, message))
    },
  })
  return found
}

// When two errors start at one place, the more telling one is reported.
const PRIORITY: Record<string, number> = { BLOCK_IN_FLOW: -1, TAB_AS_INDENT: -1 }

/** The problems of the first syntax error of `source` (with every field written twice). */
function firstSyntaxProblems(source: SourceFile): Problem[] {
  const errors = [...source.doc.errors].sort((a, b) => a.pos[0] - b.pos[0] || (PRIORITY[a.code] ?? 0) - (PRIORITY[b.code] ?? 0))
  const firstOther = errors.find((e) => e.code !== 'DUPLICATE_KEY')
  return errors
    .filter((e) => e.code === 'DUPLICATE_KEY' || e === firstOther)
    .map((error) => {
      const runaway = error === firstOther ? runawayQuote(source, error.pos[0]) : undefined
      if (runaway) return problem(source.file, source.lineCounter.linePos(runaway.range![0]), runawayMessage(source, runaway))
      const at = errorPosition(source, error)
      const message = plainMessage(error, source, at.line)
      // A value starting with a sign YAML reads as markup: point at its first character.
      const field = fieldOnLine(lineText(source, at.line))
      const dash = message.startsWith('a list item needs a space') ? NO_SPACE_AFTER_DASH.exec(lineText(source, at.line)) : null
      const col = field && message === specialStartMessage(field.key, field.value) ? field.valueCol : dash ? dash[1].length + 1 : at.col
      return problem(source.file, { line: at.line, col }, message)
    })
}

/** At most this many syntax mistakes of one file are reported in one run. */
const MAX_ROUNDS = 20

/**
 * Syntax errors of the YAML itself, in the same `file:line:col  message` form as the rest, every
 * one in one run (an editor in the web editor should not need a round trip per mistake). After
 * an error the parser is lost and reports echoes of it, so each round reports the first error,
 * then reads the file again with that line emptied (the line count kept, so later lines keep
 * their numbers) to find the next real one. A field written twice does not confuse the parser,
 * so every one is reported.
 */
export function syntaxProblems(source: SourceFile): Problem[] {
  if (source.doc.errors.length === 0) return source.conversionError ? aliasProblems(source) : []
  const problems: Problem[] = []
  const lines = source.text.split(/\r?\n/)
  let current = source
  const emptied = new Set<number>()
  for (let round = 0; round < MAX_ROUNDS && current.doc.errors.length > 0; round++) {
    const first = firstSyntaxProblems(current)
    const again = first.filter((p) => problems.some((q) => q.line === p.line && q.message === p.message))
    if (again.length > 0) {
      // The harmless form of the line still fails (a tab in it): empty it.
      for (const p of again) lines[p.line - 1] = ''
      current = parseSource(source.file, source.catalogue, lines.join('\n'))
      continue
    }
    // An error right after emptied lines is the mistake above still speaking (an unclosed [ ):
    // not a mistake of its own. Stop there rather than report it.
    const echo = first.find((p) => p.line > 1 && emptied.has(p.line - 1))
    if (first.length === 0 || echo) break
    problems.push(...first)
    // Make each reported line harmless and read the file again: a field keeps its name with a
    // plain value (its list item and group stay as they were); the lines it continued onto (more
    // indented, right below it) go too, being the same mistake. The line count never changes.
    for (const p of first) {
      const line = lines[p.line - 1] ?? ''
      const field = /^( *(?:-\s+)?)([^\s:#"'][^:#]*?):(\s|$)/.exec(line)
      lines[p.line - 1] = field ? `${field[1]}${field[2]}: x` : ''
      if (!field) emptied.add(p.line)
      // A line indented with a tab has no continuation of its own: only it goes.
      const indent = field ? field[1].length : /^\s*\t/.test(line) ? Infinity : line.length - line.trimStart().length
      for (let next = p.line; next < lines.length && lines[next].trim() !== '' && lines[next].length - lines[next].trimStart().length > indent; next++) {
        lines[next] = ''
        emptied.add(next + 1)
      }
    }
    current = parseSource(source.file, source.catalogue, lines.join('\n'))
  }
  return problems
}
