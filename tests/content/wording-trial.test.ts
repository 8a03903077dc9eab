// The wording trial's rewrite (tooling/wording-trial.ts; scripts/wording-trial.ts runs the trial):
// it marks every sentence of the files it names and leaves what is not a sentence alone. The trial
// itself rebuilds the site and is not run here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../content/server/data/paths'
import { DEFAULT_MARKER, isSentence, marked, rewriteYaml, TRIAL_WORDS } from '../../tooling/wording-trial'

describe('the wording trial’s rewrite', () => {
  it('marks sentences, keeping {placeholders}, and leaves values, ids, links and dates alone', () => {
    const source = [
      'label: Book a {thing} now',
      'options:',
      '  - { value: hajj-inquiry, label: Hajj Inquiry }',
      'link: { href: /contact, label: Contact us }',
      'day: 2026-12-19',
      'id: east-london',
      'prefix: AN',
      'referencePrefix: AN',
    ].join('\n')
    const { text, texts } = rewriteYaml(source, [''])
    const data = parse(text) as Record<string, unknown>
    expect(data.label).toBe(marked('Book a {thing} now'))
    expect(data.options).toEqual([{ value: 'hajj-inquiry', label: marked('Hajj Inquiry') }])
    expect(data.link).toEqual({ href: '/contact', label: marked('Contact us') })
    expect([data.day, data.id, data.referencePrefix]).toEqual(['2026-12-19', 'east-london', 'AN'])
    expect(texts.map((t) => t.path)).toEqual(['label', 'options.0.label', 'link.label', 'prefix'])
    expect(isSentence('https://example.org', 'text')).toBe(false)
  })

  it('finds every part it names in data/, and marks texts in each', () => {
    for (const { file, parts, except = [] } of TRIAL_WORDS) {
      const { texts } = rewriteYaml(readFileSync(join(projectRoot(), file), 'utf8'), parts, DEFAULT_MARKER, except)
      expect(texts.length, file).toBeGreaterThan(0)
      // The parts left out (the shapes data/ writes times in) are left as they are.
      for (const part of except)
        expect(
          texts.filter(({ path }) => path.startsWith(`${part}.`)),
          `${file}: ${part}`,
        ).toEqual([])
      expect(
        texts.every(({ was }) => !was.includes(DEFAULT_MARKER)),
        file,
      ).toBe(true)
    }
  })
})
