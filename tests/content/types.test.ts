import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listCatalogueNames } from '../../content/server/data/paths'
import { typesAreCurrent } from '../../content/server/generate/type-generation'

/** Interfaces of the generated types by their shape (members without comments), for the copies test. */
export function interfacesByShape(generated: string): string[][] {
  const bare = generated.replace(/\/\*\*[\s\S]*?\*\//g, '')
  const byShape = new Map<string, string[]>()
  for (const match of bare.matchAll(/^export interface (\w+) (\{[\s\S]*?\n\})/gm)) {
    const shape = match[2]!.replace(/\s+/g, ' ')
    byShape.set(shape, [...(byShape.get(shape) ?? []), match[1]!])
  }
  return [...byShape.values()].filter((names) => names.length > 1)
}

// Same members, different rules: the copies test accepts these (and nothing else).
const DIFFERENT_RULES = [
  // A link to one of our pages (checked against data/routes.yaml) and one to another website.
  ['Link', 'ExternalLink'],
  // A form's choice (a value sent to the functions, lower case with hyphens) and a key figure
  // (any text, e.g. 10,000+).
  ['FormOption', 'Claim'],
]

describe('generated types', () => {
  it('schemas/types.generated.ts is what the schemas generate (run `npm run types` if not)', async () => {
    expect(await typesAreCurrent(process.cwd())).toBe(true)
  })

  it('Catalogues has one key per schema, so loadCatalogue knows every catalogue', () => {
    const generated = readFileSync(join(process.cwd(), 'schemas/types.generated.ts'), 'utf8')
    const body = /export interface Catalogues \{([\s\S]*?)\n\}/.exec(generated)?.[1] ?? ''
    const keys = Array.from(body.matchAll(/^\s+'?([\w-]+)'?: /gm), (m) => m[1])
    expect(keys.sort()).toEqual(listCatalogueNames(process.cwd()))
  })

  it('has one type per shape: no numbered duplicates (UmrahHotel1) and no same-shape copies under other names', () => {
    const generated = readFileSync(join(process.cwd(), 'schemas/types.generated.ts'), 'utf8')
    expect(
      Array.from(generated.matchAll(/^export (?:interface|type) (\w*\D\d+)\b/gm), (m) => m[1]),
      'give the shape one titled definition in schemas/defs.schema.json',
    ).toEqual([])
    const copies = interfacesByShape(generated).map((names) => names.sort())
    const accepted = DIFFERENT_RULES.map((names) => [...names].sort())
    expect(
      copies.filter((names) => !accepted.some((ok) => ok.join() === names.join())),
      'same shape under several names: one titled definition in schemas/defs.schema.json',
    ).toEqual([])
  })

  it('the copies check finds a same-shape copy (self-test)', () => {
    const sample = [
      'export interface A {',
      '  /** x */',
      '  a: string',
      '}',
      'export interface B {',
      '  a: string',
      '}',
      'export interface C {',
      '  c: number',
      '}',
    ].join('\n')
    expect(interfacesByShape(sample)).toEqual([['A', 'B']])
  })
})
