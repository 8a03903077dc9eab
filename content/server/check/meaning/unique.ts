// `x-unique` on a list: `{ "id": "package" }` says each item's id is its own, and names an item
// in the message. A key may reach into nested lists (`questions/*/id`: unique across the groups).
import { problem, type Problem } from '../../data/problem'
import { positionOf, type SourceFile } from '../source'
import { shown } from '../written'
import { valuesAt, type Place } from './walk'

export const UNIQUE = 'x-unique'

export const uniqueMetaSchema = { type: 'object', minProperties: 1, additionalProperties: { type: 'string', minLength: 1 } }

/** The same id twice would give two packages one page address and make references ambiguous. */
export function duplicates(source: SourceFile, { path, value, schema }: Place): Problem[] {
  const rule = schema[UNIQUE] as Record<string, string> | undefined
  if (!rule || !Array.isArray(value)) return []
  return Object.entries(rule).flatMap(([key, item]) => {
    const field = key.split('/').at(-1) ?? key
    const firstLine = new Map<unknown, number>()
    return valuesAt(value, `*/${key}`).flatMap((found) => {
      if (found.value === undefined || found.value === null) return []
      const at = positionOf(source, [...path, ...found.path])
      const earlier = firstLine.get(found.value)
      if (earlier === undefined) {
        firstLine.set(found.value, at.line)
        return []
      }
      return [problem(source.file, at, `${field} ${shown(found.value)} is already used on line ${earlier}: give each ${item} its own ${field}`)]
    })
  })
}
