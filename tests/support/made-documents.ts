// Documents made at test time, each the smallest real one of its kind or a precise forgery of it:
// PDFs written object by object with a correct cross-reference table (ISO 32000-1 §7.5), pictures
// drawn by sharp, and PNG headers assembled chunk by chunk with valid CRCs (PNG §5.3), so that only
// a real decoder can tell them apart from good files.
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A PDF of the given objects (object 1 the catalogue), with its xref table and trailer. */
function pdfOf(objects: readonly string[], trailerExtra = ''): Buffer {
  let text = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'))
    text += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(text, 'latin1')
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

const A4 = '/MediaBox [0 0 595 842]'

/** A real PDF of `pages` blank A4 pages, as small as PDF allows. */
export function minimalPdf(pages = 1): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => `<< /Type /Page /Parent 2 0 R ${A4} >>`),
  ])
}

/** The standard security handler's padding string (ISO 32000-1 §7.6.3.3, algorithm 2). */
const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex')
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32)
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()

/** RC4, which OpenSSL 3 no longer offers by default; PDF's 40-bit encryption needs it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = Buffer.alloc(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255
    j = (j + s[i]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!
  }
  return out
}

/**
 * A one-page PDF encrypted with the standard security handler (revision 2, 40-bit RC4), as
 * scanners and office programs write it. With a user password it opens only with that password;
 * with an empty one it opens for anyone and the owner password only restricts printing or copying.
 */
export function encryptedPdf(userPassword: string, ownerPassword = 'owner-secret'): Buffer {
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex')
  const permissions = -4
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword))
  const p = Buffer.alloc(4)
  p.writeInt32LE(permissions)
  const key = md5(padded(userPassword), owner, p, id).subarray(0, 5)
  const user = rc4(key, PASSWORD_PAD)
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R ${A4} >>`,
      `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    ],
    ` /Encrypt 4 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`,
  )
}

/** A PDF whose page tree has no page. */
export const pdfWithoutPages = (): Buffer => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'])

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/**
 * A PNG whose header (IHDR, valid CRC) declares `width` × `height` RGB pixels, followed by a few
 * compressed bytes of image data: small on the wire, enormous if a decoder believed it.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 2 // RGB
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))])
}

/** The PNG signature followed by an SVG picture, as a forger would name it photo.png. */
export const pngHeadedSvg = (): Buffer =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')])

/** The PDF header followed by an HTML page. */
export const pdfHeadedHtml = (): Buffer => Buffer.from('%PDF-1.7\n<!doctype html><html><body><script>alert(1)</script></body></html>\n')

/**
 * A real photograph-like picture drawn by sharp: a gradient with some noise, so that a JPEG of it
 * has many entropy-coded bytes and half of it is visibly cut short.
 */
export async function madePicture(format: 'png' | 'jpeg', width = 240, height = 320): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (((i / 3) % width) + ((i * 7919) % 61)) & 255
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer()
}
