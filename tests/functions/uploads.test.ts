// The server's look at uploaded files, without mail: which content counts as which kind, how
// file names are made safe, which file of an application is reported first, and which files
// that start like a PDF, PNG or JPEG are refused once fully opened (made at test time in
// tests/support/made-documents.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, uploadMessages, type UploadedFile, type UploadField } from '../../forms/_shared/uploads'
import { checkUploads, detectKind, safeFileName } from '../../functions/_shared/uploads'
import { encryptedPdf, madePicture, minimalPdf, pdfHeadedHtml, pdfWithoutPages, pngDeclaring, pngHeadedSvg } from '../support/made-documents'
import { documents, notARealFile, upload } from '../support/functions/visa-applications'
import { UPLOAD_WORDS } from '../support/form-words'
import { fill } from '../../content/browser/fill'

const bytes = (...values: number[]) => Buffer.from(values)

describe('detectKind reads the first bytes', () => {
  it('knows the real documents', () => {
    expect(detectKind(documents.pdf)).toBe('pdf')
    expect(detectKind(documents.png)).toBe('png')
    expect(detectKind(documents.jpeg)).toBe('jpeg')
    expect(detectKind(documents.text)).toBeUndefined()
  })

  it.each([
    ['empty content', bytes()],
    ['"%PDF" without the dash', Buffer.from('%PDF1.4')],
    ['a PDF signature after other bytes', Buffer.from(' %PDF-1.4')],
    ['the PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['two JPEG bytes only', bytes(0xff, 0xd8)],
    ['a GIF', Buffer.from('GIF89a')],
    ['HTML', Buffer.from('<!doctype html><script>')],
  ])('recognises nothing in %s', (_what, content) => {
    expect(detectKind(content)).toBeUndefined()
  })
})

describe('safeFileName', () => {
  it.each([
    ['passport.pdf', 'pdf', 'passport-copy', 'passport-copy-passport.pdf'],
    ['../../etc/passwd.pdf', 'pdf', 'passport-copy', 'passport-copy-passwd.pdf'],
    ['C:\\x\\a.pdf', 'pdf', 'additional-1', 'additional-1-a.pdf'],
    ['..\\..\\boot.ini.png', 'png', 'photograph', 'photograph-boot.ini.png'],
    ['My   Photo  (1).JPG', 'jpeg', 'photograph', 'photograph-My-Photo-1.jpg'],
    ['scan.jpeg', 'jpeg', 'photograph', 'photograph-scan.jpeg'],
    ['"quoted"\'name\'.pdf', 'pdf', 'passport-copy', 'passport-copy-quoted-name.pdf'],
    ['bell\u0007\u0000null\r\n.pdf', 'pdf', 'passport-copy', 'passport-copy-bell-null.pdf'],
    ['.htaccess.pdf', 'pdf', 'passport-copy', 'passport-copy-htaccess.pdf'],
    ['...pdf', 'pdf', 'passport-copy', 'passport-copy.pdf'],
    ['Ça été.png', 'png', 'photograph', 'photograph-Ca-ete.png'],
    ['পাসপোর্ট.pdf', 'pdf', 'passport-copy', 'passport-copy.pdf'],
    ['scan-without-ending', 'pdf', 'additional-2', 'additional-2-scan-without-ending.pdf'],
    ['folder/', 'png', 'photograph', 'photograph.png'],
  ] as const)('%j as %s → %s', (name, kind, prefix, expected) => {
    expect(safeFileName(name, kind, prefix)).toBe(expected)
  })

  it('shortens a long name but keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(59)}-${'b'.repeat(200)}.pdf`, 'pdf', 'passport-copy')
    expect(name).toBe(`passport-copy-${'a'.repeat(59)}.pdf`)
  })
})

describe('checkUploads', () => {
  const passportCopy = upload('passport.pdf', documents.pdf)
  const photograph = upload('photo.png', documents.png)

  it('gives the attachments in order, numbered, with the detected content types', async () => {
    const result = await checkUploads({ passportCopy, photograph, additionalDocs: [upload('a.jpg', documents.jpeg), upload('a.jpg', documents.jpeg)] }, 'en')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.attachments.map((a) => [a.filename, a.contentType, a.content.length])).toEqual([
      ['passport-copy-passport.pdf', 'application/pdf', documents.pdf.length],
      ['photograph-photo.png', 'image/png', documents.png.length],
      ['additional-1-a.jpg', 'image/jpeg', documents.jpeg.length],
      ['additional-2-a.jpg', 'image/jpeg', documents.jpeg.length],
    ])
  })

  it('reports the first refused file with its field', async () => {
    expect(
      await checkUploads({ passportCopy, photograph: upload('photo.png', documents.jpeg), additionalDocs: [upload('x.pdf', documents.text)] }, 'en'),
    ).toEqual({
      ok: false,
      field: 'photograph',
      message: notARealFile('photo.png', 'JPG', 'PNG'),
    })
  })

  it('refuses a JPEG passport copy named .pdf, though both kinds are accepted there', async () => {
    const result = await checkUploads({ passportCopy: upload('passport.pdf', documents.jpeg), photograph, additionalDocs: [] }, 'en')
    expect(result).toMatchObject({ ok: false, field: 'passportCopy' })
  })
})

