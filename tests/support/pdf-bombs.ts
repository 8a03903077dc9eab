// Decompression bombs made on the spot (nothing large is committed): small PDFs whose one object
// stream inflates to hundreds of megabytes, the way a hostile visitor would build one. Each is a
// well-formed PDF 1.5 that PDF.js opens: its catalogue, page tree and page live in the object
// stream, so opening the first page means inflating it to its end. The deflate data is one
// segment, compressed once with a full flush and repeated (so making a 900 MB bomb takes
// milliseconds), and the zlib checksum is combined arithmetically, so the stream is valid to its end.
import { constants, deflateRawSync } from 'node:zlib'

const ADLER_MOD = 65521

/** Adler-32 of `data` as its (a, b) halves. */
function adler(data: Uint8Array): { a: number; b: number } {
  let a = 1
  let b = 0
  for (const byte of data) {
    a = (a + byte) % ADLER_MOD
    b = (b + a) % ADLER_MOD
  }
  return { a, b }
}

/** The checksum of `first` followed by `count` copies of `segment` (zlib's adler32_combine, repeated). */
function adlerOfRepeats(first: { a: number; b: number }, segment: Uint8Array, count: number): { a: number; b: number } {
  const { a: segA, b: segB } = adler(segment)
  const length = segment.length % ADLER_MOD
  let { a, b } = first
  for (let i = 0; i < count; i += 1) {
    // For the segment alone a starts at 1; shifted onto a running a, each byte adds (a - 1) once more to b.
    b = (b + segB + length * (a - 1) + ADLER_MOD * 2) % ADLER_MOD
    a = (a + segA - 1 + ADLER_MOD) % ADLER_MOD
  }
  return { a, b }
}

/** A zlib stream (FlateDecode) of `head`, then `repeat` copies of `segment`, then `tail`. */
function zlibOfRepeats(head: Buffer, segment: Buffer, repeat: number, tail: Buffer): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 }
  const headDeflated = deflateRawSync(head, flush)
  const segmentDeflated = deflateRawSync(segment, flush)
  const tailDeflated = deflateRawSync(tail, { level: 9 })
  let sum = adler(head)
  sum = adlerOfRepeats(sum, segment, repeat)
  const end = adlerOfRepeats(sum, tail, 1)
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(((end.b << 16) | end.a) >>> 0)
  return Buffer.concat([Buffer.from([0x78, 0xda]), headDeflated, ...Array<Buffer>(repeat).fill(segmentDeflated), tailDeflated, checksum])
}

/** A PDF whose objects 1–3 (catalogue, pages, page) are in object stream 4, compressed as given; an xref stream (5) finds them. */
function pdfWithObjectStream(streamDict: string, deflated: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0]!.length
  const offsets: number[] = []
  const add = (chunk: Buffer) => {
    parts.push(chunk)
    offset += chunk.length
  }
  offsets[4] = offset
  add(Buffer.from(`4 0 obj\n<< /Type /ObjStm ${streamDict} /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`, 'latin1'))
  add(deflated)
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'))
  offsets[5] = offset
  const entry = (type: number, field2: number, field3: number) => {
    const row = Buffer.alloc(7)
    row.writeUInt8(type, 0)
    row.writeUInt32BE(field2, 1)
    row.writeUInt16BE(field3, 5)
    return row
  }
  const rows = Buffer.concat([entry(0, 0, 65535), entry(2, 4, 0), entry(2, 4, 1), entry(2, 4, 2), entry(1, offsets[4]!, 0), entry(1, offsets[5]!, 0)])
  add(Buffer.from(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`, 'latin1'))
  add(rows)
  add(Buffer.from(`\nendstream\nendobj\nstartxref\n${offsets[5]}\n%%EOF\n`, 'latin1'))
  return Buffer.concat(parts)
}

const OBJECTS = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']
const MEGABYTE = 1 << 20

/**
 * A flate bomb: the object stream's three objects, then `megabytes` MB of blank padding after the
 * last one (which a reader takes to belong to it, so inflates to the end). 900 MB is about 870 KB.
 */
export function flateBombPdf(megabytes = 900): Buffer {
  const header = OBJECTS.reduce<{ pairs: string[]; at: number }>(
    (acc, object, i) => ({ pairs: [...acc.pairs, `${i + 1} ${acc.at}`], at: acc.at + object.length + 1 }),
    { pairs: [], at: 0 },
  ).pairs.join(' ')
  const head = Buffer.from(`${header}\n${OBJECTS.join('\n')}\n`, 'latin1')
  const first = header.length + 1
  const deflated = zlibOfRepeats(head, Buffer.alloc(MEGABYTE, 0x20), megabytes, Buffer.from('\n', 'latin1'))
  return pdfWithObjectStream(`/N 3 /First ${first}`, deflated)
}

/**
 * An object-stream bomb: a stream that says it holds `count` objects, whose table of numbers and
 * offsets (`megabytes` MB of "3 0 " pairs, each naming the page again) comes before the real three.
 */
export function objectStreamBombPdf(megabytes = 300): Buffer {
  const pair = '3 0 '
  const pairsPerMegabyte = MEGABYTE / pair.length
  const count = pairsPerMegabyte * megabytes + 3
  const objects = `${OBJECTS.join('\n')}\n`
  const realPairs = OBJECTS.reduce<{ pairs: string[]; at: number }>(
    (acc, object, i) => ({ pairs: [...acc.pairs, `${i + 1} ${acc.at}`], at: acc.at + object.length + 1 }),
    { pairs: [], at: 0 },
  ).pairs.join(' ')
  const head = Buffer.from(`${realPairs} `, 'latin1')
  const tail = Buffer.from(`\n${objects}`, 'latin1')
  const first = head.length + megabytes * MEGABYTE + 1
  const deflated = zlibOfRepeats(head, Buffer.from(pair.repeat(pairsPerMegabyte), 'latin1'), megabytes, tail)
  return pdfWithObjectStream(`/N ${count} /First ${first}`, deflated)
}
