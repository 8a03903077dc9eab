// Saving from the browser editor (/admin/) changes only what staff changed: the new values are
// written into the original text at the place of the old ones, so comments, the `$schema` first
// line, key order, quoting, anchors and blank lines stay as they were and a price change is a
// one-line diff. Decap's own YAML format rewrites the whole file (decap-cms issue #5099), and so
// does the `yaml` package's Document#toString on these files (block scalars and blank lines move),
// so the Document is read only for where each value is written, and the text is edited by hand.
import { isAlias, isMap, isScalar, isSeq, parseDocument, stringify, type Document, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml'

type Data = Record<string, unknown>

interface Edit {
  from: number
  to: number
  text: string
}

const isObject = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value)

/** What the form holds for a field left blank: Decap writes '' or [] where the file has no key. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isObject(value)) return Object.values(value).every(isBlank)
  return false
}

function same(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => same(a[key], b[key]))
  }
  return a === b
}

/** Thrown where a change cannot be written in place; the caller then rewrites the whole file. */
class NotInPlace extends Error {}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1
}

function indentAt(text: string, offset: number): number {
  const start = lineStart(text, offset)
  return offset - start
}

/** The end of the line holding `offset - 1`: where text goes after a node, before its newline. */
function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', Math.max(offset - 1, 0))
  return end === -1 ? text.length : end
}

/** A value as YAML, each line but the first indented by `indent` spaces. */
function block(value: unknown, indent: number): string {
  const out = stringify(value, { lineWidth: 0 }).replace(/\n$/, '')
  return out
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(indent) + line))
    .join('\n')
}

/** A string as a plain scalar when YAML reads it back as the same string, quoted otherwise. */
function scalarText(value: unknown, node: Scalar | undefined, text: string, flow: boolean): string {
  if (typeof value !== 'string') return stringify(value, { lineWidth: 0 }).trimEnd()
  const type = node?.type
  if (type === 'QUOTE_SINGLE' && !value.includes('\n')) return `'${value.replace(/'/g, "''")}'`
  if (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL') {
    const from = node!.range![0]
    const headerEnd = lineEnd(text, from + 1)
    const header = text.slice(from, headerEnd).trim()
    const indent = /^( *)\S/m.exec(text.slice(headerEnd + 1))?.[1] ?? '  '
    // A folded scalar joins its lines with spaces: a line break of the value is a blank line.
    const lines = type === 'BLOCK_FOLDED' ? value.split('\n').join('\n\n').split('\n') : value.split('\n')
    return `${header}\n${lines.map((line) => (line === '' ? '' : indent + line)).join('\n')}`
  }
  if (type !== 'QUOTE_DOUBLE' && !value.includes('\n')) {
    try {
      const back = parseDocument(flow ? `[${value}]` : `k: ${value}`).toJS() as unknown
      const read = flow ? (back as unknown[])[0] : (back as Data).k
      if (read === value && value.trim() === value && !(flow ? /[,[\]{}]/ : /^[[{]/).test(value)) return value
    } catch {
      // Not readable as a plain scalar: quoted below.
    }
  }
  return JSON.stringify(value)
}

interface Context {
  text: string
  edits: Edit[]
}

function replaceNode(ctx: Context, node: Node, value: unknown, flow: boolean): void {
  const from = node.range![0]
  // A block scalar's range takes in the line breaks after it: they stay.
  let to = node.range![1]
  while (to > from && ctx.text[to - 1] === '\n') to--
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    ctx.edits.push({ from, to, text: scalarText(value, node, ctx.text, flow) })
    return
  }
  if ((isSeq(node) || isMap(node)) && node.flow) {
    ctx.edits.push({ from, to, text: stringify(value, { lineWidth: 0, collectionStyle: 'flow' }).trimEnd() })
    return
  }
  throw new NotInPlace()
}

function patchNode(ctx: Context, node: Node | null, before: unknown, after: unknown, flow = false): void {
  if (same(before, after)) return
  // A value that repeats another by reference (`*name`) and is now given its own value: the
  // reference gives way to the value at that place only, and the anchor and its other uses stay.
  if (node && isAlias(node) && node.range && (after === null || typeof after !== 'object')) {
    ctx.edits.push({ from: node.range[0], to: node.range[1], text: scalarText(after, undefined, ctx.text, flow) })
    return
  }
  if (!node || isAlias(node) || !node.range) throw new NotInPlace()
  if (isMap(node) && !node.flow && isObject(before) && isObject(after)) return patchMap(ctx, node, before, after)
  if (isSeq(node) && !node.flow && Array.isArray(before) && Array.isArray(after)) return patchSeq(ctx, node, before, after)
  replaceNode(ctx, node, after, flow || Boolean((isMap(node) || isSeq(node)) && node.flow))
}

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && String(p.key.value) === key) as Pair | undefined
}

