import { readdirSync } from 'node:fs'
import { join } from 'node:path'

// Paths are resolved from the working directory, not from this file: the module also runs
// bundled inside Vike's prerender, where import.meta.url no longer points at scripts/.
export function projectRoot(): string {
  return process.cwd()
}

export const DATA_DIR = 'data'
export const SCHEMAS_DIR = 'schemas'
export const PUBLIC_DIR = 'public'
export const PAGES_DIR = 'pages'
export const TYPES_FILE = 'schemas/types.generated.ts'
export const DEFS_SCHEMA = 'defs.schema.json'
/** Schemas of Markdown front matter (one per kind of Markdown page), not catalogues. */
export const FRONT_MATTER_DIR = 'front-matter'

/** `data/umrah.yaml`: how problems name a catalogue's file (relative, forward slashes). */
export function dataFile(catalogue: string): string {
  return `${DATA_DIR}/${catalogue}.yaml`
}

export function schemaFile(catalogue: string): string {
  return `${catalogue}.schema.json`
}

/** Every catalogue is a schema in schemas/ (except the shared defs); adding one needs no code. */
export function listCatalogueNames(root: string): string[] {
  return readdirSync(join(root, SCHEMAS_DIR))
    .filter((name) => name.endsWith('.schema.json') && name !== DEFS_SCHEMA)
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort()
}

/** `front-matter/policy.schema.json`: how the schema set names the front-matter schema of a kind of Markdown page. */
export function frontMatterSchemaFile(kind: string): string {
  return `${FRONT_MATTER_DIR}/${kind}.schema.json`
}

/** Every kind of Markdown page with a front-matter schema (schemas/front-matter/<kind>.schema.json). */
export function listFrontMatterKinds(root: string): string[] {
  try {
    return readdirSync(join(root, SCHEMAS_DIR, FRONT_MATTER_DIR))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => name.slice(0, -'.schema.json'.length))
      .sort()
  } catch {
    return []
  }
}

/**
 * Long texts are Markdown with front matter, one file per page, in a folder of data/ whose
 * front matter follows one schema: data/policies/*.md → schemas/front-matter/policy.schema.json.
 * Every folder is read, checked and rendered the same way (content/server/markdown/page.ts).
 */
export const MARKDOWN_FOLDERS = { policies: 'policy', 'knowledge/health': 'health-card' } as const
export type MarkdownFolder = keyof typeof MARKDOWN_FOLDERS
