// One naming rule for module files (issue 13): components PascalCase.tsx, Vike's +files in
// pages/ and renderer/, every other module file and folder kebab-case. The rule is
// tooling/file-names.ts; a failure names each misnamed file and the name it should have.
// Test helpers have one home, tests/support/ (issue 13): a module under tests/ is a test file, a
// helper in tests/support/ or a fixture in a fixtures/ folder.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectedPath, kebabCase, misnamedFiles, moduleFiles } from '../../tooling/file-names'

const ROOT = join(import.meta.dirname, '..', '..')

describe('module file names', () => {
  it('knows a well-named file from a misnamed one, and names the one expected', () => {
    expect(kebabCase('usePrefersReducedMotion')).toBe('use-prefers-reduced-motion')
    expect(kebabCase('HTMLPart')).toBe('html-part')
    expect(
      misnamedFiles([
        'components/ui/Price.tsx',
        'components/WhyChooseUs.tsx',
        'components/WhyChooseUs.css',
        'components/home/Cards.css',
        'components/ui/keep-focus-inside.ts',
        'components/ui/keepFocusInside.ts',
        'components/ui/Helpers.ts',
        'islands/hooks/useAutoplay.ts',
        'islands/forms/lazyForm.tsx',
        'islands/whyChooseUs/WhyChooseUsCard.tsx',
        'pages/hajj/@packageId/+Page.tsx',
        'pages/+onBeforePrerenderStart.ts',
        'pages/_package-not-found/+data.ts',
        'renderer/+onRenderHtml.tsx',
        'components/+Page.tsx',
        'functions/_shared/email-body.ts',
        'functions/send-contact-email.ts',
        'forms/quoteForm.generated.ts',
        'tests/functions/emailBody.test.ts',
        'tests/e2e/a11y-pages-a.test.ts',
        'vite.config.ts',
      ]),
    ).toEqual([
      { path: 'components/home/Cards.css', expected: 'components/home/cards.css' },
      { path: 'components/ui/keepFocusInside.ts', expected: 'components/ui/keep-focus-inside.ts' },
      { path: 'components/ui/Helpers.ts', expected: 'components/ui/helpers.ts' },
      { path: 'islands/hooks/useAutoplay.ts', expected: 'islands/hooks/use-autoplay.ts' },
      { path: 'islands/forms/lazyForm.tsx', expected: 'islands/forms/lazy-form.tsx' },
      { path: 'islands/whyChooseUs/WhyChooseUsCard.tsx', expected: 'islands/why-choose-us/WhyChooseUsCard.tsx' },
      { path: 'components/+Page.tsx', expected: 'components/page.tsx' },
      { path: 'forms/quoteForm.generated.ts', expected: 'forms/quote-form.generated.ts' },
      { path: 'tests/functions/emailBody.test.ts', expected: 'tests/functions/email-body.test.ts' },
    ])
    expect(expectedPath('islands/ui/Modal.tsx')).toBe('islands/ui/Modal.tsx')
  })

  it('finds the module files of the repository', () => {
    const files = moduleFiles(ROOT)
    expect(files).toContain('islands/ui/Modal.tsx')
    expect(files).toContain('pages/index/+Page.tsx')
    expect(files.some((f) => f.startsWith('node_modules/') || f.startsWith('dist/'))).toBe(false)
  })
  it('every module file follows the rule', () => {
    const misnamed = misnamedFiles(moduleFiles(ROOT)).map((f) => `${f.path} → ${f.expected}`)
    expect(misnamed, 'rename them (git mv) and fix their imports').toEqual([])
  })

  it('every test helper lives in tests/support/', () => {
    const helpers = moduleFiles(ROOT).filter((f) => f.startsWith('tests/') && !f.endsWith('.test.ts'))
    expect(helpers).toContain('tests/support/browser/index.ts')
    expect(
      helpers.filter((f) => !f.startsWith('tests/support/') && !/(^|\/)fixtures\//.test(f)),
      'move them into tests/support/',
    ).toEqual([])
  })
})
