import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem } from '../../content/server/data/problem'
import { linesFor } from '../support/content/fixture'

describe('cross-checks', () => {
  it('reports a duplicate id, an originalPrice below the price and a missing image', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-duplicate-id-and-prices.yaml' })).toEqual([
      'data/umrah.yaml:18:9  id "october-2025" is already used on line 4: give each package its own id',
      'data/umrah.yaml:21:20  originalPrice 1695 must be more than price 1795: it is shown struck through as the old price; write the old, higher price or remove originalPrice',
      'data/umrah.yaml:29:12  image /images/sample/no-such-photo.svg does not exist: add the file public/images/sample/no-such-photo.svg, or use an image that is there',
    ])
  })

  it('a link to a page that does not exist is an error naming the closest pages (docs/decisions.md, decision 4)', () => {
    const replacements = { 'data/shell.yaml': 'shell-broken-link.yaml', 'data/umrah.yaml': 'umrah-catalogue.yaml' }
    expect(linesFor('data/shell.yaml', replacements)).toEqual([
      'data/shell.yaml:9:15  policyHref must be a page of this website, starting with / (you wrote "cookie-policy": write /cookie-policy)',
      'data/shell.yaml:17:38  links to /umrah/december-2025, which is not a page: use one of /umrah/october-2025, /umrah/february-2026',
      'data/shell.yaml:18:36  links to /umrah/july-2025, which is not a page: july-2025 in data/umrah.yaml has no `detailPage: true` (add it, or link to /umrah)',
      'data/shell.yaml:20:37  links to /visas, which is not a page: use /visa',
    ])
  })

  it('images are looked up under public/', () => {
    const seen: string[] = []
    const fileExists = (path: string) => {
      seen.push(path)
      return path !== 'public/images/sample/makkah-dusk.svg'
    }
    const lines = linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-catalogue.yaml' }, { fileExists })
    expect(seen).toContain('public/images/sample/makkah-dusk.svg')
    expect(lines).toEqual([
      'data/umrah.yaml:27:12  image /images/sample/makkah-dusk.svg does not exist: add the file public/images/sample/makkah-dusk.svg, or use an image that is there',
    ])
  })

  it('dates that cannot be right together are errors at their line (content/server/check/date-checks.ts)', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-date-mistakes.yaml' })).toEqual([
      "data/umrah.yaml:9:21  package october-2025's early-bird offer ends on 2025-10-30 (30 October 2025), not before its departure on 2025-10-25 (25 October 2025): write an earlier earlyBirdUntil",
      'data/umrah.yaml:11:13  package october-2025 returns on 2025-10-20 (20 October 2025), which is not after its departure on 2025-10-25 (25 October 2025): correct one of the two dates',
    ])
  })

  it('a date written the British way, or a day that does not exist, is reported at its line', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-date-format.yaml' })).toEqual([
      'data/umrah.yaml:7:16  departure must be a date written YYYY-MM-DD (you wrote "26/10/2025": write 2025-10-26)',
      'data/umrah.yaml:8:13  return is "2026-02-31", but that day does not exist: February 2026 has 28 days: correct the day (dates are written YYYY-MM-DD)',
    ])
  })

  it('Hajj dates out of order are errors at their line', () => {
    expect(linesFor('data/hajj.yaml', { 'data/hajj.yaml': 'hajj-date-mistakes.yaml' })).toEqual([
      'data/hajj.yaml:4:48  the announced days of Hajj end on 2026-05-25 (25 May 2026), not after they begin on 2026-05-30 (30 May 2026): correct from or to',
      "data/hajj.yaml:5:21  earlyBirdUntil 2026-06-02 (2 June 2026) is not before the season's first departure (SSPR on 2026-06-01 (1 June 2026)): write an earlier date",
      'data/hajj.yaml:15:16  package SSPR departs on 2026-06-01 (1 June 2026), after Hajj 2026 begins on 2026-05-30 (30 May 2026): write a departure before the days of Hajj',
    ])
  })
})

describe('seasons and trips', () => {
  it('a Hajj package whose departure year has no season is an error at its departure', () => {
    expect(linesFor('data/hajj.yaml', { 'data/hajj.yaml': 'hajj-no-season.yaml' })).toEqual([
      'data/hajj.yaml:15:16  package SSPR departs on 2028-04-20 (20 April 2028), but seasons has no year 2028: add a season with year: 2028 under seasons, or correct the date',
    ])
  })

  it("the community trip's return before its departure is an error at the return", () => {
    expect(linesFor('data/east-london-mosque-umrah.yaml', { 'data/east-london-mosque-umrah.yaml': 'community-return-first.yaml' })).toEqual([
      'data/east-london-mosque-umrah.yaml:23:11  the trip returns on 2025-10-20 (20 October 2025), which is not after its departure on 2025-10-26 (26 October 2025): correct one of the two dates',
    ])
  })
})

describe('the real content', () => {
  it('data/ passes with 0 errors', () => {
    const errors = checkContent().problems.filter((p) => p.severity === 'error')
    expect(errors.map(formatProblem)).toEqual([])
  })
})

// The editor (admin/check.ts) checks only the file being edited against its schema; the rest of
// its copy of data/ was checked when it was built. The checks across files still see every file.
describe('checking one file against its schema (`validating`)', () => {
  it('finds the same mistakes in it as the whole check, those across files included', () => {
    const replacements = { 'data/shell.yaml': 'shell-broken-link.yaml', 'data/umrah.yaml': 'umrah-catalogue.yaml' }
    const whole = linesFor('data/shell.yaml', replacements)
    expect(whole).toHaveLength(4)
    expect(linesFor('data/shell.yaml', replacements, { validating: (file) => file === 'data/shell.yaml' })).toEqual(whole)
  })

  it('leaves the schemas of the other files alone', () => {
    const text = readFileSync('data/umrah.yaml', 'utf8').replace(/price: \d+/, 'price: £1,649')
    const priceMistakes = (validating?: (file: string) => boolean) =>
      checkContent({ files: { 'data/umrah.yaml': text }, validating })
        .problems.filter((p) => p.file === 'data/umrah.yaml' && p.message.startsWith('price must be a number'))
        .map((p) => p.message)
    expect(priceMistakes()).toEqual(['price must be a number (you wrote "£1,649": write 1649)'])
    expect(priceMistakes((file) => file === 'data/umrah.yaml')).toHaveLength(1)
    expect(priceMistakes((file) => file !== 'data/umrah.yaml')).toEqual([])
  })
})
