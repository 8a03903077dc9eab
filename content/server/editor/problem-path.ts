// Where a problem of the content check belongs in the editor's form: its line and column, read
// back into the path of the value written there (`['packages', 3, 'price']`).
import { isMap, isScalar, isSeq, type Node, type Pair } from 'yaml'
import type { DataPath, SourceFile } from '../check/source'

const contains = (node: { range?: [number, number, number] | null } | null | undefined, offset: number) =>
  Boolean(node?.range && node.range[0] <= offset && offset < Math.max(node.range[1], node.range[0] + 1))

/** The path of the deepest value (or key) written at `line`:`col` of the file. */
export function pathAt(source: SourceFile, line: number, col: number): DataPath {
  const start = source.lineCounter.lineStarts[line - 1]
  if (start === undefined) return []
  const offset = start + col - 1
  const path: (string | number)[] = []
  let node = source.doc.contents as Node | null
  for (;;) {
    // A problem of the whole group (fields missing) is reported where the group starts: at its first key.
    if ((isMap(node) || isSeq(node)) && node.range?.[0] === offset && path.length > 0) return path
    if (isMap(node)) {
      const pair = (node.items as Pair<Node, Node>[]).find((p) => contains(p.key, offset) || contains(p.value, offset))
      if (!pair || !isScalar(pair.key)) return path
      path.push(String(pair.key.value))
      if (contains(pair.key, offset)) return path
      node = pair.value
    } else if (isSeq(node)) {
      const index = (node.items as Node[]).findIndex((item) => contains(item, offset))
      if (index === -1) return path
      path.push(index)
      node = (node.items as Node[])[index]
    } else {
      return path
    }
  }
}
