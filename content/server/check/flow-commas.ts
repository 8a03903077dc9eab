import type { ErrorObject } from 'ajv'
import { isMap, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml'
import { problem, type Problem } from '../data/problem'
import { pointerToPath, type SourceFile } from './source'

/** A `{ title: 10,000+ Pilgrims }` that YAML read as `title: 10` plus a stray field `000+ Pilgrims`. */
interface FlowCommaSplit {
  /** Data path of the value that was cut short. */
  path: (string | number)[]
  /** The stray field YAML made of the rest of the value. */
  strayKey: string
}

function walk(node: Node | null, path: (string | number)[], visit: (node: Node, path: (string | number)[]) => void): void {
  if (!node) return
  visit(node, path)
  if (isMap(node)) for (const pair of node.items) walk(pair.value as Node | null, [...path, String((pair.key as { value?: unknown })?.value)], visit)
  if (isSeq(node)) node.items.forEach((item, i) => walk(item as Node, [...path, i], visit))
}

/**
 * Inside `{ ... }` a comma starts a new field, so an unquoted `10,000+` is cut in two. ajv would
 * report a wrong type and an unknown field; one message naming the real cause helps more.
 */
export function findFlowCommaSplits(source: SourceFile): { splits: FlowCommaSplit[]; problems: Problem[] } {
  const splits: FlowCommaSplit[] = []
  const problems: Problem[] = []
  walk(source.doc.contents as Node | null, [], (node, path) => {
    if (!isMap(node) || !node.flow) return
    node.items.forEach((pair: Pair, i) => {
      const previous = node.items[i - 1]
      if (i === 0 || pair.value !== null || !isScalar(pair.key) || !isPair(previous)) return
      if (!isScalar(previous.key) || !isScalar(previous.value) || !previous.value.range || !pair.key.range) return
      const field = String(previous.key.value)
      const whole = source.text.slice(previous.value.range[0], pair.key.range[1])
      splits.push({ path: [...path, field], strayKey: String(pair.key.value) })
      problems.push(
        problem(
          source.file,
          source.lineCounter.linePos(previous.value.range[0]),
          `${field}: inside { ... } a comma starts a new field, so this value was cut at the comma: put it in double quotes, e.g. ${field}: "${whole.replace(/"/g, '\\"')}"`,
        ),
      )
    })
  })
  return { splits, problems }
}

/** Errors that only restate a value cut at a comma (reported once, with its cause). */
export function explainedBySplit(error: ErrorObject, splits: FlowCommaSplit[]): boolean {
  const path = pointerToPath(error.instancePath).join('/')
  return splits.some((split) => {
    const valuePath = split.path.join('/')
    const mapPath = split.path.slice(0, -1).join('/')
    if (path === valuePath) return true
    return path === mapPath && error.keyword === 'additionalProperties' && error.params.additionalProperty === split.strayKey
  })
}
