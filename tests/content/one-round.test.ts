// Every mistake in one round (issue 21): an editor in GitHub's web editor gets every syntax and
// value mistake of a file in one run, each at its line, in plain words: no pull-request round
// trip per mistake. Dates that look right but name no day, a Markdown page whose front matter is
// never closed, and markup pasted into plain text each get their own message.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/check/check-content'
import { formatProblem } from '../../content/problem'
import { editedLines, lineOf } from '../support/content/fixture'
import { temporaryProject } from '../support/content/project'

const UMRAH = 'data/umrah.yaml'
const CARDS = 'data/why-choose-us.yaml'

describe('every mistake in one run', { timeout: 60_000 }, () => {
  it('a YAML file with three broken lines gets three messages, each at its line', () => {
    const title = lineOf(UMRAH, /^ {4}title: Summer Umrah July 2025$/)
    const price = lineOf(UMRAH, /^ {4}price: 1649$/)
    const airline = lineOf(UMRAH, /^ {4}airline: Gulf Air$/)
    expect(
      editedLines(UMRAH, [
        ['    title: Summer Umrah July 2025', '    title: "Summer Umrah July 2025'],
        [/\n {4}price: 1649\n/, '\n\tprice: 1649\n'],
        [/\n {4}airline: Gulf Air\n/, '\n    airline: Gulf Air: via Bahrain\n'],
      ]),
    ).toEqual([
      `${UMRAH}:${title}:12  the " that opens the value of title is not closed on this line, so YAML reads the lines after it as part of the value: add " at the end of the value`,
      `${UMRAH}:${price}:1  a tab is used in the indentation of this line: YAML only accepts spaces there; replace the tab with spaces, lined up with the fields above`,
      `${UMRAH}:${airline}:14  this value contains ": ", which YAML reads as a new field: put the whole value in double quotes, e.g. airline: "Gulf Air: via Bahrain"`,
    ])
  })

  it('a day the calendar does not have is called that, not a wrong format; a British date gets its rewrite', () => {
    const departure = lineOf(UMRAH, /^ {4}departure: 2025-07-16$/)
    const ret = lineOf(UMRAH, /^ {4}return: 2025-07-26$/)
    const october = lineOf(UMRAH, /^ {4}departure: 2025-10-25$/)
    expect(
      editedLines(UMRAH, [
        ['    departure: 2025-07-16', '    departure: 2026-02-30'],
        ['    return: 2025-07-26', '    return: 31/04/2026'],
        ['    departure: 2025-10-25', '    departure: 25/10/2025'],
      ]).filter((line) => !/returns on|early-bird/.test(line)),
    ).toEqual([
      `${UMRAH}:${departure}:16  departure is "2026-02-30", but that day does not exist: February 2026 has 28 days: correct the day (dates are written YYYY-MM-DD)`,
      `${UMRAH}:${ret}:13  return is "31/04/2026", but that day does not exist: April 2026 has 30 days: correct the day (dates are written YYYY-MM-DD)`,
      `${UMRAH}:${october}:16  departure must be a date written YYYY-MM-DD (you wrote "25/10/2025": write 2025-10-25)`,
    ])
  })

  it('markup in a title is refused at its line, with the words to keep', () => {
    const line = lineOf(CARDS, /^heading: /)
    expect(editedLines(CARDS, [[/^heading: (.*)$/m, 'heading: "<script>alert(1)</script>$1"']])).toEqual([
      `${CARDS}:${line}:10  <script> is markup (HTML), but this text is shown as written, so visitors would see the signs: write the words alone: ${JSON.stringify(readFileSync(CARDS, 'utf8').match(/^heading: (.*)$/m)![1])}. For a new paragraph or a list, use the file's own fields`,
    ])
    expect(editedLines(CARDS, [[/^heading: (.*)$/m, 'heading: Why <b>Choose</b> Us']])[0]).toContain('<b> is markup (HTML)')
  })

  it('a Markdown page whose front matter is never closed is told to close it, not about colons', () => {
    const FILE = 'data/policies/privacy-policy.md'
    const real = readFileSync(FILE, 'utf8')
    const lines = real.split('\n')
    const closing = lines.findIndex((line, i) => i > 0 && line === '---')
    const project = temporaryProject({ [FILE]: [...lines.slice(0, closing), ...lines.slice(closing + 1)].join('\n') })
    try {
      const found = checkContent({ root: project.root, today: new Date('2025-06-01T12:00:00Z') })
        .problems.filter((p) => p.file === FILE)
        .map(formatProblem)
      expect(found).toEqual([
        `${FILE}:${closing + 1}:1  the front matter opened by \`---\` on line 1 is never closed: add a line \`---\` after its last field (line ${closing}), before the page's text`,
      ])
    } finally {
      project.remove()
    }
  })
})
