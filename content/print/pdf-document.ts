// A small layout layer over pdfkit for the documents the build prints from data/ (the Umrah
// brochures, the free Hajj guide, the Bangladesh application checklists). pdfkit needs no browser, so `npm run build` prints them on any
// machine, Netlify's build image included, and nothing printed is ever committed: a price or a
// date changed in data/ is in the next build's PDF. The standard PDF fonts (Helvetica, Times) need
// no font file; they cover Windows-1252, so text is mapped into it (winAnsi).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { projectRoot, PUBLIC_DIR } from '../paths'

export const COLOURS = { ink: '#17262b', muted: '#4a5a5f', green: '#06352c', gold: '#c99a2e', rule: '#e3ddd0' } as const
const MARGIN = 48
/** PDF's standard fonts, which every reader has (nothing to embed). */
// visitor-words: not shown
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const

/** The characters of Windows-1252 beyond ASCII that the standard fonts draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
const REPLACEMENTS: Record<string, string> = { '★': '*', '−': '-', '→': '->', '✓': '-', '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ' }

/** `text` in the characters the standard fonts can draw (others become their nearest ASCII, or go). */
export function winAnsi(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!
    if (code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch
    return REPLACEMENTS[ch] ?? ''
  }).join('')
}

/** A picture of public/ (SVG or raster) as JPEG, `width` pixels wide, for embedding. */
export async function pictureJpeg(publicPath: string, width: number, height?: number): Promise<Buffer> {
  const file = join(projectRoot(), PUBLIC_DIR, publicPath)
  return sharp(readFileSync(file), { density: 150 }).resize({ width, height, fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 72 }).toBuffer()
}

export interface PrintedDocument {
  bytes: Buffer
  pages: number
}

/** One A4 document: write into `draw`, get the bytes and the page count. */
export class Printer {
  readonly doc: PDFKit.PDFDocument
  readonly width: number

