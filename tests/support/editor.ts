// The staff's editor at /admin/ as `npm start` serves it, for the editor's browser tests: the
// built site with Decap's local backend (decap-server) at /api/v1, on a scratch git repository
// made from the tracked files of data/, schemas/ and public/ (never the real working tree), in
// contexts of the worker's Chromium. `reset` puts the scratch files back as tracked between tests.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { startDecapServer, type RunningDecapServer } from '../../tooling/decap-server'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { assertBuilt, closeContexts, DIST_CLIENT, FUNCTIONS_DIR, openPage, PROJECT_ROOT, workerBrowser, type OpenedPage } from './browser'
import { projectWith, renderPagesWithData } from './browser/rerender'

/** A test that renders pages again takes several seconds more on an idle machine, several times that on a busy one. */
export const REBUILDS = 180_000

export interface Editor {
  /** The scratch repository's folder. */
  scratch: string
  git(...args: string[]): string
  /** A file of the scratch repository as saved, e.g. data/hotels.yaml. */
  saved(file: string): string
  /** The editor on one entry (`content/hajj` for data/hajj.yaml), logged in to the local backend. */
  open(entry: string): Promise<Page>
  /**
   * The site built from the data saved in the scratch copy, served as `npm start` serves it; with
   * `pictures`, from its public/ too (the pictures uploaded in the editor, made into their sizes).
   * Only the pages at `paths` are rendered again (the ones the test opens); the others are as built.
   */
  built(paths: readonly string[], options?: { pictures?: boolean }): Promise<{ open(path: string): Promise<Page> }>
  /** `npm run check` on the scratch copy (its data/ and public/): its exit code and what it printed. */
  check(): Promise<{ status: number | null; output: string }>
  /** Every request of the pages opened so far that the server answered with an error (status and address). */
  failedRequests(): string[]
  /** Closes the pages opened and puts the scratch files back as tracked. */
  reset(): Promise<void>
  close(): Promise<void>
}

export async function startEditor(): Promise<Editor> {
  assertBuilt()
  const scratch = mkdtempSync(join(tmpdir(), 'editor-repo-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch, encoding: 'utf8' })
  const tracked = execFileSync('git', ['ls-files', 'data', 'schemas', 'public'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const file of tracked) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    // With its time, as a checkout leaves it older than the sizes the build made of a picture (rerender.ts).
    cpSync(join(PROJECT_ROOT, file), join(scratch, file), { preserveTimestamps: true })
  }
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'as tracked')
  let decap: RunningDecapServer | undefined
  let site: RunningServer | undefined
  let browser: Browser | undefined
  const opened: OpenedPage[] = []
  const cleanups: (() => Promise<void>)[] = []
  const close = async () => {
    // The worker's browser stays for its next file; nothing this file opened in it does.
    if (browser) await closeContexts(browser)
    await site?.close()
    await decap?.close()
    rmSync(scratch, { recursive: true, force: true })
  }
  try {
    decap = await startDecapServer(scratch)
    // No scheduled delivery round (as startSite): nothing here sends enquiries, and a round's work is not the editor's.
    site = await startServer({ root: DIST_CLIENT, port: 0, host: '127.0.0.1', functionsDir: FUNCTIONS_DIR, proxy: { '/api/v1': decap.url }, schedules: false })
    browser = await workerBrowser()
  } catch (error) {
    await close()
    throw error
  }
  const failed: string[] = []
  const pageAt = async (url: string, path: string) => {
    const result = await openPage(browser!, url)
    result.page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    opened.push(result)
    await result.page.goto(path)
    return result.page
  }
  return {
    scratch,
    git,
    saved: (file) => readFileSync(join(scratch, file), 'utf8'),
    async open(entry) {
      const page = await pageAt(site!.url, `/admin/#/collections/${entry.includes('/') ? entry : `content/${entry}`}`.replace(/\/([^/]+)$/, '/entries/$1'))
      // The local backend needs no account: its login is one button.
      await page.getByRole('button', { name: 'Login' }).click()
      return page
    },
    async built(paths, options) {
      const rendered = await renderPagesWithData(join(scratch, 'data'), paths, options?.pictures ? join(scratch, 'public') : undefined)
      const server = await startServer({ root: rendered.client, port: 0, host: '127.0.0.1', functionsDir: FUNCTIONS_DIR, schedules: false })
      cleanups.push(async () => {
        await server.close()
        await rendered.remove()
      })
      return {
        open: (path) => {
          if (!paths.includes(path)) throw new Error(`${path} was not rendered again: add it to built()'s pages`)
          return pageAt(server.url, path)
        },
      }
    },
    async check() {
      const project = await projectWith({ data: join(scratch, 'data'), public: join(scratch, 'public') })
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'scripts/content/check.ts')], { cwd: project.folder, encoding: 'utf8' })
        return { status: run.status, output: `${run.stdout}${run.stderr}` }
      } finally {
        await project.remove()
      }
    },
    failedRequests: () => [...failed],
    async reset() {
      failed.length = 0
      await Promise.all(opened.splice(0).map(({ context }) => context.close().catch(() => undefined)))
      await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
      git('checkout', '-q', '--', '.')
      git('clean', '-qfd')
    },
    close,
  }
}

