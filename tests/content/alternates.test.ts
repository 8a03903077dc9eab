// Which languages a page exists in and its addresses in each (content/server/routes/alternates.ts), as the
// <head>, sitemap.xml, the language switch and the search form read them: on a copy of data/
// whose Bengali route table lists the home page, /umrah with its package pages, and /search.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { hrefInLocale, languageLinks, localeRoutePaths, pageAlternates, pageLocales } from '../../content/server/routes/alternates'
import { loadCatalogue } from '../../content/server/data/load'
import { resolvePageMeta } from '../../content/server/routes/page-meta'
import { renderSitemap, sitemapEntries } from '../../content/server/routes/sitemap'
import { structuredData } from '../../content/server/page-data/structured-data'
import { Head } from '../../renderer/Head'
import { temporaryProject } from '../support/content/project'

const BENGALI_ROUTES = `review:
  status: draft
routes:
  - path: /
    title: হোম
    description: লন্ডন থেকে উমরাহ ও হজ্জ।
  - path: /umrah
    title: উমরাহ প্যাকেজ
    description: লন্ডন থেকে উমরাহ।
  - path: /umrah/{packageId}
    title: উমরাহ প্যাকেজ
    description: এই প্যাকেজ।
  - path: /search
    title: খুঁজুন
    description: সাইটে খুঁজুন।
  - path: /no-such-page
    title: নেই
    description: ইংরেজিতে নেই।
`

const project = temporaryProject({
  'data/bn/routes.yaml': BENGALI_ROUTES,
  'pages/index/+Page.tsx': '',
  'pages/umrah/+Page.tsx': '',
  'pages/umrah/@packageId/+Page.tsx': '',
  'pages/hotels/+Page.tsx': '',
  'pages/search/+Page.tsx': '',
})
afterAll(project.remove)
beforeEach(() => {
  vi.restoreAllMocks()
  vi.spyOn(process, 'cwd').mockReturnValue(project.root)
  vi.stubEnv('SITE_URL', '')
})

const site = parse(readFileSync('data/site.yaml', 'utf8')) as { url: string }
const base = site.url.replace(/\/+$/, '')
/** An Umrah package with a page of its own, from the real catalogue. */
const umrahPackage = (parse(readFileSync('data/umrah.yaml', 'utf8')) as { packages: { id: string; detailPage?: boolean }[] }).packages.find(
  (p) => p.detailPage,
)!.id

describe('the languages of a page', () => {
  it('is English for every route, Bengali for the routes data/bn/routes.yaml lists that English has', () => {
    expect(localeRoutePaths('bn')).toEqual(new Set(['/', '/umrah', '/umrah/{packageId}', '/search']))
    expect(pageLocales('/umrah')).toEqual(['en', 'bn'])
    expect(pageLocales(`/umrah/${umrahPackage}/`)).toEqual(['en', 'bn'])
    expect(pageLocales('/hotels')).toEqual(['en'])
  })

  it('names both addresses and the English as x-default on a page with a twin, none on a page in one language', () => {
    expect(pageAlternates('/umrah/')).toEqual([
      { hreflang: 'en-GB', href: `${base}/umrah/`, locale: 'en' },
      { hreflang: 'bn', href: `${base}/bn/umrah/`, locale: 'bn' },
      { hreflang: 'x-default', href: `${base}/umrah/` },
    ])
    expect(pageAlternates('/')).toEqual([
      { hreflang: 'en-GB', href: `${base}/`, locale: 'en' },
      { hreflang: 'bn', href: `${base}/bn/`, locale: 'bn' },
      { hreflang: 'x-default', href: `${base}/` },
    ])
    expect(pageAlternates('/hotels')).toEqual([])
    expect(pageAlternates(undefined)).toEqual([])
  })

  it('has no Bengali pages when there is no data/bn/routes.yaml', () => {
    const bare = temporaryProject({ 'pages/umrah/+Page.tsx': '' })
    rmSync(join(bare.root, 'data/bn/routes.yaml'), { force: true })
    try {
      vi.spyOn(process, 'cwd').mockReturnValue(bare.root)
      expect(pageAlternates('/umrah')).toEqual([])
      expect(languageLinks('/umrah', 'en')).toEqual([])
    } finally {
      bare.remove()
    }
  })
})

