// The editor's Bengali texts (content/server/editor/translation-config.ts, admin/bengali-match.ts): every
// text of every data/bn/ file has its box, no fact does, and each box finds its English text.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { englishBeside, nameById } from '../../admin/bengali-match'
import { schemaSet } from '../../content/server/check/schemas'
import { readDataFileList } from '../../content/server/editor/data-files'
import { readMarkdown } from '../../content/server/editor/edit-yaml'
import { editorConfig, type EditorField } from '../../content/server/editor/editor-config'
import { translationCollection } from '../../content/server/editor/translation-config'
import { REVIEW_KEY } from '../../content/server/language/translation'

const ROOT = join(import.meta.dirname, '..', '..')
const config = editorConfig(schemaSet(ROOT), readDataFileList(ROOT), { repo: 'a/b', branch: 'main', siteUrl: 'https://example.com' })
const exists = (file: string) => existsSync(join(ROOT, file))
const translate = (name: string) =>
  translationCollection(
    'bn',
    config.collections.find((c) => c.name === name)!,
    exists,
    { name: `bengali-${name}`, label: 'Bengali', review: 'hint' },
  )
const bengali = translate('content')
const policies = translate('policies')
const healthCards = translate('knowledge-health')
/** Every translation of data/bn/ with an English file, the glossary (a list of spellings) aside. */
const translated = readdirSync(join(ROOT, 'data/bn'), { recursive: true })
  .map((name) => `data/bn/${String(name)}`)
  .filter((file) => /\.(yaml|md)$/.test(file) && exists(file.replace('/bn/', '/')))
  .sort()

/** Every field path (`packages[].features[]`) and its widget. */
function fieldPaths(fields: EditorField[], prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    found.set(path, field.widget)
    if (field.fields) for (const [p, w] of fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path)) found.set(p, w)
    if (field.field) found.set(`${path}[]`, field.field.widget)
  }
  return found
}

/** Every text's path in a translation, in the same notation. */
function textPaths(data: unknown, prefix = ''): string[] {
  if (typeof data === 'string') return [prefix]
  if (Array.isArray(data)) return data.flatMap((item) => textPaths(item, `${prefix}[]`))
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => textPaths(value, prefix ? `${prefix}.${key}` : key))
  return []
}

describe('the Bengali texts in the editor', () => {
  it('offers each translated file of data/bn/ with a box for every text it holds', () => {
    const files = [...bengali.files, ...policies.files, ...healthCards.files]
    expect(files.map((file) => file.file).sort()).toEqual(translated)
    for (const file of files) {
      const fields = fieldPaths(file.fields)
      const text = readFileSync(join(ROOT, file.file), 'utf8')
      const missing = textPaths(file.file.endsWith('.md') ? readMarkdown(text) : parse(text)).filter(
        (path) => !path.startsWith(`${REVIEW_KEY}.`) && !fields.has(path),
      )
      expect({ file: file.file, missing }).toEqual({ file: file.file, missing: [] })
    }
  })

  it('offers no box for a fact: a price, a date, a picture or a yes/no', () => {
    const umrah = fieldPaths(bengali.files.find((file) => file.name === 'umrah')!.fields)
    for (const fact of ['packages[].price', 'packages[].departure', 'packages[].image', 'packages[].soldOut']) expect(umrah.has(fact)).toBe(false)
    expect(umrah.get('packages[].id')).toBe('string')
    expect(umrah.get('packages[].hotel')).toMatch(/^translated-/)
    expect(umrah.get('packages[].features[]')).toMatch(/^translated-/)
  })

  it('offers no box where the schema says x-translate: false, and one where it says a name may be written', () => {
    const site = fieldPaths(bengali.files.find((file) => file.name === 'site')!.fields)
    for (const fact of ['address.street', 'address.postalCode']) expect(site.has(fact), fact).toBe(false)
    expect(site.get('address.locality')).toMatch(/^translated-/)
  })

  it('shows beside a box the English text of its place, list items matched by id', () => {
    const en = {
      packages: [
        { id: 'a', title: 'Winter', hotel: 'Near the Haram' },
        { id: 'b', title: 'Spring', hotel: 'Five stars' },
      ],
    }
    const bn = { packages: [{ id: 'b', hotel: 'পাঁচ তারকা' }] }
    expect(englishBeside(en, bn, 'hotel', 'পাঁচ তারকা')).toBe('Five stars')
    expect(nameById(en, 'b')).toBe('Spring')
    // A text written at two places of different English is not told apart.
    const twice = {
      packages: [
        { id: 'a', hotel: 'হোটেল' },
        { id: 'b', hotel: 'হোটেল' },
      ],
    }
    expect(englishBeside(en, twice, 'hotel', 'হোটেল')).toBeUndefined()
    // An empty box: the English of its name not yet translated, when there is one such text.
    expect(englishBeside(en, bn, 'hotel', '')).toBe('Near the Haram')
    expect(englishBeside(en, bn, 'title', '')).toBeUndefined()
  })
})
