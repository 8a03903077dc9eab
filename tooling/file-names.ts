// The naming rule for module files (issue 13; README.md, "How the code is laid out"), held by
// tests/site/file-names.test.ts.
//
//   - React component files are PascalCase.tsx (`UmrahCard.tsx`), and a stylesheet beside one may
//     share its name (`WhyChooseUs.css` next to `WhyChooseUs.tsx`).
//   - Vike's files in pages/ and renderer/ keep their `+` names (`+Page.tsx`, `+data.ts`).
//   - Every other module file and every folder is kebab-case (`use-autoplay.ts`,
//     `email-body.test.ts`, `local-netlify/`). kebab-case needed the fewest renames, and two kinds
//     of file must be kebab-case anyway: functions/*.ts are the functions' URLs on Netlify and
//     tests/**/*.test.ts are named after pages and functions.
//   - Folders may start with `_` (pages/_error, functions/_shared: ignored by Vike and Netlify)
//     and a route parameter folder is `@name` (pages/umrah/@packageId).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The files the rule covers. */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css']

/** Folders that are built, installed or not ours. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-work', 'public', 'data', 'docs', 'tests/artifacts'])

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const VIKE_FILE = /^\+[a-zA-Z]+$/
const VIKE_FOLDERS = new Set(['pages', 'renderer'])

/** `useAutoplay` → `use-autoplay`, `HTMLPart` → `html-part`, `some_name` → `some-name`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase()
}

function expectedFolder(folder: string): string {
  if (folder.startsWith('@')) return folder
  const prefix = folder.startsWith('_') || folder.startsWith('.') ? folder[0] : ''
  const rest = folder.slice(prefix.length)
  return KEBAB.test(rest) ? folder : prefix + kebabCase(rest)
}

/**
 * The name a file should have under the rule (the same path when it follows it). `siblings` are
 * the names in its folder (a PascalCase stylesheet needs its component beside it).
 */
export function expectedPath(path: string, siblings: readonly string[] = []): string {
  const parts = path.split('/')
  const file = parts.pop()!
  const folders = parts.map(expectedFolder)
  const extension = MODULE_EXTENSIONS.find((e) => file.endsWith(e)) ?? ''
  const [stem, ...suffixes] = file.slice(0, file.length - extension.length).split('.')
  const suffix = suffixes.map((s) => `.${kebabCase(s)}`).join('')
  let name: string
  if (VIKE_FILE.test(stem) && VIKE_FOLDERS.has(parts[0])) name = stem
  else if (PASCAL.test(stem) && suffixes.length === 0 && extension === '.tsx') name = stem
  else if (PASCAL.test(stem) && suffixes.length === 0 && extension === '.css' && siblings.includes(`${stem}.tsx`)) name = stem
  else name = kebabCase(stem.replace(/^\+/, ''))
  return [...folders, name + suffix + extension].join('/')
}

interface Misnamed {
  path: string
  expected: string
}

/** The files of `paths` (relative to the repository, with `/`) that do not follow the rule. */
export function misnamedFiles(paths: readonly string[]): Misnamed[] {
  const byFolder = new Map<string, string[]>()
  for (const path of paths) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')))
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path.slice(path.lastIndexOf('/') + 1)])
  }
  return paths
    .map((path) => ({ path, expected: expectedPath(path, byFolder.get(path.slice(0, Math.max(0, path.lastIndexOf('/')))) ?? []) }))
    .filter((f) => f.expected !== f.path)
}

/** Every module file of the repository at `root` (generated ones too: their generators name them). */
export function moduleFiles(root: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(path)) walk(path)
      } else if (MODULE_EXTENSIONS.some((e) => entry.name.endsWith(e)) && !entry.name.endsWith('.d.ts')) {
        found.push(path)
      }
    }
  }
  if (existsSync(root)) walk('')
  return found.sort()
}
