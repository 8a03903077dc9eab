import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml'
import type { Position } from '../data/problem'

/** One YAML file of data/, parsed with the positions of every value kept. */
export interface SourceFile {
  /** Relative to the project root, e.g. `data/umrah.yaml`. */
  file: string
  catalogue: string
  text: string
  doc: Document
  lineCounter: LineCounter
  /** The plain data (undefined when the YAML could not be read). */
  data: unknown
  /** Why YAML read the text but could not turn it into data (an `*alias` that names nothing). */
  conversionError?: string
}

export type DataPath = readonly (string | number)[]

type Parsed = Pick<SourceFile, 'doc' | 'lineCounter' | 'data' | 'conversionError'>

/** Freezes a value and everything in it: a check that changed data another check reads would throw. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
}

function parse(text: string): Parsed {
  const lineCounter = new LineCounter()
  // The YAML 1.2 core schema keeps `2026-03-31` a string and `yes` a string, as the schemas expect.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true })
  if (doc.errors.length > 0) return { doc, lineCounter, data: undefined }
  try {
    const data: unknown = doc.toJS()
    deepFreeze(data)
    return { doc, lineCounter, data }
  } catch (error) {
    return { doc, lineCounter, data: undefined, conversionError: (error as Error).message }
  }
}

// One check reads the same text several times (an English file for its schema and again beside
// its translation; data/words.yaml once per file for its units of time), and the editor checks
// every file on each save while staff change one: each text is parsed once, its nodes and data
// only read. The most recently read texts are kept.
const PARSED = new Map<string, Parsed>()
const KEPT = 300

function parsedOnce(text: string): Parsed {
  const kept = PARSED.get(text)
  if (kept) {
    PARSED.delete(text)
    PARSED.set(text, kept)
    return kept
  }
  const made = parse(text)
  if (PARSED.size >= KEPT) PARSED.delete(PARSED.keys().next().value!)
  PARSED.set(text, made)
  return made
}

export function parseSource(file: string, catalogue: string, text: string): SourceFile {
  return { file, catalogue, text, ...parsedOnce(text) }
}

const START: Position = { line: 1, col: 1 }

function positionOfOffset(source: SourceFile, offset: number | undefined): Position {
  return offset === undefined ? START : source.lineCounter.linePos(offset)
}

/**
 * Where `part` of a scalar's text is written: its own line in a text of several lines (`>-`),
 * whose value starts lines above it. The scalar's start when the part is not written as it reads
 * (an escape in a quoted text).
 */
export function positionInScalar(source: SourceFile, range: readonly [number, number, ...number[]], part: string): Position {
  const start = source.lineCounter.linePos(range[0])
  const written = source.text.indexOf(part, range[0])
  if (written < 0 || written >= range[1]) return start
  const at = source.lineCounter.linePos(written)
  // On the value's first line, the value's start, as every other message gives it.
  return at.line === start.line ? start : at
}

interface Located {
  node: Node | null
  pair?: Pair
}

/** Walks the YAML nodes along a data path; stops at the deepest node that exists. */
function locate(source: SourceFile, path: DataPath): Located {
  let current: Located = { node: (source.doc.contents as Node | null) ?? null }
  for (const segment of path) {
    const node = current.node
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment))
      if (!pair) return current
      current = { node: (pair.value as Node | null) ?? null, pair }
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined
      if (item === undefined) return current
      current = { node: item }
    } else {
      return current
    }
  }
  return current
}

function keyPosition(source: SourceFile, pair: Pair): Position {
  return positionOfOffset(source, isScalar(pair.key) ? pair.key.range?.[0] : undefined)
}

/** Where the value at `path` starts; an empty value (`price:`) points at its key. */
export function positionOf(source: SourceFile, path: DataPath): Position {
  const { node, pair } = locate(source, path)
  const empty = !node || (isScalar(node) && node.value === null && node.source === '')
  if (empty && pair) return keyPosition(source, pair)
  return positionOfOffset(source, node?.range?.[0])
}

/** Where `part` is written in the text at `path` (positionInScalar), or where the value starts. */
export function positionOfPart(source: SourceFile, path: DataPath, part: string): Position {
  const { node } = locate(source, path)
  return isScalar(node) && node.range ? positionInScalar(source, node.range, part) : positionOf(source, path)
}

/** The value at `path` exactly as typed (`10.00`, not the number 10), when it is a plain value. */
export function writtenAt(source: SourceFile, path: DataPath): string | undefined {
  const { node } = locate(source, path)
  if (!isScalar(node) || !node.range) return undefined
  return source.text.slice(node.range[0], node.range[1])
}

/** Where the key `key` of the map at `path` is written (for a field that should not be there). */
export function keyPositionOf(source: SourceFile, path: DataPath, key: string): Position {
  const { pair } = locate(source, [...path, key])
  return pair ? keyPosition(source, pair) : positionOf(source, path)
}

/** JSON pointer (ajv's instancePath) → data path. */
export function pointerToPath(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
}
