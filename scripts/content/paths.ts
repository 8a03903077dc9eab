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
