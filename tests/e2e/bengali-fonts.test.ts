// Bengali looks right on phones and computers (issue 24): its text is drawn in a Bengali font
// from the site's own font stack (renderer/styles/base.css), never as empty boxes, and its vowel
// signs and conjuncts, which reach further above and below the letters than Latin accents, stay
// inside their lines: nothing clipped, no line touching the next.
//
// Which font Chromium really drew a text in is asked through the DevTools protocol
// (CSS.getPlatformFontsForNode); how far the glyphs reach is measured on a canvas in the same
// font. The first tests set Bengali headings into a built English page in Bengali (as a /bn/ page
// is); the last reads the built /bn/ pages themselves.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { bengaliFontFamilies } from '../../tooling/bengali-font'
import { builtRoutes, DESKTOP, PHONE, platformFontsOf, resizePage, useE2E, useTabPool, waitForStylesheets } from '../support/browser'

const e2e = useE2E()
let bengaliFamilies: string[] = []
beforeAll(async () => {
  bengaliFamilies = (await bengaliFontFamilies()) ?? []
})

/**
 * A rendering probe, not a text of the site: conjuncts (জ্জ, ক্ষ, স্ত্র, ন্দ্র), vowel signs above
 * (ি ী ৈ ো) and below (ু ূ ৃ), long enough to wrap onto several lines in a heading.
 */
const PROBE = 'হজ্জ ও উমরাহর প্রস্তুতি: ক্ষুদ্র কৃতজ্ঞতা, স্ত্রী ও শিশুদের জন্য মূল্যবান পরামর্শ, চন্দ্রমাসের হিসাব ও কৈফিয়ত'

const BENGALI_LETTER = /[\u0980-\u09FF]/

/** The fonts Chromium drew an element's own text in (family names), from the DevTools protocol. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const fonts = await platformFontsOf(page, selector)
  expect(fonts, `${selector} is in the page`).not.toBeNull()
  return fonts!.filter((font) => font.glyphCount > 0).map((font) => font.familyName)
}

/** Where each element's glyphs reach beyond its line boxes, or its box clips its text (empty: none). */
async function clippedIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const canvas = document.createElement('canvas').getContext('2d')!
    const problems: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = element.innerText.trim()
      // Text for screen readers only (.visually-hidden) is clipped to a pixel on purpose.
      if (!text || element.getClientRects().length === 0 || element.closest('.visually-hidden')) continue
      const style = getComputedStyle(element)
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const metrics = canvas.measureText(text)
      const lineHeight = style.lineHeight === 'normal' ? metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent : parseFloat(style.lineHeight)
      // The baseline sits half the leading below the line's top, then the font's ascent.
      const baseline = (lineHeight - (metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent)) / 2 + metrics.fontBoundingBoxAscent
      const above = metrics.actualBoundingBoxAscent - baseline
      const below = baseline + metrics.actualBoundingBoxDescent - lineHeight
      const name = `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> "${text.slice(0, 30)}…"`
      if (above > 1) problems.push(`${name}: glyphs reach ${above.toFixed(1)} px above the line (line-height ${style.lineHeight})`)
      if (below > 1) problems.push(`${name}: glyphs reach ${below.toFixed(1)} px below the line (line-height ${style.lineHeight})`)
      for (let box: HTMLElement | null = element; box; box = box.parentElement) {
        const { overflowY } = getComputedStyle(box)
        if (overflowY !== 'visible' && box.scrollHeight > box.clientHeight + 1 && box !== document.documentElement && box !== document.body) {
          problems.push(`${name}: its box <${box.tagName.toLowerCase()} class="${box.className}"> (overflow ${overflowY}) cuts it off`)
        }
      }
    }
    return problems
  }, selector)
}

