// The server's look at uploaded files, without mail: which content counts as which kind, how
// file names are made safe, and which file of an application is reported first.
import { describe, expect, it } from 'vitest'
import { checkUploads, detectKind, safeFileName } from '../../functions/_shared/uploads'
import { documents, upload } from '../support/functions/visa-applications'

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

  it('gives the attachments in order, numbered, with the detected content types', () => {
    const result = checkUploads({ passportCopy, photograph, additionalDocs: [upload('a.jpg', documents.jpeg), upload('a.jpg', documents.jpeg)] })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.attachments.map((a) => [a.filename, a.contentType, a.content.length])).toEqual([
      ['passport-copy-passport.pdf', 'application/pdf', documents.pdf.length],
      ['photograph-photo.png', 'image/png', documents.png.length],
      ['additional-1-a.jpg', 'image/jpeg', documents.jpeg.length],
      ['additional-2-a.jpg', 'image/jpeg', documents.jpeg.length],
    ])
  })

  it('reports the first refused file with its field', () => {
    expect(checkUploads({ passportCopy, photograph: upload('photo.png', documents.jpeg), additionalDocs: [upload('x.pdf', documents.text)] })).toEqual({
      ok: false,
      field: 'photograph',
      message: '“photo.png” is not a real JPG or PNG file. Please choose the original document or a scan saved as JPG or PNG.',
    })
  })

  it('refuses a JPEG passport copy named .pdf, though both kinds are accepted there', () => {
    const result = checkUploads({ passportCopy: upload('passport.pdf', documents.jpeg), photograph, additionalDocs: [] })
    expect(result).toMatchObject({ ok: false, field: 'passportCopy' })
  })
})
