// Issue 39: what a catalogue means is said in its schema. A catalogue added in a scratch copy of
// the project (a schema and its data, nothing else) has its ids, its references to another
// catalogue, its prices and its Bengali translation checked by the content check, with no line of
// content/server/check changed.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem, type Problem } from '../../content/server/data/problem'

const FILE = 'data/ziyarat.yaml'
const BN_FILE = 'data/bn/ziyarat.yaml'

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Ziyarat',
  description: 'Guided visits to the holy sites around Makkah and Madinah (data/ziyarat.yaml).',
  'x-facts': {},
  // The Bengali pages show the whole file: each text a translation leaves out is a warning.
  'x-translate': true,
  type: 'object',
  additionalProperties: false,
  required: ['visits'],
  properties: {
    intro: { type: 'string', description: "A sentence above the visits; it may quote the site's facts, e.g. {hajjYear}." },
    visits: {
      'x-unique': { id: 'visit' },
      'x-book': { what: 'visit', departs: 'departure', soldOut: 'soldOut', says: 'price.newDatesSoon' },
      type: 'array',
      minItems: 1,
      description: 'The visits, in the order they are shown.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'hotel', 'price'],
        properties: {
          id: { $ref: 'defs.schema.json#/$defs/id', description: 'The visit id, e.g. uhud.' },
          hotel: {
            'x-ref': { to: 'data/hotels.yaml#/hotels/*/id', is: 'a hotel id of data/hotels.yaml' },
            $ref: 'defs.schema.json#/$defs/id',
            description: 'The hotel the coach leaves from: an id of data/hotels.yaml.',
          },
          price: { $ref: 'defs.schema.json#/$defs/money', description: 'The price per person in pounds, e.g. 45.' },
          title: { $ref: 'defs.schema.json#/$defs/title', description: 'Optional: the heading of the visit, e.g. Mount Uhud.' },
          departure: {
            'x-departs': { what: 'visit {id}', fix: 'write its next date' },
            $ref: 'defs.schema.json#/$defs/date',
            description: 'Optional: the day of the visit, YYYY-MM-DD.',
          },
          earlyBirdUntil: {
            'x-ends': { what: "visit {id}'s early price", fix: 'remove earlyBirdUntil and originalPrice, or write a later date' },
            $ref: 'defs.schema.json#/$defs/date',
            description: 'Optional: the last day of the early price, YYYY-MM-DD.',
          },
          soldOut: { type: 'boolean', description: 'Optional: true when no seat is left.' },
          coach: { 'x-translate': false, type: 'string', description: 'Optional: the coach company, as on its booking, e.g. Saptco 12.' },
          originalPrice: {
            'x-greater-than': { than: 'price', why: 'it is shown struck through as the old price; write the old, higher price or remove {key}' },
            $ref: 'defs.schema.json#/$defs/money',
            description: 'Optional: the earlier, higher price, shown struck through.',
          },
        },
      },
    },
  },
}

let root: string
let hotels: string[]

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-catalogue-'))
  for (const folder of ['data', 'schemas', 'pages']) cpSync(folder, join(root, folder), { recursive: true })
  writeFileSync(join(root, 'schemas/ziyarat.schema.json'), JSON.stringify(schema, null, 2))
  hotels = (parse(readFileSync('data/hotels.yaml', 'utf8')) as { hotels: { id: string }[] }).hotels.map((h) => h.id)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The problems the check reports for the new catalogue written as `yaml` (and its Bengali translation, `bn`). */
function problemsFor(yaml: string, bn?: string): Problem[] {
  writeFileSync(join(root, FILE), yaml)
  if (bn === undefined) rmSync(join(root, BN_FILE), { force: true })
  else writeFileSync(join(root, BN_FILE), bn)
  // Images are looked for in the project's own public/, which the copy leaves out.
  const report = checkContent({ root, today: new Date('2025-06-01T12:00:00Z'), fileExists: (path) => existsSync(path) })
  return report.problems.filter((p) => p.file === FILE || p.file === BN_FILE)
}

/** The errors the check reports for the new catalogue written as `yaml`. */
const errorsFor = (yaml: string): string[] =>
  problemsFor(yaml)
    .filter((p) => p.severity === 'error')
    .map(formatProblem)

const visits = (lines: string[], intro = 'Visits for Hajj {hajjYear}.') =>
  ['# yaml-language-server: $schema=../schemas/ziyarat.schema.json', `intro: ${intro}`, 'visits:', ...lines, ''].join('\n')

