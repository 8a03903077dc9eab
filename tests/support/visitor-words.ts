// Finds the words a visitor would read that are written in code instead of data/: text between
// JSX tags, text attributes (aria-label, alt, title, placeholder, label, and a component's own
// text props such as submitLabel or emptyText), phrases in string
// literals and the words of template literals. Messages for developers (thrown errors, console
// output) are not visitor words, nor a value a form sends that nobody reads (a declaration marked
// with the comment `// visitor-words: sent value`). Used by tests/site/visitor-words.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

export const ROOT = join(import.meta.dirname, '..', '..')
export const FOLDERS = ['components', 'islands', 'behaviours', 'pages', 'renderer', 'forms', 'content']
/**
 * Messages for the agency's staff and developers, not visitors: the content check (with the
 * Markdown pages' own check), the generators, and the editor at /admin/ (staff only).
 */
export const NOT_VISITOR_FOLDERS = ['content/server/check', 'content/server/generate', 'content/server/editor', 'content/server/markdown/source.ts']
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label'])
/** A component's own prop that carries text to show, e.g. submitLabel, sendingText, modalTitle. */
const TEXT_PROP = /[a-z](Label|Text|Title|Heading)$/
const isTextAttribute = (name: string) => TEXT_ATTRIBUTES.has(name) || TEXT_PROP.test(name)
/** A run of two letters or more: a word. */
const WORD = /[A-Za-z]{2,}/
/** A phrase in a string: capitalised words with a space, e.g. "Most Popular", "Book Now". */
const PHRASE = /^[A-Z][a-z]+(?: [A-Za-z£0-9,.'()&/-]+)+[.!?:]?$/
/** One capitalised word, perhaps while something happens ("Closed", "Sending..."). */
const ONE_WORD = /^[A-Z][a-z]+(?:\.\.\.|…)?$/
/** Words in a template's text, e.g. `${n} of ${total}` or `From ${price}`, but not class names or paths. */
const TEMPLATE_WORDS = /(^|\s)[A-Za-z][a-z]+(\s|$)/

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (NOT_VISITOR_FOLDERS.some((skip) => path === join(ROOT, skip) || path === skip)) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.generated\.ts$/.test(name) ? [path] : []
  })
}

/**
 * The comment that marks a declaration (or an object's property) whose text is never shown: a value
 * sent to a function, a font's name, a form's example body for its contract tests.
 */
const SENT_VALUE = /\/\/ visitor-words: (sent value|not shown|the agency's)/

/** A declaration or property behind the comment above: its text is never shown. */
function markedNotShown(node: ts.Node): boolean {
  return (ts.isVariableStatement(node) || ts.isPropertyAssignment(node)) && SENT_VALUE.test(node.getFullText().slice(0, node.getLeadingTriviaWidth()))
}

/** What a function is the value of: the property or declaration it, or a call it is given to, stands in. */
function ownerOf(fn: ts.Node): ts.Node {
  let owner = fn.parent
  while (ts.isCallExpression(owner)) owner = owner.parent
  return owner
}

function forDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (markedNotShown(at)) return true
    if (ts.isThrowStatement(at) || ts.isNewExpression(at)) return true
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true
    // A function's text is its own, unless the function is the value of a marked property, or
    // given to a call that is (`mail: visitorMail((data) => ({ subject: … }))`).
    if (ts.isFunctionLike(at)) return markedNotShown(ownerOf(at))
    if (ts.isSourceFile(at)) return false
  }
  return false
}

/**
 * A one-word string that is shown, not a key or a value compared with: a branch of a condition
 * (`closed ? 'Closed' : times`), the content of a JSX expression, or one with dots ("Sending...").
 */
function shown(node: ts.Node): boolean {
  if (/(\.\.\.|…)$/.test((node as ts.StringLiteral).text)) return true
  const parent = node.parent
  if (ts.isJsxExpression(parent)) return true
  return ts.isConditionalExpression(parent) && (parent.whenTrue === node || parent.whenFalse === node)
}

/** The visitor words written in one file, as "line: text". */
export function visitorWordsIn(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const report = (node: ts.Node, words: string) => {
    if (forDevelopers(node)) return
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(`${line}: ${words.trim().replace(/\s+/g, ' ')}`)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (WORD.test(node.text)) report(node, node.text)
    } else if (ts.isJsxAttribute(node)) {
      const value = node.initializer
      if (node.name.getText() === 'className') return
      if (isTextAttribute(node.name.getText()) && value && ts.isStringLiteral(value) && WORD.test(value.text)) report(value, value.text)
      else if (value) ts.forEachChild(value, visit)
      return
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inModuleName = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent)
      if (!inModuleName && (PHRASE.test(node.text) || (ONE_WORD.test(node.text) && shown(node)))) report(node, node.text)
    } else if (ts.isTemplateExpression(node)) {
      for (const part of [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]) {
        if (/\s/.test(part) && TEMPLATE_WORDS.test(part)) report(node, part)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
