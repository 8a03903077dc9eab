import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listCatalogueNames } from '../../content/paths'
import { typesAreCurrent } from '../../content/generate/type-generation'

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
})
