// No test types a visitor sentence of data/words.yaml or of a form's words: each reads it from
// data/ (tests/support/words.ts, form-words.ts, data-text.ts), so rewording one in data/ changes the
// page and the test's expectation together and fails nothing. The fixed texts of docs/specification/ are
// compared with data/ once, in tests/content/spec-texts.test.ts (tests/support/typed-words.ts).
// A sentence with its {placeholders} filled in by the test counts as typed too.
import { describe, expect, it } from 'vitest'
import { sentencesTypedIn, typedVisitorSentences, visitorSentences } from '../support/typed-words'

describe('visitor sentences in the tests', () => {
  it('finds a sentence of data/ typed as a string or in a template (the check can fail)', () => {
    const sentences = visitorSentences()
    const [sentence] = [...sentences]
    const source = `const a = ${JSON.stringify(sentence)}\nconst b = \`\${x}${sentence}\``
    expect(sentencesTypedIn('sample.ts', source, sentences)).toEqual([`sample.ts:1: ${sentence}`, `sample.ts:2: ${sentence}`])
  })

  it('finds a sentence with its {placeholders} filled in, in a string or around a template’s ${…} (the check can fail)', () => {
    const sentences = visitorSentences()
    const placeholder = /\{[A-Za-z]\w*\}/g
    const wordsBesides = (text: string) => text.replace(placeholder, ' ').split(/\s+/).filter(Boolean).length
    const sentence = [...sentences].find((text) => text.match(placeholder)?.length === 2 && wordsBesides(text) >= 4)!
    const filled = sentence.replace(placeholder, '7')
    const templated = sentence.replace(placeholder, '${n}')
    const source = `const a = ${JSON.stringify(filled)}\nconst b = \`${templated}\`\nconst c = ${JSON.stringify(`${filled} And more.`)}`
    expect(sentencesTypedIn('sample.ts', source, sentences)).toEqual([`sample.ts:1: ${filled}`, `sample.ts:2: ${sentence.replace(placeholder, '${…}')}`])
  })

  it('are read from data/, never typed', () => {
    expect(typedVisitorSentences()).toEqual([])
  })
})
