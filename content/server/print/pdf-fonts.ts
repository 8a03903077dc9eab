// The fonts a printed document is set in, by its language. English uses PDF's standard fonts
// (Helvetica, Times), which every reader has, so nothing is embedded; they cover Windows-1252
// only, so its text is mapped into that (winAnsi). Bengali cannot be drawn with them: its
// documents embed Noto Serif Bengali (the family of the Bengali pages' headings) from the npm
// package @expo-google-fonts/noto-serif-bengali: Google Fonts' build, whose TTF also has Latin, so
// a brand name or an e-mail address in a Bengali line needs no second font. pdfkit embeds only the
// glyphs used (a subset) and shapes the text with fontkit, whose Indic shaper forms the conjuncts
// (জ্জ, ক্ষ, ন্ত্র) and places the vowel signs. Not Noto Sans Bengali: Google's current build
// forms some conjuncts from half forms that fontkit does not apply (ক্ক in মক্কা comes out as
// ক্‌ক), while the serif has a glyph for every conjunct of data/bn/.
//
// A shaped Bengali line is drawn in visual order (the sign ি before its consonant, a reph after
// its syllable) and some glyphs serve several letters (Noto draws ট as ঢ's shape with a flag), so
// the letters a reader would copy or search, read glyph by glyph, are not the text. Each line is
// therefore marked with its text as PDF's ActualText (ISO 32000 14.9.4), which readers such as
// Acrobat, Chrome's (PDFium) and poppler's copy and search instead of the glyphs' letters.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Locale } from '../../browser/locale'
import { projectRoot } from '../data/paths'

export interface PrintFonts {
  regular: string
  bold: string
  /** Titles and headings. */
  heading: string
  /** `text` in the characters the fonts can draw (others become their nearest equivalent, or go). */
  draw(text: string): string
}

/** Characters that neither the standard fonts nor Noto Serif Bengali draw, and what stands for them. */
const REPLACEMENTS: Record<string, string> = { '★': '*', '→': '->', '✓': '-' }
const WIN_ANSI_REPLACEMENTS: Record<string, string> = { ...REPLACEMENTS, '−': '-', '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ' }

/** The characters of Windows-1252 beyond ASCII that the standard fonts draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** `text` in the characters the standard fonts can draw (others become their nearest ASCII, or go). */
export function winAnsi(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!
    if (code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch
    return WIN_ANSI_REPLACEMENTS[ch] ?? ''
  }).join('')
}

const replaced = (text: string): string => Array.from(text, (ch) => REPLACEMENTS[ch] ?? ch).join('')

export const BENGALI_FONT_PACKAGE = '@expo-google-fonts/noto-serif-bengali'
const BENGALI_FONT_FILES = { regular: '400Regular/NotoSerifBengali_400Regular.ttf', bold: '700Bold/NotoSerifBengali_700Bold.ttf' } as const

/** The path of a Noto Serif Bengali TTF, resolved from the project (the printer also runs bundled in Vike's prerender). */
export function bengaliFontFile(weight: keyof typeof BENGALI_FONT_FILES): string {
  const file = `${BENGALI_FONT_PACKAGE}/${BENGALI_FONT_FILES[weight]}`
  try {
    const path = createRequire(join(projectRoot(), 'package.json')).resolve(file)
    if (existsSync(path)) return path
  } catch {
    // reported below, with what to do
  }
  throw new Error(`The Bengali PDFs need the font ${file}, which is not installed: run npm install (it is a devDependency in package.json).`)
}

/** Registers the fonts of `locale`'s documents with `doc` and names them. */
export function printFonts(doc: PDFKit.PDFDocument, locale: Locale): PrintFonts {
  if (locale === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold', heading: 'Times-Bold', draw: winAnsi }
  doc.registerFont('NotoSerifBengali', bengaliFontFile('regular'))
  doc.registerFont('NotoSerifBengali-Bold', bengaliFontFile('bold'))
  withTypedText(doc)
  return { regular: 'NotoSerifBengali', bold: 'NotoSerifBengali-Bold', heading: 'NotoSerifBengali-Bold', draw: replaced }
}

type LineDrawer = { _fragment(text: string, x: number, y: number, options: object): void }

/**
 * Marks every line `doc` draws with its text (ActualText). pdfkit draws each line of a paragraph
 * through one internal method, `_fragment`, and offers no hook around it: it is wrapped here.
 */
function withTypedText(doc: PDFKit.PDFDocument): void {
  const drawer = doc as unknown as LineDrawer
  const drawLine = drawer._fragment.bind(doc)
  drawer._fragment = (text, x, y, options) => {
    doc.markContent('Span', { actual: text })
    drawLine(text, x, y, options)
    doc.endMarkedContent()
  }
}
