// Issue 39, routes from data: a parameterised route names where its ids come from in
// data/routes.yaml (`ids: { from: data/<catalogue>.yaml#/<list>/*/<field>, when: <yes/no field> }`),
// read the same way by the pages Vike prerenders, the sitemap, the link check and the 404 rules;
// a catalogue, list or field that does not exist is an error at its line, in plain words.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { notFoundRules } from '../../content/server/routes/not-found-rules'
import { cataloguesIn, parameterisedPageUrls } from '../../content/server/routes/route-ids'
import { editedLines, lineOf } from '../support/content/fixture'

const FILE = 'data/routes.yaml'
const UMRAH_IDS = 'ids: { from: data/umrah.yaml#/packages/*/id, when: detailPage }'
const line = lineOf(FILE, /ids: \{ from: data\/umrah\.yaml/)
const fromCol = UMRAH_IDS.indexOf('data/') + 5
const whenCol = UMRAH_IDS.indexOf('detailPage') + 5

describe('the ids of a parameterised route', () => {
  it('are the Umrah packages with detailPage: true and every Hajj package, whatever the language', () => {
    const umrah = loadCatalogue('umrah', 'en').packages
    const hajj = loadCatalogue('hajj', 'en').packages
    const expected = [...umrah.filter((p) => p.detailPage).map((p) => `/umrah/${p.id}`), ...hajj.map((p) => `/hajj/${encodeURIComponent(p.id)}`)]
    expect(umrah.some((p) => !p.detailPage)).toBe(true)
    expect(parameterisedPageUrls('en').sort()).toEqual(expected.sort())
    expect(parameterisedPageUrls('bn').sort()).toEqual(expected.sort())
  })

  it('give every address under their folder, in every language, the Package Not Found page with 404', () => {
    expect(notFoundRules()).toEqual([
      { from: '/bn/umrah/*', to: '/bn/_package-not-found/index.html' },
      { from: '/bn/hajj/*', to: '/bn/_package-not-found/index.html' },
      { from: '/umrah/*', to: '/_package-not-found/index.html' },
      { from: '/hajj/*', to: '/_package-not-found/index.html' },
    ])
  })

  it('name a catalogue that must exist: a clear error for the route table, not a crash of the build', () => {
    expect(() => cataloguesIn('en')('umrha')).toThrow('data/routes.yaml names data/umrha.yaml for a page')
  })
})

describe('npm run check on a route whose ids name nothing', { timeout: 120_000 }, () => {
  const edited = (to: string) => editedLines(FILE, [[UMRAH_IDS, to]])

  it('names a catalogue that does not exist, with the closest one', () => {
    expect(edited('ids: { from: data/umrha.yaml#/packages/*/id, when: detailPage }')).toEqual([
      `${FILE}:${line}:${fromCol}  data/umrha.yaml is not a catalogue, so these pages would have no ids: did you mean data/umrah.yaml?`,
    ])
  })

  it('names a list or a field the catalogue does not have', () => {
    expect(edited('ids: { from: data/umrah.yaml#/packges/*/id, when: detailPage }')).toEqual([
      `${FILE}:${line}:${fromCol}  data/umrah.yaml has no list packges: did you mean packages?`,
    ])
    expect(edited('ids: { from: data/umrah.yaml#/packages/*/idd, when: detailPage }')).toEqual([
      `${FILE}:${line}:${fromCol}  the packages of data/umrah.yaml have no field idd: did you mean id?`,
    ])
  })

  it('names a yes/no field the items do not have', () => {
    expect(edited('ids: { from: data/umrah.yaml#/packages/*/id, when: detailPge }')).toEqual([
      `${FILE}:${line}:${whenCol}  the packages of data/umrah.yaml have no yes/no field detailPge: did you mean detailPage?`,
    ])
  })

  it('refuses a path with {...} and no ids', () => {
    expect(edited('')).toEqual(expect.arrayContaining([expect.stringMatching(/\/umrah\/\{packageId\} has a \{\.\.\.\} part but no ids/)]))
  })
})
