// The bounds of the work one uploaded PDF may cost, checked on its raw bytes before PDF.js opens
// it. A PDF's streams are compressed, and a few hundred kilobytes of deflate can hold gigabytes:
// PDF.js inflates what it needs to open a page in JavaScript, in one go and in this thread, so a
// bomb (896 KB inflating to 900 MB) held a function for 19 s and 1.5 GB. Here each stream PDF.js
// may inflate while opening (object and cross-reference streams, contents, fonts) is inflated by
// zlib against what is left of one budget for the whole file, and the work stops the moment the
// budget is spent; pictures are not inflated (nothing opening a page does), but their declared size
// is held to the limit on uploaded pictures. Objects are counted, as declared and as written.
import { constants, createInflate, inflateSync } from 'node:zlib'
import { MAX_IMAGE_PIXELS } from '../../forms/_shared/uploads'
export { MAX_PDF_PAGES } from '../../forms/_shared/uploads'

/**
 * The most a PDF's streams may inflate to, all together, pictures apart: a passport scan's are a
 * few kilobytes, a 100-page bank statement's a few megabytes.
 */
export const MAX_PDF_DECODED_BYTES = 16_000_000
/** Objects in one PDF, written or declared: a scanned document has hundreds, a long statement a few thousand. */
export const MAX_PDF_OBJECTS = 50_000
/** The longest one PDF's check may take (PDF.js's opening included) before it is refused. */
export const MAX_PDF_CHECK_MS = 3_000

/** Which bound a PDF is beyond (the visitor is told plainly it is too large to check). */
type PdfLimit = 'decodedSize' | 'objects' | 'pages' | 'time' | 'pictureSize' | 'structure'

const FLATE = new Set(['FlateDecode', 'Fl'])
/** Filters a reader decodes in JavaScript that expand data (at most this many times, for the budget). */
const EXPANDING: Readonly<Record<string, number>> = { RunLengthDecode: 64, RL: 64, LZWDecode: 1300, LZW: 1300 }

/** The longest stream dictionary looked for: real ones are a few hundred bytes. */
const MAX_DICT_LENGTH = 65_536

interface RawStream {
  /** Null when no dictionary closes within MAX_DICT_LENGTH: a reader would find one, the check cannot. */
  dict: string | null
  /** Offset of the stream's first byte. */
  start: number
}

/** Every `<< … >> stream` in the file: its dictionary (nested ones included) and where its data starts. */
function* rawStreams(text: string): Generator<RawStream> {
  const keyword = /\bstream(?:\r\n|\n|\r)/g
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    let end = match.index - 1
    while (end >= 0 && match.index - end < 256 && /\s/.test(text[end]!)) end -= 1
    if (text.slice(end - 1, end + 1) !== '>>') continue
    let depth = 0
    let at = end
    // Bounded, so a file of many `>> stream` lines without their `<<` costs no quadratic time.
    for (; at > 0 && end - at < MAX_DICT_LENGTH; at -= 1) {
      const pair = text.slice(at - 1, at + 1)
      if (pair === '>>') {
        depth += 1
        at -= 1
      } else if (pair === '<<') {
        depth -= 1
        if (depth === 0) break
        at -= 1
      }
    }
    const start = match.index + match[0].length
    if (depth !== 0) yield { dict: null, start }
    else yield { dict: text.slice(at - 1, end + 1), start }
  }
}

/** The stream's filters, in the order they are undone. */
function filtersOf(dict: string): string[] {
  const value = /\/Filter\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])/.exec(dict)?.[1] ?? ''
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!)
}

const number = (dict: string, key: string): number | undefined => {
  const found = new RegExp(`/${key}\\s+(\\d+)(?![\\d.])(?!\\s+\\d+\\s+R)`).exec(dict)
  return found ? Number(found[1]) : undefined
}

/**
 * A picture, which nothing in opening a page inflates: an image XObject that is not also shaped
 * like an object or cross-reference stream (which PDF.js would read whatever its subtype says).
 */
const isPicture = (dict: string): boolean =>
  /\/Subtype\s*\/Image\b/.test(dict) && !/\/(?:N|First|W|Index|Size)\b/.test(dict) && !/\/Type\s*\/(?:ObjStm|XRef)\b/.test(dict)

/** ASCIIHexDecode (PDF 1.7 §7.4.2): two hex digits a byte, up to `>`. */
function fromHex(data: Uint8Array): Uint8Array {
  const end = data.indexOf(0x3e)
  const digits = Buffer.from(data.subarray(0, end < 0 ? data.length : end))
    .toString('latin1')
    .replace(/[^0-9A-Fa-f]/g, '')
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex')
}

