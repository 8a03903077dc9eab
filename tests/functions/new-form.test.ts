// Issue 39: a new enquiry form is at most five files. A callback request with five fields is added
// to a scratch copy of the project (tests/support/functions/new-form.ts: its definition, its
// function, its island, one <Island> on /contact, and its words in data/), nothing else: the
// generator makes its words module, its function e-mails the agency, the island shows its fields
// in both languages, and the contract suites, which find forms through the registry, run over it.
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { createElement, type ComponentType, type Context } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { FormHandler } from '../../functions/_shared/create-form-handler'
import { NEW_FORM_FILES, NEW_FORM_WORDS, PAGE } from '../support/functions/new-form'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { withoutReference } from '../support/reference'

/** The new form's words as its data/ files give them (English and Bengali). */
const labelsIn = (file: keyof typeof NEW_FORM_WORDS) => (parse(NEW_FORM_WORDS[file]) as { callback: { labels: Record<string, string> } }).callback.labels

const PROJECT = join(import.meta.dirname, '..', '..')
/** Not copied: the installed packages and the pictures are linked, the rest is not the project's source. */
const LINKED = ['node_modules', 'public']
const LEFT_OUT = new Set([...LINKED, 'dist', '.git', '.outbox', '.netlify'])
const run = promisify(execFile)

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'callbacks@agency.example' })
let root: string
/** The files the copy has that differ from the project's, written before anything is generated. */
let changed: string[]

/** Every file under `folder` (relative), but those left out and the generated modules. */
function sourceFiles(folder: string, under = ''): string[] {
  return readdirSync(join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name)
    if (LEFT_OUT.has(path) || entry.name.includes('.generated.')) return []
    return entry.isDirectory() ? sourceFiles(folder, path) : [path]
  })
}

const read = (folder: string, path: string): string | undefined => {
  try {
    return readFileSync(join(folder, path), 'utf8')
  } catch {
    return undefined
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'new-form-'))
  cpSync(PROJECT, root, { recursive: true, filter: (source) => !LEFT_OUT.has(relative(PROJECT, source).split('/')[0]!) })
  for (const name of LINKED) symlinkSync(realpathSync(join(PROJECT, name)), join(root, name))
  for (const [path, text] of Object.entries(NEW_FORM_FILES)) writeFileSync(join(root, path), text)
  writeFileSync(join(root, PAGE.file), PAGE.edit(readFileSync(join(root, PAGE.file), 'utf8')))
  for (const [path, words] of Object.entries(NEW_FORM_WORDS)) writeFileSync(join(root, path), `${readFileSync(join(root, path), 'utf8')}${words}`)
  changed = sourceFiles(root).filter((path) => read(root, path) !== read(PROJECT, path))
  await run(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: root })
}, 240_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const load = async <T>(path: string) => (await import(join(root, path))) as T

describe('a callback form added in a scratch copy', { timeout: 240_000 }, () => {
  it('takes five files: its definition, function, island and page, and its words in data/', () => {
    const code = changed.filter((path) => !path.startsWith('data/'))
    expect(code.sort()).toEqual(['forms/callback.ts', 'functions/send-callback-request.ts', 'islands/CallbackForm.tsx', PAGE.file].sort())
    expect(code.length).toBeLessThanOrEqual(5)
    expect(changed.filter((path) => path.startsWith('data/')).sort()).toEqual(Object.keys(NEW_FORM_WORDS).sort())
  })

  it('e-mails the agency what the visitor sent, under the subject its definition gives', async () => {
    const { default: handler } = await load<{ default: FormHandler }>('functions/send-callback-request.ts')
    const { callbackForm } = await load<{ callbackForm: { contract: { example: () => Record<string, unknown> } } }>('forms/callback.ts')
    const response = await handler(postJson('send-callback-request', callbackForm.contract.example()))
    expect(response.status).toBe(200)
    expect((await readJson(response)).message).toBe('Thank you, your callback request was sent successfully. We will ring you soon.')
    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['callbacks@agency.example'])
    expect(withoutReference(parsed.subject)).toBe('Callback request – Amina Begum')
    expect(parsed.text).toContain(labelsIn('data/forms.yaml').bestTime)
    expect(parsed.text).toContain('Weekday evenings')
  })

  it('shows its fields in the page’s language, from its words in data/', async () => {
    await load('content/server/language/all-words.ts')
    await load('forms/_shared/all-form-words.generated.ts')
    const { LocaleContext } = await load<{ LocaleContext: Context<string> }>('content/react/locale-context.ts')
    const { default: CallbackForm } = await load<{ default: ComponentType<{ captcha: object }> }>('islands/CallbackForm.tsx')
    const draw = (locale: string) => renderToString(createElement(LocaleContext, { value: locale }, createElement(CallbackForm, { captcha: {} })))
    expect(draw('en')).toContain(labelsIn('data/forms.yaml').bestTime)
    expect(draw('bn')).toContain(labelsIn('data/bn/forms.yaml').bestTime)
  })

  it('is run over by the contract suites, found through the form registry', async () => {
    const report = join(root, 'contract-report.json')
    const suites = ['tests/functions/form-contract.test.ts', 'tests/functions/form-contract-locale.test.ts']
    await run(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...suites, '-t', 'send-callback-request', '--reporter=json', `--outputFile=${report}`],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch(() => undefined)
    const results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] }).testResults
    const ran = results.flatMap((file) => file.assertionResults).filter((test) => test.status !== 'skipped' && test.status !== 'pending')
    expect(ran.filter((test) => test.status !== 'passed').map((test) => test.fullName)).toEqual([])
    expect(ran.length).toBeGreaterThan(10)
    expect(ran.every((test) => test.fullName.includes('send-callback-request'))).toBe(true)
    expect(ran.map((test) => test.fullName).join('\n')).toMatch(/send-callback-request .*e-mailed to the agency once/)
  })
})
