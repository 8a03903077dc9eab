// The first screen's CSS written shorter (scripts/critical-css-values.ts): each value as the first
// paint computes it, strings and what a page or its CSS sets left as they are.
import { describe, expect, it } from 'vitest'
import {
  withoutShadowedRootProperties,
  withoutSpacesAfterCommas,
  withoutTransformsOfHiddenStarts,
  withSimpleSumsDone,
  withUnsetPropertiesAsFallbacks,
} from '../../scripts/critical-css-values'

describe('withUnsetPropertiesAsFallbacks', () => {
  it('reads a property nothing on the page sets as its fallback', () => {
    expect(withUnsetPropertiesAsFallbacks('body{padding-bottom:calc(52px + var(--cookie-banner-height,0px))}', '<body></body>')).toBe(
      'body{padding-bottom:calc(52px + 0px)}',
    )
  })

  it('leaves a property the CSS declares, one a style attribute of the page sets, and a fallback with parentheses', () => {
    const declared = '.a{--gap:1rem}.b{gap:var(--gap,0)}'
    expect(withUnsetPropertiesAsFallbacks(declared, '')).toBe(declared)
    const attribute = '.b{gap:var(--gap,0)}'
    expect(withUnsetPropertiesAsFallbacks(attribute, '<div style="--gap:2rem"></div>')).toBe(attribute)
    const nested = '.b{gap:var(--gap,calc(1px + 1rem))}'
    expect(withUnsetPropertiesAsFallbacks(nested, '')).toBe(nested)
  })
})

describe('withSimpleSumsDone', () => {
  it('writes the sum or difference of two lengths in one unit as that length', () => {
    expect(withSimpleSumsDone('html{scroll-padding-top:calc(76px + 16px)}body{padding:calc(52px + 0px) calc(1.5rem - .25rem)}')).toBe(
      'html{scroll-padding-top:92px}body{padding:52px 1.25rem}',
    )
  })

  it('leaves sums of different units and longer sums', () => {
    const css = '.a{width:calc(100% - 2.5rem);top:calc(1px + 2px + 3px)}'
    expect(withSimpleSumsDone(css)).toBe(css)
  })
})

describe('withoutSpacesAfterCommas', () => {
  it('drops the spaces after commas outside strings', () => {
    expect(withoutSpacesAfterCommas(':root{--font:"Noto Sans", "Bangla MN", system-ui, sans-serif}.a{box-shadow:0 2px 4px #000, 0 1px #fff}')).toBe(
      ':root{--font:"Noto Sans","Bangla MN",system-ui,sans-serif}.a{box-shadow:0 2px 4px #000,0 1px #fff}',
    )
  })

  it('leaves them inside strings', () => {
    const css = '.a:after{content:", "}.b{quotes:"\\", " \'x, y\'}'
    expect(withoutSpacesAfterCommas(css)).toBe(css)
  })
})

describe('withoutShadowedRootProperties', () => {
  it("drops :root's properties that a rule for <body> on this page declares again (a Bengali page's fonts)", () => {
    expect(
      withoutShadowedRootProperties(
        ':root{--font-body:Arial, sans-serif;--font-display:var(--font-display-latin);--gap:1rem;color-scheme:light}html[lang|=bn] body{--font-body:"Noto Sans Bengali";--font-display:serif}body{font-family:var(--font-body)}',
      ),
    ).toBe(':root{--gap:1rem;color-scheme:light}html[lang|=bn] body{--font-body:"Noto Sans Bengali";--font-display:serif}body{font-family:var(--font-body)}')
  })

  it('keeps them on a page no such rule matches, when only a width redeclares them, or when <html> itself reads them', () => {
    const english = ':root{--font-body:Arial}body{font-family:var(--font-body)}'
    expect(withoutShadowedRootProperties(english)).toBe(english)
    const wide = ':root{--font-body:Arial}@media (width>=640px){body{--font-body:serif}}'
    expect(withoutShadowedRootProperties(wide)).toBe(wide)
    const readByHtml = ':root{--font-body:Arial}html{font-family:var(--font-body)}html[lang|=bn] body{--font-body:serif}'
    expect(withoutShadowedRootProperties(readByHtml)).toBe(readByHtml)
  })
})

describe('withoutTransformsOfHiddenStarts', () => {
  it('drops the transform a hidden menu list waits at and the one its showing resets', () => {
    expect(
      withoutTransformsOfHiddenStarts(
        '.dropdown{opacity:0;visibility:hidden;position:absolute;transform:translateY(6px)}.group:hover>.dropdown,.group:focus-within>.dropdown{opacity:1;visibility:visible;transform:none}',
      ),
    ).toBe('.dropdown{opacity:0;visibility:hidden;position:absolute}.group:hover>.dropdown,.group:focus-within>.dropdown{opacity:1;visibility:visible}')
  })

  it('leaves an element shown, one whose showing moves it, and one another rule moves', () => {
    const shown = '.a{transform:translateY(6px)}.g:hover>.a{visibility:visible;transform:none}'
    expect(withoutTransformsOfHiddenStarts(shown)).toBe(shown)
    const moved = '.a{visibility:hidden;transform:translateY(6px)}.g:hover>.a{visibility:visible;transform:scale(2)}'
    expect(withoutTransformsOfHiddenStarts(moved)).toBe(moved)
    const elsewhere =
      '.a{visibility:hidden;transform:translateY(6px)}.g:hover>.a{visibility:visible;transform:none}@media (width>=640px){.a{transform:rotate(1deg)}}'
    expect(withoutTransformsOfHiddenStarts(elsewhere)).toBe(elsewhere)
  })
})
