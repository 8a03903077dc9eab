// How each built page gets its CSS, by its language (FIRST_SCREEN_CSS_INLINED,
// content/browser/locale.ts; scripts/critical-css.ts): an English page paints its first screen
// from a <style> of its own and asks for the stylesheets after; a Bengali page links them in <head>.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_CSS_INLINED, localeOfDocument } from '../../content/browser/locale'
import { partsAsideSelectors } from '../../scripts/critical-css'
import { selectors as selectorList } from '../../scripts/critical-css-trim'
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

// The parts below the first screen are named once, in components.css (`content-visibility: auto`):
// each page's first-screen CSS puts aside those it has, read from the built stylesheets.
describe('the parts below the first screen', () => {
  const folder = join(defaultSiteRoot, 'assets', 'static')
  const stylesheets = built ? readdirSync(folder).flatMap((name) => (name.endsWith('.css') ? [readFileSync(join(folder, name), 'utf8')] : [])) : []

  it('are read from the stylesheets: a rule of the top level that puts a part aside, each of its selectors', () => {
    const css =
      '.a{color:red}.b~:is(.c,.d),main>*+*{content-visibility:auto;contain-intrinsic-block-size:auto 9px}@media print{.e{content-visibility:auto}}.f{content-visibility:visible}'
    expect(partsAsideSelectors([css])).toEqual(['.b~:is(.c,.d)', 'main>*+*'])
    expect(selectorList(':is(a,b) c,d')).toEqual([':is(a,b) c', 'd'])
    expect(partsAsideSelectors(stylesheets)).toEqual(['.section~:is(.section,.trust)', '.hajj-package__main>*+*', 'main~:is(.promo,.site-footer)'])
  })

  it('are put aside by the first-screen CSS of every page that paints from it, as far as the page has them', () => {
    const aside = partsAsideSelectors(stylesheets)
    const checked = pages.filter(({ html }) => FIRST_SCREEN_CSS_INLINED[localeOfDocument(html)])
    for (const { file, html } of checked) {
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
      const rule = /(?<=[{}])([^{}@]+)\{content-visibility:auto\b/.exec(style)
      expect(rule, `${file}: no rule puts the parts below its first screen aside`).not.toBeNull()
      const kept = selectorList(rule![1]!)
      const has = {
        '.section~:is(.section,.trust)': (html.match(/class="section[ "]/g) ?? []).length > 1,
        '.hajj-package__main>*+*': html.includes('class="hajj-package__main'),
        'main~:is(.promo,.site-footer)': true,
      }
      for (const selector of aside) if (has[selector as keyof typeof has]) expect(kept, file).toContain(selector)
    }
    expect(checked.length).toBeGreaterThan(40)
  })
})
