// The forms' registry: every form registers itself in its own definition, `forms/<form>.ts`, with
// `defineForm` (forms/_shared/define-form.ts); nothing keeps a list of them. The generator reads
// each definition's `words` from the source (declaredFormWords: it runs before the modules those
// files import exist), and the content check and the contract suites import the definitions
// (registeredForms). Node only.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { isFormRegistration, type FormRegistration, type FormWordsDeclaration } from '../../../forms/_shared/define-form'

/**
 * The folder that holds forms/: the code's own, not the data project's (`projectRoot`), so a check
 * of another data/ folder (a test's copy) still finds the site's forms.
 */
const CODE_ROOT = join(import.meta.dirname, '..', '..', '..')

/** Every definition file: forms/*.ts but the generated modules. */
export function formFiles(): string[] {
  return readdirSync(join(CODE_ROOT, 'forms'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.generated.ts'))
    .sort()
    .map((name) => `forms/${name}`)
}

/** A literal of the source (strings, numbers, booleans, arrays, objects, `as const`) as its value. */
function literal(node: ts.Expression, file: string): unknown {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literal(node.expression, file)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literal(element, file))
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`${file}: a form's \`words\` is a plain literal (no spread, shorthand or computed key)`)
        }
        return [property.name.text, literal(property.initializer, file)]
      }),
    )
  }
  throw new Error(`${file}: a form's \`words\` is a plain literal; found \`${node.getText()}\``)
}

/** The `words` of each `defineForm({ … })` in a definition's source. */
function wordsIn(file: string, text: string): FormWordsDeclaration[] {
  const found: FormWordsDeclaration[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineForm') {
      const [argument] = node.arguments
      const words =
        argument && ts.isObjectLiteralExpression(argument)
          ? argument.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'words')
          : undefined
      if (!words || !ts.isPropertyAssignment(words)) throw new Error(`${file}: defineForm({ words: { … }, … }) names where the form's words are`)
      found.push(literal(words.initializer, file) as FormWordsDeclaration)
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true))
  return found
}

/**
 * Every registered form's words, read from the definitions' source without running them (they
 * import the modules made from these declarations). Forms sharing one module declare it alike:
 * it is listed once.
 */
export function declaredFormWords(): FormWordsDeclaration[] {
  const byFile = new Map<string, FormWordsDeclaration>()
  for (const file of formFiles()) {
    for (const words of wordsIn(file, readFileSync(join(CODE_ROOT, file), 'utf8'))) {
      const earlier = byFile.get(words.file)
      if (earlier && JSON.stringify(earlier) !== JSON.stringify(words)) throw new Error(`${file}: ${words.file} is declared otherwise by another form`)
      byFile.set(words.file, words)
    }
  }
  return [...byFile.values()]
}

/** A registered form and the file that defines it. */
type RegisteredForm = FormRegistration & { source: string }

/** Every registered form, from its definition (after `npm run generate`), in the order of the files. */
export async function registeredForms(): Promise<RegisteredForm[]> {
  const files = formFiles()
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(join(CODE_ROOT, file)).href) as Promise<Record<string, unknown>>))
  return modules.flatMap((module, index) =>
    Object.values(module)
      .filter(isFormRegistration)
      .map((form) => ({ ...form, source: files[index]! })),
  )
}
