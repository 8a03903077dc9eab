import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { analyseSite, defaultSiteRoot } from '../tooling/page-weight'

// Performance budgets of the built site (run after `npm run build`). Pages are HTML-only: a
// page without islands must not bring React, and its whole JS must stay tiny.
// Every page, as the server sends it (Brotli, quality 5), fits in the first round trip of a new
// connection: about 14 KB (10 packets) arrive before the server waits for an acknowledgement.
// And `<meta charset>` comes within the first 1024 bytes, where browsers look for the encoding.
const kB = 1024
const budgets = { htmlBrotli: 14 * kB, charsetWithin: 1024, htmlGzip: 60 * kB, cssGzip: 30 * kB, jsWithoutIslandsGzip: 4 * kB }
// Every page, the Bengali ones too (their script takes three bytes a letter in UTF-8 and Brotli's
// built-in dictionary holds no Bengali, so the same page is about 9% larger). On 2026-11-30 the
// largest is / at 13,699 B (its fallback faces, sized part by part, renderer/styles/fonts.css, are
// inlined), /bn/ 11,687 B: a Bengali page inlines no CSS (FIRST_SCREEN_CSS_INLINED); an English
// one keeps its first screen's CSS short (scripts/critical-css-values.ts).

const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? analyseSite(defaultSiteRoot) : []

describe('page budgets', () => {
  it('has a built site to measure', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` before the tests (npm test should do it).`).toBe(true)
    expect(pages.map((page) => page.route)).toContain('/404.html')
  })

  for (const page of pages) {
    describe(page.route, () => {
      it(`HTML fits in the first round trip: at most ${budgets.htmlBrotli / kB} KB brotli`, () => {
        expect(page.htmlBrotli, `${page.file} is ${(page.htmlBrotli / kB).toFixed(2)} KB brotli`).toBeLessThanOrEqual(budgets.htmlBrotli)
      })

      it(`declares its encoding (<meta charset>) within the first ${budgets.charsetWithin} bytes`, () => {
        expect(page.charsetOffset, `${page.file}: <meta charset> at byte ${page.charsetOffset}`).toBeGreaterThanOrEqual(0)
        expect(page.charsetOffset + '<meta charset="utf-8">'.length).toBeLessThanOrEqual(budgets.charsetWithin)
      })

      it(`HTML is under ${budgets.htmlGzip / kB} KB gzip`, () => {
        expect(page.htmlGzip).toBeLessThan(budgets.htmlGzip)
      })

      it(`CSS is under ${budgets.cssGzip / kB} KB gzip`, () => {
        expect(page.cssGzip, page.css.map((asset) => `${asset.url} ${asset.gzip} B`).join('\n')).toBeLessThan(budgets.cssGzip)
      })

      it('references only files that are in the build', () => {
        expect(page.missing).toEqual([])
      })

      if (!page.hasIslands) {
        it('has no islands, so loads no React', () => {
          expect(page.loadsReact, `react-dom is reachable from ${page.js.map((asset) => asset.url).join(', ')}`).toBe(false)
        })

        it(`has no islands, so its JS is under ${budgets.jsWithoutIslandsGzip} bytes gzip`, () => {
          expect(page.jsGzip, page.js.map((asset) => `${asset.url} ${asset.gzip} B`).join('\n')).toBeLessThan(budgets.jsWithoutIslandsGzip)
        })
      }
    })
  }
})

// The budgets are only as good as the analysis, so it is checked against a known tiny build.
describe('the page weight analysis', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-weight-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const files: Record<string, string> = {
    'index.html':
      '<html><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/site.css"><script src="/assets/entries/client.js" type="module" async></script></head><body>Home</body></html>',
    // The shell's script as the build loads it: by an inline script, from its data-src.
    'islands/index.html':
      '<html><head></head><body><div data-island="Form" data-island-prefix="f"></div><script data-src="../assets/entries/client.js">import(document.currentScript.dataset.src)</script></body></html>',
    'broken/index.html': '<html><head><script src="/assets/gone.js"></script><script src="https://www.google.com/recaptcha/api.js"></script></head></html>',
    '404.html': '<html><body>Not found</body></html>',
    'assets/site.css': '@import "./fonts.css";body{color:#123}',
    'assets/fonts.css': '@font-face{font-family:x}',
    'assets/entries/client.js':
      'import{t as e}from"../chunks/preload.js";e==="import"&&0;document.querySelector(`[data-island]`)&&import(`../chunks/hydrate.js`);',
    'assets/chunks/preload.js': 'export const t=1;',
    'assets/chunks/hydrate.js':
      'import{h}from"./react-dom.js";const i={"./Form.tsx":()=>t(()=>import("./Form.js"),[]),"./Map.tsx":()=>t(()=>import("./Map.js"),[])};export{i};',
    'assets/chunks/react-dom.js': 'var d={bundleType:0,rendererPackageName:`react-dom`};export{d as h};',
    'assets/chunks/Form.js': 'import"./react-dom.js";const f=()=>import("./FormFields.js");export default 1;',
    'assets/chunks/FormFields.js': 'import"./react-dom.js";import"./zod.js";export default 3;',
    'assets/chunks/zod.js': 'export const z=1;',
    'assets/chunks/Map.js': 'import"./react-dom.js";export default 2;',
    '.vite/index.html': 'hidden, not a page',
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), content)
  }
  const byRoute = Object.fromEntries(analyseSite(root).map((page) => [page.route, page]))
  const urls = (assets: { url: string }[]) => assets.map((asset) => asset.url).sort()

  it('finds every index.html and 404.html, outside hidden folders', () => {
    expect(Object.keys(byRoute)).toEqual(['/', '/404.html', '/broken/', '/islands/'])
  })

  it('follows static imports and CSS @imports, and leaves lazy chunks out of a page without islands', () => {
    const home = byRoute['/']
    expect(urls(home.js)).toEqual(['/assets/chunks/preload.js', '/assets/entries/client.js'])
    expect(urls(home.css)).toEqual(['/assets/fonts.css', '/assets/site.css'])
    expect(home.hasIslands).toBe(false)
    expect(home.islandJs).toEqual([])
    expect(home.loadsReact).toBe(false)
    expect(home.jsGzip).toBe(home.js[0].gzip + home.js[1].gzip)
  })

  it("counts the lazily imported hydrator, React and the page's own islands (not the others) on a page with islands", () => {
    const page = byRoute['/islands/']
    expect(page.hasIslands).toBe(true)
    expect(urls(page.islandJs)).toEqual(['/assets/chunks/Form.js', '/assets/chunks/hydrate.js', '/assets/chunks/react-dom.js'])
    expect(urls(page.onDemandJs), 'what the island imports lazily comes later').toEqual(['/assets/chunks/FormFields.js', '/assets/chunks/zod.js'])
    expect(page.loadsReact).toBe(true)
  })

  it('measures the HTML as the server sends it, and where it declares its encoding', () => {
    const home = byRoute['/']
    expect(home.charsetOffset).toBe('<html><head>'.length)
    expect(byRoute['/404.html'].charsetOffset, 'no <meta charset>').toBe(-1)
    expect(home.htmlBrotli).toBeGreaterThan(20)
    expect(home.htmlBrotli).toBeLessThan(files['index.html'].length)
  })

  it('reports local references missing from the build and ignores other sites', () => {
    expect(byRoute['/broken/'].missing).toEqual(['/assets/gone.js'])
  })
})