const ITEM = '[class*="listControlItem"]'

/**
 * A list item of the form by the text it is summarised by (a package's title, before the state
 * the list adds: "Winter Umrah December 2026 · departs 2026-12-19 · bookable"; the nth of those),
 * opened. The item is then found by its place, so that editing what it is summarised by keeps it.
 */
export async function openItem(page: Page, summary: string, nth = 0): Promise<Locator> {
  const text = new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · |$)`)
  const item = page
    .locator(ITEM)
    .filter({ has: page.locator(':scope > [class*="NestedObjectLabel"]', { hasText: text }) })
    .nth(nth)
  // The editor's bundle (6.5 MB) starts slowly on a busy machine: its form is waited for longer than a click waits.
  await item.waitFor({ timeout: 90_000 })
  const index = await item.evaluate((element, selector) => [...document.querySelectorAll(selector)].indexOf(element), ITEM)
  const placed = page.locator(ITEM).nth(index)
  await placed.locator(':scope > [class*="TopBar"] > button').first().click()
  return placed
}

/** The field (label, box and messages) labelled `label` inside `scope`. */
export function fieldOf(scope: Locator, label: string): Locator {
  return scope
    .locator('[class*="ControlContainer"]')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) })
    .last()
}

export async function publish(page: Page): Promise<void> {
  // The editor checks the entry as it is typed: on a busy machine its page takes the click later
  // than a click waits (30 s seen at a load of 40), as its form comes later (openItem).
  await page.getByRole('button', { name: /^Publish/ }).click({ timeout: 90_000 })
  await page.getByRole('menuitem', { name: 'Publish now' }).click({ timeout: 90_000 })
}

/** The edit's picture for EDITING.md (docs/editing/<name>.png), when asked for with EDITING_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.EDITING_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_ROOT, 'docs/editing', `${name}.png`) })
}

/**
 * What the last save (in `page`) changed, once it has reached `file` and the editor says it is saved: every path it wrote (`git status`, each
 * file), and `file`'s change as `git diff --numstat` counts it and as a diff; then committed, so
 * that the next edit's change is its own.
 */
export async function savedChange(editor: Editor, page: Page, file: string): Promise<{ status: string; numstat: string; diff: string }> {
  await expect.poll(() => editor.git('status', '--porcelain', '--', file), { timeout: 20_000 }).not.toBe('')
  // The local backend writes the entry's file before its uploaded pictures: the save is whole once
  // the editor has its answer and says so.
  await page.getByText(/^Changes saved$/i).waitFor({ timeout: 20_000 })
  const change = {
    status: editor.git('status', '--porcelain', '--untracked-files=all'),
    numstat: editor.git('diff', '--numstat', '--', file),
    diff: editor.git('diff', '-U0', '--', file),
  }
  editor.git('add', '-A')
  editor.git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', `edit ${file}`)
  return change
}
