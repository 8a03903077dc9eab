// Every page of the built site through the W3C Nu HTML checker, the validator behind
// validator.w3.org/nu (vnu.jar from the vnu-jar npm package, run with Java; offline). It knows
// what html-validate (tests/site/html.test.ts) does not: the full content models, ARIA in HTML,
// the inlined CSS. Errors and warnings fail; only the deliberate table roles are accepted.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureJava } from '../../tooling/java'
import { assertBuilt, DIST_CLIENT } from '../support/browser/site'

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Deliberate, as in tests/site/html.test.ts and the README ("Valid HTML"): the comparison tables
 * carry explicit table roles, because narrow screens restyle their rows as cards and browsers then
 * drop the table semantics. The checker calls the roles unnecessary (a warning) and, inside a
 * table without a role, not allowed (an error); both are accepted on table elements only.
 */
const TABLE_ROLES = [
  /^The “(table|rowgroup|row|cell|columnheader|rowheader)” role is unnecessary for element “(table|thead|tbody|tfoot|tr|th|td)”\.$/,
  /^The “role” attribute must not be used on a “(tr|th|td)” element which has a “table” ancestor with no “role” attribute, or with a “role” attribute whose value is “table”, “grid”, or “treegrid”\.$/,
]
const isDeliberate = (message: NuMessage) => TABLE_ROLES.some((pattern) => pattern.test(message.message))
/** Errors, warnings and failures to read a file; plain notes (info without a subtype) are advice. */
const counts = (message: NuMessage) => message.type !== 'info' || message.subType === 'warning'

const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')

let messages: NuMessage[] = []

beforeAll(async () => {
  assertBuilt()
  const java = await ensureJava()
  // --exit-zero-always: the messages are judged here. --format json writes them to stderr.
  const { stderr } = await promisify(execFile)(java, ['-jar', vnuJar, '--skip-non-html', '--exit-zero-always', '--format', 'json', DIST_CLIENT], {
    maxBuffer: 64 * 1024 * 1024,
  })
  messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages
}, 600_000)

const where = (message: NuMessage) =>
  `${message.url ? relative(DIST_CLIENT, fileURLToPath(message.url)).split(sep).join('/') : '?'}:${message.lastLine ?? '?'} ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message} [${(message.extract ?? '').replace(/\s+/g, ' ').slice(0, 80)}]`

describe('the W3C Nu HTML checker', () => {
  it('checks every page of the build', () => {
    const files = new Set(messages.map((message) => message.url))
    // Every page draws at least its advice on React's <img/>, so each shows up in the report.
    expect(files.size, 'pages the checker reported on').toBeGreaterThan(40)
  })

  it('finds no errors or warnings but the deliberate table roles', () => {
    expect(messages.filter((message) => counts(message) && !isDeliberate(message)).map(where)).toEqual([])
  })

  it('still finds the deliberate table roles (so the exception is still needed)', () => {
    expect(messages.filter(isDeliberate).length).toBeGreaterThan(0)
  })
})
