// Which pictures the editor takes (admin/upload-rule.ts): what a phone or a camera gives is taken,
// what the site cannot show or the backend cannot send is refused with what to do instead.
import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_MB, uploadProblem } from '../../admin/upload-rule'

const MB = 1024 * 1024

describe('the pictures the editor takes', () => {
  it('takes a phone photo of any case of extension, up to the limit', () => {
    expect(uploadProblem({ name: 'IMG_20261120 madinah group.jpg', size: 4 * MB })).toBeUndefined()
    expect(uploadProblem({ name: 'DSC0001.JPEG', size: UPLOAD_LIMIT_MB * MB })).toBeUndefined()
    expect(uploadProblem({ name: 'scan.png', size: 1 })).toBeUndefined()
  })

  it('refuses an iPhone HEIC photo, saying how to get a JPEG', () => {
    expect(uploadProblem({ name: 'IMG_0042.HEIC', size: 2 * MB })).toBe(
      '"IMG_0042.HEIC" is in the HEIC format, which the site cannot show: choose a JPEG, PNG, WebP, AVIF or GIF picture. An iPhone saves photos as JPEG with Settings → Camera → Formats → Most Compatible; or share the photo as JPEG. Nothing was uploaded; the rest of your changes save as usual.',
    )
  })

  it('refuses a drawing that can carry script, and a file with no type in its name', () => {
    expect(uploadProblem({ name: 'logo.svg', size: 1 })).toMatch(/^"logo\.svg" is in the SVG format, which the site cannot show/)
    expect(uploadProblem({ name: 'photo', size: 1 })).toMatch(/^"photo" is a file without a picture type \(\.jpg, \.png…\) in its name/)
  })

  it('refuses a picture over the limit, with its size', () => {
    expect(uploadProblem({ name: 'pano.jpg', size: 24.3 * MB })).toBe(
      `"pano.jpg" is 24.3 MB, over the ${UPLOAD_LIMIT_MB} MB a picture may be: choose a smaller copy (a phone's "share" or "export" of the photo, or the size "Large" rather than "Actual size"). Nothing was uploaded; the rest of your changes save as usual.`,
    )
  })
})
