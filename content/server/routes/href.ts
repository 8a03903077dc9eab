// The one form of a page's address on this site: with a trailing slash (`/hotels/`).
//
// Every page is built as a folder with an index.html (dist/client/hotels/index.html). Netlify
// serves that file at /hotels/ and answers /hotels with a 301 to /hotels/, so the slash form is
// the one that answers 200 directly. Links, canonicals, og:url, breadcrumbs, structured data,
// sitemap.xml and the search index all use it; the local server redirects the other form as
// Netlify does (tooling/local-netlify/static-files.ts).
//
// Editors write `/hotels` in data/; loadCatalogue passes every link through pageHref, so the
// data files need not change. Code that builds an address itself calls pageHref too.

/** A path to a file (a brochure, an image, a PDF): its last segment has an extension. */
const FILE_PATH = /\.[A-Za-z0-9]+$/

/**
 * An internal page link in its served form: `/hotels` → `/hotels/`, `/hotels#city=jeddah` →
 * `/hotels/#city=jeddah`, `/search?q=x` → `/search/?q=x`. Left as they are: `/`, paths that
 * already end in `/`, files (`/brochures/x.pdf`), `/.netlify/functions/…`, and anything that
 * is not a site-relative path (`https://…`, `//host`, `#top`, `mailto:`, `tel:`).
 */
export function pageHref(href: string): string {
  const match = /^(\/(?!\/)[^?#\s]*)([?#].*)?$/.exec(href)
  if (!match) return href
  const [, path, rest = ''] = match
  if (path.endsWith('/') || path.startsWith('/.netlify/')) return href
  if (FILE_PATH.test(path.slice(path.lastIndexOf('/') + 1))) return href
  return `${path}/${rest}`
}

/** True for a string pageHref would treat as a site path (a link, an image or file path). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value)
}

/**
 * A copy of loaded content with every page link in its served form (see pageHref). Any string
 * value starting with one `/` is a link or a file path in data/ (the content check reads them
 * the same way, content/server/check/links.ts); files keep their paths.
 */
export function withPageHrefs<T>(value: T): T {
  if (typeof value === 'string') return (isSitePath(value) ? pageHref(value) : value) as T
  if (Array.isArray(value)) return value.map((item) => withPageHrefs(item)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPageHrefs(item)])) as T
  }
  return value
}
