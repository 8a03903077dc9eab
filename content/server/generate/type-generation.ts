import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { DEFS_SCHEMA, SCHEMAS_DIR, TYPES_FILE, frontMatterSchemaFile, listCatalogueNames, listFrontMatterKinds, schemaFile } from '../data/paths'

const BANNER = `// generated, do not edit: written by \`npm run types\` (scripts/content/generate-types.ts) from schemas/*.schema.json.
// Change a schema, then run \`npm run types\`; \`npm run check\` fails while this file is out of date.`

type Schema = { [keyword: string]: unknown }

function readSchema(root: string, file: string): Schema {
  return JSON.parse(readFileSync(join(root, SCHEMAS_DIR, file), 'utf8')) as Schema
}

/**
 * Resolves every `$ref` here rather than in json-schema-to-typescript, whose resolver reuses the
 * first description it met for a def. Untitled defs (money, text, internalLink...) are inlined
 * with the description written beside the `$ref`, so each property keeps its own comment.
 * Titled defs (Phone, Link...) become one shared object, so each is emitted as one type.
 */
function inliner(defs: Record<string, Schema>, emitted: ReadonlySet<string> = new Set()) {
  const shared = new Map<string, Schema>()
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline)
    if (node === null || typeof node !== 'object') return node
    const { $ref, ...rest } = node as Schema
    if (typeof $ref !== 'string') return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]))
    const name = /\$defs\/([^/]+)$/.exec($ref)?.[1]
    if (!name || !defs[name]) throw new Error(`Unknown $ref ${$ref}`)
    if (typeof defs[name].title === 'string') {
      // Already a type of the file (IconName): name it, or a second compile would emit it again.
      if (emitted.has(name)) return { tsType: defs[name].title }
      if (!shared.has(name)) shared.set(name, inline(defs[name]) as Schema)
      return shared.get(name)
    }
    return { ...(inline(defs[name]) as Schema), ...(inline(rest) as Schema) }
  }
  return Object.assign(inline, { shared })
}

/**
 * All catalogue types in one compile, under one root schema whose properties are the catalogues:
 * the shared defs are emitted once, and the root becomes the `Catalogues` interface.
 */
export async function renderTypes(root: string): Promise<string> {
  const defs = (readSchema(root, DEFS_SCHEMA) as { $defs: Record<string, Schema> }).$defs
  const inline = inliner(defs)
  const names = listCatalogueNames(root)
  const rootSchema = {
    title: 'Catalogues',
    description: 'Every catalogue of data/, by name: `loadCatalogue(name)` returns `Catalogues[name]`.',
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, inline(readSchema(root, schemaFile(name)))])),
  }
  const options = {
    cwd: join(root, SCHEMAS_DIR),
    ignoreMinAndMaxItems: true,
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { semi: false, singleQuote: true, printWidth: 120 },
  }
  const catalogues = await compile(rootSchema as JSONSchema, 'Catalogues', options)
  // The front matter of Markdown pages: one type per kind (PolicyFrontMatter), after the catalogues.
  const frontMatter: string[] = []
  const inlineFrontMatter = inliner(defs, new Set(inline.shared.keys()))
  for (const kind of listFrontMatterKinds(root)) {
    const schema = inlineFrontMatter(readSchema(root, frontMatterSchemaFile(kind))) as Schema
    frontMatter.push(await compile(schema as JSONSchema, String(schema.title), { ...options, bannerComment: '' }))
  }
  return [catalogues, ...frontMatter].join('\n')
}

export function typesFilePath(root: string): string {
  return join(root, TYPES_FILE)
}

/** Whether the committed types file is exactly what the schemas generate today. */
export async function typesAreCurrent(root: string): Promise<boolean> {
  let committed: string
  try {
    committed = readFileSync(typesFilePath(root), 'utf8')
  } catch {
    return false
  }
  return committed === (await renderTypes(root))
}
