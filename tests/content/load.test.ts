import { utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { fixture } from '../support/content/fixture'
import { temporaryProject } from '../support/content/project'

describe('loadCatalogue', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns the typed, validated catalogue, read once per process', () => {
    const umrah = loadCatalogue('umrah', 'en')
    expect(umrah.packages.length).toBeGreaterThan(0)
    expect(typeof umrah.packages[0].price).toBe('number')
    expect(loadCatalogue('umrah', 'en')).toBe(umrah)
  })

  describe('in a project whose data changes', () => {
    const project = temporaryProject()
    afterAll(project.remove)

    it('reads a changed file again, and throws with the formatted problem list when it is invalid', () => {
      vi.spyOn(process, 'cwd').mockReturnValue(project.root)
      expect(loadCatalogue('umrah', 'en').packages.length).toBeGreaterThan(0)

      const file = join(project.root, 'data/umrah.yaml')
      writeFileSync(file, fixture('umrah-price-written-as-text.yaml'))
      const later = new Date(Date.now() + 5000)
      utimesSync(file, later, later)

      expect(() => loadCatalogue('umrah', 'en')).toThrow(
        'data/umrah.yaml is not valid content:\ndata/umrah.yaml:14:12  price must be a number (you wrote "£1,649": write 1649)',
      )
    })
  })
})
