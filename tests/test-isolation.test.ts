// The unit files share their worker's modules (vitest.config.ts, isolate: false): a file that
// stubs the environment, the clock, a global or a module would change them for the files after it
// in the same worker. Each such file must be in ISOLATED, where every file has modules of its own;
// a new one that is not fails here, named, instead of making another file fail now and then.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ISOLATED, KNOWN_SECONDS } from '../vitest.config'

/** What stays changed after a test unless undone: the environment, the clock, globals, modules. */
const SHARED_STATE = /\bvi\.(stubEnv|stubGlobal|useFakeTimers|setSystemTime|mock|doMock)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)/

/** A glob of ISOLATED as a pattern: `**\/` any folders, `*` any name. */
const patternOf = (glob: string) => {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${escaped
      .split('**/')
      .map((part) => part.replaceAll('*', '[^/]*'))
      .join('(?:.*/)?')}$`,
  )
}

const isolated = ISOLATED.map(patternOf)
// Where the unit project looks (vitest.config.ts), new files not yet committed too.
const unitFiles = ['tests', 'scripts', 'forms', 'functions']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('tests/e2e/'))

describe('the unit files that share their modules', () => {
  it('finds the unit files and the isolated ones among them', () => {
    expect(unitFiles.length).toBeGreaterThan(100)
    expect(unitFiles.filter((file) => isolated.some((pattern) => pattern.test(file))).length).toBeGreaterThan(30)
  })

  it('matches the globs as vitest does', () => {
    expect(patternOf('tests/functions/**/*.test.ts').test('tests/functions/faults.test.ts')).toBe(true)
    expect(patternOf('tests/functions/**/*.test.ts').test('tests/functions/deep/er/faults.test.ts')).toBe(true)
    expect(patternOf('tests/functions/**/*.test.ts').test('tests/content/faults.test.ts')).toBe(false)
    expect(patternOf('tests/content/season.test.ts').test('tests/content/seasonXtest.ts')).toBe(false)
  })

  it('are none that stub the environment, the clock, a global or a module', () => {
    const stubbing = unitFiles.filter((file) => SHARED_STATE.test(readFileSync(file, 'utf8')))
    // The pattern finds them: the files known to stub are among them.
    expect(stubbing).toEqual(expect.arrayContaining(['tests/content/season.test.ts', 'tests/browser/chromium.test.ts']))
    expect(stubbing.filter((file) => !isolated.some((pattern) => pattern.test(file)))).toEqual([])
  })
})

describe('the order the test files start in on a fresh clone', () => {
  // A file renamed or removed would silently go back to being ordered by its size.
  it('names, among the long files started first, only test files there are', () => {
    const listed = Object.keys(KNOWN_SECONDS)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.filter((file) => !file.endsWith('.test.ts') || !existsSync(file))).toEqual([])
  })
})
