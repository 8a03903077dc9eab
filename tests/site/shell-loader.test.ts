// Each page's shell script (menus, cookie banner, islands) is asked for by a small inline loader
// once the first screen has been painted (scripts/critical-css.ts), so the largest paint never
// waits for it. The loader runs only if the site's Content-Security-Policy allows it by its hash.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../support/browser'
import { checkShellLoaderAllowed, cspHash, SHELL_LOADER, shellScriptAfterPaint } from '../../scripts/critical-css'
import { defaultSiteRoot, listPages } from '../../tooling/page-weight'

const NETLIFY_TOML = join(PROJECT_ROOT, 'netlify.toml')
const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, html: readFileSync(join(defaultSiteRoot, file), 'utf8') })) : []

describe("the shell script's loader", () => {
  it('replaces the script tag the prerender writes, keeping its address', () => {
    const page = '<main>Hi</main><script src="/assets/entries/renderer_client.abc123.js" type="module" async=""></script></body>'
    expect(shellScriptAfterPaint(page)).toBe(`<main>Hi</main><script data-src="/assets/entries/renderer_client.abc123.js">${SHELL_LOADER}</script></body>`)
    expect(shellScriptAfterPaint('<p>No script</p>')).toBe('<p>No script</p>')
  })

  it("is allowed by netlify.toml's Content-Security-Policy, and the build says what to write when it is not", () => {
    expect(() => checkShellLoaderAllowed(NETLIFY_TOML)).not.toThrow()
    expect(readFileSync(NETLIFY_TOML, 'utf8')).toContain(cspHash(SHELL_LOADER))
    // The same file with the hash of another loader.
    const folder = mkdtempSync(join(tmpdir(), 'netlify-toml-'))
    const stale = join(folder, 'netlify.toml')
    writeFileSync(stale, readFileSync(NETLIFY_TOML, 'utf8').replace(cspHash(SHELL_LOADER), cspHash(`${SHELL_LOADER};`)))
    try {
      expect(() => checkShellLoaderAllowed(stale)).toThrow(`Add ${cspHash(SHELL_LOADER)} to its script-src`)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('is on every built page, once, at the end of <body>, and no page fetches its shell script by itself', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` first.`).toBe(true)
    for (const { file, html } of pages) {
      expect(html.match(/<script data-src="\/assets\/entries\/[^"]+\.js">([^<]*)<\/script>/g), file).toHaveLength(1)
      const end = html.slice(html.lastIndexOf('<script data-src='))
      expect(end.startsWith(`<script data-src="/assets/entries/`) && end.includes(`">${SHELL_LOADER}</script>`), `${file}: the loader`).toBe(true)
      expect(end.replace(/<noscript data-stylesheets>.*?<\/noscript>/, ''), `${file}: the loader last in <body>`).toMatch(/<\/script><\/body>\s*<\/html>\s*$/)
      expect(/<script\b[^>]*\ssrc="\/assets\//.test(html), `${file}: a <script src> of its own`).toBe(false)
    }
  })
})