describe('a catalogue added with its schema alone', { timeout: 120_000 }, () => {
  it('is checked for a repeated id, a hotel that is not there, a "was" price below the price and a misspelt fact, each at its line with its fix', () => {
    const [hotel] = hotels
    const typo = hotel.slice(0, -1) + 'x'
    const yaml = visits(
      [
        '  - id: uhud',
        `    hotel: ${hotel}`,
        '    price: 45',
        '  - id: quba',
        `    hotel: ${typo}`,
        '    price: 40',
        '    originalPrice: 35',
        '  - id: uhud',
        `    hotel: ${hotel}`,
        '    price: 50',
      ],
      'Visits for Hajj {hajjYaer}.',
    )
    expect(errorsFor(yaml)).toEqual([
      `${FILE}:2:8  {hajjYaer} is not a fact that can be filled in: did you mean {hajjYear}?`,
      `${FILE}:8:12  "${typo}" is not a hotel id of data/hotels.yaml: did you mean ${hotel}?`,
      `${FILE}:10:20  originalPrice 35 must be more than price 40: it is shown struck through as the old price; write the old, higher price or remove originalPrice`,
      `${FILE}:11:9  id "uhud" is already used on line 4: give each visit its own id`,
    ])
  })

  it('passes when its ids are its own, its hotels exist and its old price is above the price', () => {
    const yaml = visits([
      '  - id: uhud',
      `    hotel: ${hotels[0]}`,
      '    price: 45',
      '    originalPrice: 55',
      '  - id: quba',
      `    hotel: ${hotels.at(-1)}`,
      '    price: 40',
    ])
    expect(errorsFor(yaml)).toEqual([])
  })

  it('is translated as its schema says: a title left out is a warning at its English line, a field marked x-translate: false is never written in Bengali', () => {
    const yaml = visits(['  - id: uhud', `    hotel: ${hotels[0]}`, '    price: 45', '    title: Mount Uhud', '    coach: Saptco 12'])
    const words = (problems: Problem[]) => problems.map((p) => `${formatProblem(p)}`)
    // No translation yet: one warning for the whole file.
    expect(words(problemsFor(yaml))).toEqual([
      `${FILE}:1:1  warning: not yet translated into Bengali: the Bengali pages show this file's texts in English until ${BN_FILE} translates them`,
    ])
    const bn = ['review:', '  status: draft', 'intro: হজ্জ {hajjYear}-এর জন্য দর্শন।', 'visits:', '  - id: uhud', '    coach: সাপকো ১২', ''].join('\n')
    expect(words(problemsFor(yaml, bn))).toEqual([
      `${BN_FILE}:6:12  \`visits.0.coach\` is a fact (Saptco 12): links, ids, dates and numbers come from the English file: delete this line`,
      `${FILE}:7:12  warning: not yet translated into Bengali in ${BN_FILE}: the Bengali page shows this in English`,
    ])
  })

  it('rolls over by the dates its schema marks: a departed visit, an early price that has ended and nothing left to book are warnings at their lines', () => {
    const visit = (id: string, departure: string, more: string[] = []) => [
      `  - id: ${id}`,
      `    hotel: ${hotels[0]}`,
      '    price: 45',
      `    departure: ${departure}`,
      ...more,
    ]
    const warnings = (yaml: string) =>
      problemsFor(yaml)
        .filter((p) => p.topic === 'season' || p.topic === 'sale')
        .map(formatProblem)
    const newDatesSoon = (parse(readFileSync('data/words.yaml', 'utf8')) as { price: { newDatesSoon: string } }).price.newDatesSoon
    // On 1 June 2025 (the check's day here): uhud has left; quba's early price ended on 20 May, and it is sold out.
    const past = visits([...visit('uhud', '2025-05-10'), ...visit('quba', '2025-07-01', ['    earlyBirdUntil: 2025-05-20', '    soldOut: true'])])
    expect(warnings(past)).toEqual([
      `${FILE}:7:16  warning: visit uhud departed on 10 May 2025: write its next date`,
      `${FILE}:11:16  warning: no visit left to book after 2025-07-01: the site says "${newDatesSoon}" where its prices were; add the next ones`,
      `${FILE}:12:21  warning: visit quba's early price ended on 20 May 2025: remove earlyBirdUntil and originalPrice, or write a later date`,
    ])
    // A visit still to come and open to book: nothing to tell.
    expect(warnings(visits(visit('quba', '2025-07-01', ['    earlyBirdUntil: 2025-06-20'])))).toEqual([])
  })
})
