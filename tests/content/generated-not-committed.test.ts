// Nothing made from data/ or from the day is committed (issue 21): a fresh clone, generated as of
// another day, has no changed tracked file, so an edit to data/ in GitHub's web
// editor or tomorrow's daily rebuild never leaves a stale copy behind that needs a developer.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' })

describe('generated files', () => {
  const clone = mkdtempSync(join(tmpdir(), 'clone-'))
  afterAll(() => rmSync(clone, { recursive: true, force: true }))

  it('only the two made from code, not from data/, are tracked', () => {
    const tracked = git(ROOT, 'ls-files', '*.generated.ts', 'public/brochures', 'public/forms', 'public/guides/hajj-shifting-vs-non-shifting-guide.pdf')
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

  // The pull request's Check and Netlify's build start with `npm run check` on a fresh clone, where
  // nothing is generated yet; a staff member's broken line must still come back at its line.
  it('the content check runs on a fresh clone, even when data/ is too broken to generate from', { timeout: 120_000 }, () => {
    const fresh = mkdtempSync(join(tmpdir(), 'fresh-'))
    try {
      git(ROOT, 'clone', '--quiet', '--shared', ROOT, fresh)
      symlinkSync(join(ROOT, 'node_modules'), join(fresh, 'node_modules'), 'dir')
      const words = join(fresh, 'data/words.yaml')
      const lines = readFileSync(words, 'utf8').split('\n')
      const at = lines.findIndex((line) => /^\s+\w+: [^"'|>].*\S$/.test(line))
      lines[at] += ': broken'
      writeFileSync(words, lines.join('\n'))
      const check = () => execFileSync('npx', ['tsx', 'scripts/content/check.ts'], { cwd: fresh, encoding: 'utf8', stdio: 'pipe' })
      let printed = ''
      try {
        check()
      } catch (error) {
        printed = String((error as { stdout: string }).stdout)
      }
      expect(printed).toContain(`data/words.yaml:${at + 1}:`)
      expect(printed).toContain('put the whole value in double quotes')
      expect(printed).toMatch(/Content check: \d+ files, 1 error/)

      git(fresh, 'checkout', '--quiet', 'data/words.yaml')
      expect(check()).toMatch(/Content check: \d+ files, 0 errors/)
    } finally {
      rmSync(fresh, { recursive: true, force: true })
    }
  })
})
