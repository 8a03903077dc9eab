// The brand's web fonts as built (scripts/subset-fonts.ts): each is a subset of its @fontsource
// file, smaller than it, that still has every character the pages draw in its range, says so in its
// unicode-range, and shapes the Bengali pages' words (conjuncts and all) as the whole font does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { codePointsOf, inRanges, parseUnicodeRange, unicodeRange } from '../../tooling/font-characters'
import { defaultSiteRoot, listPages } from '../../tooling/page-weight'
import { fontName } from '../../scripts/subset-fonts'

const require = createRequire(import.meta.url)
const built = existsSync(join(defaultSiteRoot, 'index.html'))
const source = readFileSync(new URL('../../renderer/styles/fonts.css', import.meta.url), 'utf8')

/** Each face fonts.css names: its package file and the range that file is for. */
const faces = [...source.matchAll(/@font-face\s*\{[^}]*?url\('([^']+\.woff2)'\)[^}]*?unicode-range:([^;]+);/g)].map(([, file, range]) => ({
  original: require.resolve(file!),
  name: file!.split('/').pop()!.replace('.woff2', ''),
  ranges: parseUnicodeRange(range!.replace(/\s+/g, ' ')),
}))

/** What a page may draw: its whole markup (text, alt and placeholder texts, islands' props), entities decoded later; line breaks are not drawn. */
const pageText = (html: string) => html.replace(/[\t\n\r\f]+/g, ' ')
const pages = built ? listPages(defaultSiteRoot).map((file) => ({ file, text: pageText(readFileSync(join(defaultSiteRoot, file), 'utf8')) })) : []

/** The site's stylesheet (renderer/styles/index.css as built), which holds fonts.css. */
const stylesheet = () => {
  const folder = join(defaultSiteRoot, 'assets/static')
  const [sheet, ...others] = readdirSync(folder).filter((file) => /^renderer_styles_index\b.*\.css$/.test(file))
  expect(others, 'one built site stylesheet').toEqual([])
  return readFileSync(join(folder, sheet!), 'utf8')
}

/**
 * The built @font-face rule of a face (by its package file's name), and the file it names: every
 * web font is declared in the stylesheet alone, which comes after the first paint (no page's own
 * <style> declares one: scripts/critical-css-fonts.ts says why).
 */
function builtFace(name: string) {
  const css = stylesheet()
  const rule = [...css.matchAll(/@font-face\{[^}]*\}/g)].map(([text]) => text).find((text) => text.includes(`/${name}.`))
  expect(rule, `no @font-face rule of ${name} in the built site`).toBeDefined()
  const file = /url\((\/assets\/[^)]+\.woff2)\)/.exec(rule!)![1]!
  return { rule: rule!, file, font: readFileSync(join(defaultSiteRoot, file)) }
}

/** The characters of `text` in `ranges` that the `original` font draws and its `subset` does not. */
function missingCharacters(subset: Buffer, original: Buffer, text: string, ranges: readonly [number, number][]): string[] {
  const has = new Set(fontkit.create(subset).characterSet)
  const had = new Set(fontkit.create(original).characterSet)
  return [...codePointsOf(text)].filter((point) => inRanges(ranges, point) && had.has(point) && !has.has(point)).map((point) => String.fromCodePoint(point))
}

describe('the subset web fonts', () => {
  it('has a built site to read, and fonts.css names the three faces', () => {
    expect(built, `No built site in ${defaultSiteRoot}: run \`npm run build\` first.`).toBe(true)
    expect(faces.map((face) => face.name)).toEqual(['fraunces-latin-700-normal', 'source-sans-3-latin-wght-normal', 'noto-serif-bengali-bengali-700-normal'])
  })

  it.each(faces)('$name is smaller than the package file, has every character the pages draw in its range, and says which', ({ original, name, ranges }) => {
    const { rule, file, font } = builtFace(name)
    console.log(`${name}: ${statSync(original).size} bytes in the package, ${font.length} built (${file})`)
    expect(font.length).toBeLessThan(statSync(original).size)
    expect(fontName(file)).toBe(name)
    const whole = readFileSync(original)
    for (const page of pages) expect(missingCharacters(font, whole, page.text, ranges), page.file).toEqual([])
    // The range is the file's own characters, so a browser never fetches it for one it lacks.
    const kept = fontkit.create(font).characterSet.filter((point) => inRanges(ranges, point))
    expect(/unicode-range:([^;}]+)/.exec(rule)![1]).toBe(unicodeRange(kept))
  })

  it('no page declares or preloads a web font in its own markup: they come with the stylesheets, after the first paint', () => {
    // The fallbacks' faces (the device's own fonts, local()) are inlined; none with a file to fetch.
    const early = pages.filter(({ text }) => /@font-face\{[^}]*url\(|<link\b[^>]*\bas="font"/.test(text)).map(({ file }) => file)
    expect(pages.length).toBeGreaterThan(0)
    expect(early).toEqual([])
  })

  it('the check finds a character a subset lacks', async () => {
    const { original, ranges } = faces[0]!
    const whole = readFileSync(original)
    const subset = await subsetFont(whole, 'Umrah', { targetFormat: 'woff2' })
    expect(missingCharacters(subset, whole, 'Umrah & Hajj', ranges)).toEqual([' ', '&', 'H', 'j'])
  })

  it('shapes every Bengali word of the pages as the whole font does: the same glyphs, none missing', () => {
    const face = faces.find((candidate) => candidate.name.includes('bengali'))!
    const subset = fontkit.create(builtFace(face.name).font)
    const whole = fontkit.create(readFileSync(face.original))
    const words = new Set(pages.flatMap((page) => page.text.match(/[\u0980-\u09ff\u200c\u200d]+/g) ?? []))
    // Conjuncts the pages use: each is drawn as fewer glyphs than it has letters (one form).
    for (const conjunct of ['ক্ষ', 'ন্ত']) {
      expect(
        [...words].some((word) => word.includes(conjunct)),
        conjunct,
      ).toBe(true)
      expect(subset.layout(conjunct).glyphs.length, conjunct).toBeLessThan([...conjunct].length)
    }
    expect(words.size).toBeGreaterThan(500)
    // All the words in one run (words shape apart, a space between): each glyph's outline and advance.
    const run = [...words].join(' ')
    const drawn = (font: fontkit.Font) => font.layout(run).glyphs.map((glyph) => `${glyph.id === 0 ? '.notdef' : glyph.path.toSVG()} ${glyph.advanceWidth}`)
    const [inSubset, inWhole] = [drawn(subset), drawn(whole)]
    expect(inSubset.filter((glyph) => glyph.startsWith('.notdef'))).toEqual([])
    const first = inSubset.findIndex((glyph, i) => glyph !== inWhole[i])
    expect(first, `the subset draws glyph ${first} of the words differently`).toBe(-1)
    expect(inSubset.length).toBe(inWhole.length)
    // Some 3,000 words, 20,000 glyphs, shaped twice: seconds of fontkit, more on a busy machine.
  }, 120_000)
})
