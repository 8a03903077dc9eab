// After `vike build`: puts each page's stylesheets into the page itself, as <style> in place of
// each <link rel="stylesheet">, so the first screen paints without waiting for CSS files (a
// phone on a slow network waits a round trip or more for each). Every page carries only the CSS
// its components import: the site's base, shell and shared components, and its own.
//   tsx scripts/inline-css.ts dist/client
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { listPages } from '../tooling/page-weight.js'

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g

/** The page with its local stylesheets inlined, in the same order (so the cascade is unchanged). */
export function inlineStylesheets(html: string, readCss: (url: string) => string): string {
  return html.replace(
    STYLESHEET,
    (_, url: string) =>
      `<style>${readCss(url)
        .replace(/<\/style/gi, '<\\/style')
        .trim()}</style>`,
  )
}

function main(root: string): void {
  const cache = new Map<string, string>()
  const readCss = (url: string) => {
    if (!cache.has(url)) cache.set(url, readFileSync(join(root, url), 'utf8'))
    return cache.get(url)!
  }
  const pages = listPages(root)
  for (const page of pages) {
    const file = join(root, page)
    writeFileSync(file, inlineStylesheets(readFileSync(file, 'utf8'), readCss))
  }
  console.log(`Inlined the stylesheets of ${pages.length} pages in ${root}.`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [root] = process.argv.slice(2)
  if (!root) throw new Error('Usage: tsx scripts/inline-css.ts <built site folder>')
  main(root)
}
