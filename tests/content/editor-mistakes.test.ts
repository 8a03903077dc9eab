// Mistakes agency staff make when editing data/ (in GitHub's web editor, with no YAML help): each
// is reported by `npm run check` at its line, in plain words, with what to write instead.
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { loadCatalogue } from '../../content/server/data/load'
import { formatProblem } from '../../content/server/data/problem'
import { editedLines, fixture, lineOf } from '../support/content/fixture'

const CARDS = 'data/why-choose-us.yaml'
const HOTELS = 'data/hotels.yaml'

// The first check in a test file compiles every schema: slow on a busy machine.
describe('YAML that cannot be read', { timeout: 60_000 }, () => {
  it('an unclosed " is reported where it opens, not at the end of the file', () => {
    const line = lineOf(CARDS, /^heading: /)
    expect(editedLines(CARDS, [[/^heading: (.*)$/m, 'heading: "$1']])).toEqual([
      `${CARDS}:${line}:10  the " that opens the value of heading is not closed on this line, so YAML reads the lines after it as part of the value: add " at the end of the value`,
    ])
  })

  it('a tab inside the indentation is called a tab, at the tab', () => {
    const line = lineOf(CARDS, /^ {4}icon: shield$/)
    expect(editedLines(CARDS, [['    icon: shield', '  \t  icon: shield']])).toEqual([
      `${CARDS}:${line}:3  a tab is used in the indentation of this line: YAML only accepts spaces there; replace the tab with spaces, lined up with the fields above`,
    ])
  })

  it('"Block collections are not allowed within flow collections" becomes what to do', () => {
    const line = lineOf(CARDS, /^heading: /)
    expect(editedLines(CARDS, [[/^heading: .*$/m, 'heading: [Why Choose Us,\n  - for Your Pilgrimage]']])).toEqual([
      `${CARDS}:${line + 1}:3  a list written in [ ] or a group written in { } must be finished on its line, with its closing ] or }: either finish it there, or remove the brackets and write each item on its own line starting with "- " (each field as name: value)`,
    ])
  })

  it.each([
    ['*ATOL Protected', 'starts with *, which YAML reads as a reference to another value: put the whole value in double quotes, e.g. title: "*ATOL Protected"'],
    ['*ATOL', 'starts with *, which YAML reads as a reference to another value: put the whole value in double quotes, e.g. title: "*ATOL"'],
    ['[ATOL] Protected', 'starts with [, which YAML reads as the start of a list: put the whole value in double quotes, e.g. title: "[ATOL] Protected"'],
    ['"ATOL" Protected', `starts with a quoted part and goes on after the closing quote: put the whole value in single quotes, e.g. title: '"ATOL" Protected'`],
    ['&ATOL Protected', 'starts with &, which YAML reads as a name given to the value: put the whole value in double quotes, e.g. title: "&ATOL Protected"'],
    ['!ATOL Protected', 'starts with !, which YAML reads as a type marker: put the whole value in double quotes, e.g. title: "!ATOL Protected"'],
  ])('a value written %s is told to be quoted', (value, message) => {
    const line = lineOf(CARDS, /- title: ATOL Protected/)
    expect(editedLines(CARDS, [['- title: ATOL Protected', `- title: ${value}`]])).toEqual([`${CARDS}:${line}:12  the value of title ${message}`])
  })

  it('a list item without a space after its "-", and a field without a space after its colon', () => {
    const item = lineOf(HOTELS, /- Breakfast and dinner buffet/)
    expect(editedLines(HOTELS, [['      - Breakfast and dinner buffet', '      -Breakfast and dinner buffet']])).toEqual([
      `${HOTELS}:${item}:7  a list item needs a space after the "-": write - Breakfast and dinner buffet`,
    ])
    const price = lineOf(HOTELS, /^ {4}price: 180$/)
    expect(editedLines(HOTELS, [['    price: 180', '    price:180']])).toEqual([
      `${HOTELS}:${price}:5  a field name must be followed by a colon and a space: write price: 180`,
    ])
  })

  it('a field written twice in one group', () => {
    const line = lineOf(CARDS, /^ {4}icon: shield$/)
    expect(editedLines(CARDS, [['    icon: shield', '    icon: shield\n    title: ATOL']])).toEqual([
      `${CARDS}:${line + 1}:5  \`title\` is written twice in the same group: keep only one`,
    ])
  })
})

