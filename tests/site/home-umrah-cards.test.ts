// The home page's Umrah cards (issue 38): one button and at most one text link each. The button
// leads to the package's own page, or, for a departure without one (Easter April 2027), to the
// quote wizard with that departure chosen, never to /umrah/ with the text link beside it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'htmlparser2'
import { textContent } from 'domutils'
import { selectAll } from 'css-select'
import type { Element } from 'domhandler'
import { describe, expect, it } from 'vitest'
import { loadFilled } from '../../content/server/facts/facts'
import type { Locale } from '../../content/browser/locale'
import { assertBuilt, DIST_CLIENT } from '../support/browser/site'

function cardsOn(locale: Locale) {
  assertBuilt()
  const prefix = locale === 'en' ? '' : `/${locale}`
  const document = parseDocument(readFileSync(join(DIST_CLIENT, prefix, 'index.html'), 'utf8'))
  const packages = loadFilled('umrah', [], locale).packages
  return selectAll('#umrah-packages article.package-card', document).map((card) => {
    const title = textContent(selectAll('.card__title', card)).trim()
    const pkg = packages.find((candidate) => candidate.title === title)!
    return {
      pkg,
      prefix,
      buttons: (selectAll('.button', card) as unknown as Element[]).map((el) => el.attribs.href),
      textLinks: (selectAll('.text-link', card) as unknown as Element[]).map((el) => el.attribs.href),
    }
  })
}

describe('home Umrah cards', () => {
  for (const locale of ['en', 'bn'] as const) {
    it(`${locale}: one button, to the package's page or its quote, and at most one text link elsewhere`, () => {
      const cards = cardsOn(locale)
      expect(cards.length).toBeGreaterThan(0)
      for (const { pkg, prefix, buttons, textLinks } of cards) {
        expect(pkg, 'each card is a package of data/umrah.yaml').toBeDefined()
        expect(buttons, pkg.id).toHaveLength(1)
        expect(textLinks.length, pkg.id).toBeLessThanOrEqual(1)
        expect(textLinks, `${pkg.id}: the text link goes elsewhere than the button`).not.toContain(buttons[0])
        expect(buttons[0], pkg.id).toBe(pkg.detailPage ? `${prefix}/umrah/${pkg.id}/` : `${prefix}/get-quote/?package=${pkg.id}`)
      }
      const easter = cards.find(({ pkg }) => pkg.id === 'april-2027')
      expect(easter?.buttons, 'the Easter card has no page: its button asks for a quote for it').toEqual([
        `${locale === 'en' ? '' : '/bn'}/get-quote/?package=april-2027`,
      ])
    })
  }
})
