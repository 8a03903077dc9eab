// After `vike build`: each web font the stylesheets name is cut down to the characters the built
// pages draw (tooling/font-characters.ts), as WOFF2. HarfBuzz's subsetter (subset-font) keeps
// every glyph the layout features reach from the kept characters, so a Bengali conjunct (ক্ষ,
// ন্ত) or a Latin ligature still forms. Each subset is renamed after its own content's hash (a
// new subset is a new URL, so no cache serves an old one), and its @font-face rule's unicode-range
// becomes exactly the characters it has, so a browser asks for it only for text it can draw.
// Runs before critical-css.ts, which inlines those rules into the pages.
//   tsx scripts/subset-fonts.ts dist/client
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'
import { inRanges, parseUnicodeRange, siteCodePoints, unicodeRange } from '../tooling/font-characters.js'

/** A built @font-face rule with a WOFF2 source under /assets/ and a unicode-range. */
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g
const WOFF2_URL = /url\(["']?\/assets\/([^"')]+\.woff2)["']?\)/
const UNICODE_RANGE = /unicode-range:\s*([^;}]+)/

interface SubsetReport {
  file: string
  before: number
  after: number
}

/** `static/name.hash.woff2` → `name`: the file's name as its package gives it, Vite's hash taken off. */
export const fontName = (file: string) => basename(file, '.woff2').replace(/\.[A-Za-z0-9_-]{8}$/, '')

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 8)

function textFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ['.html', '.css', '.js'].includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The WOFF2 files the built stylesheets name, each with its @font-face rules and their ranges. */
function fontFaces(assets: string): Map<string, { rules: Set<string>; ranges: [number, number][] }> {
  const faces = new Map<string, { rules: Set<string>; ranges: [number, number][] }>()
  for (const sheet of readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))) {
    for (const [rule] of readFileSync(join(assets, sheet), 'utf8').matchAll(FONT_FACE)) {
      const file = WOFF2_URL.exec(rule)?.[1]
      if (!file) continue
      const range = UNICODE_RANGE.exec(rule)?.[1]
      if (!range) throw new Error(`${sheet}: the @font-face rule of ${file} has no unicode-range, so its subset could not say what it covers`)
      const face = faces.get(file) ?? { rules: new Set(), ranges: [] }
      face.rules.add(rule)
      face.ranges.push(...parseUnicodeRange(range))
      faces.set(file, face)
    }
  }
  return faces
}

export async function subsetFonts(root: string): Promise<SubsetReport[]> {
  const assets = join(root, 'assets')
  const used = siteCodePoints(root)
  const renamed = new Map<string, string>()
  const rules = new Map<string, string>()
  const reports: SubsetReport[] = []
  for (const [file, face] of fontFaces(assets)) {
    const original = readFileSync(join(assets, file))
    const covered = new Set(fontkit.create(original).characterSet)
    // With the space, whatever the range: HarfBuzz draws the joiners (ZWNJ, ZWJ) a Bengali word
    // may hold as the font's space glyph, with no width.
    const text = ' ' + String.fromCodePoint(...[...used].filter((point) => covered.has(point) && inRanges(face.ranges, point)))
    const subset = await subsetFont(original, text, { targetFormat: 'woff2' })
    const target = join(dirname(file), `${fontName(file)}.${contentHash(subset)}.woff2`)
    writeFileSync(join(assets, file), subset)
    renameSync(join(assets, file), join(assets, target))
    renamed.set(file, target)
    reports.push({ file: target, before: original.length, after: subset.length })
    const kept = unicodeRange(fontkit.create(subset).characterSet.filter((point) => inRanges(face.ranges, point)))
    for (const rule of face.rules) rules.set(rule, rule.replace(file, target).replace(UNICODE_RANGE, `unicode-range:${kept}`))
  }
  // The rules first (the stylesheets), then every other mention of a file (Head's preload).
  for (const path of textFiles(root)) {
    const text = readFileSync(path, 'utf8')
    let next = text
    for (const [rule, rewritten] of rules) next = next.split(rule).join(rewritten)
    for (const [file, target] of renamed) next = next.split(`/assets/${file}`).join(`/assets/${target}`)
    if (next !== text) writeFileSync(path, next)
  }
  return reports
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? 'dist/client')
  const reports = await subsetFonts(root)
  if (reports.length === 0) throw new Error(`No web font named by a stylesheet in ${root}/assets: run after vike build`)
  for (const { file, before, after } of reports) console.log(`Font ${file}: ${before} → ${after} bytes`)
}
