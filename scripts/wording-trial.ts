// The wording trial (issue 23): rewrites every visitor sentence of data/words.yaml and of the
// forms' words in a scratch copy of the project (tooling/wording-trial.ts: a marker word at each
// end, {placeholders}, values, ids and links untouched), rebuilds it, shows that the marker reached
// the built pages, and runs the tests that read words there. A test that fails types or derives a
// word instead of reading it from data/. The working tree is never changed (its data/, its dist/).
//   npx tsx scripts/wording-trial.ts                     the default test files (DEFAULT_TESTS)
//   npx tsx scripts/wording-trial.ts tests/e2e/hotels.test.ts tests/functions   other test files
//   npx tsx scripts/wording-trial.ts --keep              keep the scratch copy (its path is printed)
//   npx tsx scripts/wording-trial.ts --reuse <dir>       test again in a kept copy: tests/ copied afresh, no rebuild
//   npx tsx scripts/wording-trial.ts --marker Qqz        another marker word
// Not part of `npm test`: it rebuilds the site (several minutes). Exits 1 when a test fails or the
// marker is missing from a page.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../content/server/data/paths'
import { DEFAULT_MARKER, rewriteWords } from '../tooling/wording-trial'

/**
 * The test files that read the rewritten words: every unit test of the site, the functions and the
 * content, and the browser tests of the pages showing the most of them (a few minutes on two cores).
 */
const DEFAULT_TESTS = [
  'tests/site',
  'tests/functions',
  'tests/content',
  'tests/hotels.test.ts',
  'tests/e2e/contact-form.test.ts',
  'tests/e2e/contact-page.test.ts',
  'tests/e2e/get-quote.test.ts',
  'tests/e2e/visa-pages.test.ts',
  'tests/e2e/hotels.test.ts',
  'tests/e2e/newsletter.test.ts',
  'tests/e2e/recaptcha.test.ts',
]

/**
 * The tests that must fail on the rewritten words, each for its reason (a test file, or one test
 * of it by a part of its name). Any other failure is a test that types or derives a word.
 */
const EXPECTED_TO_FAIL: ReadonlyArray<{ file: string; test?: string; why: string }> = [
  { file: 'tests/content/spec-texts.test.ts', why: 'the specification fixes it' },
  // The trial renames buttons without the sentences that name them, as an editor should not: the
  // content check rightly warns at those sentences, and these tests hold data/ to no warning.
  { file: 'tests/content/button-names.test.ts', why: 'a renamed button, rightly warned about' },
  { file: 'tests/content/editor-mistakes.test.ts', test: 'indented one level too deep', why: 'a renamed button, rightly warned about' },
  // It checks that data/ holds no marker word yet, which the trial's copy does.
  { file: 'tests/content/wording-trial.test.ts', test: 'finds every part it names', why: 'data/ is already rewritten here' },
]
const expectedFailure = (file: string, test: string) =>
  EXPECTED_TO_FAIL.find((expected) => expected.file === file && (expected.test === undefined || test.includes(expected.test)))

/** Built pages that must show the marker: each shows words of data/words.yaml and a form's. */
const PAGES = ['index.html', 'contact/index.html', 'get-quote/index.html', 'visa/index.html', 'hotels/index.html', 'flights/index.html', 'transport/index.html']

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'boolean', default: false }, reuse: { type: 'string' }, marker: { type: 'string', default: DEFAULT_MARKER } },
})
const root = projectRoot()
const marker = values.marker
const tests = positionals.length > 0 ? positionals : DEFAULT_TESTS

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', maxBuffer: 1 << 28 })

/** The project as its working tree has it (tracked and new files, not the ignored ones), with node_modules linked. */
function scratchCopy(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'wording-trial-'))
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root).split('\0').filter(Boolean)
  for (const file of files) {
    if (!existsSync(join(root, file))) continue
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    cpSync(join(root, file), join(scratch, file), { preserveTimestamps: true })
  }
  // The responsive images are made only when older than their photo: copied with their times, not made again.
  const responsive = 'public/images/responsive'
  if (existsSync(join(root, responsive))) cpSync(join(root, responsive), join(scratch, responsive), { recursive: true, preserveTimestamps: true })
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
  // A repository of its own: tests clone it (tests/content/generated-not-committed.test.ts) and ask git what is tracked.
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=Wording trial', '-c', 'user.email=trial@localhost', '-c', 'commit.gpgsign=false', ...args], scratch)
  git('init', '--quiet')
  // The link to node_modules is no folder, so .gitignore's `node_modules/` leaves it: kept out here.
  writeFileSync(join(scratch, '.git/info/exclude'), 'node_modules\n')
  git('add', '--all')
  git('commit', '--quiet', '--message', 'The project before the wording trial')
  return scratch
}

