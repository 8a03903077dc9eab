// Reads an uploaded file the way the agency's computer will open it, by kept libraries rather than
// by its first bytes alone: pictures are decoded to their last pixel by sharp (libvips), PDFs are
// opened by PDF.js (Firefox's reader). A file whose start looks right but whose rest is HTML, SVG,
// a cut-off download or a header claiming billions of pixels is refused here. Everything happens
// in memory and within bounds: a picture's size is read from its header and refused above
// MAX_IMAGE_SIDE or MAX_IMAGE_PIXELS before any pixel is decoded, and decoding streams (sharp's
// stats need no full-size copy of the picture).
import sharp, { type Metadata } from 'sharp'
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type FileKind } from '../../forms/_shared/uploads'
import { MAX_PDF_CHECK_MS, MAX_PDF_PAGES, pdfBeyondLimits } from './pdf-limits'

/** Why a file is refused, or nothing when it opens as what it says it is. */
export type DecodeProblem = 'notReal' | 'damaged' | 'imageTooLarge' | 'passwordProtected' | 'pdfTooLarge'

// No cache of decoded pictures between requests: each file is read once.
sharp.cache(false)

async function decodeImage(content: Uint8Array, kind: 'jpeg' | 'png'): Promise<DecodeProblem | undefined> {
  let metadata: Metadata
  try {
    // The header only: no pixel is decoded, whatever size it claims.
    metadata = await sharp(content, { limitInputPixels: false }).metadata()
  } catch {
    return 'notReal'
  }
  // libvips picks its decoder by the content: an SVG or GIF named .png is not what it says.
  if (metadata.format !== kind) return 'notReal'
  const { width, height } = metadata
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return 'imageTooLarge'
  try {
    // failOn 'truncated': a picture cut short is an error, not grey pixels; the pixel limit
    // guards the decoder too. stats() reads every pixel without keeping a full-size copy.
    await sharp(content, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true }).stats()
  } catch {
    return 'damaged'
  }
  return undefined
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let pdfjs: Promise<PdfJs> | undefined

/**
 * PDF.js, loaded on the first PDF (a function that only gets pictures never reads its 3 MB).
 * Its worker module runs in this thread: importing it sets `globalThis.pdfjsWorker`, which
 * PDF.js uses instead of starting a worker from a file the bundled function does not have.
 * The legacy build is the one made for Node. It draws pages with the optional native
 * @napi-rs/canvas (33 MB, not in the bundle: we never draw) and, without it, warns and fails at
 * load on its one drawing constant, `new DOMMatrix()`, which Node 20 lacks. A stand-in with no
 * methods is there while it loads only (any drawing would fail loudly), so tests and Netlify
 * load it alike, and those load-time warnings alone are kept out of the logs. The legacy build
 * also installs core-js's polyfills, among them a JSON.parse that takes `{"name": "Yusuf",` as
 * `{ name: 'Yusuf' }`: Node's own is put back, so a function that has read a PDF still refuses a
 * request body that is not JSON.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (!(typeof args[0] === 'string' && /@napi-rs\/canvas|Cannot polyfill/.test(args[0]))) warn(...args)
    }
    const parseJson = JSON.parse
    const global = globalThis as { DOMMatrix?: unknown }
    const hadDomMatrix = 'DOMMatrix' in global
    if (!hadDomMatrix) global.DOMMatrix = class DrawingNotAvailable {}
    try {
      await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
      return await import('pdfjs-dist/legacy/build/pdf.mjs')
    } finally {
      console.warn = warn
      JSON.parse = parseJson
      if (!hadDomMatrix) delete global.DOMMatrix
    }
  })()
  return pdfjs
}

class PdfDeadline extends Error {}

async function parsePdf(content: Uint8Array): Promise<DecodeProblem | undefined> {
  const deadline = performance.now() + MAX_PDF_CHECK_MS
  // Inflated by zlib against a budget first: PDF.js inflates in one synchronous go, which no timer interrupts.
  const limit = await pdfBeyondLimits(content, deadline)
  if (limit) return 'pdfTooLarge'
  const { getDocument, VerbosityLevel } = await loadPdfJs()
  const task = getDocument({
    // A copy: PDF.js takes over the buffer it is given, and the original becomes the attachment.
    data: new Uint8Array(content),
    // Errors only: a scan with an odd font or a repaired table would otherwise log on every call.
    verbosity: VerbosityLevel.ERRORS,
    // Nothing from the file is compiled to code, fetched or drawn.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    useWorkerFetch: false,
    stopAtErrors: true,
  })
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfDeadline()), Math.max(0, deadline - performance.now()))
  })
  try {
    const document = await Promise.race([task.promise, late])
    if (document.numPages < 1) return 'damaged'
    if (document.numPages > MAX_PDF_PAGES) return 'pdfTooLarge'
    // The first and the last page: a page count the file does not keep fails on the last one.
    await Promise.race([document.getPage(1), late])
    await Promise.race([document.getPage(document.numPages), late])
    return undefined
  } catch (error) {
    if (error instanceof PdfDeadline) return 'pdfTooLarge'
    const name = error instanceof Error ? error.name : ''
    // A file that opens only with a password: the agency could not read it either. A PDF that
    // is merely restricted (printing or copying) opens without one and is accepted.
    if (name === 'PasswordException') return 'passwordProtected'
    return name === 'InvalidPDFException' ? 'notReal' : 'damaged'
  } finally {
    clearTimeout(timer)
    await task.destroy()
  }
}

/** What is wrong with a file whose first bytes say `kind`, by opening it fully; undefined if nothing. */
export function decodeProblem(content: Uint8Array, kind: FileKind): Promise<DecodeProblem | undefined> {
  return kind === 'pdf' ? parsePdf(content) : decodeImage(content, kind)
}
