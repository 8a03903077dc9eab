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
import { fill } from '../../content/browser/fill'
import { dataText } from '../support/data-text'
import { UPLOAD_WORDS } from '../support/form-words'
import { kindsOf } from '../support/functions/visa-applications'

/** An upload field's name as the messages write it: its label in data/forms.yaml, in small letters. */
const fieldName = (field: string) => dataText('forms', `visaApplication.labels.${field}`).toLowerCase()

describe('formatBytes', () => {
  it.each([
    [0, fill(UPLOAD_WORDS.bytes, { count: 0 })],
    [999, fill(UPLOAD_WORDS.bytes, { count: 999 })],
    [1000, fill(UPLOAD_WORDS.kilobytes, { count: '1' })],
    [1536, fill(UPLOAD_WORDS.kilobytes, { count: '1.5' })],
    [19_068, fill(UPLOAD_WORDS.kilobytes, { count: '19' })],
    [999_499, fill(UPLOAD_WORDS.kilobytes, { count: '999' })],
    [1_000_000, fill(UPLOAD_WORDS.megabytes, { count: '1' })],
    [2_450_000, fill(UPLOAD_WORDS.megabytes, { count: '2.5' })],
    [MAX_FILES_TOTAL_BYTES, fill(UPLOAD_WORDS.megabytes, { count: '4' })],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('accepted kinds', () => {
  it('passport copies and documents may be PDF, JPG or PNG; photographs only JPG or PNG', () => {
    expect(acceptAttribute('passportCopy')).toBe('.pdf,.jpg,.jpeg,.png')
    expect(acceptAttribute('photograph')).toBe('.jpg,.jpeg,.png')
    expect(kindsText('additionalDocs')).toBe(kindsOf('PDF', 'JPG', 'PNG'))
    expect(kindsText('photograph')).toBe(kindsOf('JPG', 'PNG'))
    expect(UPLOAD_LIMIT_TEXT).toBe(fill(UPLOAD_WORDS.limitText, { limit: fill(UPLOAD_WORDS.megabytes, { count: '4' }) }))
  })

  it('refuses by name what a field does not accept, and empty files', () => {
    expect(chosenFileProblem('passportCopy', { name: 'Scan.PDF', size: 10 }, uploadMessages)).toBeUndefined()
    expect(chosenFileProblem('photograph', { name: 'me.jpeg', size: 10 }, uploadMessages)).toBeUndefined()
    expect(chosenFileProblem('photograph', { name: 'me.pdf', size: 10 }, uploadMessages)).toBe(
      fill(UPLOAD_WORDS.wrongKind, { name: 'me.pdf', field: fieldName('photograph'), kinds: kindsOf('JPG', 'PNG') }),
    )
    expect(chosenFileProblem('passportCopy', { name: 'passport.docx', size: 10 }, uploadMessages)).toBe(
      fill(UPLOAD_WORDS.wrongKind, { name: 'passport.docx', field: fieldName('passportCopy'), kinds: kindsOf('PDF', 'JPG', 'PNG') }),
    )
    expect(chosenFileProblem('additionalDocs', { name: 'letter.pdf', size: 0 }, uploadMessages)).toBe(fill(UPLOAD_WORDS.empty, { name: 'letter.pdf' }))
  })

  it('adds up the chosen files and says by how much they are over', () => {
    const files = [
      { name: 'a.pdf', size: 2_500_000 },
      { name: 'b.png', size: 2_000_000 },
    ]
    expect(totalBytes(files)).toBe(4_500_000)
    expect(uploadMessages.tooLarge(totalBytes(files))).toBe(
      fill(UPLOAD_WORDS.tooLarge, { total: fill(UPLOAD_WORDS.megabytes, { count: '4.5' }), limit: fill(UPLOAD_WORDS.megabytes, { count: '4' }) }),
    )
  })
})
