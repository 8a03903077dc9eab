// One picture, one subject, across the whole of data/ (issue 38: the tent drawing stood for three
// Hajj packages on the home page, one Kaaba drawing for four pages). A subject is what a visitor
// takes the picture to show, read from where data/ names it:
//   - a home slide of an Umrah package (umrahPackage) shows that package, as its own page does;
//   - a slide or card that leads to a page (link) shows that page, as the page's banner does;
//   - a page's banner (hero in data/<page>.yaml) shows the page /<page>;
//   - anything with a title, name or city (a package, a hotel, a vehicle, a video, a photo, a
//     destination) shows that: the same hotel in two packages is one subject, two hotels are two;
//   - anything else shows its own place in its file.
// And no two pictures are one drawing recoloured or retitled (the shapes they share).
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadCatalogue } from '../../content/server/data/load'
import { DATA_DIR, projectRoot, PUBLIC_DIR } from '../../content/server/data/paths'
import { oneDrawingPairs, shapesOf } from '../support/picture-shapes'

const root = projectRoot()
const PICTURE = /^\/images\/[\w./-]+\.(?:svg|jpe?g|png|webp|avif)$/
type Node = unknown
type Holder = Record<string, unknown>

/** Every picture named in the given files, with each subject it is named for. */
export function subjectsOfPictures(files: readonly { file: string; doc: Node }[]): Map<string, Set<string>> {
  const umrahTitles = new Map<string, string>()
  for (const { file, doc } of files)
    if (file === 'umrah.yaml') for (const item of ((doc as Holder).packages ?? []) as Holder[]) umrahTitles.set(String(item.id), String(item.title))
  const subjects = new Map<string, Set<string>>()
  const subject = (file: string, path: readonly (string | number)[], holder: Holder): string => {
    if (typeof holder.umrahPackage === 'string') return umrahTitles.get(holder.umrahPackage) ?? holder.umrahPackage
    if (typeof holder.link === 'string' && holder.link.startsWith('/')) return `page ${holder.link.replace(/\/$/, '')}`
    if (path.length === 2 && path[0] === 'hero') return `page /${basename(file, '.yaml')}`
    for (const key of ['title', 'name', 'city']) if (typeof holder[key] === 'string') return String(holder[key])
    return `${file} ${path.slice(0, -1).join('.')}`
  }
  const walk = (file: string, node: Node, path: (string | number)[], holder: Holder) => {
    if (typeof node === 'string' && PICTURE.test(node)) {
      subjects.set(node, (subjects.get(node) ?? new Set()).add(subject(file, path, holder)))
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(file, item, [...path, i], holder))
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(file, value, [...path, key], node as Holder)
  }
  for (const { file, doc } of files) walk(file, doc, [], {})
  return subjects
}

/** Pictures named for more than one subject, with the subjects. */
const sharedPictures = (subjects: Map<string, Set<string>>) =>
  [...subjects].filter(([, named]) => named.size > 1).map(([picture, named]) => `${picture}: ${[...named].join(' | ')}`)

// English catalogues only: a Bengali file translates words, it names no picture of its own.
const files = readdirSync(join(root, DATA_DIR), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('bn/'))
  .map((file) => ({ file, doc: parse(readFileSync(join(root, DATA_DIR, file), 'utf8'), { maxAliasCount: -1 }) as Node }))
const pictures = subjectsOfPictures(files)

describe('the pictures of data/', () => {
  it('shows each subject in a picture no other subject uses', () => {
    expect(pictures.size).toBeGreaterThan(60)
    expect(sharedPictures(pictures)).toEqual([])
  })

  it('draws no two pictures as one drawing recoloured', () => {
    // The seminar tiles are one subject, the agency's seminar room in London, a different event in each.
    const seminars = new Set(
      loadCatalogue('gallery', 'en')
        .photos.filter((photo) => photo.category === 'training')
        .map((photo) => photo.image),
    )
    const drawings = [...pictures.keys()]
      .filter((picture) => picture.endsWith('.svg') && picture.startsWith('/images/sample/') && !seminars.has(picture))
      .map((picture) => ({ name: picture, shapes: shapesOf(readFileSync(join(root, PUBLIC_DIR, picture), 'utf8')) }))
    expect(drawings.length).toBeGreaterThan(50)
    expect(oneDrawingPairs(drawings)).toEqual([])
  })

  it('tells the same hotel in two packages from two hotels in one picture', () => {
    const hotel = (name: string) => ({ name, image: '/images/sample/hotel.svg' })
    const hajj = {
      packages: [
        { title: 'Premium', hotels: { makkah: hotel('Safa Tower') } },
        { title: 'Economy', hotels: { makkah: hotel('Safa Tower') } },
      ],
    }
    expect(sharedPictures(subjectsOfPictures([{ file: 'hajj.yaml', doc: hajj }]))).toEqual([])
    hajj.packages[1]!.hotels.makkah = hotel('Ajyad Inn')
    expect(sharedPictures(subjectsOfPictures([{ file: 'hajj.yaml', doc: hajj }]))).toEqual(['/images/sample/hotel.svg: Safa Tower | Ajyad Inn'])
  })

  it("lets a home slide show its package's or its page's own picture, and no other", () => {
    const umrah = { packages: [{ id: 'october-2025', title: 'Umrah October 2025', image: '/images/a.svg' }] }
    const visa = { hero: { heading: 'Visas', image: '/images/b.svg' } }
    const home = {
      slides: [
        { umrahPackage: 'october-2025', image: '/images/a.svg' },
        { title: 'Visa Services', link: '/visa', image: '/images/b.svg' },
      ],
    }
    const files = [
      { file: 'umrah.yaml', doc: umrah },
      { file: 'visa.yaml', doc: visa },
      { file: 'home.yaml', doc: home },
    ]
    expect(sharedPictures(subjectsOfPictures(files))).toEqual([])
    home.slides[1]!.link = '/flights'
    expect(sharedPictures(subjectsOfPictures(files))).toEqual(['/images/b.svg: page /visa | page /flights'])
  })
})
