// `x-greater-than` on a number: `{ "than": "price", "why": "..." }` says it must be more than the
// number `than` names, a field beside it (`price`) or beside the value holding it (`../price`).
// `why` ends the message: what the number is for and how to fix it; `{key}` is the field's name.
import { problem, type Problem } from '../../data/problem'
import { positionOf, type SourceFile } from '../source'
import type { Place } from './walk'

export const GREATER_THAN = 'x-greater-than'

export const greaterThanMetaSchema = {
  type: 'object',
  required: ['than', 'why'],
  additionalProperties: false,
  properties: { than: { type: 'string', pattern: '^(\\.\\./)*[^./][^/]*$' }, why: { type: 'string', minLength: 1 } },
}

interface GreaterThan {
  than: string
  why: string
}

/** A struck-through "was" price below the price reads as a price rise; a room's below the "from" price, as a wrong "from". */
export function notGreater(source: SourceFile, { path, value, holders, schema }: Place): Problem[] {
  const rule = schema[GREATER_THAN] as GreaterThan | undefined
  if (!rule || typeof value !== 'number') return []
  const up = rule.than.split('../').length - 1
  const than = rule.than.slice(up * 3)
  const holder = holders.at(-1 - up)
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return []
  const floor = (holder as Record<string, unknown>)[than]
  if (typeof floor !== 'number' || value > floor) return []
  // Named from the value holding `than`: `originalPrice`, `roomPrices double`.
  const field = path.slice(path.length - 1 - up).join(' ')
  const key = String(path.at(-1))
  return [problem(source.file, positionOf(source, path), `${field} ${value} must be more than ${than} ${floor}: ${rule.why.replaceAll('{key}', key)}`)]
}