  constructor(info: { title: string; author: string; subject?: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      // A fixed date: the same data prints the same bytes on any day.
      info: { Title: winAnsi(info.title), Author: winAnsi(info.author), Subject: winAnsi(info.subject ?? ''), CreationDate: new Date(0) },
    })
    this.width = this.doc.page.width - 2 * MARGIN
    this.doc.font('Helvetica').fontSize(10.5).fillColor(COLOURS.ink)
  }

  heading(text: string, size = 13): this {
    const { doc } = this
    doc.moveDown(0.6).font('Times-Bold').fontSize(size).fillColor(COLOURS.green).text(winAnsi(text), MARGIN, undefined, { width: this.width })
    const y = doc.y + 2
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(1.2)
      .strokeColor(COLOURS.gold)
      .stroke()
    doc.moveDown(0.5).font('Helvetica').fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  title(text: string, size = 24): this {
    this.doc.font('Times-Bold').fontSize(size).fillColor(COLOURS.green).text(winAnsi(text), MARGIN, undefined, { width: this.width })
    this.doc.font('Helvetica').fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  paragraph(text: string, options: { colour?: string; size?: number; bold?: boolean } = {}): this {
    const { doc } = this
    doc
      .font(options.bold ? FONTS.bold : FONTS.regular)
      .fontSize(options.size ?? 10.5)
      .fillColor(options.colour ?? COLOURS.ink)
      .text(winAnsi(text), MARGIN, undefined, { width: this.width, lineGap: 1.5 })
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  bullets(items: readonly string[]): this {
    for (const item of items) this.doc.text(winAnsi(`•  ${item}`), MARGIN + 6, undefined, { width: this.width - 6, lineGap: 1 })
    this.doc.moveDown(0.3)
    return this
  }

  /** Label and value lines, e.g. Dates: 9–18 October 2025. */
  facts(rows: ReadonlyArray<readonly [string, string]>): this {
    for (const [label, value] of rows) {
      this.doc.font('Helvetica-Bold').text(winAnsi(`${label}: `), MARGIN, undefined, { continued: true, width: this.width })
      this.doc.font('Helvetica').text(winAnsi(value))
    }
    this.doc.moveDown(0.3)
    return this
  }

  /** A table of text columns (widths in fractions of the line); its header row is bold, its last column may align right (prices). */
  table(header: readonly string[], rows: ReadonlyArray<readonly string[]>, fractions: readonly number[], lastAlign: 'left' | 'right' = 'left'): this {
    const { doc } = this
    const widths = fractions.map((f) => f * this.width - 6)
    const drawRow = (cells: readonly string[], bold: boolean) => {
      doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(9.5)
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(winAnsi(cell), { width: widths[i] })))
      if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
      const top = doc.y
      let x = MARGIN
      cells.forEach((cell, i) => {
        doc.text(winAnsi(cell), x, top, { width: widths[i], align: i === cells.length - 1 ? lastAlign : 'left' })
        x += widths[i] + 6
      })
      doc.y = top + height + 4
      doc
        .moveTo(MARGIN, doc.y - 2)
        .lineTo(MARGIN + this.width, doc.y - 2)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke()
    }
    drawRow(header, true)
    for (const row of rows) drawRow(row, false)
    doc.x = MARGIN
    doc.font('Helvetica').fontSize(10.5)
    return this
  }

  /** Items with an empty box before each, to tick on paper. */
  checkboxes(items: readonly string[]): this {
    const { doc } = this
    const indent = 18
    for (const item of items) {
      const text = winAnsi(item)
      this.keep(doc.heightOfString(text, { width: this.width - indent }) + 4)
      const top = doc.y
      doc
        .roundedRect(MARGIN + 2, top + 0.5, 9, 9, 1.5)
        .lineWidth(0.9)
        .strokeColor(COLOURS.green)
        .stroke()
      doc.text(text, MARGIN + indent, top, { width: this.width - indent, lineGap: 1 })
      doc.y += 3
    }
    doc.x = MARGIN
    doc.moveDown(0.2)
    return this
  }

  /** Labelled lines to write on by hand, two to a row; a wide one has the row to itself. */
  writeIn(fields: ReadonlyArray<{ label: string; wide?: boolean }>): this {
    const { doc } = this
    const gap = 18
    const rows: Array<Array<{ label: string; wide?: boolean }>> = []
    for (const field of fields) {
      const last = rows.at(-1)
      if (!field.wide && last?.length === 1 && !last[0].wide) last.push(field)
      else rows.push([field])
    }
    for (const row of rows) {
      this.keep(38)
      const line = doc.y + 22
      const width = row[0].wide ? this.width : (this.width - gap) / 2
      row.forEach((field, i) => {
        const x = MARGIN + i * (width + gap)
        doc
          .moveTo(x, line)
          .lineTo(x + width, line)
          .lineWidth(0.75)
          .strokeColor(COLOURS.muted)
          .stroke()
        doc
          .font(FONTS.regular)
          .fontSize(8.5)
          .fillColor(COLOURS.muted)
          .text(winAnsi(field.label), x, line + 3, { width, lineBreak: false })
      })
      doc.y = line + 14
    }
    doc.x = MARGIN
    doc.moveDown(0.3).font(FONTS.regular).fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  /** A framed block: a bold first line and the text under it, kept on one page. */
  boxed(title: string, text: string): this {
    const { doc } = this
    const pad = 9
    const inner = this.width - 2 * pad
    doc.font(FONTS.bold).fontSize(10.5)
    const titleHeight = doc.heightOfString(winAnsi(title), { width: inner })
    doc.font(FONTS.regular)
    const height = titleHeight + doc.heightOfString(winAnsi(text), { width: inner }) + 2 * pad + 2
    doc.moveDown(0.4)
    this.keep(height)
    const top = doc.y
    doc.roundedRect(MARGIN, top, this.width, height, 5).lineWidth(1).strokeColor(COLOURS.rule).stroke()
    doc
      .font(FONTS.bold)
      .fillColor(COLOURS.green)
      .text(winAnsi(title), MARGIN + pad, top + pad, { width: inner })
    doc
      .font(FONTS.regular)
      .fillColor(COLOURS.ink)
      .text(winAnsi(text), MARGIN + pad, undefined, { width: inner })
    doc.x = MARGIN
    doc.y = top + height
    doc.moveDown(0.5)
    return this
  }

  image(jpeg: Buffer, height: number): this {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage()
    this.doc.image(jpeg, MARGIN, this.doc.y, { width: this.width, height })
    this.doc.y += height + 10
    return this
  }

  /** Starts a new page unless the current one has `space` points left. */
  keep(space: number): this {
    if (this.doc.y + space > this.doc.page.height - MARGIN) this.doc.addPage()
    return this
  }

  /** Ends the document; `footer` is written at the foot of each page. */
  finish(footer: (page: number, pages: number) => string): Promise<PrintedDocument> {
    const { doc } = this
    const range = doc.bufferedPageRange()
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i)
      const bottom = doc.page.margins.bottom
      doc.page.margins.bottom = 0
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(COLOURS.muted)
        .text(winAnsi(footer(i + 1, range.count)), MARGIN, doc.page.height - 32, { width: this.width, lineBreak: false })
      doc.page.margins.bottom = bottom
    }
    const chunks: Buffer[] = []
    return new Promise((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk))
      doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages: range.count }))
      doc.on('error', reject)
      doc.end()
    })
  }
}
