// A copy of the project as a fresh clone has it (GitHub's check of a pull request, Netlify's
// build): the committed files only, none of the modules `npm run generate` makes, in a git
// repository of its own whose one commit is the project as it is now. node_modules is linked.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface Clone {
  root: string
  read(path: string): string
  write(path: string, text: string): void
  remove(): void
}

export function freshClone(): Clone {
  const root = mkdtempSync(join(tmpdir(), 'clone-'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean)
  for (const file of tracked) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    // A file deleted in the working tree but not yet committed is not part of the project.
    try {
      cpSync(file, join(root, file))
    } catch {
      continue
    }
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir')
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: root, stdio: 'ignore' })
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', 'the project as it is')
  return {
    root,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    write: (path, text) => writeFileSync(join(root, path), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
