// `x-translate` in a schema: which words a translation (data/<locale>/) writes in its language.
//   - on a value (a field, or a definition of defs.schema.json): true, a text the visitor reads;
//     false, a fact or words only the agency reads, never written in a translation; "name", a
//     proper name (a hotel's, an airline's), which a translation may write in its own letters and need not;
//   - on a catalogue's root: true says the translated pages show the whole file, so each text a
//     translation leaves out is a warning; without it the file is translated only where a page quotes it.
// Where a value has none, the shape its schema gives it decides (content/server/check/translations.ts).
import { resolveSchemaPointer, type JsonSchema, type SchemaSet } from '../schemas'
import type { DataPath } from '../source'

export const TRANSLATE = 'x-translate'

export const translateMetaSchema = { enum: [true, false, 'name'] }

export type TranslateMark = true | false | 'name'

/** A value's schema, resolved through its `$ref`s, and the first `x-translate` met on the way (the field's own first). */
export interface TranslateSchema {
  schema: JsonSchema
  mark?: TranslateMark
  /** The schema file a `#/$defs/...` in it is read in. */
  file: string
}

function resolve(set: SchemaSet, start: JsonSchema, base: string): TranslateSchema {
  let schema = start
  let file = base
  let mark = schema[TRANSLATE] as TranslateMark | undefined
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 10; hops++) {
    const ref = schema.$ref
    file = ref.split('#')[0].replace(/^\.\.\//, '') || file
    const target = resolveSchemaPointer(set, ref, file)
    if (!target) break
    schema = target
    mark ??= schema[TRANSLATE] as TranslateMark | undefined
  }
  return { schema, mark, file }
}

function child(schema: JsonSchema, key: string | number): JsonSchema | undefined {
  if (/^\d+$/.test(String(key)) && schema.items) return schema.items as JsonSchema
  return (schema.properties as Record<string, JsonSchema> | undefined)?.[String(key)]
}

/** The schema of the value at `path` of a catalogue, with its `x-translate`; undefined where the schema says nothing. */
export function translateSchemaAt(set: SchemaSet, base: string, path: DataPath): TranslateSchema | undefined {
  const root = set.files.get(base)
  if (!root) return undefined
  let current = resolve(set, root, base)
  for (const segment of path) {
    const next = child(current.schema, segment)
    if (!next || typeof next !== 'object') return undefined
    current = resolve(set, next, current.file)
  }
  return current
}

/** Whether the translated pages show the whole catalogue (`x-translate: true` on its schema's root). */
export const translatedWhole = (set: SchemaSet, base: string): boolean => set.files.get(base)?.[TRANSLATE] === true