describe('YAML that reads, but not as meant', () => {
  it('text after " #" in an unquoted value is a warning with the quoting fix', () => {
    const line = lineOf(CARDS, /- title: ATOL Protected/)
    expect(editedLines(CARDS, [['- title: ATOL Protected', '- title: ATOL # 11402 Protected']])).toEqual([
      `${CARDS}:${line}:17  warning: the text from " #" on is read as a note for editors and is not shown on the site (it shows "ATOL"): if it belongs to the text, put the whole value in double quotes, e.g. title: "ATOL # 11402 Protected"`,
    ])
  })

  it('a list item indented one level too deep, which YAML joins to the item above', () => {
    const line = lineOf(HOTELS, /- Breakfast and dinner buffet/)
    expect(editedLines(HOTELS, [['      - Breakfast and dinner buffet', '        - Breakfast and dinner buffet']])).toEqual([
      `${HOTELS}:${line}:9  this line starts with "- " but is indented deeper than the list it belongs to, so YAML joins it to the list item above ("Haram view rooms - Breakfast and dinner buffet"): move its "- " left, lined up with the "- " of the other items`,
    ])
  })

  it('a list named with &name and repeated with *name is not a mistake', () => {
    expect(
      editedLines(HOTELS, [
        ['    features:\n      - Haram view rooms', '    features: &common-features\n      - Haram view rooms'],
        [/ {4}features:\n {6}- Breakfast included\n( {6}- .*\n)*/, '    features: *common-features\n'],
      ]).filter((line) => !line.includes('warning')),
    ).toEqual([])
  })

  it("the same under a field: one message, not also the field's wrong value", () => {
    const line = lineOf(CARDS, /^ {4}icon: shield$/)
    expect(editedLines(CARDS, [['    icon: shield', '    icon: shield\n      - award']])).toEqual([
      `${CARDS}:${line + 1}:7  this line starts with "- " but is indented deeper than the list it belongs to, so YAML joins it to the value of icon ("shield - award"): move its "- " left, lined up with the "- " of the other items`,
    ])
  })
})

describe('fields', () => {
  const UMRAH = 'data/umrah.yaml'
  const catalogue = fixture('umrah-catalogue.yaml')
  const fixtureLine = (pattern: RegExp, nth = 0) =>
    catalogue
      .split('\n')
      .map((text, i) => (pattern.test(text) ? i + 1 : 0))
      .filter(Boolean)[nth]!

  it('a field indented under the wrong group is told to move left, not to be removed', () => {
    const line = fixtureLine(/brochureFile: umrah-october-2025.pdf/)
    expect(editedLines(UMRAH, [['    brochureFile: umrah-october-2025.pdf', '      brochureFile: umrah-october-2025.pdf']], catalogue)).toEqual([
      `${UMRAH}:${line}:7  this line is indented under \`hotels\`, but \`brochureFile\` is not a field of hotels: move it left, lined up with \`hotels\``,
    ])
  })

  it('a field written too far left is told where it belongs', () => {
    const line = fixtureLine(/^ {6}madinah:/)
    expect(editedLines(UMRAH, [[/^ {6}madinah:/m, '    madinah:']], catalogue)).toEqual([
      `${UMRAH}:${line}:5  \`madinah\` belongs under \`hotels\`: indent it under hotels, lined up with its other fields`,
    ])
  })

  it('a package with its own page but without a field the page shows (the build would stop)', () => {
    const packageLine = fixtureLine(/- id: october-2025/)
    expect(editedLines(UMRAH, [['    guidedTour: Guided by our UK scholar\n', '']], catalogue)).toEqual([
      `${UMRAH}:${packageLine}:5  guidedTour is missing: with detailPage: true this needs it; add \`guidedTour: <text>\`, or remove detailPage: true`,
    ])
  })

  it('several missing fields are one message', () => {
    const packageLine = fixtureLine(/- id: february-2026/)
    const edits: Array<[RegExp, string]> = [
      [/ {4}subtitle: Ramadan.*\n/, ''],
      [/(- id: february-2026[\s\S]*?) {4}description: .*\n/, '$1'],
    ]
    expect(editedLines(UMRAH, edits, catalogue)).toEqual([
      `${UMRAH}:${packageLine}:5  subtitle and description are missing: with detailPage: true this needs them; add them, laid out as in another entry that has them, or remove detailPage: true`,
    ])
  })

  it('a blank-only or 400-character title', () => {
    const line = lineOf(CARDS, /- title: ATOL Protected/)
    expect(editedLines(CARDS, [['- title: ATOL Protected', '- title: "   "']])).toEqual([`${CARDS}:${line}:12  title is only spaces: write the text`])
    expect(editedLines(CARDS, [['- title: ATOL Protected', `- title: ${'ATOL Protected '.repeat(28).trim()}`]])).toEqual([
      `${CARDS}:${line}:12  title is too long: it has 419 characters; keep it to 90 or fewer`,
    ])
  })

  it("the first line must point editors to the file's own schema", () => {
    const schemaLine = '# yaml-language-server: $schema=../schemas/why-choose-us.schema.json'
    expect(editedLines(CARDS, [[schemaLine, '# yaml-language-server: $schema=../schemas/hotels.schema.json']])).toEqual([
      `${CARDS}:1:1  the first line points editors to ../schemas/hotels.schema.json, but this file's schema is ../schemas/why-choose-us.schema.json: write \`${schemaLine}\``,
    ])
    expect(editedLines(CARDS, [[`${schemaLine}\n`, '']])).toEqual([
      `${CARDS}:1:1  the first line must be \`${schemaLine}\`, so editors check this file as you type: add it back above everything else`,
    ])
  })
})

