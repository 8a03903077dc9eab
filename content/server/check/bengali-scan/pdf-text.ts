// The replacement text (ActualText, ISO 32000 14.9.4) a PDF gives for what it draws: the printer
// marks each Bengali line with its typed text (content/server/print/pdf-fonts.ts), which readers copy and
// search. PDF.js does not report it, so it is read here from the page content streams themselves
// (Flate-compressed, as pdfkit writes them). The build's Bengali scan reads the Bengali PDFs'
// text with it, and so do the tests of the prints.
import { inflateSync } from 'node:zlib'

/** The streams of a PDF, inflated where they are Flate-encoded. */
function streamsOf(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf)
  const text = bytes.toString('latin1')
  const streams: string[] = []
  for (const match of text.matchAll(/>>\s*stream\r?\n/g)) {
    const dictionary = text.slice(text.lastIndexOf(' obj', match.index), match.index)
    const start = match.index! + match[0].length
    const data = bytes.subarray(start, text.indexOf('endstream', start))
    try {
      streams.push((dictionary.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'))
    } catch {
      // a stream that is not compressed text (an image): no ActualText in it
    }
  }
  return streams
}

/** A PDF literal string's bytes, from just after its `(` (escapes and nested brackets read). */
function literalAt(source: string, from: number): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
  let out = ''
  let depth = 0
  for (let i = from; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      const next = source[++i]!
      const octal = /^[0-7]{1,3}/.exec(source.slice(i, i + 3))?.[0]
      if (octal) {
        out += String.fromCharCode(parseInt(octal, 8))
        i += octal.length - 1
      } else out += escapes[next] ?? next
    } else if (ch === '(') {
      depth++
      out += ch
    } else if (ch === ')') {
      if (depth-- === 0) return out
      out += ch
    } else out += ch
  }
  throw new Error('A PDF string does not end')
}

/** A PDF text string's text: UTF-16BE after a byte order mark, else PDFDocEncoding's ASCII. */
function textString(bytes: string): string {
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le')
}

/** Every ActualText of the PDF's pages, in the order drawn. */
export function actualTexts(pdf: Uint8Array): string[] {
  return streamsOf(pdf).flatMap((stream) =>
    Array.from(stream.matchAll(/\/ActualText\s*\(/g), (match) => textString(literalAt(stream, match.index! + match[0].length))),
  )
}
