// Every word a visitor reads comes from data/, so the agency can reword any of it without a
// developer: no English text written in components/, islands/, pages/ or renderer/.
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FOLDERS, ROOT, sourceFiles, visitorWordsIn } from './visitor-words'

/**
 * Files that still hold visitor words in code, each moved to data/ in turn (issue 9). A file
 * leaves this list when it is clean; the test fails when a listed file is clean, so the list
 * only shrinks, and on any word in a file not listed.
 */
const NOT_YET_MOVED = new Set<string>([
  'components/hajj/HajjOptionCard.tsx',
  'components/hajj/packageMeta.ts',
  'components/home/HajjCard.tsx',
  'components/home/HomeContact.tsx',
  'components/home/ServiceCard.tsx',
  'components/home/TrustBadges.tsx',
  'components/home/UmrahCard.tsx',
  'components/home/VisaCard.tsx',
  'components/layout/Header.tsx',
  'components/layout/MobileNav.tsx',
  'components/umrah/UmrahComparison.tsx',
  'components/umrah/UmrahDetailSidebar.tsx',
  'components/umrah/UmrahPackageActions.tsx',
  'components/umrah/UmrahPackageSummary.tsx',
  'components/umrah/UmrahPackageTabs.tsx',
  'pages/east-london-mosque-umrah/+Page.tsx',
  'pages/hajj/+Page.tsx',
  'pages/hajj-2026-registration/+data.ts',
  'pages/hajj-packages-comparison/+Page.tsx',
  'pages/umrah/@packageId/+Page.tsx',
])

const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((path) => relative(ROOT, path))

describe('visitor words live in data/', () => {
  it('finds the words a visitor would read, and not class names, paths or developer messages', () => {
    const sample = [
      `export const A = () => <p className="card card--wide">Most Popular</p>`,
      `export const B = () => <button aria-label="Close the window" />`,
      `const label = 'Places available'`,
      'const position = `${index} of ${count}`',
      'const className = `hero__slide ${active ? "is-active" : ""}`',
      `if (!page) throw new Error(\`data/faqs.yaml has no page with id \${id}\`)`,
      `import { x } from './Some Module'`,
      `const href = '/umrah/'`,
    ].join('\n')
    expect(visitorWordsIn('sample.tsx', sample)).toEqual(['1: Most Popular', '2: Close the window', '3: Places available', '4: of'])
  })

  it.each(files.filter((file) => !NOT_YET_MOVED.has(file)))('%s has no visitor words in code', (file) => {
    expect(visitorWordsIn(join(ROOT, file)), `move these words to data/ (see EDITING.md)`).toEqual([])
  })

  it.each([...NOT_YET_MOVED])('%s, listed as not yet moved, still has words (else take it off the list)', (file) => {
    expect(visitorWordsIn(join(ROOT, file)).length).toBeGreaterThan(0)
  })
})
