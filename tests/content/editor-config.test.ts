// The browser editor's fields come from the schemas (content/server/editor/editor-config.ts): every
// property of every schema, followed through `$ref`s into the shared `$defs`, has its field.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { derefSchema, schemaSet, type JsonSchema, type SchemaSet } from '../../content/server/check/schemas'
import { readDataFileList } from '../../content/server/editor/data-files'
import { editorConfig, NUMBER_WIDGET, type EditorField } from '../../content/server/editor/editor-config'
import { frontMatterSchemaFile, listCatalogueNames, listFrontMatterKinds, MARKDOWN_FOLDERS, schemaFile } from '../../content/server/data/paths'

const ROOT = join(import.meta.dirname, '..', '..')
const set = schemaSet(ROOT)
const files = readDataFileList(ROOT)
const config = editorConfig(set, files, { repo: 'agency/site', branch: 'main', siteUrl: 'https://example.com' })
const yamlFiles = config.collections[0].files

/** Every property path of a schema (`packages[].hotels[].name`), `$ref`s followed. */
function propertyPaths(set: SchemaSet, schema: JsonSchema, file: string, prefix: string, seen = new Set<JsonSchema>()): string[] {
  const { schema: target } = derefSchema(set, schema, file)
  const refFile = typeof schema.$ref === 'string' ? schema.$ref.split('#')[0].replace(/^\.\.\//, '') || file : file
  if (seen.has(target)) return []
  const inner = new Set(seen).add(target)
  if (target.type === 'array' && target.items) return propertyPaths(set, target.items as JsonSchema, refFile, `${prefix}[]`, inner)
  return Object.entries((target.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name
    return [path, ...propertyPaths(set, property, refFile, path, inner)]
  })
}

/** Every field path of the editor, in the same notation. */
function fieldPaths(fields: EditorField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const below = field.fields ? fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path) : []
    return [path, ...below]
  })
}

describe('the editor configuration made from the schemas', () => {
  it('offers every file of data/: each catalogue and each Markdown page', () => {
    expect(yamlFiles.map((f) => f.file)).toEqual(listCatalogueNames(ROOT).map((name) => `data/${name}.yaml`))
    const markdownFiles = config.collections.slice(1).flatMap((c) => c.files.map((f) => f.file))
    expect(markdownFiles).toContain('data/policies/privacy-policy.md')
    expect(markdownFiles).toContain('data/knowledge/health/medications.md')
    // A translation holds texts only: the English fields (facts included) would not fit it.
    expect(markdownFiles.filter((file) => file.startsWith('data/bn/'))).toEqual([])
  })

  it('has a field for every property of every schema', () => {
    const missing: string[] = []
    for (const name of listCatalogueNames(ROOT)) {
      const fields = new Set(fieldPaths(yamlFiles.find((f) => f.name === name)!.fields, ''))
      for (const path of propertyPaths(set, set.files.get(schemaFile(name))!, schemaFile(name), '')) {
        if (!fields.has(path)) missing.push(`schemas/${schemaFile(name)}: ${path}`)
      }
    }
    for (const [folder, kind] of Object.entries(MARKDOWN_FOLDERS)) {
      const collection = config.collections.find((c) => c.name === folder.replace(/\//g, '-'))!
      const fields = new Set(fieldPaths(collection.files[0].fields, ''))
      for (const path of propertyPaths(set, set.files.get(frontMatterSchemaFile(kind))!, frontMatterSchemaFile(kind), '')) {
        if (!fields.has(path)) missing.push(`schemas/${frontMatterSchemaFile(kind)}: ${path}`)
      }
    }
    expect(Object.values(MARKDOWN_FOLDERS).sort(), 'every front-matter schema is a folder of data/').toEqual(listFrontMatterKinds(ROOT))
    expect(missing, 'schema properties with no editor field').toEqual([])
  })

  it('turns a package list into a list widget with the schema words, bounds, options and patterns', () => {
    const packages = yamlFiles.find((f) => f.name === 'hajj')!.fields.find((f) => f.name === 'packages')!
    expect(packages.widget).toBe('list')
    const field = (name: string) => packages.fields!.find((f) => f.name === name)!
    expect(field('price')).toMatchObject({ widget: NUMBER_WIDGET, value_type: 'int', min: 1, required: true, label: 'Price' })
    expect(field('price').hint).toMatch(/pounds/)
    expect(field('originalPrice').required).toBe(false)
    expect(field('type')).toMatchObject({ widget: 'select', options: ['shifting', 'nonShifting'] })
    expect(field('image')).toMatchObject({ widget: 'image' })
    // A date is typed as its hint writes it (the browser's date box draws mm/dd/yyyy and empties 30 February).
    expect(field('departure')).toMatchObject({ widget: 'string', pattern: ['^\\d{4}-\\d{2}-\\d{2}$', expect.stringContaining('YYYY-MM-DD')] })
    expect(field('id').pattern?.[0]).toBe('^[A-Z0-9]+$')
  })
})
