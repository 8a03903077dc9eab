// The content check reads data/, schemas/, pages/ and public/ from the disk in Node. In the editor
// (the browser) the same modules import node:fs, which resolves here: a copy of those files as
// they were when the editor was built (scripts/admin/editor-modules.ts; public/ and pages/ by name
// only), under the check's root /editor, with the entry being edited laid over it (`overlay`), so
// `npm run check` runs here whole. What saved since the build is checked again by the pull
// request's Check workflow.
import files from 'virtual:editor/disk'

const ROOT = '/editor/'
const overlaid = new Map<string, string>()
// Pictures uploaded in this session (admin/uploads.ts): saved with the entry that uses them.
const uploaded = new Set<string>()
let version = 1

const relative = (path: string) =>
  String(path)
    .replace(/^\/editor\/?/, '')
    .replace(/\/+$/, '')
const textOf = (path: string): string | undefined => overlaid.get(relative(path)) ?? files[relative(path)] ?? (uploaded.has(relative(path)) ? '' : undefined)
const allPaths = () => new Set([...Object.keys(files), ...overlaid.keys(), ...uploaded])

const missing = (path: string) =>
  Object.assign(new Error(`ENOENT: no such file or directory, '${path}' (not in the editor's copy of the project)`), { code: 'ENOENT' })

/** The entry being edited, as it would be saved: the check reads it in place of the copy's file. */
export function overlay(file: string, text: string): void {
  if (overlaid.get(file) === text) return
  overlaid.clear()
  overlaid.set(file, text)
  version += 1
}

/** A picture uploaded in the editor (public/images/uploads/…), which the entry's save will write. */
export function addUploaded(file: string): void {
  uploaded.add(file)
  version += 1
}

function childrenOf(dir: string): Map<string, boolean> {
  const prefix = relative(dir) === '' ? '' : `${relative(dir)}/`
  const found = new Map<string, boolean>()
  for (const path of allPaths()) {
    if (!path.startsWith(prefix)) continue
    const [name, ...rest] = path.slice(prefix.length).split('/')
    found.set(name, found.get(name) === true || rest.length > 0)
  }
  return found
}

const isDirectory = (path: string) => relative(path) === '' || childrenOf(path).size > 0

export function existsSync(path: string): boolean {
  return textOf(path) !== undefined || isDirectory(path)
}

export function readFileSync(path: string): string {
  const text = textOf(path)
  if (text === undefined) throw missing(path)
  return text
}

export function statSync(path: string) {
  if (!existsSync(path)) throw missing(path)
  return { mtimeMs: version, isFile: () => textOf(path) !== undefined, isDirectory: () => isDirectory(path) }
}

interface ReaddirOptions {
  withFileTypes?: boolean
  recursive?: boolean
}

export function readdirSync(dir: string, options?: ReaddirOptions) {
  const children = childrenOf(dir)
  if (children.size === 0 && relative(dir) !== '') throw missing(dir)
  if (options?.recursive) {
    const prefix = `${relative(dir)}/`
    return [...allPaths()].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length))
  }
  const names = [...children.keys()].sort()
  if (!options?.withFileTypes) return names
  return names.map((name) => ({ name, isFile: () => !children.get(name), isDirectory: () => children.get(name) === true }))
}

// The editor never writes: what it saves goes through Decap's backend.
const noWriting = () => {
  throw new Error('the editor writes files only through its backend')
}
export const writeFileSync = noWriting
export const mkdirSync = noWriting

export { ROOT as EDITOR_ROOT }
export default { readFileSync, readdirSync, existsSync, statSync, writeFileSync, mkdirSync }
