// The one placeholder filler (content/browser/fill.ts): every {name} filled, an unknown one a clear error
// naming it, where the text came from and the names there are, and kept names left for later.
import { today } from '../../content/server/today'
import { describe, expect, it } from 'vitest'
import { fill, fillAll, placeholdersIn } from '../../content/browser/fill'
import { fillFacts, siteFacts } from '../../content/server/facts/facts'

describe('fill', () => {
  it('fills every {name}, numbers included, as often as it stands', () => {
    expect(fill('{n} of {total}, {n} again', { n: 2, total: 4 })).toBe('2 of 4, 2 again')
    expect(fill('no holes', {})).toBe('no holes')
  })

  it('an unknown {name} is an error naming it, the text or its source, and the names it can use', () => {
    expect(() => fill('Step {step} of {totl}', { step: 1, total: 3 })).toThrow(
      '"Step {step} of {totl}": {totl} is not a value that can be filled in; use one of {step}, {total}',
    )
    expect(() => fill('{x}', {}, { where: 'data/gallery.yaml counter' })).toThrow(
      'data/gallery.yaml counter: {x} is not a value that can be filled in; use none',
    )
  })

  it('keeps the names it is told to keep, or every other one when told so', () => {
    expect(fill('{a} {limit}', { a: 'A' }, { keep: ['limit'] })).toBe('A {limit}')
    expect(fill('{a} {b} {c}', { a: 'A' }, { keep: 'others' })).toBe('A {b} {c}')
    expect(() => fill('{a} {b}', { a: 'A' }, { keep: ['c'] })).toThrow('{b} is not a value')
  })

  it('lists the names a text holds, and leaves braces that are not placeholders', () => {
    expect(placeholdersIn('{a} and {b2} but not {2} or { a }')).toEqual(['a', 'b2'])
    expect(fill('{2} { a }', {})).toBe('{2} { a }')
  })
})

describe('fillAll and fillFacts', () => {
  it('fill every string of arrays and objects, leaving other values', () => {
    expect(fillAll({ a: ['{x}!', 3, null], b: { c: '{x}' }, d: true }, { x: 'X' })).toEqual({ a: ['X!', 3, null], b: { c: 'X' }, d: true })
  })

  it("a fact's name wrong in data/ fails the build, naming the file and the facts", () => {
    const facts = siteFacts(today(), 'en')
    expect(fillFacts('{agencyName}', facts, 'data/x.yaml')).toBe(facts.agencyName)
    expect(() => fillFacts(['{agencyNam}'], facts, 'data/x.yaml')).toThrow(/^data\/x\.yaml: \{agencyNam\} is not a fact that can be filled in; use one of \{/)
    expect(fillFacts('Shorten to {limit}', facts, 'data/x.yaml')).toBe('Shorten to {limit}')
  })
})
