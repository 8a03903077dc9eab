import { describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content/check-content'
import { formatProblem } from '../../scripts/content/problem'
import { fixture, linesFor } from './fixture'

describe('cross-checks', () => {
  it('reports a duplicate id, an originalPrice below the price and a missing image', () => {
    expect(linesFor('data/umrah.yaml', { 'data/umrah.yaml': 'umrah-duplicate-id-and-prices.yaml' })).toEqual([
      'data/umrah.yaml:18:9  id "october-2025" is already used on line 4: give each package its own id',
      'data/umrah.yaml:21:20  originalPrice 1695 must be more than price 1795: it is shown struck through as the old price; write the old, higher price or remove originalPrice',
      'data/umrah.yaml:29:12  image /images/sample/no-such-photo.svg does not exist: add the file public/images/sample/no-such-photo.svg, or use an image that is there',
    ])
  })

  it('a link to a page that does not exist is an error naming the closest pages (spec decision 4)', () => {
    const replacements = { 'data/shell.yaml': 'shell-broken-link.yaml', 'data/umrah.yaml': 'umrah-catalogue.yaml' }
    expect(linesFor('data/shell.yaml', replacements)).toEqual([
      'data/shell.yaml:9:15  policyHref must be a page of this website, starting with / (you wrote "cookie-policy": write /cookie-policy)',
      'data/shell.yaml:17:38  links to /umrah/december-2025, which is not a page: use one of /umrah/october-2025, /umrah/february-2026',
      'data/shell.yaml:18:36  links to /umrah/july-2025, which is not a page: Umrah package july-2025 has no `detailPage: true` in data/umrah.yaml (add it, or link to /umrah)',
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

  it('past dates are warnings, not errors', () => {
    const report = checkContent({
      files: { 'data/umrah.yaml': fixture('umrah-catalogue.yaml'), 'data/hajj.yaml': fixture('hajj-season.yaml') },
      today: new Date('2026-04-01T12:00:00Z'),
    })
    const lines = report.problems.filter((p) => p.file === 'data/umrah.yaml' || p.file === 'data/hajj.yaml').map(formatProblem)
    expect(lines).toEqual([
      'data/hajj.yaml:5:19  warning: earlyBirdUntil 2026-03-31 has passed: write the new early-bird end date',
      'data/umrah.yaml:21:16  warning: package october-2025 departed on 25 October 2025: mark it `soldOut: true`, update its dates or remove it',
      'data/umrah.yaml:48:16  warning: package february-2026 departed on 13 February 2026: mark it `soldOut: true`, update its dates or remove it',
    ])
  })
})

describe('the real content', () => {
  it('data/ passes with 0 errors', () => {
    const errors = checkContent().problems.filter((p) => p.severity === 'error')
    expect(errors.map(formatProblem)).toEqual([])
  })
})
