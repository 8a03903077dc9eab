// Saving from /admin/ keeps the file: the editor's format (content/server/editor/edit-yaml.ts) on the real
// files of data/, as staff change them in the form. A price change is one changed line.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { editMarkdown, editYaml, readMarkdown } from '../../content/server/editor/edit-yaml'
import { validateSource } from '../../content/server/check/validate'

const ROOT = join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
type Data = Record<string, unknown> & { packages?: Record<string, unknown>[]; hotels?: Record<string, unknown>[] }

/** The lines of `after` that differ from `before`, by line number (both files the same length). */
function changedLines(before: string, after: string): { line: number; before: string; after: string }[] {
  const a = before.split('\n')
  const b = after.split('\n')
  expect(b.length, 'no line was added or removed').toBe(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [{ line: i + 1, before: line, after: b[i] }]))
}

describe('editYaml on the files of data/', () => {
  it('saves the cheapest Hajj package at a new price as one changed line', () => {
    const original = read('data/hajj.yaml')
    const data = parse(original) as Data
    const cheapest = data.packages!.reduce((low, p) => ((p.price as number) < (low.price as number) ? p : low))
    cheapest.price = (cheapest.price as number) - 100
    const saved = editYaml(original, data)
    const changed = changedLines(original, saved)
    expect(changed).toHaveLength(1)
    expect(changed[0].after.trim()).toBe(`price: ${cheapest.price as number}`)
    expect(saved.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/hajj.schema.json')
  })

  it('changes nothing at all when nothing changed, in every file (comments, anchors, block text kept)', () => {
    for (const name of ['hajj', 'umrah', 'home', 'hotels', 'site', 'words', 'faqs', 'nusuk']) {
      const original = read(`data/${name}.yaml`)
      expect(editYaml(original, parse(original) as Data), name).toBe(original)
    }
  })

  it('keeps the quoting of a changed text and the comments around it', () => {
    const original = read('data/hajj.yaml')
    const data = parse(original) as { seasons: { brochureUrl: string }[] }
    data.seasons[1].brochureUrl = 'https://www.example.com/brochures/hajj-2027-v2.pdf'
    const changed = changedLines(original, editYaml(original, data as unknown as Data))
    expect(changed).toEqual([
      {
        line: changed[0].line,
        before: expect.stringContaining('hajj-2027.pdf"') as string,
        after: '    brochureUrl: "https://www.example.com/brochures/hajj-2027-v2.pdf"',
      },
    ])
  })

  it('writes a "£1,649" typed into a price where it was, so the check names it at its line', () => {
    const original = read('data/umrah.yaml')
    const data = parse(original) as Data
    data.packages![0].price = '£1,649'
    const saved = editYaml(original, data)
    expect(changedLines(original, saved)).toHaveLength(1)
    const { problems } = validateSource(ROOT, 'data/umrah.yaml', 'umrah', saved)
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringContaining('(you wrote "£1,649": write 1649)'))
  })

  it('adds a hotel at the end of the list, leaving every other line as it was, and the file stays valid', () => {
    const original = read('data/hotels.yaml')
    const data = parse(original) as Data
    const hotel = {
      id: 'al-noor-test-madinah',
      name: 'Al-Noor Test Hotel',
      city: 'madinah',
      rating: 4,
      distance: '300 m from Masjid an-Nabawi',
      price: 95,
      image: '/images/sample/hotels-haram-towers.svg',
      features: ['Free Wi-Fi', 'Breakfast: buffet'],
      description: 'A quiet hotel near the Prophet’s Mosque.',
    }
    data.hotels!.push(hotel)
    const saved = editYaml(original, data)
    expect(parse(saved)).toEqual(data)
    const before = original.split('\n')
    const after = saved.split('\n')
    expect(after.length).toBe(before.length + 11)
    const kept = after.filter((line) => !line.includes('al-noor-test') && !line.includes('Al-Noor Test'))
    expect(kept.filter((line) => !before.includes(line))).toEqual(
      [
        '    city: madinah',
        '    distance: 300 m from Masjid an-Nabawi',
        '    price: 95',
        '      - "Breakfast: buffet"',
        '    description: A quiet hotel near the Prophet’s Mosque.',
      ].filter((line) => !before.includes(line)),
    )
    const { problems } = validateSource(ROOT, 'data/hotels.yaml', 'hotels', saved)
    expect(problems).toEqual([])
  })

  it('removes a list item and an optional field as whole lines', () => {
    const original = read('data/hajj.yaml')
    const data = parse(original) as Data
    const withOriginal = data.packages!.findIndex((p) => 'originalPrice' in p)
    delete data.packages![withOriginal].originalPrice
    const saved = editYaml(original, data)
    expect(parse(saved)).toEqual(data)
    expect(saved.split('\n').length).toBe(original.split('\n').length - 1)
  })

  it('edits a block text and keeps its style', () => {
    const original = read('data/policies/privacy-policy.md')
    const data = readMarkdown(original)
    data.intro = 'How we look after your details.'
    data.lastUpdated = '2026-11-25'
    const saved = editMarkdown(original, data)
    expect(readMarkdown(saved)).toEqual(data)
    // The two-line intro becomes one line; the date line changes; nothing else.
    const before = original.split('\n')
    expect(saved.split('\n').filter((line) => !before.includes(line))).toEqual(['lastUpdated: 2026-11-25', '  How we look after your details.'])
    expect(saved.split('\n').length).toBe(before.length - 1)
    expect(saved.endsWith(original.slice(original.indexOf('\n---\n') + 5))).toBe(true)
  })

  it("keeps a shared text's anchor and its references when the shared text or one reference changes", () => {
    const original = read('data/hajj.yaml')
    const data = parse(original) as { packages: Record<string, unknown>[] }
    const packages = data.packages
    const [field, anchor] = ['overview', /overview: &([\w-]+)/.exec(original)![1]]
    const users = original.split('\n').filter((line) => line.trim() === `${field}: *${anchor}`).length
    expect(users, 'data/hajj.yaml shares a text by reference').toBeGreaterThan(0)
    const owner = packages.find((p) => p[field] !== undefined)!
    const shared = owner[field]
    owner[field] = 'A new overview for this package.'
    const saved = editYaml(original, data as unknown as Data)
    expect(saved).toContain(`${field}: &${anchor}`)
    expect(saved.split('\n').filter((line) => line.trim() === `${field}: *${anchor}`)).toHaveLength(users)
    expect(validateSource(ROOT, 'data/hajj.yaml', 'hajj', saved).problems.filter((p) => p.severity === 'error')).toEqual([])

    // One package that took the text by reference gets its own: only that line changes.
    const referring = parse(original) as typeof data
    const user = referring.packages.filter((p) => p[field] === shared)[1]!
    user[field] = 'Its own overview.'
    const own = editYaml(original, referring as unknown as Data)
    expect(changedLines(original, own)).toEqual([
      expect.objectContaining({ before: expect.stringContaining(`*${anchor}`), after: expect.stringContaining('Its own overview.') }),
    ])
    expect(own).toContain(`&${anchor}`)
  })
})
