// How each built page gets its CSS, by its language (FIRST_SCREEN_CSS_INLINED,
// content/browser/locale.ts; scripts/critical-css.ts): an English page paints its first screen
// from a <style> of its own and asks for the stylesheets after; a Bengali page links them in <head>.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_CSS_INLINED, localeOfDocument } from '../../content/browser/locale'
import { defaultSiteRoot, listPages } from '../../tooling/page-weight'

const built = existsSync(join(defaultSiteRoot, 'index.html'))
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, html: readFileSync(join(defaultSiteRoot, file), 'utf8') })) : []

describe("a built page's CSS", () => {
  it('is inlined for its first screen, or linked in <head>, as its language says', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` first.`).toBe(true)
    const seen = { inlined: 0, linked: 0 }
    for (const { file, html } of pages) {
      const head = html.slice(0, html.indexOf('</head>'))
      const linkedInHead = /<link rel="stylesheet"/.test(head)
      const heldBack = html.includes('<noscript data-stylesheets>')
      if (FIRST_SCREEN_CSS_INLINED[localeOfDocument(html)]) {
        seen.inlined++
        expect({ style: head.includes('<style>'), heldBack, linkedInHead }, file).toEqual({ style: true, heldBack: true, linkedInHead: false })
      } else {
        seen.linked++
        expect({ style: html.includes('<style'), heldBack, linkedInHead }, file).toEqual({ style: false, heldBack: false, linkedInHead: true })
      }
    }
    expect(seen.inlined).toBeGreaterThan(40)
    expect(seen.linked).toBeGreaterThan(40)
  })

  it('follows the language of <html lang>, and a page in none of the site’s languages is refused', () => {
    expect(localeOfDocument('<html lang="en-GB" dir="ltr">')).toBe('en')
    expect(localeOfDocument('<html lang="bn" dir="ltr">')).toBe('bn')
    expect(() => localeOfDocument('<html lang="fr">')).toThrow('A page whose <html lang> is "fr": one of en-GB, bn was expected.')
    expect(() => localeOfDocument('<html>')).toThrow('A page whose <html lang> is missing')
  })
})