describe('checkUploads opens each file fully', () => {
  let pictures: { png: Buffer; jpeg: Buffer }
  beforeAll(async () => {
    pictures = { png: await madePicture('png'), jpeg: await madePicture('jpeg') }
  })

  /** An application whose `field` holds the file and whose other files are good. */
  const withFile = (field: UploadField, file: UploadedFile) => ({
    passportCopy: field === 'passportCopy' ? file : upload('passport.pdf', minimalPdf()),
    photograph: field === 'photograph' ? file : upload('photo.jpg', pictures.jpeg),
    additionalDocs: field === 'additionalDocs' ? [upload('ticket.png', pictures.png), file] : [],
  })

  it('accepts the smallest real PDF, PNG and JPEG, attached byte for byte', async () => {
    const pdf = minimalPdf()
    const result = await checkUploads(
      {
        passportCopy: upload('passport.pdf', pdf),
        photograph: upload('photo.png', pictures.png),
        additionalDocs: [upload('ticket.jpg', pictures.jpeg), upload('letters.pdf', minimalPdf(3))],
      },
      'en',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'image/png', 'image/jpeg', 'application/pdf'])
    expect(result.attachments[0]!.content.equals(pdf), 'the PDF is attached as sent, not a copy PDF.js changed').toBe(true)
    expect(result.attachments[1]!.content.equals(pictures.png)).toBe(true)
  })

  it('accepts a PDF that only restricts printing or copying (an owner password, none to open it)', async () => {
    expect(await checkUploads(withFile('passportCopy', upload('restricted.pdf', encryptedPdf(''))), 'en')).toMatchObject({ ok: true })
  })

  it.each<[string, UploadField, string, () => Buffer | Promise<Buffer>, (field: UploadField, name: string) => string]>([
    ['a PDF header followed by HTML', 'passportCopy', 'passport.pdf', pdfHeadedHtml, uploadMessages.contentMismatch],
    ['a PNG header followed by SVG', 'photograph', 'photo.png', pngHeadedSvg, uploadMessages.contentMismatch],
    ['a PNG declaring 2³¹ × 2³¹ pixels (valid CRCs)', 'photograph', 'huge.png', () => pngDeclaring(2 ** 31, 2 ** 31), uploadMessages.contentMismatch],
    [
      `a PNG declaring ${MAX_IMAGE_SIDE * 2} × ${MAX_IMAGE_SIDE * 2} pixels`,
      'additionalDocs',
      'poster.png',
      () => pngDeclaring(MAX_IMAGE_SIDE * 2, MAX_IMAGE_SIDE * 2),
      (_field, name) => uploadMessages.imageTooLarge(name),
    ],
    [
      `a PNG ${MAX_IMAGE_SIDE + 1} pixels wide and 100 high (few pixels, one side too long)`,
      'photograph',
      'strip.png',
      () => pngDeclaring(MAX_IMAGE_SIDE + 1, 100),
      (_field, name) => uploadMessages.imageTooLarge(name),
    ],
    [
      `a PNG within ${MAX_IMAGE_SIDE} a side but over ${MAX_IMAGE_PIXELS / 1e6} million pixels`,
      'passportCopy',
      'scan.png',
      () => pngDeclaring(MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE + 1),
      (_field, name) => uploadMessages.imageTooLarge(name),
    ],
    [
      'a JPEG cut off halfway',
      'additionalDocs',
      'scan.jpg',
      async () => (await madePicture('jpeg')).subarray(0, pictures.jpeg.length >> 1),
      (_field, name) => uploadMessages.damaged(name),
    ],
    [
      'a PNG cut off before its end',
      'photograph',
      'photo.png',
      async () => (await madePicture('png')).subarray(0, pictures.png.length - 40),
      (_field, name) => uploadMessages.damaged(name),
    ],
    ['a PDF without a page', 'passportCopy', 'empty.pdf', pdfWithoutPages, (_field, name) => uploadMessages.damaged(name)],
    [
      'a PDF that opens only with a password',
      'additionalDocs',
      'statement.pdf',
      () => encryptedPdf('secret'),
      (_field, name) => uploadMessages.passwordProtected(name),
    ],
  ])('refuses %s, naming the field and the file', async (_what, field, name, make, message) => {
    const result = await checkUploads(withFile(field, upload(name, await make())), 'en')
    expect(result).toEqual({ ok: false, field, message: message(field, name) })
  })

  it('says why in the visitor’s words', () => {
    expect(uploadMessages.imageTooLarge('poster.png')).toBe(fill(UPLOAD_WORDS.imageTooLarge, { name: 'poster.png', max: 40, limit: '10,000' }))
    expect(uploadMessages.passwordProtected('statement.pdf')).toBe(fill(UPLOAD_WORDS.passwordProtected, { name: 'statement.pdf' }))
    expect(uploadMessages.damaged('scan.jpg')).toBe(fill(UPLOAD_WORDS.damaged, { name: 'scan.jpg' }))
  })
})
