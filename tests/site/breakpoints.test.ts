// The site's breakpoints are a few named widths (renderer/styles/base.css names them): every
// media query of every stylesheet, and every width in an image's `sizes` or a matchMedia, uses
// one of them; "below N" is written as a max-width less than a pixel under N.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const NAMED = [360, 480, 640, 1024, 1280]
const FOLDERS = ['admin', 'behaviours', 'components', 'islands', 'pages', 'renderer']

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path)
    return /\.(css|tsx?)$/.test(entry.name) ? [path] : []
  })
}

/** Each `(min-width: …)` or `(max-width: …)` in a media query, a `sizes` list or a matchMedia, that is not a named width. */
function strayWidths(file: string, text: string): string[] {
  const queries = file.endsWith('.css')
    ? [...text.matchAll(/@media[^{]*/g)].map((m) => m[0])
    : [...text.matchAll(/sizes="[^"]*"|'\([^']*width[^']*\)'/g)].map((m) => m[0])
  return queries.flatMap((query) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
      .filter(([, side, value]) => {
        const width = Number(value)
        return side === 'min' ? !NAMED.includes(width) : !NAMED.some((named) => width < named && width >= named - 1)
      })
      .map(([whole]) => `${file}: ${whole}`),
  )
}

describe('breakpoints', () => {
  it('tells a named width from any other', () => {
    expect(strayWidths('a.css', '@media (min-width: 640px) and (max-width: 1023.98px) {} @media (max-width: 479px) {}')).toEqual([])
    expect(strayWidths('a.css', '@media (min-width: 900px) {} @media (max-width: 767px) {}')).toEqual([
      'a.css: (min-width: 900px)',
      'a.css: (max-width: 767px)',
    ])
    expect(strayWidths('A.tsx', `sizes="(min-width: 1200px) 280px, 100vw" matchMedia('(min-width: 768px)')`)).toEqual([
      'A.tsx: (min-width: 1200px)',
      'A.tsx: (min-width: 768px)',
    ])
  })

  it('every stylesheet, image and script of the site uses only the named widths', () => {
    const stray = FOLDERS.flatMap(files).flatMap((file) => strayWidths(file, readFileSync(join(ROOT, file), 'utf8')))
    expect(stray).toEqual([])
  })
})
