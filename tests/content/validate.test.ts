import { describe, expect, it } from 'vitest'
import { linesFor } from '../support/content/fixture'

// The exact lines staff read in CI: file:line:col, two spaces, the problem and its fix.
describe('schema validation messages', () => {
  it('a price written with £ and a comma says which number to write', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-price-written-as-text.yaml' })).toEqual([
      'data/umrah.yaml:14:12  price must be a number (you wrote "£1,649": write 1649)',
    ])
  })

  it('a missing required field points at its package and shows the line to add', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-missing-price.yaml' })).toEqual([
      'data/umrah.yaml:3:5  price is missing: add `price: <number>`',
    ])
  })

  it('a misspelt field points at its key and suggests the known field (without also calling it missing)', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-misspelt-field.yaml' })).toEqual([
      'data/umrah.yaml:5:5  `prise` is not a known field: did you mean `price`?',
    ])
  })

  it('reports every problem of a file at once: bad enum, date, range and yes/no', () => {
    expect(linesFor('data/hajj.yaml', { 'data/hajj.yaml': 'hajj-bad-type.yaml' })).toEqual([
      'data/hajj.yaml:5:21  earlyBirdUntil must be a date written YYYY-MM-DD (you wrote "31/03/2026": write 2026-03-31)',
      'data/hajj.yaml:9:11  type must be one of: shifting, nonShifting (you wrote "shift")',
      'data/hajj.yaml:16:13  rating must be 5 or less (you wrote 6)',
      'data/hajj.yaml:19:14  popular must be true or false (you wrote "yes": write true)',
    ])
  })

  it('a YAML syntax error is reported in the same form, with the fix', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-syntax-error.yaml' })).toEqual([
      'data/umrah.yaml:4:12  this value contains ": ", which YAML reads as a new field: put the whole value in double quotes, e.g. title: "Umrah: October 2025"',
    ])
  })

  it('a number cut at its comma inside { } is explained once, with its cause', () => {
    expect(linesFor('data/shell.yaml', { 'data/shell.yaml': 'shell-comma-in-braces.yaml' })).toEqual([
      'data/shell.yaml:16:16  label: inside { ... } a comma starts a new field, so this value was cut at the comma: put it in double quotes, e.g. label: "Umrah, Hajj and Visas"',
    ])
  })

  it('a YAML file in data/ without a schema is an error', () => {
    // A name no catalogue will ever have (data/hotels.yaml has its schema now).
    const report = linesFor('data/old-offers.yaml', { 'data/old-offers.yaml': 'umrah-catalogue.yaml' })
    expect(report).toContain('data/old-offers.yaml:1:1  there is no schema for this file: add schemas/old-offers.schema.json or move the file out of data/')
  })
})
