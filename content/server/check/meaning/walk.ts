// Walks a data file alongside its schema, so the meaning written in the schema as `x-` keywords
// (x-unique, x-ref, x-greater-than) is checked by generic code, whatever the catalogue.
import { resolveSchemaPointer, type JsonSchema, type SchemaSet } from '../schemas'
import type { DataPath } from '../source'

/** A place in a data file: its value, the values holding it (the file's root first) and its schema. */
export interface Place {
  path: DataPath
  value: unknown
  /** The values from the file's root down to this one's parent. */
  holders: readonly unknown[]
  schema: JsonSchema
}

const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const

interface Located {
  schema: JsonSchema
  file: string
}

/** Follows `$ref`s, keeping the file a relative `#/$defs/...` is read in. */
function deref(set: SchemaSet, located: Located): Located {
  let { schema, file } = located
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 10; hops++) {
    const ref = schema.$ref
    const nextFile = ref.split('#')[0].replace(/^\.\.\//, '') || file
    const target = resolveSchemaPointer(set, ref, file)
    if (!target) break
    // A `$ref` with siblings (a description, an x- keyword) keeps them: they say more than the target.
    const siblings: JsonSchema = { ...schema }
    delete siblings.$ref
    schema = { ...target, ...siblings }
    file = nextFile
  }
  return { schema, file }
}

// Each schema's branches, worked out once per process: every item of a list shares its schema.
const branchCache = new WeakMap<JsonSchema, Map<string, Located[]>>()

/** Every schema that speaks for one value: the schema itself and its allOf/anyOf/oneOf/then/else branches. */
function alternatives(set: SchemaSet, located: Located): Located[] {
  const byFile = branchCache.get(located.schema) ?? new Map<string, Located[]>()
  branchCache.set(located.schema, byFile)
  const cached = byFile.get(located.file)
  if (cached) return cached
  const here = deref(set, located)
  const nested = [...BRANCHES.flatMap((k) => (here.schema[k] as JsonSchema[] | undefined) ?? []), here.schema.then, here.schema.else]
    .filter((s): s is JsonSchema => s !== null && typeof s === 'object')
    .flatMap((schema) => alternatives(set, { schema, file: here.file }))
  const all = [here, ...nested]
  byFile.set(located.file, all)
  return all
}

function childSchema(schema: JsonSchema, key: string | number): JsonSchema | undefined {
  if (typeof key === 'number') return typeof schema.items === 'object' ? (schema.items as JsonSchema) : undefined
  const own = (schema.properties as Record<string, JsonSchema> | undefined)?.[key]
  if (own) return own
  for (const [pattern, s] of Object.entries((schema.patternProperties ?? {}) as Record<string, JsonSchema>)) if (new RegExp(pattern, 'u').test(key)) return s
  return typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined
}

/**
 * Calls `visit` at every value of `data` with each schema that describes it. Data of the wrong
 * shape (a file with schema errors) is walked as far as it goes: the schema errors are reported already.
 */
export function walkWithSchema(set: SchemaSet, schemaFile: string, data: unknown, visit: (place: Place) => void): void {
  const root = set.files.get(schemaFile)
  if (!root) return
  const step = (located: Located, value: unknown, path: DataPath, holders: readonly unknown[]) => {
    for (const { schema, file } of alternatives(set, located)) {
      visit({ path, value, holders, schema })
      const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : value !== null && typeof value === 'object' ? Object.keys(value) : []
      for (const key of keys) {
        const child = childSchema(schema, key)
        if (child) step({ schema: child, file }, (value as Record<string | number, unknown>)[key], [...path, key], [...holders, value])
      }
    }
  }
  step({ schema: root, file: schemaFile }, data, [], [])
}

/**
 * The values at a path below `value`, written with slashes between its steps; a `*` step stands
 * for every item of a list. Each comes with its path relative to `value`.
 */
export function valuesAt(value: unknown, pattern: string): { path: DataPath; value: unknown }[] {
  let found: { path: DataPath; value: unknown }[] = [{ path: [], value }]
  for (const part of pattern.split('/').filter(Boolean)) {
    found = found.flatMap(({ path, value: v }) => {
      if (part === '*') return Array.isArray(v) ? v.map((item, i) => ({ path: [...path, i], value: item })) : []
      if (v === null || typeof v !== 'object' || Array.isArray(v) || !(part in v)) return []
      return [{ path: [...path, part], value: (v as Record<string, unknown>)[part] }]
    })
  }
  return found
}
