import { isPair, isScalar, isSeq, visit, type Scalar } from 'yaml'
import { problem, type Problem } from '../data/problem'
import type { SourceFile } from './source'
import { lineText, specialStartMessage } from './yaml-syntax'
import { shown } from './written'

// YAML that reads without an error but does not say what the editor meant: text lost after
// ` #`, two list items joined into one, a value starting with & or ! losing its first word.

type Owner = { kind: 'field'; key: string } | { kind: 'item' }

function ownerOf(path: readonly unknown[]): Owner | undefined {
  const parent = path[path.length - 1]
  if (isPair(parent)) return isScalar(parent.key) ? { kind: 'field', key: String(parent.key.value) } : undefined
  if (isSeq(parent)) return { kind: 'item' }
  return undefined
}

/** `title: Umrah # October`: everything from ` #` on is a comment, so the page shows "Umrah". */
function cutByComment(source: SourceFile, node: Scalar, owner: Owner): Problem | undefined {
  const end = node.range![1]
  const rest = /^[ \t]+#([^\n]*)/.exec(source.text.slice(end, source.text.indexOf('\n', end) === -1 ? undefined : source.text.indexOf('\n', end)))
  if (!rest) return undefined
  const whole = `${String(node.value)} #${rest[1]}`.trimEnd()
  const at = source.lineCounter.linePos(end + rest[0].indexOf('#'))
  const example = owner.kind === 'field' ? `${owner.key}: ${JSON.stringify(whole)}` : `- ${JSON.stringify(whole)}`
  return problem(
    source.file,
    at,
    `the text from " #" on is read as a note for editors and is not shown on the site (it shows ${shown(node.value)}): if it belongs to the text, put the whole value in double quotes, e.g. ${example}`,
    'warning',
  )
}

/**
 * ```
 * - Return flights
 *   - 5-star hotels      ← one level too deep: YAML reads "Return flights - 5-star hotels"
 * ```
 */
function mergedListItems(source: SourceFile, node: Scalar, owner: Owner): Problem[] {
  const [start, end] = node.range!
  const written = source.text.slice(start, end)
  if (!written.includes('\n')) return []
  const first = source.lineCounter.linePos(start).line
  const into = owner.kind === 'field' ? `the value of ${owner.key}` : 'the list item above'
  return written
    .split('\n')
    .slice(1)
    .flatMap((line, i) => {
      const dash = /^\s*-(\s|$)/.exec(line)
      if (!dash) return []
      const col = line.indexOf('-') + 1
      return [
        problem(
          source.file,
          { line: first + i + 1, col },
          `this line starts with "- " but is indented deeper than the list it belongs to, so YAML joins it to ${into} (${shown(node.value)}): move its "- " left, lined up with the "- " of the other items`,
        ),
      ]
    })
}

/** `&more than` or `!important`: YAML takes the first word as a name or a type and drops it. */
function markerProblem(source: SourceFile, offset: number): Problem | undefined {
  const at = source.lineCounter.linePos(offset)
  const text = lineText(source, at.line)
  const field = /^(\s*(?:-\s+)?([^\s:#][^:#]*?):\s+)([&!].*?)\s*$/.exec(text)
  const item = /^(\s*-\s+)([&!].*?)\s*$/.exec(text)
  // `&name` alone or before a block of text (`&name >-`) names the value on purpose, to repeat it as *name.
  if (field && /^&[\w-]+(\s+[|>][-+]?)?$/.test(field[3])) return undefined
  if (field) return problem(source.file, { line: at.line, col: field[1].length + 1 }, specialStartMessage(field[2], field[3])!)
  if (item)
    return problem(
      source.file,
      { line: at.line, col: item[1].length + 1 },
      `this item starts with ${item[2][0]}, which YAML reads as a marker and drops: put the whole item in double quotes, e.g. - ${JSON.stringify(item[2])}`,
    )
  return undefined
}

/** The JSON pointer (ajv's instancePath) of a node, from the ancestors `visit` passes. */
function pointerOf(ancestors: readonly unknown[], node: unknown): string {
  const chain = [...ancestors, node]
  let pointer = ''
  for (let i = 0; i < chain.length - 1; i++) {
    const here = chain[i]
    const next = chain[i + 1]
    let segment: string | undefined
    if (isPair(here) && isScalar(here.key) && next === here.value) segment = String(here.key.value)
    if (isSeq(here)) segment = String(here.items.indexOf(next as never))
    if (segment !== undefined) pointer += '/' + segment.replace(/~/g, '~0').replace(/\//g, '~1')
  }
  return pointer
}

interface Pitfalls {
  problems: Problem[]
  /** Values two lines were joined into: a schema error about them only restates the cause. */
  joinedValues: Set<string>
}

export function pitfallProblems(source: SourceFile): Pitfalls {
  const problems: Problem[] = []
  const joinedValues = new Set<string>()
  visit(source.doc, {
    Node(key, node, path) {
      if (key === 'key') return
      // A name (&x) on a list or group is how a file repeats it (*x) without retyping; on a
      // single value it is almost always text that lost its first word.
      if (((isScalar(node) && node.anchor) || (node.tag && !node.tag.startsWith('tag:yaml.org'))) && node.range) {
        const found = markerProblem(source, node.range[0])
        if (found) problems.push(found)
      }
      if (!isScalar(node) || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return
      const owner = ownerOf(path)
      if (!owner) return
      const merged = mergedListItems(source, node, owner)
      if (merged.length > 0) joinedValues.add(pointerOf(path, node))
      problems.push(...merged)
      const cut = cutByComment(source, node, owner)
      if (cut) problems.push(cut)
    },
  })
  // An unknown `!tag` leaves no tag on the node, only a warning.
  for (const warning of source.doc.warnings) {
    if (warning.code !== 'TAG_RESOLVE_FAILED') continue
    const found = markerProblem(source, warning.pos[0])
    if (found) problems.push(found)
  }
  return { problems, joinedValues }
}