/** ASCII85Decode (§7.4.3): five characters '!'–'u' make four bytes, 'z' four zeros, up to `~>`. */
function fromAscii85(data: Uint8Array): Uint8Array {
  const end = Buffer.from(data).indexOf('~>')
  const text = Buffer.from(data.subarray(0, end < 0 ? data.length : end))
    .toString('latin1')
    .replace(/\s+/g, '')
    .replace(/^<~/, '')
  const out: number[] = []
  let group: number[] = []
  const flush = (count: number) => {
    while (group.length < 5) group.push(84)
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0)
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff)
    group = []
  }
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0)
    else if (char >= '!' && char <= 'u') {
      group.push(char.charCodeAt(0) - 33)
      if (group.length === 5) flush(4)
    }
  }
  if (group.length > 1) flush(group.length - 1)
  return Uint8Array.from(out)
}

/** The encoded length up to `endstream` (what a run-length or LZW decoder would read). */
const streamLength = (data: Uint8Array): number => {
  const end = Buffer.from(data.buffer, data.byteOffset, data.byteLength).indexOf('endstream')
  return end < 0 ? data.length : end
}

/** Filters that shrink their data, undone here so a deflate stream cannot hide behind them. */
const SHRINKING: Readonly<Record<string, (data: Uint8Array) => Uint8Array>> = {
  ASCIIHexDecode: fromHex,
  AHx: fromHex,
  ASCII85Decode: fromAscii85,
  A85: fromAscii85,
}

/**
 * The bytes one deflate stream inflates to, at most `budget` (more counts as budget + 1), counted
 * as zlib hands them over and dropped at once, so memory stays at one chunk whatever the bomb.
 */
function countInflated(data: Uint8Array, budget: number, deadline: number): Promise<number> {
  return new Promise((resolve) => {
    // Z_SYNC_FLUSH: a stream cut short counts what it holds (PDF.js reads that much too).
    const inflater = createInflate({ chunkSize: 64 * 1024, finishFlush: constants.Z_SYNC_FLUSH })
    let size = 0
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > budget || performance.now() > deadline) {
        inflater.destroy()
        resolve(budget + 1)
      }
    })
    inflater.on('end', () => resolve(size))
    // Damaged deflate data: PDF.js stops there too, with what came before it.
    inflater.on('error', () => resolve(size))
    inflater.end(data)
  })
}

/**
 * The bytes a stream's data becomes through its filters, at most `budget` (more counts as
 * budget + 1, and the work stops there). Data is taken to the end of the file: zlib stops at the
 * end of its own stream, so a wrong or indirect /Length cannot hide part of it. Filters that shrink
 * are undone, one that expands in JavaScript counts at its worst, the rest end the count (pictures'
 * codecs, which opening a page does not decode).
 */
async function decodedSize(data: Uint8Array, filters: readonly string[], budget: number, deadline: number): Promise<number> {
  let current: Uint8Array = data
  // Nothing is counted until a filter is undone: raw bytes are the file's own, already within its size.
  let size = 0
  for (const [i, filter] of filters.entries()) {
    const factor = EXPANDING[filter]
    if (factor) return Math.min(budget + 1, (size || streamLength(current)) * factor)
    const undo = SHRINKING[filter]
    if (undo) {
      current = undo(current)
      size = current.length
    } else if (FLATE.has(filter) && i === filters.length - 1) {
      return countInflated(current, budget, deadline)
    } else if (FLATE.has(filter)) {
      // Deflate inside deflate: the inner data is needed whole, never more than the budget of it.
      try {
        current = inflateSync(current, { maxOutputLength: budget + 1, finishFlush: constants.Z_SYNC_FLUSH })
        size = current.length
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? budget + 1 : size
      }
    } else break
  }
  return size
}

/** The first bound the raw PDF is beyond, if any; `deadline` is a performance.now() time. */
export async function pdfBeyondLimits(content: Uint8Array, deadline: number): Promise<PdfLimit | undefined> {
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1')
  let objects = (text.match(/\b\d+\s+\d+\s+obj\b/g) ?? []).length
  for (const size of text.matchAll(/\/Size\s+(\d+)/g)) if (Number(size[1]) > MAX_PDF_OBJECTS) return 'objects'
  let budget = MAX_PDF_DECODED_BYTES
  for (const { dict, start } of rawStreams(text)) {
    if (performance.now() > deadline) return 'time'
    if (dict === null) return 'structure'
    if (isPicture(dict)) {
      const width = number(dict, 'Width') ?? 0
      const height = number(dict, 'Height') ?? 0
      if (width * height > MAX_IMAGE_PIXELS) return 'pictureSize'
      continue
    }
    objects += number(dict, 'N') ?? 0
    if (objects > MAX_PDF_OBJECTS) return 'objects'
    const filters = filtersOf(dict)
    if (filters.length === 0) continue
    budget -= await decodedSize(content.subarray(start), filters, budget, deadline)
    if (performance.now() > deadline) return 'time'
    if (budget < 0) return 'decodedSize'
  }
  return objects > MAX_PDF_OBJECTS ? 'objects' : undefined
}
