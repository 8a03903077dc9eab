import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DATA_DIR } from '../data/paths'

/** Where the content comes from: a project folder, optionally with some files replaced (tests). */
export interface ContentOptions {
  /** The project root: data/, schemas/, public/ and pages/ are found under it. Default: process.cwd(). */
  root?: string
  /** `data/<name>.yaml` → YAML text, used instead of (or in addition to) the files on disk. */
  files?: Record<string, string>
  /** "Today" for past-date warnings; tests pin it. */
  today?: Date
  /** Whether a file exists, by path relative to the root (images under public/). Default: the disk. */
  fileExists?: (relativePath: string) => boolean
  /**
   * The data files to check against their schemas (default: every one). The others are read as
   * valid: the editor checks the file being edited against its schema, and the rest of its copy of
   * data/ was checked whole when the editor was built (admin/check.ts). Every check across files
   * still runs over all of them.
   */
  validating?: (file: string) => boolean
}

/** Every YAML file of data/ by relative path, with the overrides of `files` applied. */
export function readDataFiles(root: string, files: Record<string, string> = {}): Map<string, string> {
  const texts = new Map<string, string>()
  let names: string[] = []
  try {
    names = readdirSync(join(root, DATA_DIR))
  } catch {
    // No data/ folder at all: every catalogue is reported missing by the caller.
  }
  for (const name of names.filter((n) => n.endsWith('.yaml')).sort()) {
    const file = `${DATA_DIR}/${name}`
    texts.set(file, readFileSync(join(root, file), 'utf8'))
  }
  for (const [file, text] of Object.entries(files)) texts.set(file, text)
  return texts
}