describe('a Bengali heading on a page in Bengali', () => {
  it.each([
    ['phone', PHONE],
    ['computer', DESKTOP],
  ] as const)('on a %s: drawn in a Bengali font of the site’s stack, nothing clipped', async (_, viewport) => {
    expect(bengaliFamilies, 'fontconfig lists a Bengali font (the test set-up installs one)').not.toEqual([])
    const { page, problems } = await e2e.open({ viewport })
    await page.goto(e2e.url('/umrah/'))
    // The Bengali rules are not in an English page's inlined first-screen CSS, only in the site's
    // stylesheets, which come after the first paint (renderer/shell/stylesheets.ts): measured
    // before they arrive, the page would be measured with the English fonts and line heights.
    await waitForStylesheets(page)
    // The page as it would be in Bengali: its language, and Bengali text in its headings and buttons.
    await page.evaluate((probe) => {
      document.documentElement.lang = 'bn'
      for (const element of document.querySelectorAll('main :is(h1, h2, h3, p, .button)')) element.textContent = probe
    }, PROBE)
    // The Bengali text starts the Bengali faces' loading: measured once they are in, not while a
    // busy machine is still fetching them.
    await page.evaluate(() => document.fonts.ready)

    for (const selector of ['main h1', 'main h2', 'main p']) {
      const fonts = await fontsOf(page, selector)
      const stack = await page.$eval(selector, (element) => getComputedStyle(element).fontFamily)
      expect(fonts.length, `${selector} is drawn in some font`).toBeGreaterThan(0)
      for (const family of fonts) {
        expect(bengaliFamilies, `${selector} is drawn in ${family}, a font with Bengali letters (no empty boxes)`).toContain(family)
        expect(stack, `${selector}: ${family} is one the site names for Bengali, not the system's last resort`).toContain(family)
      }
    }
    expect(await clippedIn(page, 'main :is(h1, h2, h3, p, .button)')).toEqual([])
    expect(problems).toEqual([])
  })

  it('the same heading at the line height English headings have would reach outside its lines (so the check can fail)', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await page.goto(e2e.url('/umrah/'))
    await page.evaluate((probe) => {
      const heading = document.querySelector<HTMLElement>('main h1')!
      const english = getComputedStyle(heading).lineHeight
      document.documentElement.lang = 'bn'
      heading.textContent = probe
      heading.style.lineHeight = english
    }, PROBE)
    expect(await clippedIn(page, 'main h1')).not.toEqual([])
  })
})

describe('the built pages in Bengali', () => {
  const bengaliRoutes = builtRoutes().filter((route) => route.startsWith('/bn/'))

  it('exist', () => {
    expect(bengaliRoutes).toContain('/bn/')
  })

  // A few routes at once (it.concurrent), each in a tab of its own meanwhile.
  const tabs = useTabPool(e2e, { viewport: PHONE })
  it.concurrent.for(bengaliRoutes)('%s: headings and text in a Bengali font, nothing clipped, at both widths', (route, { expect }) =>
    tabs.use(async ({ page }) => {
      // One load: opened at a phone's width, then widened to a desktop's, where the CSS lays it out again.
      await page.setViewportSize(PHONE)
      await page.goto(e2e.url(route))
      // The page as the visitor reads it: its stylesheets too, not only its first screen's CSS.
      await waitForStylesheets(page)
      for (const viewport of [PHONE, DESKTOP]) {
        if (viewport !== PHONE) await resizePage(page, viewport)
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn')
        // A heading may keep an English name (a package's title: data/bn/hajj.yaml keeps every name),
        // and Noto's Bengali fonts have no Latin letters: its Bengali is drawn in a Bengali font, and
        // its Latin letters in a font the site's stack names, never in the browser's last resort.
        const fonts = await fontsOf(page, 'main h1')
        const { stack, text } = await page.$eval('main h1', (h1) => ({ stack: getComputedStyle(h1).fontFamily, text: h1.textContent ?? '' }))
        const bengaliFonts = fonts.filter((family) => bengaliFamilies.includes(family))
        if (BENGALI_LETTER.test(text)) expect(bengaliFonts, `${route} h1's Bengali letters are drawn in ${fonts.join(', ')}`).not.toEqual([])
        for (const family of fonts)
          expect(bengaliFonts.includes(family) || stack.includes(family), `${route} h1 is drawn in ${family}, not named in ${stack}`).toBe(true)
        expect(await clippedIn(page, 'main :is(h1, h2, h3, .button), .site-header a, .topbar a')).toEqual([])
      }
    }),
  )
})
