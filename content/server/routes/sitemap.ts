// The sitemap: run after `vike build` by scripts/content/sitemap.ts (tsx scripts/content/sitemap.ts dist/client).
// Writes sitemap.xml and robots.txt for the pages that exist, with absolute URLs.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadCatalogue } from '../data/load'
import { hasPage, pageRoutes } from './pages'
import { projectRoot } from '../data/paths'
import { isRedirect, routePaths } from './routing'
import { cataloguesIn } from './route-ids'
import { notFoundRules, REDIRECTS_FILE, renderNotFoundRules } from './not-found-rules'
import { localeHref, pageAlternates, pageLocales, type Alternate } from './alternates'

interface SitemapEntry {
  loc: string
  priority: number
  /** The page's addresses in every language it exists in, and x-default (none: one language only). */
  alternates: Alternate[]
}

/** SITE_URL (e.g. a Netlify deploy preview) wins over data/site.yaml's `url`. */
export function siteBaseUrl(): string {
  return (process.env.SITE_URL || loadCatalogue('site', 'en').url).replace(/\/+$/, '')
}

/**
 * Every page of the route table that exists, is not a redirect and is not kept out
 * (`sitemap: false`), at its served address (`/hotels/`), in every language it exists in
 * (`/bn/hotels/`), each naming all its languages (Google reads hreflang from the sitemap too).
 */
export function sitemapEntries(): SitemapEntry[] {
  const base = siteBaseUrl()
  const pages = pageRoutes(projectRoot())
  const catalogues = cataloguesIn('en')
  return loadCatalogue('routes', 'en')
    .routes.filter((route) => !isRedirect(route) && route.sitemap !== false && hasPage(route.path, pages))
    .flatMap((route) =>
      routePaths(route, catalogues).flatMap((path) => {
        const alternates = pageAlternates(path)
        return pageLocales(path).map((locale) => ({ loc: base + localeHref(path, locale), priority: route.priority ?? 0.5, alternates }))
      }),
    )
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.loc)}</loc>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      // After sitemap's own elements: its schema admits other namespaces' elements last.
      ...e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
      '  </url>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * Everything may be crawled but the site search's result addresses (/search/?q=…), which would
 * only repeat the pages they list (Google's advice for internal search results).
 */
export function renderRobots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /search/?\n\nSitemap: ${siteBaseUrl()}/sitemap.xml\n`
}

/** Writes sitemap.xml, robots.txt and the not-found rules (_redirects) into `outDir` (relative to the working directory). */
export function writeSitemap(outDir: string): SitemapEntry[] {
  const dir = resolve(projectRoot(), outDir)
  const entries = sitemapEntries()
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'sitemap.xml'), renderSitemap(entries))
  writeFileSync(join(dir, 'robots.txt'), renderRobots())
  writeFileSync(join(dir, REDIRECTS_FILE), renderNotFoundRules(notFoundRules()))
  return entries
}
