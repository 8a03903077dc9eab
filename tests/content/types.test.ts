import { describe, expect, it } from 'vitest'
import type { Catalogues } from '../../schemas/types.generated'
import { listCatalogueNames } from '../../scripts/content/paths'
import { typesAreCurrent } from '../../scripts/content/type-generation'

describe('generated types', () => {
  it('schemas/types.generated.ts is what the schemas generate (run `npm run types` if not)', async () => {
    expect(await typesAreCurrent(process.cwd())).toBe(true)
  })

  it('Catalogues has one key per schema', () => {
    const keys: Record<keyof Catalogues, true> = {
      hajj: true,
      home: true,
      navigation: true,
      routes: true,
      shell: true,
      site: true,
      testimonials: true,
      umrah: true,
    }
    expect(Object.keys(keys).sort()).toEqual(listCatalogueNames(process.cwd()))
  })
})
