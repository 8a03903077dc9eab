// Renames the module files that break the naming rule (tooling/file-names.ts) and fixes every
// reference to them. Dry run by default (prints the renames); `--apply` makes them:
//
//   npx tsx scripts/rename-modules.ts           # what would be renamed
//   npx tsx scripts/rename-modules.ts --apply   # git mv, then rewrite the references
//
// References rewritten: relative specifiers in code ('./x', '../x/y.ts', import(), vi.mock(),
// side-effect imports, new URL()), resolved as the bundler does; and repository paths written out
// in any tracked text file (forms/quoteForm.generated.ts in a generator, a comment or a README).
// Run it on a clean tree, then `npm run typecheck` and `npm run generate`.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { misnamedFiles, moduleFiles } from '../tooling/file-names'

const ROOT = join(import.meta.dirname, '..')
const CODE = /\.(ts|tsx|js|mjs|cjs)$/
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|json|ya?ml|md|toml|html)$/
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '/index.ts', '/index.tsx', '/index.js']
const FILE_NAMES_TEST = 'tests/site/file-names.test.ts'
/** Files that write misnamed paths on purpose (the rule's self-test): their paths are left alone. */
const KEEP_PATHS = new Set([FILE_NAMES_TEST, 'tooling/file-names.ts', 'scripts/rename-modules.ts'])

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })

/**
 * The tracked file a relative specifier in `from` points to, and how to write a specifier for it
 * as this one was written (with or without an extension, `.js` for a `.ts` file, `/index`).
 */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): { target: string; write: (path: string) => string } | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier))
  for (const added of RESOLVED_EXTENSIONS)
    if (files.has(base + added))
      return { target: base + added, write: (path) => (added && path.endsWith(added) ? path.slice(0, path.length - added.length) : path) }
  // TypeScript's `./x.js` for x.ts (or x.tsx).
  const js = base.match(/^(.*)\.(m?)js$/)
  if (js)
    for (const ts of [`.${js[2]}ts`, `.${js[2]}tsx`]) {
      if (files.has(js[1] + ts)) return { target: js[1] + ts, write: (path) => path.replace(/\.m?tsx?$/, `.${js[2]}js`) }
    }
  return undefined
}

function relativeSpecifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to)
  return path.startsWith('.') ? path : `./${path}`
}

