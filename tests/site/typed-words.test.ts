// No test types a visitor sentence of data/words.yaml or of a form's words: each reads it from
// data/ (tests/support/words.ts, form-words.ts, data-text.ts), so rewording one in data/ changes the
// page and the test's expectation together and fails nothing. The specification's fixed texts are
// compared with data/ once, in tests/content/spec-texts.test.ts (tests/support/typed-words.ts).
import { describe, expect, it } from 'vitest'
import { sentencesTypedIn, typedVisitorSentences, visitorSentences } from '../support/typed-words'

describe('visitor sentences in the tests', () => {
  it('finds a sentence of data/ typed as a string or in a template (the check can fail)', () => {
    const sentences = visitorSentences()
    const [sentence] = [...sentences]
    const source = `const a = ${JSON.stringify(sentence)}\nconst b = \`\${x}${sentence}\``
    expect(sentencesTypedIn('sample.ts', source, sentences)).toEqual([`sample.ts:1: ${sentence}`, `sample.ts:2: ${sentence}`])
  })

  it('are read from data/, never typed', () => {
    expect(typedVisitorSentences()).toEqual([])
  })
})
