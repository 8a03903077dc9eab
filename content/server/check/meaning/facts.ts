// `x-facts` on a catalogue's schema: its words may quote the site's facts as {name}, which
// content/server/facts/facts.ts fills in. `own` names what the file's page fills in itself (a slide's
// {dates}); `form: true` adds the placeholders every form fills in ({limit}, {year}...).
import { isPair, isScalar, visit } from 'yaml'
import { FACT_NAMES, FORM_PLACEHOLDERS } from '../../facts/names'
import { problem, type Problem } from '../../data/problem'
import type { JsonSchema } from '../schemas'
import { positionInScalar, type SourceFile } from '../source'
import { closest } from '../suggest'

export const FACTS = 'x-facts'

export const factsMetaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { own: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z]+$' } }, form: { type: 'boolean' } },
}

interface Facts {
  own?: string[]
  form?: boolean
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/** `{hajjDate}` in a text that fills in facts: the build would stop on it, so it is named here first, at its line. */
export function unknownFacts(source: SourceFile, schema: JsonSchema): Problem[] {
  const facts = schema[FACTS] as Facts | undefined
  if (!facts || source.data === undefined) return []
  const problems: Problem[] = []
  const known = [...FACT_NAMES, ...(facts.form ? FORM_PLACEHOLDERS : []), ...(facts.own ?? [])]
  visit(source.doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string' || !isScalar(node) || !node.range) return
      // A route's path names its parameter in braces ({packageId}): not a fact.
      const parent = path.at(-1)
      if (isPair(parent) && isScalar(parent.key) && parent.key.value === 'path') return
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        if (known.includes(match[1])) continue
        const [guess] = closest(match[1], known)
        const fix = guess ? `did you mean {${guess}}?` : `use one of ${known.map((n) => `{${n}}`).join(', ')}`
        problems.push(problem(source.file, positionInScalar(source, node.range, match[0]), `${match[0]} is not a fact that can be filled in: ${fix}`))
      }
    },
  })
  return problems
}
