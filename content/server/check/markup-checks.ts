// Every text of data/ is plain text: pages show it as written (React escapes it), so a tag typed
// or pasted into a title (`<b>`, `<br>`, `<script>…</script>`) reaches visitors as visible signs.
// Refused at its line, with the text to write instead.
import { isScalar, visit, type Scalar } from 'yaml'
import type { CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
import { positionInScalar } from './source'

const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/
/** A script or style element: its content is code, not words, and goes with the tags. */
const CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi

/** `text` without its markup: code elements removed, other tags dropped, spaces tidied. */
export function withoutMarkup(text: string): string {
  return text
    .replace(CODE, '')
    .replace(new RegExp(TAG.source, 'g'), ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

export function checkMarkup(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  for (const { source } of ctx.sources.values()) {
    if (source.doc.errors.length > 0) continue
    visit(source.doc, {
      Scalar(key, node: Scalar) {
        if (key === 'key' || !isScalar(node) || typeof node.value !== 'string' || !node.range) return
        const tag = TAG.exec(node.value)
        if (!tag) return
        const plain = withoutMarkup(node.value)
        const fix = plain ? `write the words alone: ${JSON.stringify(plain)}` : 'remove it'
        problems.push(
          problem(
            source.file,
            positionInScalar(source, node.range, tag[0]),
            `${tag[0]} is markup (HTML), but this text is shown as written, so visitors would see the signs: ${fix}. For a new paragraph or a list, use the file's own fields`,
          ),
        )
      },
    })
  }
  return problems
}
