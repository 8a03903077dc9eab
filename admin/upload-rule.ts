// Which pictures the editor takes from staff's computer or phone. A picture is sent with the
// entry it is chosen for (Decap keeps it as a draft until then), so a picture the backend or the
// site cannot take would stop the whole entry from saving: it is refused when it is chosen,
// with what to do instead, and the entry saves as usual without it.

/** The pictures the site shows and the build makes smaller sizes of (as schemas/defs imagePath, without SVG: a drawing that can carry script). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const

/** A phone's photo is 2–12 MB; far larger ones are scans or videos, and GitHub's API takes a file only whole. */
export const UPLOAD_LIMIT_MB = 20

const NOTHING_SENT = 'Nothing was uploaded; the rest of your changes save as usual.'

/** Why a chosen file cannot be uploaded, in the words shown to staff; undefined when it can. */
export function uploadProblem(file: { name: string; size: number }): string | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (!extension || !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    const kind = extension ? `in the ${extension.toUpperCase()} format` : 'a file without a picture type (.jpg, .png…) in its name'
    const iphone =
      extension === 'heic' || extension === 'heif'
        ? ' An iPhone saves photos as JPEG with Settings → Camera → Formats → Most Compatible; or share the photo as JPEG.'
        : ''
    return `"${file.name}" is ${kind}, which the site cannot show: choose a JPEG, PNG, WebP, AVIF or GIF picture.${iphone} ${NOTHING_SENT}`
  }
  const megabytes = file.size / (1024 * 1024)
  if (megabytes > UPLOAD_LIMIT_MB)
    return `"${file.name}" is ${megabytes.toFixed(1)} MB, over the ${UPLOAD_LIMIT_MB} MB a picture may be: choose a smaller copy (a phone's "share" or "export" of the photo, or the size "Large" rather than "Actual size"). ${NOTHING_SENT}`
  return undefined
}
