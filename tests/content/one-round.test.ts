// Every mistake in one round (issue 21): an editor in GitHub's web editor gets every syntax and
// value mistake of a file in one run, each at its line, in plain words: no pull-request round
// trip per mistake. Dates that look right but name no day, a Markdown page whose front matter is
// never closed, and markup pasted into plain text each get their own message.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem } from '../../content/server/data/problem'
import { editedLines, lineOf } from '../support/content/fixture'
import { temporaryProject } from '../support/content/project'
import { freshClone, type Clone } from '../support/content/clone'

const UMRAH = 'data/umrah.yaml'
const CARDS = 'data/why-choose-us.yaml'

describe('every mistake in one run', { timeout: 60_000 }, () => {
  it('a YAML file with three broken lines gets three messages, each at its line', () => {
    const title = lineOf(UMRAH, /^ {4}title: Summer Umrah July 2025$/)
    const price = lineOf(UMRAH, /^ {4}price: 1649$/)
    const airline = lineOf(UMRAH, /^ {4}airline: Gulf Air$/)
    expect(
      editedLines(
        UMRAH,
        [
          ['    title: Summer Umrah July 2025', '    title: "Summer Umrah July 2025'],
          [/\n {4}price: 1649\n/, '\n\tprice: 1649\n'],
          [/\n {4}airline: Gulf Air\n/, '\n    airline: Gulf Air: via Bahrain\n'],
          // all: the note of what the syntax error kept from being checked is what this test is about.
        ],
        undefined,
        { all: true },
      ),
    ).toEqual([
      `${UMRAH}:${title}:12  the " that opens the value of title is not closed on this line, so YAML reads the lines after it as part of the value: add " at the end of the value`,
      // What waits for the fix is said once, at the first syntax error (issue 36).
      `${UMRAH}:${title}:12  warning: because of the syntax error on line ${title}, YAML cannot read this file, so its fields, ids, links, images, dates and references to other files were not checked: fix that line and run the check again for them (every other file was checked)`,
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

// Issue 36: twelve mistakes of every kind in four files at once, in a fresh clone (no module made
// from data/ yet, as in GitHub's check of a pull request): one `npm run check` names all twelve,
// each at its line with its fix, errors first; the file YAML cannot read is said to be unchecked.
describe('twelve mistakes in four files, one run of npm run check', { timeout: 300_000 }, () => {
  let clone: Clone
  // Copying the project and deleting the copy are slow on a busy machine.
  beforeAll(() => {
    clone = freshClone()
  }, 120_000)
  afterAll(() => clone?.remove(), 120_000)

  interface Mistake {
    file: string
    from: string
    to: string
    /** The line reported, given the line the edit's first line lands on in the edited file. */
    expected: (line: number) => string
  }
  const april = readFileSync(UMRAH, 'utf8').slice(readFileSync(UMRAH, 'utf8').indexOf('  - id: april-2027\n'))
  const aprilLine = lineOf(UMRAH, /^ {2}- id: april-2027$/)
  const HAJJ = 'data/hajj.yaml'
  const HOME = 'data/home.yaml'
  const markup = (tag: string, words: string) =>
    `${tag} is markup (HTML), but this text is shown as written, so visitors would see the signs: write the words alone: ${JSON.stringify(words)}. For a new paragraph or a list, use the file's own fields`
  const mistakes: Mistake[] = [
    // Syntax (a file YAML cannot read at all)
    {
      file: CARDS,
      from: '  - title: ATOL Protected\n',
      to: '  - title: "ATOL Protected\n',
      expected: (line) =>
        `${CARDS}:${line}:12  the " that opens the value of title is not closed on this line, so YAML reads the lines after it as part of the value: add " at the end of the value`,
    },
    {
      file: CARDS,
      from: '    icon: award\n',
      to: '\ticon: award\n',
      expected: (line) =>
        `${CARDS}:${line}:1  a tab is used in the indentation of this line: YAML only accepts spaces there; replace the tab with spaces, lined up with the fields above`,
    },
    {
      file: CARDS,
      from: '  - title: 99% Visa Success\n',
      to: '  - title: 99% Visa Success: every time\n',
      expected: (line) =>
        `${CARDS}:${line}:12  this value contains ": ", which YAML reads as a new field: put the whole value in double quotes, e.g. title: "99% Visa Success: every time"`,
    },
    // Duplicate id (a package copied and its id left as it was), schema, missing image, date
    {
      file: UMRAH,
      from: april,
      to: april + april,
      expected: (line) =>
        `${UMRAH}:${line + april.split('\n').length - 1}:9  id "april-2027" is already used on line ${aprilLine}: give each package its own id`,
    },
    {
      file: UMRAH,
      from: '    price: 1649\n',
      to: '    price: "£1,649"\n',
      expected: (line) => `${UMRAH}:${line}:12  price must be a number (you wrote "£1,649": write 1649)`,
    },
    {
      file: UMRAH,
      from: '    image: /images/sample/makkah-dusk.svg\n',
      to: '    image: /images/sample/makkah-dusk-2.svg\n',
      expected: (line) =>
        `${UMRAH}:${line}:12  image /images/sample/makkah-dusk-2.svg does not exist: add the file public/images/sample/makkah-dusk-2.svg, or use an image that is there`,
    },
    {
      file: UMRAH,
      from: '    return: 2027-04-05\n',
      to: '    return: 2027-03-20\n',
      expected: (line) =>
        `${UMRAH}:${line}:13  package april-2027 returns on 2027-03-20 (20 March 2027), which is not after its departure on 2027-03-27 (27 March 2027): correct one of the two dates`,
    },
    // Markup, a date out of order
    {
      file: HAJJ,
      from: '    subtitle: Longest stay with premium Makkah and Madinah hotels\n',
      to: '    subtitle: Longest stay with <b>premium</b> Makkah and Madinah hotels\n',
      expected: (line) => `${HAJJ}:${line}:15  ${markup('<b>', 'Longest stay with premium Makkah and Madinah hotels')}`,
    },
    {
      file: HAJJ,
      from: '    earlyBirdUntil: 2027-02-28\n',
      to: '    earlyBirdUntil: 2027-06-30\n',
      expected: (line) =>
        `${HAJJ}:${line}:21  earlyBirdUntil 2027-06-30 (30 June 2027) is not before the season's first departure (SSPR27 on 2027-05-01 (1 May 2027)): write an earlier date`,
    },
    // Cross-reference, missing page, markup
    {
      file: HOME,
      from: '  featured: [SSPR27, SEPR27, ENSE27, SNSPR27]\n',
      to: '  featured: [SSPR27, SEPR72, ENSE27, SNSPR27]\n',
      expected: (line) => `${HOME}:${line}:22  "SEPR72" is not a Hajj package id of data/hajj.yaml: did you mean SEPR27?`,
    },
    {
      file: HOME,
      from: '      link: /islamic-tours\n',
      to: '      link: /islamic-tour\n',
      expected: (line) => `${HOME}:${line}:13  links to /islamic-tour, which is not a page: use /islamic-tours`,
    },
    {
      file: HOME,
      from: '  heading: Our Services\n',
      to: '  heading: Our <i>Services</i>\n',
      expected: (line) => `${HOME}:${line}:12  ${markup('<i>', 'Our Services')}`,
    },
  ]

  it('names all twelve with file:line and a fix, errors first, and what the unreadable file kept from the checks', () => {
    const expected: string[] = []
    for (const file of new Set(mistakes.map((m) => m.file))) {
      let text = clone.read(file)
      // Each edit but the copied package is one line for one line: the lines found stay true.
      for (const mistake of mistakes.filter((m) => m.file === file)) {
        const at = text.indexOf(mistake.from)
        expect(at, `${mistake.from} is in ${file}`).toBeGreaterThanOrEqual(0)
        expected.push(mistake.expected(text.slice(0, at).split('\n').length))
        text = text.slice(0, at) + mistake.to + text.slice(at + mistake.from.length)
      }
      clone.write(file, text)
    }
    const run = spawnSync('npm', ['run', '--silent', 'check'], {
      cwd: clone.root,
      encoding: 'utf8',
      env: { ...process.env, SITE_TODAY: '2026-11-28', GITHUB_ACTIONS: '' },
    })
    const lines = run.stdout.split('\n').filter((line) => line.startsWith('data/'))
    expect(run.status).toBe(1)
    expect(run.stdout).not.toContain('run once these are fixed')
    const errors = lines.filter((line) => !line.includes('  warning: ') && /^data\/[^:]+:\d+:\d+ /.test(line))
    expect([...errors].sort()).toEqual([...expected].sort())
    // Errors come first, then what could not be checked because of which syntax error.
    expect(lines.slice(0, 12).sort()).toEqual([...expected].sort())
    const firstSyntax = expected[0].split('  ')[0]
    expect(lines[12]).toBe(
      `${firstSyntax}  warning: because of the syntax error on line ${firstSyntax.split(':')[1]}, YAML cannot read this file, so its fields, ids, links, images, dates and references to other files were not checked: fix that line and run the check again for them (every other file was checked)`,
    )
    expect(run.stdout).toMatch(/Content check: \d+ files, 12 errors, /)
  })
})
