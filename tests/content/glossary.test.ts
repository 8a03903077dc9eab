// The Bengali glossary (data/bn/glossary.yaml) held by the content check (content/server/check/glossary.ts):
// a spelling it forbids, anywhere in data/bn/, is an error at its line and column naming the spelling
// to write, and so is a sentence ended with a full stop; the site's own texts have none.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { checkGlossary } from '../../content/server/check/glossary'
import { formatProblem } from '../../content/server/data/problem'
import { temporaryProject } from '../support/content/project'

const FAQS = 'data/bn/faqs.yaml'
const TERMS = 'data/bn/policies/terms-conditions.md'

/** The glossary's problems in a copy of the project with these files written over. */
function glossaryProblems(files: Record<string, string>): string[] {
  const project = temporaryProject(files)
  try {
    return checkGlossary(project.root).map(formatProblem)
  } finally {
    project.remove()
  }
}

/** `text` with the line holding `needle` followed by `line`; and where that new line is (1-based). */
function withLineAfter(file: string, needle: string, line: string): { text: string; lineNumber: number } {
  const lines = readFileSync(file, 'utf8').split('\n')
  const index = lines.findIndex((l) => l.includes(needle))
  expect(index, `${file} holds ${needle}`).toBeGreaterThanOrEqual(0)
  lines.splice(index + 1, 0, line)
  return { text: lines.join('\n'), lineNumber: index + 2 }
}

describe('the Bengali glossary', () => {
  it('the real data/ has no forbidden spelling (and the glossary itself, which names them, is not scanned)', () => {
    expect(checkGlossary(process.cwd()).map(formatProblem)).toEqual([])
    const report = checkContent().problems.map(formatProblem)
    expect(report.filter((line) => line.includes('data/bn/glossary.yaml'))).toEqual([])
  })

  it('a forbidden spelling in a YAML text is reported at its line and column, with the spelling to write', () => {
    const line = '  # নোট: হজ্ব ও বিমা'
    const { text, lineNumber } = withLineAfter(FAQS, 'review:', line)
    expect(glossaryProblems({ [FAQS]: text })).toEqual([
      `${FAQS}:${lineNumber}:${line.indexOf('হজ্ব') + 1}  write হজ্জ, not হজ্ব (data/bn/glossary.yaml)`,
      `${FAQS}:${lineNumber}:${line.indexOf('বিমা') + 1}  write বীমা, not বিমা (data/bn/glossary.yaml)`,
    ])
  })

  it('a Markdown policy is held to it too; the right spelling, other words (হজরত, বিমান, সহজ) and a suffix are told apart', () => {
    const line = 'হজ্জের পর হজরত সহজে বিমানে ফিরবেন; হজের খরচ'
    const { text, lineNumber } = withLineAfter(TERMS, '', line)
    const column = line.indexOf('হজের') + 1
    expect(glossaryProblems({ [TERMS]: text })).toEqual([`${TERMS}:${lineNumber}:${column}  write হজ্জ, not হজ (data/bn/glossary.yaml)`])
  })

  it('a Bengali sentence ended with a full stop is reported at the full stop; an abbreviation, a decimal and a numbered point are not', () => {
    const line = '  # নোট: নবী (সা.) বলেছেন, রেটিং ৪.৯ ১. আমরা সাহায্য করি. তারপর'
    const { text, lineNumber } = withLineAfter(FAQS, 'review:', line)
    expect(glossaryProblems({ [FAQS]: text })).toEqual([
      `${FAQS}:${lineNumber}:${line.indexOf('করি.') + 4}  end a Bengali sentence with the dari ।, not a full stop (.)`,
    ])
  })

  it('a glossary not as its schema says is reported in the glossary, not skipped silently', () => {
    expect(glossaryProblems({ 'data/bn/glossary.yaml': 'spellings:\n  - write: হজ্জ\n' })).toEqual([
      "data/bn/glossary.yaml:2:5  /spellings/0 must have required property 'not'",
    ])
  })
})
