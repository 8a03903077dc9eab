// The characters the built site draws, and CSS unicode-ranges, for subsetting its web fonts
// (scripts/subset-fonts.ts) and for the test that holds the subsets to the pages
// (tests/site/fonts.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { listPages } from './page-weight.js'

/** Drawn whatever the built text holds: what a visitor types into a form or the search box. */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)

/**
 * The Bengali digits, which the locale's number formatter composes in the browser as well
 * (a total, a count of results) from figures no file holds in Bengali.
 */
const BENGALI_DIGITS = [...new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(1234567890)].map((c) => c.codePointAt(0)!)

/** Escapes that stand for a character in markup (&#x9CD;), scripts (\u09cd, \u{1F600}) and CSS (\2192). */
const ESCAPES = /&#x([0-9a-f]+);|&#(\d+);|\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\([0-9a-f]{1,6})\s?/gi

/** The code points a text holds, its escapes decoded. */
export function codePointsOf(text: string): Set<number> {
  const points = new Set<number>()
  for (const char of text) points.add(char.codePointAt(0)!)
  for (const match of text.matchAll(ESCAPES)) {
    const [, markupHex, markupDecimal, scriptBraced, script, css] = match
    const hex = markupHex ?? scriptBraced ?? script ?? css
    const point = hex ? parseInt(hex, 16) : parseInt(markupDecimal!, 10)
    if (point <= 0x10ffff) points.add(point)
  }
  return points
}

/** Text files under `folder` with one of the extensions, recursively. */
function filesIn(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Every character the built site (`root`, dist/client) may draw: its pages' text and markup, the
 * strings of its scripts (an island's messages) and of its stylesheets (generated content), the
 * Bengali digits and printable ASCII, and the parts each letter decomposes into. A superset of what the faces draw, so nothing the pages show
 * falls out of a subset.
 */
export function siteCodePoints(root: string): Set<number> {
  const points = new Set<number>([...PRINTABLE_ASCII, ...BENGALI_DIGITS])
  const files = [...listPages(root).map((page) => join(root, page)), ...filesIn(join(root, 'assets'), ['.js', '.css'])]
  for (const file of files) for (const point of codePointsOf(readFileSync(file, 'utf8'))) points.add(point)
  // A shaper draws some letters as their parts (Bengali ৌ as ে and ৗ, placed on either side of
  // its consonant), which the text itself may never hold.
  for (const point of [...points]) for (const part of String.fromCodePoint(point).normalize('NFD')) points.add(part.codePointAt(0)!)
  return points
}

/** A CSS unicode-range descriptor's ranges, [first, last] each. */
export function parseUnicodeRange(descriptor: string): [number, number][] {
  return descriptor.split(',').map((part) => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`Not a unicode-range: "${part.trim()}" in "${descriptor}"`)
    const [, first, last] = match
    if (first!.includes('?')) return [parseInt(first!.replace(/\?/g, '0'), 16), parseInt(first!.replace(/\?/g, 'F'), 16)]
    return [parseInt(first!, 16), parseInt(last ?? first!, 16)]
  })
}

export const inRanges = (ranges: readonly [number, number][], point: number) => ranges.some(([first, last]) => point >= first && point <= last)

const hex = (point: number) => point.toString(16).toUpperCase()

/** The unicode-range descriptor of exactly these code points, consecutive ones joined, as a minifier writes it. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b)
  const parts: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!
    while (sorted[i + 1] === sorted[i]! + 1) i++
    parts.push(first === sorted[i] ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i]!)}`)
  }
  return parts.join(',')
}
