// Markdown files of data/ (the policies, the health guide's cards): front matter checked with the
// catalogues' messages at the file's own lines, every ## heading anchored once, {facts} and page
// links checked, the same for every folder; and the one renderer's anchors, contents, served-form
// links and raw HTML shown as text.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../content/server/markdown/render'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem } from '../../content/server/data/problem'
import { temporaryProject } from '../support/content/project'

const FILE = 'data/policies/privacy-policy.md'

function linesFor(text: string, file = FILE): string[] {
  const project = temporaryProject({ [file]: text })
  try {
    return checkContent({ root: project.root, today: new Date('2025-06-01T12:00:00Z') })
      .problems.filter((p) => p.file === file)
      .map(formatProblem)
  } finally {
    project.remove()
  }
}

const real = readFileSync(FILE, 'utf8')
const lineOf = (needle: string) => real.split('\n').findIndex((line) => line.includes(needle)) + 1

describe('Markdown pages in the content check', () => {
  it('the real policies have no problems', () => {
    expect(linesFor(real)).toEqual([])
  })

  it("reports front matter mistakes at their line in the Markdown file, in the catalogues' words", () => {
    const text = real.replace('lastUpdated: 2025-08-23', 'lastUpdated: 23/08/2025\ntitel: Privacy').replace(/^title: .*\n/m, '')
    const lines = linesFor(text)
    expect(lines).toContain(`${FILE}:2:14  lastUpdated must be a date written YYYY-MM-DD (you wrote "23/08/2025": write 2025-08-23)`)
    expect(lines.some((l) => l.startsWith(`${FILE}:3:1  `) && l.includes('titel'))).toBe(true)
  })

  it('a file without front matter is told what to add', () => {
    const lines = linesFor(real.replace(/^---[\s\S]*?---\n/, ''))
    expect(lines[0]).toMatch(new RegExp(`^${FILE}:1:1  the file must start with its front matter`))
  })

  it('section headings need one anchor each; unknown facts and broken links are named at their line', () => {
    const text = real
      .replace('## Cookies {#cookies}', '## Cookies')
      .replace('## Your Rights {#your-rights}', '## Your Rights {#how-we-use}')
      .replace('{privacyReplyHours}', '{privacyReplyHour}')
      .replace('(/cookie-policy)', '(/cookie-polcy)')
    expect(linesFor(text)).toEqual([
      `${FILE}:${lineOf('(/cookie-policy)')}:19  links to /cookie-polcy, which is not a page: use /cookie-policy`,
      `${FILE}:${lineOf('## Cookies')}:1  this section heading has no anchor, so the contents cannot link to it: end the line with one, e.g. \`## Cookies {#cookies}\``,
      `${FILE}:${lineOf('## Your Rights')}:16  the anchor {#how-we-use} is already used on line ${lineOf('{#how-we-use}')}: give each section its own`,
      `${FILE}:${lineOf('{privacyReplyHours}')}:${real.split('\n')[lineOf('{privacyReplyHours}') - 1].indexOf('{privacyReplyHours}') + 1}  {privacyReplyHour} is not a fact that can be filled in: did you mean {privacyReplyHours}?`,
    ])
  })
})

describe("the health guide's cards in the content check", () => {
  const CARD = 'data/knowledge/health/vaccinations.md'
  const card = readFileSync(CARD, 'utf8')
  const cardLine = (needle: string) => card.split('\n').findIndex((line) => line.includes(needle)) + 1
  const heading = card.split('\n').find((line) => line.startsWith('## '))!

  it('every card is read and has no problems', () => {
    const project = temporaryProject()
    try {
      const { problems } = checkContent({ root: project.root, today: new Date('2025-06-01T12:00:00Z') })
      expect(problems.filter((p) => p.file.startsWith('data/knowledge/health/')).map(formatProblem)).toEqual([])
    } finally {
      project.remove()
    }
  })

  it("gets the policies' checks: front matter by its schema, anchors, facts and links at their line", () => {
    const text = card
      .replace(/^icon: .*$/m, 'icon: syringe')
      .replace(heading, heading.replace(/ \{#.*\}$/, ''))
      .replace(/^(- .*)$/m, '$1 Call {agencyPhon} or see [the visa page](/visaa).')
    const lines = linesFor(text, CARD)
    const listLine = cardLine(card.split('\n').find((line) => line.startsWith('- '))!)
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${CARD}:${cardLine('icon:')}:7  icon `)))
    expect(lines).toContain(
      `${CARD}:${cardLine(heading)}:1  this section heading has no anchor, so the contents cannot link to it: end the line with one, e.g. \`## Cookies {#cookies}\``,
    )
    expect(lines.some((l) => l.startsWith(`${CARD}:${listLine}:`) && l.includes('{agencyPhon} is not a fact that can be filled in'))).toBe(true)
    expect(lines.some((l) => l.startsWith(`${CARD}:${listLine}:`) && l.includes('links to /visaa, which is not a page'))).toBe(true)
  })
})

describe('renderMarkdown', () => {
  it('shows raw HTML as text: editors write Markdown', () => {
    const { html } = renderMarkdown('A <script>alert(1)</script> and <b>bold</b>.\n\n<div>block</div>\n')
    expect(html).not.toMatch(/<(script|b|div)>/)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('&lt;div&gt;block&lt;/div&gt;')
  })

  it('gives ## headings their anchors, lists them as the contents, and links pages in their served form', () => {
    const { html, contents } = renderMarkdown('Intro, see [contact](/contact).\n\n## How *we* use it {#how-we-use}\n\nText.\n\n### Detail\n')
    expect(contents).toEqual([{ id: 'how-we-use', heading: 'How we use it' }])
    expect(html).toContain('<h2 id="how-we-use">How <em>we</em> use it</h2>')
    expect(html).toContain('<a href="/contact/">contact</a>')
    expect(html).toContain('<h3>Detail</h3>')
  })
})
