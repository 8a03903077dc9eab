// Nothing made from data/ or from the day is committed (issue 21): a fresh clone, generated as of
// another day, has no changed tracked file, so an edit to data/ in GitHub's web
// editor or tomorrow's daily rebuild never leaves a stale copy behind that needs a developer.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' })

describe('generated files', () => {
  const clone = mkdtempSync(join(tmpdir(), 'clone-'))
  afterAll(() => rmSync(clone, { recursive: true, force: true }))

  it('only the two made from code, not from data/, are tracked', () => {
    const tracked = git(ROOT, 'ls-files', '*.generated.ts', 'public/brochures', 'public/guides/hajj-shifting-vs-non-shifting-guide.pdf')
      .split('\n')
      .filter(Boolean)
    // From schemas/ (npm run types) and from netlify.toml: neither changes with data/ or the day.
    expect(tracked.sort()).toEqual(['functions/_shared/security-headers.generated.ts', 'schemas/types.generated.ts'])
  })

  // The PDFs are printed into dist/ (printed-documents.test.ts). A fresh clone compiles every module: slow.
  it('a clean clone generated as of another day has no changed tracked file', { timeout: 120_000 }, () => {
    // The last commit, as Netlify or a colleague would check it out.
    git(ROOT, 'clone', '--quiet', '--shared', ROOT, clone)
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir')
    const env = { ...process.env, SITE_TODAY: '2031-01-15' }
    execFileSync('npx', ['tsx', 'scripts/generate.ts'], { cwd: clone, env, stdio: 'pipe' })
    expect(git(clone, 'status', '--porcelain').replace('?? node_modules\n', '')).toBe('')
  })
})
