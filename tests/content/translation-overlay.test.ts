// The rules by which a translation under data/<locale>/ is laid over its English file
// (content/server/language/translation.ts): texts replaced, facts kept, items matched by id, mismatches reported.
import { describe, expect, it } from 'vitest'
import {
  englishFileOf,
  overlay,
  translatedItems,
  translationFile,
  untranslatedTexts,
  type TranslationMismatch,
} from '../../content/server/language/translation'

const english = {
  title: 'Umrah packages',
  packages: [
    { id: 'economy', name: 'Economy', price: 1649, summary: 'Five nights in Makkah' },
    { id: 'premium', name: 'Premium', price: 2499, summary: 'Ten nights by the Haram' },
  ],
  steps: ['Enquire', 'Pay a deposit'],
  image: '/images/kaaba.jpg',
}

describe('a translation laid over its English', () => {
  it('replaces the texts it gives and keeps every fact from the English', () => {
    const shown = overlay(english, { review: { status: 'draft' }, title: 'উমরাহ প্যাকেজ', packages: [{ id: 'premium', summary: 'হারামের পাশে দশ রাত' }] })
    expect(shown.title).toBe('উমরাহ প্যাকেজ')
    expect(shown.packages.map((p) => [p.id, p.price, p.summary])).toEqual([
      ['economy', 1649, 'Five nights in Makkah'],
      ['premium', 2499, 'হারামের পাশে দশ রাত'],
    ])
    expect(shown.image).toBe('/images/kaaba.jpg')
    expect(shown).not.toHaveProperty('review')
  })

  it('matches plain lists item by item', () => {
    expect(overlay(english, { steps: ['যোগাযোগ করুন'] }).steps).toEqual(['যোগাযোগ করুন', 'Pay a deposit'])
  })

  it('reports a key, an id or an item the English lacks, and a changed fact, keeping the English', () => {
    const found: TranslationMismatch[] = []
    const shown = overlay(
      english,
      {
        titel: 'x',
        packages: [
          { id: 'gold', summary: 'x' },
          { id: 'economy', price: 999 },
        ],
        steps: ['a', 'b', 'c'],
      },
      (m) => found.push(m),
    )
    expect(found).toEqual([
      { path: ['titel'], kind: 'not-in-english' },
      { path: ['packages', 0], kind: 'not-in-english' },
      { path: ['packages', 0, 'price'], kind: 'not-a-text' },
      { path: ['steps', 2], kind: 'not-in-english' },
    ])
    expect(shown.packages[0]?.price).toBe(1649)
  })

  it('lists the English texts a translation leaves out, not its facts', () => {
    const isText = (value: string) => !value.startsWith('/')
    expect(untranslatedTexts(english, { title: 'উমরাহ', packages: [{ id: 'economy', name: 'ইকোনমি', summary: 'পাঁচ রাত' }] }, isText)).toEqual([
      ['packages', 1, 'id'],
      ['packages', 1, 'name'],
      ['packages', 1, 'summary'],
      ['steps', 0],
      ['steps', 1],
    ])
  })

  it('names the file of a translation and the English file it translates', () => {
    expect(translationFile('data/policies/privacy.md', 'bn')).toBe('data/bn/policies/privacy.md')
    expect(translationFile('data/home.yaml', 'en')).toBe('data/home.yaml')
    expect(englishFileOf('data/bn/home.yaml', ['en', 'bn'])).toEqual({ locale: 'bn', english: 'data/home.yaml' })
    expect(englishFileOf('data/home.yaml', ['en', 'bn'])).toBeUndefined()
  })
})

describe('the route table in another language', () => {
  const routes = [
    { path: '/', title: 'Home' },
    { path: '/umrah', title: 'Umrah Packages' },
    { path: '/hotels', title: 'Hotels' },
  ]
  it('matches routes by path and names the pages the translation lists', () => {
    const translated = [{ path: '/umrah', title: 'উমরাহ প্যাকেজ' }]
    expect(overlay(routes, translated).map((r) => r.title)).toEqual(['Home', 'উমরাহ প্যাকেজ', 'Hotels'])
    expect(translatedItems(routes, translated).map((r) => r.path)).toEqual(['/umrah'])
  })
})
