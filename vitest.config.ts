import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

// Two test files at a time (vitest's default on two cores is one): a browser test file spends
// much of its time waiting on Chromium, which runs in its own processes. Each browser test file
// starts its own server on the one built site (dist/client) and works in browser contexts of its
// own in its worker's Chromium (tests/support/browser/worker-browser.ts), so files never share
// state. Polls wait up to 5 s: with two files running, a page can take more than vitest's 1 s
// default to hydrate on a busy machine.
//
// The unit files share their worker's module cache (each file importing the content modules, ajv
// and the schemas afresh cost about 70 CPU-s of a run: 561 -> 490 CPU-s for the unit files, every
// test passing in both). Isolated, each in modules of its own (tests/support/fresh-modules.ts
// evaluates the project's modules afresh for each file, and puts process.env, the clock, globals
// and mocks back after it): the functions' tests (a function keeps its rate limits, stores and
// transports in its module) and the files that change the environment, the clock or a module
// (vi.stubEnv, fake timers). They too share their worker's process, and with it the modules of
// node_modules: a new process for each file imported those again (unit-isolated alone, 47 files:
// 176 -> 120 CPU-s, 129 -> 99 s).
export const ISOLATED = [
  'tests/functions/**/*.test.ts',
  'functions/**/*.test.ts',
  'tests/browser/chromium.test.ts',
  'tests/content/alternates.test.ts',
  'tests/content/season.test.ts',
  'tests/content/sitemap.test.ts',
]

// The order vitest starts the test files in, within each group (the browser files, then the unit
// files: groupOrder below). The workers take files from one queue, so a group ends when the worker
// with the most left ends: the long files go first and the short ones last, where they fill in
// around each other.
//
// Where vitest has timed every file before (a developer's second run), its own order holds:
// failed first, then longest first. On a fresh clone (CI) it knows only the files' sizes, and its
// order puts the projects by name: e2e, unit, then unit-isolated. Here unit-isolated goes before
// unit, whose files are mostly short, and within a project the longest file goes first, by its
// size or, for the files below, by the time they took.
//
// Project by project on purpose: a worker keeps its process, and the modules it imported, for
// the next file only when that file is of the same project (vitest's pool); between projects it
// starts a new one. Measured 2026-12-02 with vitest's cache cleared, the unit files alone: this
// order 305 s (75 s of imports); every file by weight alone, the projects interleaved, 342 s (181 s
// of imports; 420 s in a fresh clone's run); the listed files first whatever their project, 334 s.
// The unit files' time is their sum over three workers, not a long file's tail.

/** The projects (below) in the order their files start; any other after. */
const PROJECT_ORDER = ['e2e', 'unit-isolated', 'unit'] as const

const rank = (spec: TestSpecification) => {
  const at = (PROJECT_ORDER as readonly string[]).indexOf(spec.project.name)
  return at === -1 ? PROJECT_ORDER.length : at
}

/**
 * Files whose time is far beyond their size, in seconds (a fresh clone's `bash .ci/run` on
 * 2026-12-02, a slow day: 1,717 s of vitest). A six-line file runs thousands of generated bodies
 * (properties), a short one generates and checks fresh clones of the repository: ordered by size
 * they started among the last, and the unit files' last 40 s were generated-not-committed's alone.
 * Only the order depends on these figures: a file not listed goes by its size.
 */
export const KNOWN_SECONDS: Record<string, number> = {
  'tests/e2e/routes.test.ts': 363,
  'tests/e2e/editor-media.test.ts': 124,
  'tests/e2e/editor.test.ts': 90,
  'tests/e2e/font-swap.test.ts': 85,
  'tests/e2e/editor-everyday.test.ts': 77,
  'tests/e2e/layout.test.ts': 62,
  'tests/e2e/phone-first-screen.test.ts': 47,
  'tests/e2e/editor-mistakes.test.ts': 43,
  'tests/e2e/visa-forms-axe.test.ts': 35,
  'tests/functions/properties.test.ts': 72,
  'tests/content/generated-not-committed.test.ts': 40,
  'tests/content/report.test.ts': 26,
  'tests/content/one-round.test.ts': 22,
  'tests/functions/new-form.test.ts': 19,
  'tests/content/markdown.test.ts': 18,
  'tests/site/fonts.test.ts': 12,
}

/**
 * What a second of a file's time weighs against the bytes of the files ordered by size: over that
 * run, a browser test file took a second for every 230 bytes of it, a unit test file for every 1,270.
 */
const bytesPerSecond = (spec: TestSpecification) => (spec.project.name === 'e2e' ? 230 : 1270)

class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`
    if (files.every((spec) => this.ctx.cache.getFileTestResults(key(spec))?.duration !== undefined)) return super.sort(files)
    const weight = (spec: TestSpecification) => {
      const seconds = KNOWN_SECONDS[relative(this.ctx.config.root, spec.moduleId)]
      return seconds === undefined ? (this.ctx.cache.getFileStats(key(spec))?.size ?? 0) : seconds * bytesPerSecond(spec)
    }
    return [...files].sort((a, b) => rank(a) - rank(b) || weight(b) - weight(a))
  }
}

// What both unit projects share: the modules made from data/ are not committed, so they are made
// first, as by every entry point. They run after the browser files (groupOrder), three files at a
// time: their files wait more than they compute (SMTP servers that refuse, hang or answer slowly,
// scripts started in scratch copies), and with two at a time they kept 1.5 of the two cores busy.
// Measured on a quiet machine, every test passing: the unit files alone 201 s with two, 185 s with
// three, 202 s with four; in a whole run 199 s (CI, two) and 176 s (three).
const unit = {
  globalSetup: ['tests/support/generate.ts'],
  testTimeout: 20_000,
  maxWorkers: 3,
  sequence: { groupOrder: 1 },
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Long files first, short ones last (LongFirstSequencer, above).
    sequence: { sequencer: LongFirstSequencer },
    expect: { poll: { timeout: 5_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'scripts/**/*.test.ts', 'forms/**/*.test.ts', 'functions/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...ISOLATED],
          isolate: false,
          ...unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          isolate: false,
          setupFiles: ['tests/support/fresh-modules.ts'],
          ...unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The browser test files share a worker's module cache (importing playwright-core, axe and
          // the content modules once per worker saves about 40 s of a run): they keep no state in
          // modules, mock nothing and change no environment variable; each starts its own server
          // and Chromium in its hooks.
          isolate: false,
          // As many concurrent tests (it.concurrent) as a file's pool has tabs (POOL_SIZE in
          // tests/support/browser/tab-pool.ts): no test's time-out runs while it waits for a tab.
          maxConcurrency: 3,
          include: ['tests/e2e/**/*.test.ts'],
          // Finds (or installs) Chromium once; without one, one line says what to install.
          globalSetup: ['tests/support/generate.ts', 'tests/support/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
