import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { factsMetaSchema, FACTS } from './meaning/facts'
import { greaterThanMetaSchema, GREATER_THAN } from './meaning/greater-than'
import { refMetaSchema, REF } from './meaning/references'
import { BOOK, bookMetaSchema, DEPARTS, departsMetaSchema, ENDS, endsMetaSchema, RECORD, recordMetaSchema } from './meaning/season'
import { SEASON, seasonMetaSchema } from './meaning/season-over'
import { translateMetaSchema, TRANSLATE } from './meaning/translate'
import { WRITE } from './field-messages'
import { uniqueMetaSchema, UNIQUE } from './meaning/unique'
import { DEFS_SCHEMA, SCHEMAS_DIR, frontMatterSchemaFile, listCatalogueNames, listFrontMatterKinds, schemaFile } from '../data/paths'

export type JsonSchema = { [keyword: string]: unknown }

export interface SchemaSet {
  /** Every schema file by its file name (`umrah.schema.json`), as written. */
  files: Map<string, JsonSchema>
  validator(catalogue: string): ValidateFunction | undefined
  /** The validator of a kind of Markdown page's front matter (schemas/front-matter/<kind>.schema.json). */
  frontMatterValidator(kind: string): ValidateFunction | undefined
}

const cache = new Map<string, SchemaSet>()

function readJson(path: string): JsonSchema {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema
}

/** The schemas of a project, compiled once per process: ajv compilation is the slow part. */
export function schemaSet(root: string): SchemaSet {
  const cached = cache.get(root)
  if (cached) return cached
  const files = new Map<string, JsonSchema>()
  files.set(DEFS_SCHEMA, readJson(join(root, SCHEMAS_DIR, DEFS_SCHEMA)))
  for (const name of listCatalogueNames(root)) files.set(schemaFile(name), readJson(join(root, SCHEMAS_DIR, schemaFile(name))))
  for (const kind of listFrontMatterKinds(root)) {
    files.set(frontMatterSchemaFile(kind), readJson(join(root, SCHEMAS_DIR, frontMatterSchemaFile(kind))))
  }

  const set = compileSchemaSet(files)
  cache.set(root, set)
  return set
}

/** A schema set from schema files already read, by file name (`umrah.schema.json`). */
function compileSchemaSet(files: Map<string, JsonSchema>): SchemaSet {
  // allErrors: staff fix everything in one go. verbose: messages quote the value written.
  // Types are not strict because if/then/else branches only list `required`.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false })
  addFormats(ajv, ['date', 'email'])
  // A text's placeholders that the code offers each language (content/server/check/translations.ts).
  ajv.addKeyword({ keyword: 'x-placeholders', metaSchema: { type: 'array', items: { type: 'string' } } })
  // What a catalogue means, checked by content/server/check/meaning/ (the schemas say where).
  ajv.addKeyword({ keyword: UNIQUE, metaSchema: uniqueMetaSchema })
  ajv.addKeyword({ keyword: REF, metaSchema: refMetaSchema })
  ajv.addKeyword({ keyword: GREATER_THAN, metaSchema: greaterThanMetaSchema })
  ajv.addKeyword({ keyword: FACTS, metaSchema: factsMetaSchema })
  ajv.addKeyword({ keyword: TRANSLATE, metaSchema: translateMetaSchema })
  ajv.addKeyword({ keyword: DEPARTS, metaSchema: departsMetaSchema })
  ajv.addKeyword({ keyword: ENDS, metaSchema: endsMetaSchema })
  ajv.addKeyword({ keyword: BOOK, metaSchema: bookMetaSchema })
  ajv.addKeyword({ keyword: RECORD, metaSchema: recordMetaSchema })
  ajv.addKeyword({ keyword: SEASON, metaSchema: seasonMetaSchema })
  ajv.addKeyword({ keyword: WRITE, metaSchema: { type: 'string', minLength: 1 } })
  // Schemas are keyed by file name so `defs.schema.json#/$defs/money` resolves as it does in editors.
  for (const [file, schema] of files) ajv.addSchema(schema, file)

  return {
    files,
    validator: (catalogue) => (files.has(schemaFile(catalogue)) ? ajv.getSchema(schemaFile(catalogue)) : undefined),
    frontMatterValidator: (kind) => (files.has(frontMatterSchemaFile(kind)) ? ajv.getSchema(frontMatterSchemaFile(kind)) : undefined),
  }
}

/**
 * The browser editor (/admin/) has no disk: it brings the schema files it was built with, and the
 * check finds them under `root` as if it had read them there.
 */
export function provideSchemaFiles(root: string, files: Record<string, JsonSchema>): SchemaSet {
  const set = compileSchemaSet(new Map(Object.entries(files)))
  cache.set(root, set)
  return set
}

/** The schema a `$ref` or an error's schemaPath points at, e.g. `defs.schema.json#/$defs/money`. */
export function resolveSchemaPointer(set: SchemaSet, ref: string, base: string): JsonSchema | undefined {
  const [file, pointer = ''] = ref.split('#')
  // Front-matter schemas sit one folder down and refer to ../defs.schema.json.
  let current: unknown = set.files.get(file.replace(/^\.\.\//, '') || base)
  for (const part of pointer.split('/').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return current !== null && typeof current === 'object' ? (current as JsonSchema) : undefined
}

/** Follows `$ref`s so a property's real type, enum and pattern can be read. */
export function derefSchema(set: SchemaSet, schema: JsonSchema, base: string): { schema: JsonSchema; def?: string } {
  let current = schema
  let file = base
  let def: string | undefined
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const ref = current.$ref
    def = /\$defs\/([^/]+)$/.exec(ref)?.[1] ?? def
    file = ref.split('#')[0].replace(/^\.\.\//, '') || file
    const target = resolveSchemaPointer(set, ref, file)
    if (!target) break
    current = target
  }
  return { schema: current, def }
}

/**
 * The schema describing the value at a data path (`['packages', 3, 'hotels']`), following
 * `properties`, `items` and `$ref`s; undefined where the schema says nothing about that place.
 */
export function schemaAt(set: SchemaSet, base: string, path: readonly (string | number)[]): JsonSchema | undefined {
  const root = set.files.get(base)
  if (!root) return undefined
  let current = derefSchema(set, root, base).schema
  for (const segment of path) {
    const properties = current.properties as Record<string, JsonSchema> | undefined
    const next = /^\d+$/.test(String(segment)) && current.items ? (current.items as JsonSchema) : properties?.[String(segment)]
    if (!next || typeof next !== 'object') return undefined
    current = derefSchema(set, next, base).schema
  }
  return current
}

/** The field names a schema object declares. */
export function fieldsOf(schema: JsonSchema | undefined): string[] {
  return Object.keys((schema?.properties ?? {}) as object)
}
