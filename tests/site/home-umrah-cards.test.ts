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
import { umrahStatus } from '../../content/server/umrah'
import { today } from '../../content/server/today'

const homeHtml = (locale: Locale) => {
  assertBuilt()
  return readFileSync(join(DIST_CLIENT, locale === 'en' ? '' : `/${locale}`, 'index.html'), 'utf8')
}

function cardsOn(locale: Locale) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  const document = parseDocument(homeHtml(locale))
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
      // Every departure still to come on the build's day has its card (a sold-out one too) while one
      // can be booked; with none to book, the invitation to register interest instead.
      const toCome = loadFilled('umrah', [], locale).packages.filter((pkg) => umrahStatus(pkg, today()) !== 'departed')
      const onSale = toCome.some((pkg) => umrahStatus(pkg, today()) === 'open') ? toCome : []
      expect(cards.map(({ pkg }) => pkg?.id).sort()).toEqual(onSale.map((pkg) => pkg.id).sort())
      const section = /id="umrah-packages"[\s\S]*?<\/section>/.exec(homeHtml(locale))?.[0] ?? ''
      expect(section.includes('class="new-dates"'), 'the invitation to register interest').toBe(onSale.length === 0)
      for (const { pkg, prefix, buttons, textLinks } of cards) {
        expect(pkg, 'each card is a package of data/umrah.yaml').toBeDefined()
        expect(buttons, pkg.id).toHaveLength(1)
        expect(textLinks.length, pkg.id).toBeLessThanOrEqual(1)
        expect(textLinks, `${pkg.id}: the text link goes elsewhere than the button`).not.toContain(buttons[0])
        expect(buttons[0], pkg.id).toBe(pkg.detailPage ? `${prefix}/umrah/${pkg.id}/` : `${prefix}/get-quote/?package=${pkg.id}`)
      }
      // The Easter departure has no page: while on sale, its button asks for a quote for it.
      if (!onSale.some((pkg) => pkg.id === 'april-2027')) return
      const easter = cards.find(({ pkg }) => pkg.id === 'april-2027')
      expect(easter?.buttons, 'the Easter card has no page: its button asks for a quote for it').toEqual([
        `${locale === 'en' ? '' : '/bn'}/get-quote/?package=april-2027`,
      ])
    })
  }
})
