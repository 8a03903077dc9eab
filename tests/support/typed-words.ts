// Finds visitor sentences typed into the tests: a string literal (or a template's text) of four
// words or more that equals a text of data/words.yaml or of a form's words (the catalogues that
// hold a form: data/forms.yaml and the `form`/`wizard` parts of the pages' files), or such a text
// with its {placeholders} filled in by the test ('“photo.png” is not a real JPG or PNG file...',
// `Please choose at most ${max} additional documents`). A test reads
// such a sentence from data/ instead (tests/support/words.ts, tests/support/form-words.ts), so a
// change of wording there fails no test. The one place that may type them is the check that data/
// still says what docs/specification/ fixes (SPEC_TEXTS_FILE). Used by tests/site/typed-words.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { loadCatalogue } from '../../content/server/data/load'
import { filledIn, textsOf } from './form-words'

const ROOT = join(import.meta.dirname, '..', '..')
/** Where the fixed texts of docs/specification/ are compared with data/ (once). */
export const SPEC_TEXTS_FILE = 'tests/content/spec-texts.test.ts'

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length
const PLACEHOLDERS = /\{[A-Za-z]\w*\}/g
/** Stands for a template's ${…} when its whole text is compared with the sentences. */
const HOLE = '\u0000'

/** The sentences a test must not type: every text of the words catalogue and of the forms' words. */
export function visitorSentences(): Set<string> {
  const forms = [
    loadCatalogue('words', 'en'),
    loadCatalogue('forms', 'en'),
    loadCatalogue('hotels', 'en').form,
    loadCatalogue('flights', 'en').form,
    loadCatalogue('transport', 'en').form,
    loadCatalogue('get-quote', 'en').wizard,
    loadCatalogue('hajj-registration', 'en').form,
    loadCatalogue('bangladesh-visa', 'en').form,
  ]
  return new Set(
    forms
      .flatMap(textsOf)
      .map((text) => text.trim())
      .filter((text) => wordCount(text) >= 4),
  )
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return testFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * The sentences with {placeholders} and four words or more besides, as one pattern matching any
 * of them filled in (a template's ${…} standing for a filled placeholder).
 */
export function filledSentencesPattern(sentences: ReadonlySet<string>): RegExp {
  const fillable = [...sentences].filter((text) => text !== text.replace(PLACEHOLDERS, '') && wordCount(text.replace(PLACEHOLDERS, ' ')) >= 4)
  return fillable.length ? new RegExp(`^(?:${fillable.map(filledIn).join('|')})$`, 's') : /(?!)/
}

/** "file:line: text" for each of `sentences`, as data/ writes it or filled in, typed as a string or a template in `source`. */
export function sentencesTypedIn(file: string, source: string, sentences: ReadonlySet<string>, filled = filledSentencesPattern(sentences)): string[] {
  const found: string[] = []
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const visit = (node: ts.Node): void => {
    const parts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : []
    const typed = parts.map((part) => part.trim()).filter((part) => sentences.has(part))
    const whole = parts.join(HOLE).trim()
    if (parts.length && !typed.length && filled.test(whole)) typed.push(whole.replaceAll(HOLE, '${…}'))
    for (const text of typed) found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`)
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** "file:line: text" for each visitor sentence typed into tests/. */
export function typedVisitorSentences(sentences = visitorSentences()): string[] {
  const filled = filledSentencesPattern(sentences)
  return testFiles(join(ROOT, 'tests'))
    .map((path) => [relative(ROOT, path), path] as const)
    .filter(([file]) => file !== SPEC_TEXTS_FILE)
    .flatMap(([file, path]) => sentencesTypedIn(file, readFileSync(path, 'utf8'), sentences, filled))
}
