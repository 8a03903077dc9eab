// Each gallery photo shows its own subject (issue 38): no picture file serves two photos or any
// other subject in data/, and no two pictures are one drawing recoloured or retitled (the sample
// art once drew every Umrah tile as the same Kaaba).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { DATA_DIR, projectRoot, PUBLIC_DIR } from '../../content/server/data/paths'
import { oneDrawingPairs, sharedShapes, shapesOf } from '../support/picture-shapes'

const root = projectRoot()
const SEMINARS = 'training'
const photos = loadCatalogue('gallery', 'en').photos
const dataFiles = readdirSync(join(root, DATA_DIR), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ya?ml|md)$/.test(file))
/** How many times each file under /images/ is named in data/, and where. */
const mentions = new Map<string, string[]>()
for (const file of dataFiles)
  for (const [path] of readFileSync(join(root, DATA_DIR, file), 'utf8').matchAll(/\/images\/[\w./-]+\.\w+/g))
    mentions.set(path, [...(mentions.get(path) ?? []), file])

describe('the gallery pictures', () => {
  it('each photo has a picture file of its own, named nowhere else in data/', () => {
    expect(photos.length).toBeGreaterThan(40)
    for (const photo of photos) expect(mentions.get(photo.image), `${photo.id}: ${photo.image}`).toEqual(['gallery.yaml'])
  })

  it('no two photos are one drawing', () => {
    // Except the seminars: one subject, the agency's seminar room in London, a different event in each.
    const pictures = photos
      .filter((photo) => photo.category !== SEMINARS)
      .map((photo) => ({ name: photo.id, shapes: shapesOf(readFileSync(join(root, PUBLIC_DIR, photo.image), 'utf8')) }))
    const same = oneDrawingPairs(pictures)
    expect(same).toEqual([])
  })

  it('finds one drawing in two pictures recoloured and retitled', () => {
    const kaaba = '<rect x="480" y="330" width="240" height="290" fill="#111"/><rect x="480" y="380" width="240" height="22" fill="#d9b04a"/>'
    const picture = (title: string, sky: string) =>
      `<svg viewBox="0 0 1200 800"><title>${title}</title><defs></defs><rect width="1200" height="800" fill="${sky}"/>${kaaba}<circle cx="1" cy="2" r="3"/></svg>`
    expect(sharedShapes(shapesOf(picture('Fajr', '#f6b27a')), shapesOf(picture('Isha', '#0b1a3a')))).toBe(1)
  })
})
