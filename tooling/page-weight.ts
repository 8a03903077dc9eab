// What each built page costs a visitor, gzip-compressed: its HTML, the stylesheets it links,
// the JS it loads at once and the island JS it may load later, and whether React comes along.
// Used by `npm run bench` (scripts/bench-pages.ts) and the budgets in tests/budgets.test.ts.
//
// JS is followed through the `import` statements of the built chunks themselves: Vike deletes
// Vite's manifest after the build, and the chunks are the truth of what a browser fetches.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { brotli, resolveStaticFile } from './local-netlify/index.js'

export const defaultSiteRoot = fileURLToPath(new URL('../dist/client', import.meta.url))

interface AssetWeight {
  /** The asset's URL path, e.g. /assets/entries/renderer_client.abc.js */
  url: string
  gzip: number
}

export interface PageWeight {
  /** `/`, `/contact/`, `/404.html` */
  route: string
  /** The HTML file, relative to the site root. */
  file: string
  htmlGzip: number
  /** The HTML as the server sends it (Brotli, quality 5): what has to fit in the first round trip. */
  htmlBrotli: number
  /** Where `<meta charset>` starts, in bytes (-1: none); browsers look for it in the first 1024. */
  charsetOffset: number
  css: AssetWeight[]
  cssGzip: number
  /** Scripts the HTML loads and everything they import statically. */
  js: AssetWeight[]
  jsGzip: number
  /** Whether the page has island markers, the only reason the hydrator is fetched. */
  hasIslands: boolean
  /** JS fetched to hydrate: the hydrator with React and the chunks of this page's islands; empty without islands. */
  islandJs: AssetWeight[]
  islandJsGzip: number
  /** JS the islands fetch later, when used (a form when its window opens). */
  onDemandJs: AssetWeight[]
  onDemandJsGzip: number
  /** Whether any JS this page can load contains react-dom. */
  loadsReact: boolean
  /** Local scripts and stylesheets the page references that are not in the build. */
  missing: string[]
}

interface SiteTotals {
  pages: number
  htmlGzip: number
  cssGzip: number
  jsGzip: number
  islandJsGzip: number
  onDemandJsGzip: number
  pagesWithReact: number
  /** Each asset counted once across the site: what a visitor of every page downloads. */
  distinctCssGzip: number
  distinctJsGzip: number
}

export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length
}

/**
 * Every built page: each index.html and 404.html, outside hidden folders, /assets/ and /admin/
 * (the staff's editor, which no visitor loads: its bundle is reported apart in docs/performance.md).
 */
export function listPages(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (entry.name === 'index.html' || entry.name === '404.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')) && !file.startsWith('assets/') && !file.startsWith('admin/'))
    .sort()
}