describe('the language switch and links in a language', () => {
  it("leads to the twin, or to the other language's home page when the page has none", () => {
    expect(languageLinks('/umrah', 'en')).toEqual([{ locale: 'bn', href: '/bn/umrah/', twin: true }])
    expect(languageLinks('/umrah', 'bn')).toEqual([{ locale: 'en', href: '/umrah/', twin: true }])
    expect(languageLinks('/hotels', 'en')).toEqual([{ locale: 'bn', href: '/bn/', twin: false }])
    expect(languageLinks(undefined, 'bn')).toEqual([{ locale: 'en', href: '/', twin: false }])
  })

  it("links a page in the page's language when it exists in it, else in English", () => {
    expect(hrefInLocale('/search', 'bn')).toBe('/bn/search/')
    expect(hrefInLocale('/hotels', 'bn')).toBe('/hotels/')
    expect(hrefInLocale('/search', 'en')).toBe('/search/')
  })
})

describe('the head of a page in each language', () => {
  const head = (path: string, locale: 'en' | 'bn') =>
    renderToStaticMarkup(createElement(Head, { meta: resolvePageMeta(path, {}, false, locale), site: loadCatalogue('site', 'en') }))
  const links = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])

  it('has the same alternates in both languages, its own canonical and og:locale', () => {
    const english = head('/umrah', 'en')
    const bengali = head('/umrah', 'bn')
    expect(links(english)).toEqual([
      ['en-GB', `${base}/umrah/`],
      ['bn', `${base}/bn/umrah/`],
      ['x-default', `${base}/umrah/`],
    ])
    expect(links(bengali)).toEqual(links(english))
    expect(english).toContain(`<link rel="canonical" href="${base}/umrah/"/>`)
    expect(bengali).toContain(`<link rel="canonical" href="${base}/bn/umrah/"/>`)
    expect(bengali).toContain(`<meta property="og:url" content="${base}/bn/umrah/"/>`)
    expect(english).toContain('<meta property="og:locale" content="en_GB"/><meta property="og:locale:alternate" content="bn_BD"/>')
    expect(bengali).toContain('<meta property="og:locale" content="bn_BD"/><meta property="og:locale:alternate" content="en_GB"/>')
  })

  it('has no alternates on a page in one language', () => {
    const html = head('/hotels', 'en')
    expect(links(html)).toEqual([])
    expect(html).not.toContain('og:locale:alternate')
  })

  it('says in its structured data which language the page is in, with the title and description it shows', () => {
    const meta = resolvePageMeta('/umrah', {}, false, 'bn')
    const graph = (structuredData(meta) as { '@graph': Record<string, unknown>[] })['@graph']
    expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({
      url: `${base}/bn/umrah/`,
      inLanguage: 'bn',
      name: meta.title,
      description: meta.description,
    })
    const faq = structuredData({ ...meta, faq: [{ question: 'প্রশ্ন?', answer: 'উত্তর।' }] }) as { '@graph': Record<string, unknown>[] }
    expect(faq['@graph'].find((node) => node['@type'] === 'FAQPage')).toMatchObject({ inLanguage: 'bn' })
  })
})

describe('sitemap.xml', () => {
  it('lists each Bengali page after its English twin, each naming both and x-default', () => {
    const entries = sitemapEntries()
    const locs = entries.map((e) => e.loc)
    expect(locs).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/bn/`,
        `${base}/umrah/`,
        `${base}/bn/umrah/`,
        `${base}/umrah/${umrahPackage}/`,
        `${base}/bn/umrah/${umrahPackage}/`,
      ]),
    )
    expect(locs.indexOf(`${base}/bn/umrah/`)).toBe(locs.indexOf(`${base}/umrah/`) + 1)
    expect(locs).toContain(`${base}/hotels/`)
    expect(locs).not.toContain(`${base}/bn/hotels/`)
    const xml = renderSitemap(entries)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const bengaliUmrah = xml.split('<url>').find((block) => block.includes(`<loc>${base}/bn/umrah/</loc>`))
    expect(bengaliUmrah).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${base}/umrah/"/>`)
    expect(bengaliUmrah).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${base}/bn/umrah/"/>`)
    expect(bengaliUmrah).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/umrah/"/>`)
    expect(xml.split('<url>').find((block) => block.includes(`<loc>${base}/hotels/</loc>`))).not.toContain('xhtml:link')
  })
})
