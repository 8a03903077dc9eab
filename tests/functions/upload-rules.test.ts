// What the visitor reads about files before sending: sizes, the accepted kinds and the refusals
// by name (forms/_shared/uploads.ts, used by the form and again by the functions).
import { describe, expect, it } from 'vitest'
import {
  MAX_FILES_TOTAL_BYTES,
  UPLOAD_LIMIT_TEXT,
  acceptAttribute,
  chosenFileProblem,
  formatBytes,
  kindsText,
  totalBytes,
  uploadMessages,
} from '../../forms/_shared/uploads'

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1536, '1.5 KB'],
    [19_068, '19 KB'],
    [999_499, '999 KB'],
    [1_000_000, '1 MB'],
    [2_450_000, '2.5 MB'],
    [MAX_FILES_TOTAL_BYTES, '4 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('accepted kinds', () => {
  it('passport copies and documents may be PDF, JPG or PNG; photographs only JPG or PNG', () => {
    expect(acceptAttribute('passportCopy')).toBe('.pdf,.jpg,.jpeg,.png')
    expect(acceptAttribute('photograph')).toBe('.jpg,.jpeg,.png')
    expect(kindsText('additionalDocs')).toBe('PDF, JPG or PNG')
    expect(kindsText('photograph')).toBe('JPG or PNG')
    expect(UPLOAD_LIMIT_TEXT).toBe('All files together can be up to 4 MB.')
  })

  it('refuses by name what a field does not accept, and empty files', () => {
    expect(chosenFileProblem('passportCopy', { name: 'Scan.PDF', size: 10 })).toBeUndefined()
    expect(chosenFileProblem('photograph', { name: 'me.jpeg', size: 10 })).toBeUndefined()
    expect(chosenFileProblem('photograph', { name: 'me.pdf', size: 10 })).toBe(
      '“me.pdf” cannot be sent as your passport-style photograph: please choose a JPG or PNG file',
    )
    expect(chosenFileProblem('passportCopy', { name: 'passport.docx', size: 10 })).toBe(
      '“passport.docx” cannot be sent as your passport copy: please choose a PDF, JPG or PNG file',
    )
    expect(chosenFileProblem('additionalDocs', { name: 'letter.pdf', size: 0 })).toBe(uploadMessages.empty('letter.pdf'))
  })

  it('adds up the chosen files and says by how much they are over', () => {
    const files = [
      { name: 'a.pdf', size: 2_500_000 },
      { name: 'b.png', size: 2_000_000 },
    ]
    expect(totalBytes(files)).toBe(4_500_000)
    expect(uploadMessages.tooLarge(totalBytes(files))).toContain('Your files add up to 4.5 MB, more than the 4 MB that can be sent.')
  })
})
