// A small layout layer over pdfkit for the documents the build prints from data/ (the Umrah
// brochures, the free Hajj guide, the Bangladesh application checklists). pdfkit needs no browser, so `npm run build` prints them on any
// machine, Netlify's build image included, and nothing printed is ever committed: a price or a
// date changed in data/ is in the next build's PDF. Each document is printed in one language, in
// that language's fonts (./pdf-fonts.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { LANGUAGE_TAGS, type Locale } from '../../browser/locale'
import { projectRoot, PUBLIC_DIR } from '../data/paths'
import { printFonts, type PrintFonts } from './pdf-fonts'

export const COLOURS = { ink: '#17262b', muted: '#4a5a5f', green: '#06352c', gold: '#c99a2e', rule: '#e3ddd0' } as const
const MARGIN = 48

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
  readonly fonts: PrintFonts

  constructor(locale: Locale, info: { title: string; author: string; subject?: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      lang: LANGUAGE_TAGS[locale],
      margin: MARGIN,
      bufferPages: true,
      // A fixed date: the same data prints the same bytes on any day.
      info: { Title: info.title, Author: info.author, Subject: info.subject ?? '', CreationDate: new Date(0) },
    })
    this.fonts = printFonts(this.doc, locale)
    this.width = this.doc.page.width - 2 * MARGIN
    this.doc.font(this.fonts.regular).fontSize(10.5).fillColor(COLOURS.ink)
  }

  heading(text: string, size = 13): this {
    const { doc } = this
    doc.moveDown(0.6).font(this.fonts.heading).fontSize(size).fillColor(COLOURS.green).text(this.fonts.draw(text), MARGIN, undefined, { width: this.width })
    const y = doc.y + 2
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(1.2)
      .strokeColor(COLOURS.gold)
      .stroke()
    doc.moveDown(0.5).font(this.fonts.regular).fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  title(text: string, size = 24): this {
    this.doc.font(this.fonts.heading).fontSize(size).fillColor(COLOURS.green).text(this.fonts.draw(text), MARGIN, undefined, { width: this.width })
    this.doc.font(this.fonts.regular).fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  paragraph(text: string, options: { colour?: string; size?: number; bold?: boolean } = {}): this {
    const { doc } = this
    doc
      .font(options.bold ? this.fonts.bold : this.fonts.regular)
      .fontSize(options.size ?? 10.5)
      .fillColor(options.colour ?? COLOURS.ink)
      .text(this.fonts.draw(text), MARGIN, undefined, { width: this.width, lineGap: 1.5 })
    doc.moveDown(0.3).font(this.fonts.regular).fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  bullets(items: readonly string[]): this {
    for (const item of items) this.doc.text(this.fonts.draw(`•  ${item}`), MARGIN + 6, undefined, { width: this.width - 6, lineGap: 1 })
    this.doc.moveDown(0.3)
    return this
  }

  /** Label and value lines, e.g. Dates: 9–18 October 2025. */
  facts(rows: ReadonlyArray<readonly [string, string]>): this {
    for (const [label, value] of rows) {
      this.doc.font(this.fonts.bold).text(this.fonts.draw(`${label}: `), MARGIN, undefined, { continued: true, width: this.width })
      this.doc.font(this.fonts.regular).text(this.fonts.draw(value))
    }
    this.doc.moveDown(0.3)
    return this
  }

  /** A table of text columns (widths in fractions of the line); its header row is bold, its last column may align right (prices). */
  table(header: readonly string[], rows: ReadonlyArray<readonly string[]>, fractions: readonly number[], lastAlign: 'left' | 'right' = 'left'): this {
    const { doc } = this
    const widths = fractions.map((f) => f * this.width - 6)
    const drawRow = (cells: readonly string[], bold: boolean) => {
      doc.font(bold ? this.fonts.bold : this.fonts.regular).fontSize(9.5)
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(this.fonts.draw(cell), { width: widths[i] })))
      if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
      const top = doc.y
      let x = MARGIN
      cells.forEach((cell, i) => {
        doc.text(this.fonts.draw(cell), x, top, { width: widths[i], align: i === cells.length - 1 ? lastAlign : 'left' })
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
    doc.font(this.fonts.regular).fontSize(10.5)
    return this
  }

  /** Items with an empty box before each, to tick on paper. */
  checkboxes(items: readonly string[]): this {
    const { doc } = this
    const indent = 18
    for (const item of items) {
      const text = this.fonts.draw(item)
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
          .font(this.fonts.regular)
          .fontSize(8.5)
          .fillColor(COLOURS.muted)
          .text(this.fonts.draw(field.label), x, line + 3, { width, lineBreak: false })
      })
      doc.y = line + 14
    }
    doc.x = MARGIN
    doc.moveDown(0.3).font(this.fonts.regular).fontSize(10.5).fillColor(COLOURS.ink)
    return this
  }

  /** A framed block: a bold first line and the text under it, kept on one page. */
  boxed(title: string, text: string): this {
    const { doc } = this
    const pad = 9
    const inner = this.width - 2 * pad
    doc.font(this.fonts.bold).fontSize(10.5)
    const titleHeight = doc.heightOfString(this.fonts.draw(title), { width: inner })
    doc.font(this.fonts.regular)
    const height = titleHeight + doc.heightOfString(this.fonts.draw(text), { width: inner }) + 2 * pad + 2
    doc.moveDown(0.4)
    this.keep(height)
    const top = doc.y
    doc.roundedRect(MARGIN, top, this.width, height, 5).lineWidth(1).strokeColor(COLOURS.rule).stroke()
    doc
      .font(this.fonts.bold)
      .fillColor(COLOURS.green)
      .text(this.fonts.draw(title), MARGIN + pad, top + pad, { width: inner })
    doc
      .font(this.fonts.regular)
      .fillColor(COLOURS.ink)
      .text(this.fonts.draw(text), MARGIN + pad, undefined, { width: inner })
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
        .font(this.fonts.regular)
        .fontSize(8.5)
        .fillColor(COLOURS.muted)
        .text(this.fonts.draw(footer(i + 1, range.count)), MARGIN, doc.page.height - 32, { width: this.width, lineBreak: false })
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