export function analyseSite(root: string = defaultSiteRoot): PageWeight[] {
  const assets = createAssetReader(root)
  const pages = listPages(root).map((file) => analysePage(root, file, assets))
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

export function analysePage(root: string, file: string, assets: AssetReader = createAssetReader(root)): PageWeight {
  const html = readFileSync(join(root, file), 'utf8')
  const route = file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`
  const refs = findPageReferences(html, route)
  const missing = [...refs.scripts, ...refs.stylesheets].filter((url) => !assets.read(url))

  const stylesheets = closure(refs.stylesheets, (url) => assets.read(url)?.imports ?? [])
  const scripts = closure(refs.scripts, (url) => assets.read(url)?.imports ?? [])
  const lazyEntries = scripts.flatMap((url) => assets.read(url)?.dynamicImports ?? [])
  const islandNames = new Set(Array.from(html.matchAll(/<[^>]*\sdata-island="([^"]+)"/g), (match) => match[1]))
  // Hydration fetches the hydrator, React and this page's islands (the registry imports every
  // island lazily; the browser fetches only the page's ones). What those import lazily in turn
  // (a form that loads when its window opens) is fetched on demand.
  const registryEntries = (asset: Asset) => new Set(asset.islandChunks.values())
  const hydrationImports = (url: string) => {
    const asset = assets.read(url)
    if (!asset) return []
    return [...asset.imports, ...[...asset.islandChunks].filter(([name]) => islandNames.has(name)).map(([, chunk]) => chunk)]
  }
  const hydration = closure(lazyEntries, hydrationImports).filter((url) => !scripts.includes(url))
  const lazyNonIslands = (url: string) => {
    const asset = assets.read(url)
    return asset ? asset.dynamicImports.filter((chunk) => !registryEntries(asset).has(chunk)) : []
  }
  const onDemand = closure(hydration.flatMap(lazyNonIslands), (url) => [...(assets.read(url)?.imports ?? []), ...lazyNonIslands(url)]).filter(
    (url) => !scripts.includes(url) && !hydration.includes(url),
  )

  const hasIslands = islandNames.size > 0
  const weigh = (urls: string[]) => urls.flatMap((url) => (assets.read(url) ? [{ url, gzip: assets.read(url)!.gzip }] : []))
  // The first screen's CSS inlined into the page (scripts/critical-css.ts) counts as its CSS too.
  const inlineCss = Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi), (match) => match[1]).join('')
  const css = [...weigh(stylesheets), ...(inlineCss ? [{ url: '(inline <style>)', gzip: gzipSize(inlineCss) }] : [])]
  const js = weigh(scripts)
  const islandJs = hasIslands ? weigh(hydration) : []
  const onDemandJs = hasIslands ? weigh(onDemand) : []
  return {
    route,
    file,
    htmlGzip: gzipSize(html),
    htmlBrotli: brotli(html).length,
    // Read as latin1, each byte one character: the offset is in bytes.
    charsetOffset: Buffer.from(html)
      .toString('latin1')
      .search(/<meta\s+charset/i),
    css,
    cssGzip: sum(css),
    js,
    jsGzip: sum(js),
    hasIslands,
    islandJs,
    islandJsGzip: sum(islandJs),
    onDemandJs,
    onDemandJsGzip: sum(onDemandJs),
    loadsReact: [...js, ...islandJs, ...onDemandJs].some(({ url }) => assets.read(url)!.containsReactDom),
    missing,
  }
}

export function summarise(pages: readonly PageWeight[]): SiteTotals {
  const total = (key: 'htmlGzip' | 'cssGzip' | 'jsGzip' | 'islandJsGzip' | 'onDemandJsGzip') => pages.reduce((sum, page) => sum + page[key], 0)
  const distinct = (assets: AssetWeight[]) => sum([...new Map(assets.map((asset) => [asset.url, asset])).values()])
  return {
    pages: pages.length,
    htmlGzip: total('htmlGzip'),
    cssGzip: total('cssGzip'),
    jsGzip: total('jsGzip'),
    islandJsGzip: total('islandJsGzip'),
    onDemandJsGzip: total('onDemandJsGzip'),
    pagesWithReact: pages.filter((page) => page.loadsReact).length,
    distinctCssGzip: distinct(pages.flatMap((page) => page.css)),
    distinctJsGzip: distinct(pages.flatMap((page) => [...page.js, ...page.islandJs, ...page.onDemandJs])),
  }
}

function sum(assets: readonly AssetWeight[]): number {
  return assets.reduce((total, asset) => total + asset.gzip, 0)
}

/** Walks a graph breadth-first from `entries`, each node once. */
function closure(entries: readonly string[], next: (url: string) => readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    queue.push(...next(url))
  }
  return [...seen]
}

// ---- Reading the HTML ---------------------------------------------------------------------

const localOrigin = 'http://site.local'

/** Local URL paths of the scripts (src, modulepreload) and stylesheets a page references. */
function findPageReferences(html: string, route: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  for (const [, tag, attributeText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText)
    const rel = attributes.rel?.toLowerCase().split(/\s+/) ?? []
    // The shell's script is loaded by an inline script from its `data-src` (scripts/critical-css.ts).
    const src = attributes.src ?? attributes['data-src']
    if (tag.toLowerCase() === 'script' && src) add(scripts, src)
    else if (rel.includes('stylesheet') || (rel.includes('preload') && attributes.as === 'style')) add(stylesheets, attributes.href)
    else if (rel.includes('modulepreload') || (rel.includes('preload') && attributes.as === 'script')) add(scripts, attributes.href)
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] }

  function add(set: Set<string>, reference: string | undefined) {
    const url = reference && localPath(reference, route)
    if (url) set.add(url)
  }
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[name.toLowerCase()] = doubleQuoted ?? singleQuoted ?? bare ?? ''
  }
  return attributes
}

/** The URL path of a reference made from `base`, or null when it points to another site. */
function localPath(reference: string, base: string): string | null {
  const url = new URL(reference, localOrigin + base)
  return url.origin === localOrigin ? url.pathname : null
}

// ---- Reading the assets -------------------------------------------------------------------

interface Asset {
  gzip: number
  /** Static imports (JS) or @imports (CSS), as URL paths. */
  imports: string[]
  dynamicImports: string[]
  /** The island registry's lazy imports: island name (its file in islands/) → chunk URL path. */
  islandChunks: Map<string, string>
  containsReactDom: boolean
}

interface AssetReader {
  /** The asset at a URL path, read once; null when the build has no such file. */
  read(url: string): Asset | null
}

// Present in every react-dom entry (client, server, the main one), never in react itself, and
// kept by minifiers since they are property names and strings.
const reactDomSignatures = [/__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/, /rendererPackageName:\s*["'`]react-dom["'`]/]

// `import x from "./a.js"`, `import"./a.js"`, `export * from "./a.js"` as bundlers write them;
// the character before the keyword keeps `obj.import(` and identifiers like `reimport` out.
const staticImport = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'`])([^"'`\n]+?)\1/g
const dynamicImport = /(?:^|[^\w$.])import\(\s*(["'`])([^"'`\n]+?)\1\s*\)/g
// The registry as Vite builds import.meta.glob('./*.tsx'): `"./Name.tsx":()=>t(()=>import("./chunk.js")`.
const islandEntry = /["'`]\.\/([\w-]+)\.tsx["'`]\s*:\s*\(\)\s*=>[^"'`]*?import\(\s*(["'`])([^"'`\n]+?)\2/g
const cssImport = /@import\s*(?:url\(\s*)?(["']?)([^"')\s;]+)\1/g

export function createAssetReader(root: string): AssetReader {
  const cache = new Map<string, Asset | null>()
  return {
    read(url) {
      if (!cache.has(url)) cache.set(url, load(url))
      return cache.get(url)!
    },
  }

  function load(url: string): Asset | null {
    const file = resolveStaticFile(root, url)
    if (!file) return null
    const text = readFileSync(file, 'utf8')
    const specifiers = (pattern: RegExp) =>
      [...text.matchAll(pattern)]
        .map((match) => match[2])
        // Only paths can be files of the build; anything else was a string that looked like one.
        .filter((specifier) => /^(\.{1,2})?\//.test(specifier))
        .map((specifier) => localPath(specifier, url))
        .filter((path): path is string => path !== null && resolveStaticFile(root, path) !== null)
    const isCss = url.endsWith('.css')
    return {
      gzip: gzipSize(text),
      imports: specifiers(isCss ? cssImport : staticImport),
      dynamicImports: isCss ? [] : specifiers(dynamicImport),
      islandChunks: new Map(isCss ? [] : Array.from(text.matchAll(islandEntry), (match) => [match[1], localPath(match[3], url) ?? match[3]])),
      containsReactDom: !isCss && reactDomSignatures.some((signature) => signature.test(text)),
    }
  }
}
