// Issue 39: one definition per form drives its function. Each functions/send-<form>.ts is only the
// definition's name handed to its builder and the literal `config` Netlify reads from the source
// (an imported constant there leaves the function without its rate limit: tests/functions/bundle.test.ts);
// that literal is held here to the definition (name, path, rate limit), and every send-* file is
// a registered form's function. The islands post to the definition's endpoint, never a path of their own.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '@netlify/functions'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { registeredForms } from '../../content/server/data/form-registry'
import type { FormHandler } from '../../functions/_shared/create-form-handler'

const ROOT = join(import.meta.dirname, '..', '..')
const forms = await registeredForms()
const sendFunctions = readdirSync(join(ROOT, 'functions'))
  .filter((name) => name.startsWith('send-') && name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length))

/** What a function file's statements are, by kind: imports, the default export's call, `config`. */
function shapeOf(file: string): { others: string[]; defaultExport?: string; configIsLiteral: boolean } {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const others: string[] = []
  let defaultExport: string | undefined
  let configIsLiteral = false
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue
    if (ts.isExportAssignment(statement) && ts.isCallExpression(statement.expression)) {
      defaultExport = statement.expression.getText()
      continue
    }
    const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined
    if (declaration?.name.getText() === 'config') {
      configIsLiteral = declaration.initializer !== undefined && ts.isObjectLiteralExpression(declaration.initializer)
      continue
    }
    others.push(statement.getText().split('\n')[0]!)
  }
  return { others, defaultExport, configIsLiteral }
}

describe('each form function is its definition and the literal config Netlify reads', () => {
  it('every send-* function belongs to one registered form, and every form has its function', () => {
    expect(forms.map((form) => form.endpoint.function).sort()).toEqual(sendFunctions.sort())
  })

  describe.each(forms.map((form) => [form.endpoint.function, form] as const))('%s', (name, form) => {
    it('holds nothing but the definition handed to its builder and `config` as an object literal', () => {
      const shape = shapeOf(`functions/${name}.ts`)
      expect(shape.others, 'statements besides the imports, the default export and config').toEqual([])
      expect(shape.defaultExport).toMatch(/^(formFunction|applicationFunction)\(\w+Form\)$/)
      expect(shape.configIsLiteral, 'Netlify reads only an object literal').toBe(true)
    })

    it('answers as the definition says: its name, its replies', async () => {
      const handler = ((await import(`../../functions/${name}.ts`)) as { default: FormHandler }).default
      expect(handler.contract.formName).toBe(form.name)
      const english = form.reply.textsIn('en')
      expect(handler.contract.successText).toBe(english.successText)
      expect(handler.contract.failureText).toBe(english.failureText)
      expect(handler.contract.labels).toEqual(english.labels)
    })

    it('has the rate limit the definition declares, at the path the island posts to', async () => {
      const { config } = (await import(`../../functions/${name}.ts`)) as { config: Config }
      expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: form.contract.rateLimit, windowSize: 60, aggregateBy: ['ip', 'domain'] })
      // Without `path`, Netlify serves the function at /.netlify/functions/<name>, the definition's path.
      expect(config.path ?? `/.netlify/functions/${name}`).toBe(form.endpoint.path)
    })
  })
})

describe('the islands', () => {
  const files = readdirSync(join(ROOT, 'islands'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
  it('post to their form’s endpoint: no function path written in an island', () => {
    const written = files.filter((file) => /['"`]\/(\.netlify\/functions|api)\//.test(readFileSync(join(ROOT, 'islands', file), 'utf8')))
    expect(written).toEqual([])
  })
})