describe('ids and files referenced from data/ (the build would stop on them)', () => {
  it('the free guide of /hajj-packages-comparison is printed by the build: any file name is fine', () => {
    const file = 'data/hajj-comparison.yaml'
    expect(editedLines(file, [[/^ {2}file: .*$/m, '  file: our-new-guide.pdf']])).toEqual([])
  })

  it('an id in the /umrah tabs that is not a package', () => {
    const file = 'data/umrah-page.yaml'
    const ids = loadCatalogue('umrah', 'en').packages.map((p) => p.id)
    // The tabs follow the catalogue unless the file lists them: an editor writes a list.
    const line = lineOf(file, /^ {2}tabsLabel: /) + 1
    expect(editedLines(file, [[/^( {2}tabsLabel: .*)$/m, '$1\n  tabs: [ramadan-2027]']])).toEqual([
      `${file}:${line}:10  "ramadan-2027" is not an Umrah package id of data/umrah.yaml: use one of ${ids.join(', ')}`,
    ])
  })

  it('a {fact} that cannot be filled in, with the one meant', () => {
    const file = 'data/nusuk.yaml'
    const line = lineOf(file, /eyebrow: Nusuk Hajj \{hajjYear\}/)
    expect(editedLines(file, [['eyebrow: Nusuk Hajj {hajjYear}', 'eyebrow: Nusuk Hajj {hajjYaer}']])).toEqual([
      `${file}:${line}:14  {hajjYaer} is not a fact that can be filled in: did you mean {hajjYear}?`,
    ])
  })

  it('a page of data/nusuk.yaml written twice (the other would have no words)', () => {
    const file = 'data/nusuk.yaml'
    const first = lineOf(file, /^ {2}- id: hajj-nusuk-registration$/)
    const second = lineOf(file, /^ {2}- id: nusuk-guidance$/)
    expect(editedLines(file, [[/^ {2}- id: hajj-nusuk-registration$/m, '  - id: nusuk-guidance']])).toEqual([
      `${file}:${second}:9  id "nusuk-guidance" is already used on line ${first}: give each page its own id`,
    ])
  })

  it('a section id used twice on one page', () => {
    const file = 'data/nusuk.yaml'
    const first = lineOf(file, /- id: what-is-nusuk/)
    const second = lineOf(file, /^ {6}- id: /, 1)
    expect(editedLines(file, [[/(- id: what-is-nusuk[\s\S]*?\n {6}- id: )[a-z-]+/, '$1what-is-nusuk']])).toEqual([
      `${file}:${second}:13  id "what-is-nusuk" is already used on line ${first}: give each section of the page its own id`,
    ])
  })
})

describe('every problem in one run', () => {
  it('checks across files still run when a file has a schema error', () => {
    const umrah = fixture('umrah-catalogue.yaml').replace('    price: 1649', '    price: £1,649')
    const priceLine = umrah.split('\n').findIndex((text) => text.includes('£1,649')) + 1
    const report = checkContent({
      files: { 'data/umrah.yaml': umrah, 'data/shell.yaml': fixture('shell-broken-link.yaml') },
      today: new Date('2025-06-01T12:00:00Z'),
    })
    const lines = report.problems.filter((p) => p.severity === 'error').map(formatProblem)
    expect(lines).toContain(`data/umrah.yaml:${priceLine}:12  price must be a number (you wrote "£1,649": write 1649)`)
    // The link check reads the package ids from the file with the schema error.
    expect(lines).toContain('data/shell.yaml:17:38  links to /umrah/december-2025, which is not a page: use one of /umrah/october-2025, /umrah/february-2026')
  })
})

describe('the shared words (data/words.yaml)', { timeout: 60_000 }, () => {
  const WORDS = 'data/words.yaml'
  it('a word that loses its {placeholder} is reported at its line, saying what to keep', () => {
    const line = lineOf(WORDS, /^ {2}reviews: /)
    expect(editedLines(WORDS, [[/^ {2}reviews: .*$/m, '  reviews: reviews']])).toEqual([
      `${WORDS}:${line}:12  reviews is not written the right way (you wrote "reviews"): e.g. {count} reviews. It must keep {count}: the site puts the value there.`,
    ])
  })
})

describe('a {fact} inside a group written on one line', { timeout: 60_000 }, () => {
  it('asks for quotes around the text that quotes the fact, not around the whole group', () => {
    const file = 'data/hajj-page.yaml'
    const line = lineOf(file, /^ {2}link: \{ label: "Register for Hajj \{hajjYear\}"/)
    expect(editedLines(file, [[/label: "Register for Hajj \{hajjYear\}"/, 'label: Register for Hajj {hajjYear}']])).toEqual([
      `${file}:${line}:9  the group of fields of link has a {name} in a value, which YAML reads as a group inside the group: put that value in double quotes, e.g. link: { label: "Register for Hajj {hajjYear}", href: /hajj-2026-registration }`,
    ])
  })
})
