// After `vike build`: tsx scripts/search-index.ts dist/client
// Builds the site search's index from the prerendered pages themselves, so whatever a visitor
// can read is what they can find. The /search page fetches it only when used.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageHref } from './content/href'

export interface SearchEntry {
  url: string
  title: string
  description: string
  headings: string[]
  text: string
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' }

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
}

function stripTags(html: string): string {
  return decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()
}

function match(html: string, pattern: RegExp): string {
  return decode(pattern.exec(html)?.[1] ?? '').trim()
}

/** One entry for a built page: only its <main>, so menus and footer do not match every search. */
export function entryFor(html: string, url: string): SearchEntry | null {
  if (/<meta name="robots" content="noindex"/.test(html)) return null
  const main = match(html, /<main[^>]*>([\s\S]*?)<\/main>/)
  const headings = Array.from(main.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g), (m) => stripTags(m[1])).filter(Boolean)
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)
  return {
    url,
    // The page's own heading names it best (the <title> also carries the agency's name).
    title: h1 ? stripTags(h1[1]) : match(html, /<title>([\s\S]*?)<\/title>/),
    description: match(html, /<meta name="description" content="([^"]*)"/),
    headings: [...new Set(headings)],
    text: stripTags(main).slice(0, 4000),
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name === 'index.html' ? [path] : []
  })
}

export function buildSearchIndex(root: string): SearchEntry[] {
  return htmlFiles(root)
    .map((file) => {
      // The page's served address: hotels/index.html → /hotels/.
      const url = pageHref('/' + relative(root, file).replace(/(^|\/)index\.html$/, ''))
      return entryFor(readFileSync(file, 'utf8'), url)
    })
    .filter((entry): entry is SearchEntry => entry !== null)
    .sort((a, b) => a.url.localeCompare(b.url))
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? 'dist/client')
  const entries = buildSearchIndex(root)
  writeFileSync(join(root, 'search-index.json'), JSON.stringify(entries))
  console.log(`Wrote ${relative(process.cwd(), join(root, 'search-index.json'))} (${entries.length} page${entries.length === 1 ? '' : 's'}).`)
}
