// Every page of the built site through an HTML validator: html-validate (from npm, offline, a few
// seconds for the whole build) with its recommended rules, less the ones that only restate how
// React writes markup, plus the one W3C content-model check it lacks (dl-div-content below).
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { HtmlValidate, Rule, type ConfigData, type DOMReadyEvent, type Message, type Plugin } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { FACT_NAMES } from '../../content/server/facts/facts'
import { assertBuilt, DIST_CLIENT } from '../support/browser/site'

/**
 * The W3C checker's rule for a <div> grouping a name and its value in a <dl>: it may hold only
 * <dt> and <dd> (and script-supporting elements). An icon beside the label belongs in the <dt>.
 */
class DlDivContent extends Rule {
  documentation() {
    return { description: 'A <div> inside a <dl> may contain only <dt>, <dd>, <script> and <template> elements.' }
  }

  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const div of event.document.querySelectorAll('dl > div')) {
        for (const child of div.childElements) {
          if (!['dt', 'dd', 'script', 'template'].includes(child.tagName)) {
            this.report(child, `<${child.tagName}> is not allowed in a <div> of a <dl>: only <dt> and <dd> (put it inside the <dt> or <dd>)`)
          }
        }
      }
    })
  }
}

const plugin: Plugin = { name: 'site', rules: { 'site/dl-div-content': DlDivContent } }

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  plugins: [plugin],
  rules: {
    'site/dl-div-content': 'error',
    // How React serialises markup, all valid HTML: <img/>, camelCase attribute names
    // (autoComplete, fetchPriority; HTML names are case-insensitive), hidden="" and required="".
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids such as _R_1_; HTML5 allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // aria-label names lists and other elements whose role may be named (the footer's link lists).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The carousel moves its track with a CSS variable set from its state.
    'no-inline-style': ['error', { allowedProperties: ['display', '--wcu-index'] }],
    // A typographic preference (keep phone numbers on one line), not validity; 500 numbers.
    'tel-non-breaking': 'off',
    // Title length is the content check's (content/server/check/), which reports it at its line in data/.
    'long-title': 'off',
  },
}

/**
 * Deliberate: the comparison tables (components/umrah/UmrahComparison.tsx,
 * components/hajj/ComparisonTable.tsx) carry explicit table roles, because narrow screens restyle
 * their rows as cards (display: block) and browsers then drop the table semantics. The W3C
 * checker reports the same roles; both are accepted for table elements only.
 */
const TABLE_PARTS = /^Redundant role "\w+" on <(table|thead|tbody|tfoot|tr|th|td)>$/
const isDeliberate = (message: Message): boolean => message.ruleId === 'no-redundant-role' && TABLE_PARTS.test(message.message)

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // /admin/ is the staff's editor (Vite's page for Decap CMS), not a page of the site: tests/e2e/editor.test.ts.
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'admin' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

const problems = new Map<string, string[]>()
let deliberate = 0

beforeAll(async () => {
  assertBuilt()
  const validator = new HtmlValidate(config)
  for (const file of htmlFiles(DIST_CLIENT)) {
    const name = relative(DIST_CLIENT, file).split(sep).join('/')
    const report = await validator.validateString(readFileSync(file, 'utf8'), name)
    const messages = report.results.flatMap((result) => result.messages)
    deliberate += messages.filter(isDeliberate).length
    problems.set(
      name,
      messages.filter((m) => !isDeliberate(m)).map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    )
  }
}, 120_000)

describe('the built HTML', () => {
  it('validates every page of the build', () => {
    expect(problems.size).toBeGreaterThan(20)
    expect(problems.has('404.html')).toBe(true)
    expect([...problems.values()].flat()).toEqual([])
  })

  it('has every {fact} of data/ filled in: no page shows "{atolNumber}" or "{replyHours}"', () => {
    const fact = new RegExp(`.{0,40}\\{(${FACT_NAMES.join('|')})\\}`, 'g')
    const unfilled = htmlFiles(DIST_CLIENT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(fact)].map((m) => `${relative(DIST_CLIENT, file)}: ${m[0]}`),
    )
    expect(unfilled).toEqual([])
  })

  it('finds the deliberate table roles it accepts (so the exception is still needed)', () => {
    expect(deliberate).toBeGreaterThan(0)
  })
})
