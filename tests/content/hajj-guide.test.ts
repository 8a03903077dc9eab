// The free guide of /hajj-packages-comparison: what the page says about the PDF (its page count
// and size, in data/hajj-comparison.yaml) must be true of the file visitors download.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/load'

const { guide } = loadCatalogue('hajj-comparison')
const file = join(process.cwd(), 'public', 'guides', guide.file)

/** "130 KB" or "2.6 MB" in bytes (1 KB = 1024 bytes, as file managers count them). */
function statedBytes(size: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(KB|MB)$/.exec(size)
  if (!match) throw new Error(`guide.size "${size}" should read like 130 KB or 2.6 MB`)
  return Number(match[1]) * (match[2] === 'MB' ? 1024 * 1024 : 1024)
}

describe('the Hajj package guide PDF', () => {
  it('is a PDF file in public/guides', () => {
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('has the number of pages the page states', () => {
    const pages =
      readFileSync(file)
        .toString('latin1')
        .match(/\/Type\s*\/Page(?!s)/g) ?? []
    expect(pages.length).toBe(guide.pages)
  })

  it('is the size the page states, rounded', () => {
    const actual = statSync(file).size
    expect(Math.abs(statedBytes(guide.size) - actual) / actual).toBeLessThan(0.05)
  })
})
