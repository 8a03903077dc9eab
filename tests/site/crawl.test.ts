// Every internal address the built site hands out (links, images, scripts, styles, canonicals,
// og:url and og:image, structured data, sitemap.xml, robots.txt, the search index) answers 200
// straight away from the local server, which serves dist/client as Netlify does: a folder's page
// asked for without its trailing slash gets a 301 there, so a slash-less link fails here.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageHref } from '../../content/server/routes/href'
import { loadCatalogue } from '../../content/server/data/load'
import { hasPage, pageRoutes } from '../../content/server/routes/pages'
import { isRedirect } from '../../content/server/routes/routing'
import { localeOfPath } from '../../content/browser/locale'
import { siteBaseUrl } from '../../content/server/routes/sitemap'
import { assertBuilt, DIST_CLIENT, PROJECT_ROOT, startSite, type TestSite } from '../support/browser/site'

/** Where an address was found, for the failure message. */
type Found = Map<string, Set<string>>

const base = siteBaseUrl()

/** The site path of an address, or null for another site, a fragment, mailto:, tel:, data:. */
function internalPath(raw: string): string | null {
  const value = raw.replace(/&amp;/g, '&').trim()
  let path: string
  if (value.startsWith(`${base}/`) || value === base) path = value.slice(base.length) || '/'
  else if (/^\/(?!\/)/.test(value)) path = value
  else return null
  path = path.replace(/#.*$/, '')
  // The forms post to the functions; their answers are the function tests' business.
  if (path.startsWith('/.netlify/')) return null
  return path
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // /admin/ is the staff's editor (Vite's page for Decap CMS), not a page of the site: tests/e2e/editor.test.ts.
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'admin' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** The addresses of one page: attributes, social and canonical metadata, structured data. */
function addressesInHtml(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/\s(?:href|src|action|poster|data-src)="([^"]*)"/g)) found.push(match[1]!)
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) found.push(...match[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!))
  for (const match of html.matchAll(/<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content="([^"]*)"/g)) found.push(match[1]!)
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) found.push(...stringsIn(JSON.parse(match[1]!)))
  return found
}

function collect(): { found: Found; canonicals: Map<string, string | undefined> } {
  const found: Found = new Map()
  const add = (raw: string, where: string) => {
    const path = internalPath(raw)
    if (path === null) return
    if (!found.has(path)) found.set(path, new Set())
    found.get(path)!.add(where)
  }
  const canonicals = new Map<string, string | undefined>()
  for (const file of htmlFiles(DIST_CLIENT)) {
    const where = relative(DIST_CLIENT, file).split(sep).join('/')
    const html = readFileSync(file, 'utf8')
    for (const address of addressesInHtml(html)) add(address, where)
    canonicals.set(where, /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1])
  }
  for (const match of readFileSync(join(DIST_CLIENT, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)) add(match[1]!, 'sitemap.xml')
  for (const match of readFileSync(join(DIST_CLIENT, 'robots.txt'), 'utf8').matchAll(/^Sitemap: (\S+)$/gm)) add(match[1]!, 'robots.txt')
  for (const url of searchIndexUrls()) add(url, 'pagefind')
  return { found, canonicals }
}

/** The address of every page in the site search's index: Pagefind keeps one gzipped fragment per page. */
function searchIndexUrls(): string[] {
  const folder = join(DIST_CLIENT, 'pagefind', 'fragment')
  return readdirSync(folder).map((name) => {
    // Each fragment is "pagefind_dcd" followed by the page's JSON.
    const text = gunzipSync(readFileSync(join(folder, name))).toString('utf8')
    return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url
  })
}

/**
 * Pages the route table lists that nobody has built yet (`npm run check` warns "has no page
 * yet"): the menus already link to them and they answer 404 until their page exists. Once a
 * page folder is added, its links must answer 200 like every other.
 */
function pagesStillToBuild(): Set<string> {
  const pages = pageRoutes(PROJECT_ROOT)
  return new Set(
    loadCatalogue('routes', 'en')
      .routes.filter((route) => !isRedirect(route) && !route.path.includes('{') && !hasPage(route.path, pages))
      .map((route) => pageHref(route.path)),
  )
}

let site: TestSite
let found: Found
let canonicals: Map<string, string | undefined>
const answers = new Map<string, { status: number; location: string | null }>()

beforeAll(async () => {
  assertBuilt()
  ;({ found, canonicals } = collect())
  site = await startSite()
  const paths = [...found.keys()]
  // A few at a time: the server is in this process, and the machine has two cores.
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const res = await fetch(site.url + path, { redirect: 'manual' })
        await res.arrayBuffer()
        answers.set(path, { status: res.status, location: res.headers.get('location') })
      }),
    )
  }
}, 120_000)

afterAll(async () => {
  await site?.close()
})

describe('every internal address of the built site', () => {
  it('finds the addresses to check', () => {
    expect(found.size).toBeGreaterThan(50)
    expect(found.has('/')).toBe(true)
    expect(found.has('/hotels/')).toBe(true)
  })

  it('answers 200 with no redirect', () => {
    const waiting = pagesStillToBuild()
    const failures: string[] = []
    for (const [path, { status, location }] of answers) {
      if (status === 200) continue
      if (status === 404 && waiting.has(path)) continue
      const where = [...found.get(path)!].slice(0, 3).join(', ')
      failures.push(`${path} → ${status}${location ? ` (to ${location})` : ''}, linked from ${where}`)
    }
    expect(failures.sort()).toEqual([])
  })

  it('gives every page its own address in the served form as canonical, and none to the not-found pages', () => {
    for (const [file, canonical] of canonicals) {
      // The not-found pages of every language: 404.html, bn/404.html, _package-not-found/, bn/_package-not-found/.
      const { pathname } = localeOfPath('/' + file)
      if (pathname === '/404.html' || pathname.startsWith('/_')) {
        expect(canonical, file).toBeUndefined()
        continue
      }
      const own = '/' + file.replace(/index\.html$/, '')
      expect(canonical, file).toBe(base + own)
    }
  })
})
