// The first screen's CSS made lighter (scripts/critical-css-trim.ts): what no first paint shows
// goes, what it shows stays, on minified CSS as beasties gives it.
import { describe, expect, it } from 'vitest'
import { withoutPrint, withoutTransitions, withoutUnpaintedStates, withRootPropertiesInlined } from '../../scripts/critical-css-trim'

describe('withoutUnpaintedStates', () => {
  it('drops the rules only a pointer, shown focus or a disabled control applies, inside @media too', () => {
    const css =
      'a{color:red}a:hover{color:blue}.b:focus-visible,.b:hover{outline:0}.c:disabled{opacity:.5}@media (width>=640px){.d{gap:0}.d:hover{gap:1px}}@media (width>=9px){.e:hover{gap:0}}'
    expect(withoutUnpaintedStates(css)).toBe('a{color:red}@media (width>=640px){.d{gap:0}}')
  })

  it('keeps a rule that also applies without the state, one that shows something, and @keyframes', () => {
    const css = '.a,.a:hover{color:red}.menu:hover>.list{visibility:visible;opacity:1}.menu:hover .x{display:block}@keyframes f{0%{opacity:0}to{opacity:1}}'
    expect(withoutUnpaintedStates(css)).toBe(css)
  })

  it('splits a selector list only at its own commas', () => {
    expect(withoutUnpaintedStates('body:has(:target:not(main,main>:first-child)){color:red}')).toBe('body:has(:target:not(main,main>:first-child)){color:red}')
  })
})

describe('withoutPrint', () => {
  it('drops the rules for print and keeps those for screens', () => {
    expect(withoutPrint('a{color:red}@media print{.bar{display:none}}@media (min-width:640px){a{color:blue}}')).toBe(
      'a{color:red}@media (min-width:640px){a{color:blue}}',
    )
  })
})

describe('withoutTransitions', () => {
  it('drops the transition shorthand and its longhands, and keeps the animations', () => {
    expect(
      withoutTransitions(
        '.a{color:red;transition:opacity .2s}.b{transition:transform .3s;gap:0}*{transition-duration:.01ms!important;animation-duration:.01ms!important}',
      ),
    ).toBe('.a{color:red}.b{gap:0}*{animation-duration:.01ms!important}')
  })
})

describe('withRootPropertiesInlined', () => {
  it("writes each of :root's own properties where it is read", () => {
    expect(withRootPropertiesInlined(':root{--ink:#123;--gap:1rem}.a{color:var(--ink);margin:calc(var(--gap) + 2px)}')).toBe(
      ':root{--ink:#123;--gap:1rem}.a{color:#123;margin:calc(1rem + 2px)}',
    )
  })

  it('leaves the fonts, which a language redeclares, even on a page in the default language', () => {
    const css = ':root{--font-body:serif}.a{font-family:var(--font-body)}'
    expect(withRootPropertiesInlined(css)).toBe(css)
  })

  it('leaves a property declared again elsewhere, read with a fallback, or reading another', () => {
    const css =
      ':root{--font:serif;--a:1px;--b:var(--a);--c:2px}html[lang|=bn] body{--font:sans-serif}.x{font-family:var(--font);gap:var(--b);margin:var(--c,0)}'
    // --a itself is :root's alone: written into --b, which stays a property.
    expect(withRootPropertiesInlined(css)).toBe(css.replace('--b:var(--a)', '--b:1px'))
  })
})