function patchMap(ctx: Context, map: YAMLMap, before: Data, after: Data): void {
  const { text } = ctx
  for (const [key, value] of Object.entries(after)) {
    const pair = pairOf(map, key)
    if (pair) {
      const node = pair.value as Node | null
      if (!node || (isScalar(node) && node.value === null && !node.source)) {
        if (isBlank(value)) continue
        // `key:` with nothing after it: the value goes after the colon.
        const keyEnd = (pair.key as Scalar).range![1]
        const colon = text.indexOf(':', keyEnd)
        const indent = indentAt(text, (pair.key as Scalar).range![0])
        const written =
          value !== null && typeof value === 'object'
            ? `\n${' '.repeat(indent + 2)}${block(value, indent + 2)}`
            : ` ${scalarText(value, undefined, text, false)}`
        ctx.edits.push({ from: colon + 1, to: lineEnd(text, colon + 1), text: written })
        continue
      }
      patchNode(ctx, node, before[key], value)
    } else if (!isBlank(value)) {
      const last = map.items[map.items.length - 1]
      const lastKey = last?.key as Scalar | undefined
      if (!lastKey?.range) throw new NotInPlace()
      const indent = indentAt(text, lastKey.range[0])
      const end = lineEnd(text, ((last.value as Node | null)?.range ?? lastKey.range)[1])
      ctx.edits.push({ from: end, to: end, text: `\n${' '.repeat(indent)}${block({ [key]: value }, indent)}` })
    }
  }
  for (const key of Object.keys(before)) {
    if (key in after && !isBlank(after[key])) continue
    if (isBlank(before[key])) continue
    const pair = pairOf(map, key)
    const keyNode = pair?.key as Scalar | undefined
    if (!pair || !keyNode?.range) throw new NotInPlace()
    const start = lineStart(text, keyNode.range[0])
    const end = lineEnd(text, ((pair.value as Node | null)?.range ?? keyNode.range)[1])
    ctx.edits.push({ from: start, to: Math.min(end + 1, text.length), text: '' })
  }
}

/** A new list item with its fields in the order of the item before it (the form has its own order). */
function inOrderOf(model: unknown, item: unknown): unknown {
  if (!isObject(model) || !isObject(item)) return item
  const keys = [...Object.keys(model).filter((key) => key in item), ...Object.keys(item).filter((key) => !(key in model))]
  return Object.fromEntries(keys.filter((key) => !isBlank(item[key])).map((key) => [key, item[key]]))
}

function patchSeq(ctx: Context, seq: YAMLSeq, before: unknown[], after: unknown[]): void {
  const { text } = ctx
  const items = seq.items as (Node | null)[]
  const common = Math.min(before.length, after.length)
  for (let i = 0; i < common; i++) patchNode(ctx, items[i], before[i], after[i])
  if (after.length > before.length) {
    const last = items[items.length - 1]
    if (!last?.range) throw new NotInPlace()
    const dash = text.lastIndexOf('-', last.range[0])
    const indent = indentAt(text, dash)
    const end = lineEnd(text, last.range[1])
    const model = before[before.length - 1]
    const added = after.slice(before.length).map((item) => `\n${' '.repeat(indent)}- ${block(inOrderOf(model, item), indent + 2)}`)
    ctx.edits.push({ from: end, to: end, text: added.join('') })
  }
  for (let i = after.length; i < before.length; i++) {
    const item = items[i]
    if (!item?.range) throw new NotInPlace()
    const start = lineStart(text, item.range[0])
    const end = lineEnd(text, item.range[1])
    ctx.edits.push({ from: start, to: Math.min(end + 1, text.length), text: '' })
  }
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text
  for (const edit of [...edits].sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to)
  return out
}

/** The whole file rewritten by the `yaml` package, comments kept: for changes with no place in the text (an anchor's shared value). */
function rewrite(doc: Document, after: Data): string {
  const before = doc.toJS() as Data
  for (const [key, value] of Object.entries(after)) if (!same(before[key], value)) doc.set(key, doc.createNode(value))
  for (const key of Object.keys(before)) if (!(key in after)) doc.delete(key)
  return doc.toString({ lineWidth: 0 })
}

/**
 * `original` (a YAML file of data/) with the values of `after` written in: only the lines of
 * changed values change. Fields the form left blank that the file does not have stay out.
 */
export function editYaml(original: string, after: Data): string {
  const doc = parseDocument(original)
  if (doc.errors.length > 0) return stringify(after, { lineWidth: 0 })
  const before = (doc.toJS() ?? {}) as Data
  const ctx: Context = { text: original, edits: [] }
  try {
    patchNode(ctx, doc.contents as Node | null, before, after)
  } catch (error) {
    if (error instanceof NotInPlace) return rewrite(doc, after)
    throw error
  }
  return applyEdits(original, ctx.edits)
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/

/** A Markdown page of data/ as the editor holds it: its front matter's fields and `body`. */
export function readMarkdown(text: string): Data {
  const match = FRONT_MATTER.exec(text)
  if (!match) return { body: text }
  const front = (parseDocument(match[1] ?? '').toJS() ?? {}) as Data
  return { ...front, body: text.slice(match[0].length) }
}

/** `original` with its front matter edited in place (as editYaml) and its body replaced. */
export function editMarkdown(original: string, after: Data): string {
  const { body, ...front } = after
  const match = FRONT_MATTER.exec(original)
  const newBody = typeof body === 'string' ? body : ''
  if (!match) return `---\n${stringify(front, { lineWidth: 0 })}---\n${newBody}`
  const yaml = editYaml(match[1] ?? '', front)
  const oldBody = original.slice(match[0].length)
  return `---\n${yaml}---\n${same(oldBody.trimEnd(), newBody.trimEnd()) ? oldBody : newBody}`
}
