// The editor shows each problem of the content check at its field: content/server/editor/problem-path.ts
// reads a problem's line and column back into the path of the value it is about.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateSource } from '../../content/server/check/validate'
import { pathAt } from '../../content/server/editor/problem-path'

const ROOT = join(import.meta.dirname, '..', '..')
const umrah = readFileSync(join(ROOT, 'data/umrah.yaml'), 'utf8')

function problemsWithPaths(text: string) {
  const { source, problems } = validateSource(ROOT, 'data/umrah.yaml', 'umrah', text)
  return problems.map((p) => ({ path: pathAt(source, p.line, p.col), message: p.message }))
}

describe('pathAt', () => {
  it('puts a wrong value at its field', () => {
    const text = umrah.replace(/^(\s+price:) \d+/m, '$1 £1,649')
    expect(problemsWithPaths(text)).toContainEqual({ path: ['packages', 0, 'price'], message: expect.stringContaining('you wrote "£1,649"') as string })
  })

  it('puts missing fields on their group, not on its first field', () => {
    const text = umrah.replace(/^(\s+)title: .*\n/m, '')
    const missing = problemsWithPaths(text).find((p) => p.message.includes('title'))
    expect(missing?.path).toEqual(['packages', 0])
  })
})
