// A catalogue in Bengali: data/bn/<name>.yaml's texts over the English, the English where it says
// nothing (or has no file yet), and its page links leading to the Bengali twins that exist.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { renderTranslatedWords } from '../../content/server/generate/words'
import { temporaryProject } from '../support/content/project'

describe('loadCatalogue in Bengali', () => {
  const project = temporaryProject({
    'data/bn/routes.yaml': ['review:', '  status: draft', 'routes:', '  - path: /', '    title: হোম', '  - path: /umrah', '    title: উমরাহ প্যাকেজ', ''].join(
      '\n',
    ),
    'data/bn/shell.yaml': ['review:', '  status: draft', 'notFound:', '  heading: পৃষ্ঠাটি পাওয়া যায়নি', '  links:', '    - label: হোম', ''].join('\n'),
    'data/bn/words.yaml': ['review:', '  status: draft', 'navigation:', '  home: হোম', ''].join('\n'),
  })
  afterAll(project.remove)
  afterEach(() => vi.restoreAllMocks())

  it('shows the translated texts and keeps the English for the rest', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(project.root)
    const english = loadCatalogue('shell', 'en')
    const bengali = loadCatalogue('shell', 'bn')
    expect(bengali.notFound.heading).toBe('পৃষ্ঠাটি পাওয়া যায়নি')
    expect(bengali.notFound.text).toBe(english.notFound.text)
    expect(bengali.notFound.links[0]!.label).toBe('হোম')
    expect(bengali.notFound.links[1]!.label).toBe(english.notFound.links[1]!.label)
    // A catalogue with no translation yet is the English, links aside (the project's own
    // data/bn/package-not-found.yaml is taken out of this copy).
    rmSync(join(project.root, 'data/bn/package-not-found.yaml'), { force: true })
    expect(loadCatalogue('package-not-found', 'bn').title).toBe(loadCatalogue('package-not-found', 'en').title)
  })

  it('leads links to the Bengali pages that exist, and to English ones where none does', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(project.root)
    const hrefs = loadCatalogue('shell', 'bn').notFound.links.map((link) => link.href)
    expect(hrefs).toEqual(['/bn/', '/bn/umrah/', '/hajj/', '/visa/', '/hotels/', '/contact/'])
    expect(loadCatalogue('shell', 'en').notFound.links.map((link) => link.href)).toEqual(['/', '/umrah/', '/hajj/', '/visa/', '/hotels/', '/contact/'])
  })

  it('gives the Bengali words, without their review mark, to the generated catalogue', () => {
    const module = renderTranslatedWords(project.root)
    expect(module).toContain('"home": "হোম"')
    expect(module).not.toContain('review')
    writeFileSync(join(project.root, 'data/bn/words.yaml'), '')
    expect(renderTranslatedWords(project.root)).toContain('bn: {}')
  })
})