/** `text` of the file at `oldPath` (now `newPath`) with its relative specifiers following the renames. */
function rewriteSpecifiers(text: string, oldPath: string, newPath: string, renames: ReadonlyMap<string, string>, files: ReadonlySet<string>): string {
  return text.replace(/(['"`])(\.\.?\/[^'"`\n$]*)\1/g, (whole, quote: string, specifier: string) => {
    const query = specifier.match(/[?#].*$/)?.[0] ?? ''
    const found = resolve(oldPath, specifier.slice(0, specifier.length - query.length), files)
    if (!found) return whole
    const target = renames.get(found.target) ?? found.target
    if (target === found.target && newPath === oldPath) return whole
    return `${quote}${found.write(relativeSpecifier(newPath, target))}${query}${quote}`
  })
}

/** `text` with repository paths of renamed files (and renamed folders) written out anew. */
function rewritePaths(text: string, renames: ReadonlyMap<string, string>, basenames: ReadonlyMap<string, number>): string {
  let result = text
  const pairs = [...renames].sort((a, b) => b[0].length - a[0].length)
  for (const [from, to] of pairs) result = result.replace(new RegExp(`(?<![\\w./-])${escape(from)}(?![\\w-])`, 'g'), to)
  // The same paths without their extension ('islands/forms/useEnquiryForm' in a comment).
  for (const [from, to] of pairs) {
    const [a, b] = [from, to].map((p) => p.replace(/\.(tsx?|m?js|cjs|css)$/, ''))
    result = result.replace(new RegExp(`(?<![\\w./-])${escape(a)}(?![\\w-]|\\.\\w)`, 'g'), b)
  }
  // A file's name alone ('quoteForm.generated.ts' in a comment), when no other file has it.
  for (const [from, to] of pairs) {
    const name = posix.basename(from)
    if ((basenames.get(name) ?? 0) === 1) result = result.replace(new RegExp(`(?<![\\w./-])${escape(name)}(?![\\w-])`, 'g'), posix.basename(to))
  }
  // Folders: a path through a renamed folder (`components/comingSoon/`) written without its file.
  for (const [fromFolder, toFolder] of renamedFolders(renames)) result = result.replace(new RegExp(`(?<![\\w./-])${escape(fromFolder)}/`, 'g'), `${toFolder}/`)
  return result
}

function renamedFolders(renames: ReadonlyMap<string, string>): Map<string, string> {
  const folders = new Map<string, string>()
  for (const [from, to] of renames) {
    const a = from.split('/').slice(0, -1)
    const b = to.split('/').slice(0, -1)
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) folders.set(a.slice(0, i + 1).join('/'), b.slice(0, i + 1).join('/'))
  }
  return folders
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function removeEmptyFolders(folder: string) {
  if (!existsSync(folder) || readdirSync(folder).length > 0) return
  rmdirSync(folder)
  removeEmptyFolders(dirname(folder))
}

function main() {
  const apply = process.argv.includes('--apply')
  const misnamed = misnamedFiles(moduleFiles(ROOT))
  const renames = new Map(misnamed.map((m) => [m.path, m.expected]))
  for (const { path, expected } of misnamed) console.log(`${path} → ${expected}`)
  console.log(`${misnamed.length} file(s) to rename${apply ? '' : ' (dry run; --apply renames them)'}`)
  if (misnamed.length === 0) return

  const tracked = git('ls-files', '-z').split('\0').filter(Boolean)
  const trackedSet = new Set(tracked)
  const untracked = misnamed.filter((m) => !trackedSet.has(m.path))
  if (untracked.length > 0) throw new Error(`not tracked by git (commit or remove them first): ${untracked.map((m) => m.path).join(', ')}`)
  const taken = misnamed.filter((m) => existsSync(join(ROOT, m.expected)) || misnamed.some((o) => o !== m && o.expected === m.expected))
  if (taken.length > 0) throw new Error(`the new name is taken: ${taken.map((m) => m.expected).join(', ')}`)

  // Every text file read before any move, rewritten under its new name.
  const files = new Set(tracked)
  const basenames = new Map<string, number>()
  for (const path of tracked) basenames.set(posix.basename(path), (basenames.get(posix.basename(path)) ?? 0) + 1)
  const edits = new Map<string, { text: string; before: string }>()
  for (const path of tracked) {
    if (!TEXT.test(path) || path === 'package-lock.json' || !existsSync(join(ROOT, path))) continue
    const before = readFileSync(join(ROOT, path), 'utf8')
    const newPath = renames.get(path) ?? path
    let text = CODE.test(path) ? rewriteSpecifiers(before, path, newPath, renames, files) : before
    if (!KEEP_PATHS.has(path)) text = rewritePaths(text, renames, basenames)
    if (path === FILE_NAMES_TEST) text = text.replace(/\n\s*\/\/ it\.fails until[^\n]*\n[^\n]*\n(\s*)it\.fails\(/, '\n$1it(')
    edits.set(newPath, { text, before })
  }
  if (!apply) {
    const changed = [...edits].filter(([, e]) => e.text !== e.before).map(([p]) => p)
    console.log(`${changed.length} file(s) would have references rewritten`)
    return
  }
  for (const { path, expected } of misnamed) {
    mkdirSync(dirname(join(ROOT, expected)), { recursive: true })
    git('mv', path, expected)
    removeEmptyFolders(dirname(join(ROOT, path)))
  }
  let rewritten = 0
  for (const [path, { text, before }] of edits) {
    if (text === before) continue
    writeFileSync(join(ROOT, path), text)
    rewritten++
  }
  console.log(`renamed ${misnamed.length} file(s), rewrote references in ${rewritten}; now run npm run typecheck and npm run generate`)
}

main()