function step(text: string): void {
  console.log(`\n== ${text} (${new Date().toISOString().slice(11, 19)} UTC)`)
}

let scratch = values.reuse
let failed = false
try {
  if (scratch) {
    step(`Reusing ${scratch}: tests/ copied afresh from the working tree`)
    rmSync(join(scratch, 'tests'), { recursive: true, force: true })
    cpSync(join(root, 'tests'), join(scratch, 'tests'), { recursive: true, preserveTimestamps: true })
  } else {
    step('Copying the project')
    scratch = scratchCopy()
    console.log(scratch)

    step(`Rewriting the words with the marker "${marker}"`)
    for (const { file, texts } of rewriteWords(scratch, marker)) console.log(`${file}: ${texts.length} texts`)
    run(
      'git',
      ['-c', 'user.name=Wording trial', '-c', 'user.email=trial@localhost', '-c', 'commit.gpgsign=false', 'commit', '--quiet', '--all', '-m', 'Wording trial'],
      scratch,
    )

    step('Building (npm run build)')
    const build = spawnSync('npm', ['run', 'build'], { cwd: scratch, encoding: 'utf8', maxBuffer: 1 << 28 })
    if (build.status !== 0) {
      console.log(`${build.stdout}\n${build.stderr}`.split('\n').slice(-60).join('\n'))
      throw new Error('The build failed on the rewritten words (its last lines are above)')
    }
  }

  step('The marker on the built pages')
  for (const page of PAGES) {
    const path = join(scratch, 'dist/client', page)
    const count = existsSync(path) ? readFileSync(path, 'utf8').split(marker).length - 1 : 0
    console.log(`${count > 0 ? 'ok     ' : 'MISSING'} ${String(count).padStart(4)} × ${marker} in ${page}`)
    if (count === 0) failed = true
  }

  step(`Testing: ${tests.join(' ')}`)
  const results = join(scratch, 'dist/wording-trial-results.json')
  const vitest = spawnSync('npx', ['vitest', 'run', '--silent', '--reporter=dot', '--reporter=json', `--outputFile.json=${results}`, ...tests], {
    cwd: scratch,
    stdio: 'inherit',
  })
  if (!existsSync(results)) throw new Error(`vitest wrote no results (exit ${vitest.status})`)
  const report = JSON.parse(readFileSync(results, 'utf8')) as {
    numTotalTests: number
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    testResults: Array<{ name: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>
  }
  let unexpected = 0
  let expected = 0
  step('Tests that failed on the rewritten words')
  for (const file of report.testResults) {
    const name = file.name.slice(scratch.length + 1)
    const failures = file.assertionResults.filter((test) => test.status === 'failed')
    if (failures.length === 0 && file.message) {
      unexpected++
      console.log(`${name}: the file failed to run: ${file.message.split('\n')[0]}`)
    }
    for (const test of failures) {
      const reason = expectedFailure(name, test.fullName)
      const mark = reason ? ` (expected: ${reason.why})` : ''
      if (reason) expected++
      else unexpected++
      console.log(`${name} > ${test.fullName}${mark}\n    ${(test.failureMessages[0] ?? '').split('\n')[0]!.slice(0, 300)}`)
    }
  }
  console.log(
    `\nWording trial: ${report.numTotalTests} tests, ${report.numPassedTests} passed, ${report.numFailedTests} failed ` +
      `(${expected} expected, ${unexpected} not), ${report.numPendingTests} skipped`,
  )
  if (unexpected > 0) failed = true
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  failed = true
} finally {
  if (scratch && !values.keep && !values.reuse) rmSync(scratch, { recursive: true, force: true })
  else if (scratch) console.log(`\nThe scratch copy is kept: ${scratch}`)
}
process.exit(failed ? 1 : 0)
