// No stylesheet names the left or right side of a line (issue 39): a right-to-left language is
// then a line of content/browser/locale.ts. Each finding names its file:line and what to write instead.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { physicalSides } from '../../tooling/logical-css'

const ROOT = join(import.meta.dirname, '..', '..')

describe('logical CSS', () => {
  it('every tracked stylesheet names sides by the line’s start and end', () => {
    const files = execFileSync('git', ['ls-files', '*.css'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(files.length).toBeGreaterThan(30)
    const found = files.flatMap((file) =>
      physicalSides(readFileSync(join(ROOT, file), 'utf8')).map(({ line, declaration, instead }) => `${file}:${line}  ${declaration}  → write ${instead}`),
    )
    expect(found, found.join('\n')).toEqual([])
  })

  it('finds each kind of physical side, at its line, and says what to write', () => {
    const css = [
      '/* margin-left: 1rem in a comment is no declaration */',
      '.a:hover { margin-left: 1rem; padding-right: 2px }',
      '@media (max-width: 600px) {',
      '  .b { left: 0; right: auto; border-left-color: red; text-align: right; float: left }',
      '  .c { padding: 0 1rem 0 2rem; inset: 0 auto 0 1rem; border-radius: 4px 14px 14px 14px }',
      '}',
    ].join('\n')
    expect(physicalSides(css).map(({ line, instead }) => `${line} ${instead.split(' (')[0]}`)).toEqual([
      '2 margin-inline-start',
      '2 padding-inline-end',
      '4 inset-inline-start',
      '4 inset-inline-end',
      '4 border-inline-start-color',
      '4 text-align: end',
      '4 float: inline-start',
      '5 padding-block and padding-inline',
      '5 inset-block and inset-inline',
      expect.stringMatching(/^5 border-radius with the same value on both sides/),
    ])
  })

  it('lets the logical forms and what is the same on both sides through', () => {
    const css =
      '.a { margin-inline-start: 1rem; inset-inline: 0; text-align: start; float: inline-end; padding: 1rem 2rem 0; margin: 0 calc(1rem + 2px) 0 calc(1rem + 2px); border-radius: 14px 14px 0 0; transition: left 0.2s }'
    expect(physicalSides(css)).toEqual([])
  })
})
