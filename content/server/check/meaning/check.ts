// The meaning each schema gives its catalogue, checked for every data file: a new catalogue whose
// schema says x-unique, x-ref, x-greater-than or x-facts is checked with no change here.
import { schemaFile } from '../../data/paths'
import type { Problem } from '../../data/problem'
import type { CheckContext } from '../check-context'
import { schemaSet } from '../schemas'
import { unknownFacts } from './facts'
import { notGreater } from './greater-than'
import { danglingReference, MISSING } from './references'
import { duplicates } from './unique'
import { walkWithSchema } from './walk'

export function checkSchemaMeaning(ctx: CheckContext): Problem[] {
  const set = schemaSet(ctx.root)
  const readable = (name: string) => (ctx.sources.has(name) ? ctx.sources.get(name)?.source.data : MISSING)
  return [...ctx.sources.values()].flatMap(({ source }) => {
    const schema = set.files.get(schemaFile(source.catalogue))
    if (source.data === undefined || !schema) return []
    const problems: Problem[] = unknownFacts(source, schema)
    walkWithSchema(set, schemaFile(source.catalogue), source.data, (place) => {
      problems.push(...duplicates(source, place), ...danglingReference(source, place, readable), ...notGreater(source, place))
    })
    return problems
  })
}
