// Every word a visitor reads comes from data/, so the agency can reword any of it without a
// developer: no English text written in components/, islands/, behaviours/, pages/ or renderer/.
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FOLDERS, ROOT, sourceFiles, visitorWordsIn } from '../support/visitor-words'

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
      `const times = closed ? 'Closed' : opens`,
      `const label = sending ? 'Sending...' : send`,
      `const method = post ? 'POST' : 'GET'`,
      `const key = event.key === 'Escape'`,
      `const form = { example: () => ({ name: 'Yusuf Ali' }) }`,
      `const kept = {\n  // visitor-words: sent value\n  example: () => ({ name: 'Aisha Rahman' }),\n}`,
      `export const C = () => <FormActions submitLabel="Submit Request" className="hotels-form__actions" onCancel={close} />`,
    ].join('\n')
    expect(visitorWordsIn('sample.tsx', sample)).toEqual([
      '1: Most Popular',
      '2: Close the window',
      '3: Places available',
      '4: of',
      '9: Closed',
      '10: Sending...',
      '13: Yusuf Ali',
      '18: Submit Request',
    ])
  })

  it.each(files)('%s has no visitor words in code', (file) => {
    expect(visitorWordsIn(join(ROOT, file)), `move these words to data/ (see EDITING.md)`).toEqual([])
  })
})
