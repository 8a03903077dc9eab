// One call-to-action band per page (issue 38): no page of the built site ends with two of the dark
// green bands stacked above the footer, the Hajj registration band (Nusuk) closes exactly the pages
// whose route asks for it (data/routes.yaml `cta`), and the Umrah, visa and hotel pages no longer
// carry it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { selectAll, selectOne } from 'css-select'
import { beforeAll, describe, expect, it } from 'vitest'
import { findRoute } from '../../content/server/routes/page-meta'
import { localeOfPath } from '../../content/browser/locale'
import { assertBuilt, builtRoutes, DIST_CLIENT } from '../support/browser/site'

/** The bands: the shell's Hajj registration band, the Nusuk pages' band, a page's closing box, banners and dark sections. */
const BAND = '.promo, .nusuk-cta, .hotels-help, .banner, .section--dark'
const HAJJ_REGISTRATION_BAND = '.promo'

function pageOf(route: string) {
  const document = parseDocument(readFileSync(join(DIST_CLIENT, route, 'index.html'), 'utf8'))
  const main = selectOne('main', document) as unknown as Element
  const footer = selectOne('footer.site-footer, body > footer', document)
  // What comes between the page's header and its footer, in order: main's blocks, then the shell's.
  const after: Element[] = []
  for (let node = main.next; node && node !== footer; node = node.next) if (node.type === 'tag') after.push(node as Element)
  const blocks = [...(main.children.filter((node) => node.type === 'tag') as Element[]), ...after]
  return { document, blocks }
}

const isBand = (block: Element) => selectAll(BAND, block).length > 0 || selectAll(BAND, [block]).length > 0

/** How many bands the page ends with: the blocks before the footer that are, or hold, a band. */
function bandsAtEnd(blocks: Element[]): number {
  let count = 0
  for (let i = blocks.length - 1; i >= 0 && isBand(blocks[i]!); i -= 1) count += 1
  return count
}

let routes: string[]
beforeAll(() => {
  assertBuilt()
  routes = builtRoutes()
})

describe('call-to-action bands', () => {
  it('no page ends with more than one band above the footer', () => {
    const stacked = routes.filter((route) => bandsAtEnd(pageOf(route).blocks) > 1)
    expect(routes.length).toBeGreaterThan(40)
    expect(stacked).toEqual([])
  })

  it('the Hajj registration band closes the pages whose route names it, and only those', () => {
    const wrong = routes.flatMap((route) => {
      const { locale, pathname } = localeOfPath(route)
      const wanted = findRoute(pathname, locale)?.cta === 'hajj-registration'
      const has = selectAll(HAJJ_REGISTRATION_BAND, pageOf(route).document).length > 0
      return wanted === has ? [] : [`${route}: ${wanted ? 'missing' : 'not asked for'}`]
    })
    expect(wrong).toEqual([])
    expect(
      routes
        .filter((route) => /^\/(bn\/)?hajj\/[A-Z0-9]+\/$/.test(route))
        .every((route) => selectAll(HAJJ_REGISTRATION_BAND, pageOf(route).document).length === 1),
    ).toBe(true)
  })

  it('the Umrah, visa and hotel pages carry no Hajj registration band', () => {
    const pages = routes.filter((route) => /^\/(bn\/)?(umrah|visa|schengen-visa|bangladesh-visa|hotels|east-london-mosque-umrah)\//.test(route))
    expect(pages.length).toBeGreaterThan(8)
    expect(pages.filter((route) => selectAll(HAJJ_REGISTRATION_BAND, pageOf(route).document).length > 0)).toEqual([])
  })
})
