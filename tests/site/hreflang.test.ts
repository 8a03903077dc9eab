// The languages of the built site as search engines read them (issue 24): every page's head and
// every <url> of sitemap.xml, checked both ways. A page with a twin names itself, its twin and
// x-default (the English); each address it names is a page of dist/client (so it answers 200)
// whose head names the same addresses back; the canonical is the page's own address in its own
// language; a page in one language names no alternates. The header's language switch leads to
// the twin named in the head (or, on a page with none, to the other language's home page).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageLinks } from '../../content/server/routes/alternates'
import { LANGUAGE_TAGS, localeOfPath, localeOfTag } from '../../content/browser/locale'
import { findRoute } from '../../content/server/routes/page-meta'
import { siteBaseUrl } from '../../content/server/routes/sitemap'
import { builtRoutes, DIST_CLIENT } from '../support/browser/site'
import { wordsFor } from '../../content/browser/words/words'

const routes = builtRoutes()
const base = siteBaseUrl()

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

interface Head {
  lang: string
  /** A not-found page (kept out of search engines): no canonical, no alternates. */
  noindex: boolean
  canonical?: string
  /** hreflang → absolute address, in the order written. */
  alternates: [string, string][]
  /** The language switch's links: [hreflang, lang, href, text]. */
  switches: (string | undefined)[][]
}

const heads = new Map<string, Head>()
/** The head of the built page at a served address (`/bn/umrah/`). */
function headOf(route: string): Head {
  const cached = heads.get(route)
  if (cached) return cached
  const html = readFileSync(join(DIST_CLIENT, route, 'index.html'), 'utf8')
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => m[0])
  const parsed: Head = {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    noindex: /<meta name="robots" content="noindex"/.test(head),
    canonical: tags(/<link rel="canonical"[^>]*>/gi).map((tag) => attribute(tag, 'href'))[0],
    alternates: tags(/<link rel="alternate"[^>]*hreflang[^>]*>/gi).map((tag) => [attribute(tag, 'hreflang') ?? '', attribute(tag, 'href') ?? '']),
    switches: [...html.matchAll(/(<a [^>]*data-language-switch[^>]*>)([^<]*)<\/a>/g)].map(([, tag, text]) => [
      attribute(tag, 'hreflang'),
      attribute(tag, 'lang'),
      attribute(tag, 'href'),
      text,
    ]),
  }
  heads.set(route, parsed)
  return parsed
}

/** The served address of an absolute URL of this site, or a message saying why it is not one. */
function routeOf(href: string): string {
  expect(href.startsWith(`${base}/`), `${href} is an absolute address on ${base}`).toBe(true)
  return href.slice(base.length)
}

const isPage = (route: string) => existsSync(join(DIST_CLIENT, route, 'index.html'))
const sorted = (pairs: [string, string][]) => [...pairs].sort(([a], [b]) => a.localeCompare(b))

describe('hreflang in every page head', () => {
  it.each(routes)('%s: canonical to itself; alternates valid both ways', (route) => {
    const head = headOf(route)
    expect(head.lang, 'the page is in the language of its address').toBe(LANGUAGE_TAGS[localeOfPath(route).locale])
    if (head.noindex) {
      expect([head.canonical, head.alternates]).toEqual([undefined, []])
      return
    }
    expect(head.canonical).toBe(base + route)
    if (head.alternates.length === 0) return
    const tags = head.alternates.map(([tag]) => tag)
    expect(new Set(tags).size, 'each language once').toBe(tags.length)
    expect(tags).toContain('x-default')
    expect(head.alternates, 'the page names itself in its own language').toContainEqual([head.lang, base + route])
    for (const [tag, href] of head.alternates) {
      const target = routeOf(href)
      expect(isPage(target), `${route} names ${href} (${tag}), which is not a built page`).toBe(true)
      const other = headOf(target)
      if (tag !== 'x-default') expect(other.lang, `${href} is in ${tag}`).toBe(tag)
      else expect(localeOfTag(other.lang), 'x-default is the English page').toBe('en')
      expect(sorted(other.alternates), `${href} names the same pages back`).toEqual(sorted(head.alternates))
    }
  })
})

describe('sitemap.xml', () => {
  const xml = readFileSync(join(DIST_CLIENT, 'sitemap.xml'), 'utf8')
  const entries = xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '',
      alternates: [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m): [string, string] => [m[1], m[2]]),
    }))
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]))

  it('declares the xhtml namespace its hreflang links use', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it.each(entries.map((entry) => [entry.loc, entry] as const))('%s: a built page whose pairs point back and match its head', (loc, entry) => {
    const route = routeOf(loc)
    expect(isPage(route), `${loc} is a built page`).toBe(true)
    expect(sorted(entry.alternates), 'the sitemap and the page head agree').toEqual(sorted(headOf(route).alternates))
    for (const [tag, href] of entry.alternates) {
      if (tag === 'x-default') continue
      expect(byLoc.has(href), `${loc} names ${href}, which the sitemap lists too`).toBe(true)
      expect(sorted(byLoc.get(href)!.alternates), `${href} names the same pages back`).toEqual(sorted(entry.alternates))
    }
  })

  it('lists every page that has a twin in each of its languages (but those the route table keeps out)', () => {
    const listed = (route: string) => findRoute(localeOfPath(route).pathname, 'en')?.sitemap !== false
    const twins = routes.filter((route) => headOf(route).alternates.length > 0 && listed(route)).map((route) => base + route)
    expect(entries.map((entry) => entry.loc)).toEqual(expect.arrayContaining(twins))
  })
})

describe('the language switch', () => {
  it.each(routes)('%s: leads to the twin its head names, or to the other language’s home page, named in its language', (route) => {
    const { locale, pathname } = localeOfPath(route)
    const head = headOf(route)
    const expected = languageLinks(pathname, locale)
    expect(head.switches).toEqual(
      expected.map((link) => [LANGUAGE_TAGS[link.locale], LANGUAGE_TAGS[link.locale], link.href, wordsFor(locale)(`language.${link.locale}`)]),
    )
    for (const link of expected) {
      expect(isPage(link.href), `${link.href} is a built page`).toBe(true)
      if (link.twin) expect(head.alternates).toContainEqual([LANGUAGE_TAGS[link.locale], base + link.href])
    }
  })
})
