// The text of a PDF as a reader shows it, read with PDF.js (the library the functions check
// uploaded PDFs with), so the tests need no PDF tool installed on the machine. Runs of text are
// joined with a space and white space collapsed: a sentence may wrap across lines.
import { loadPdfJs } from '../../functions/_shared/decode-upload'

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument, VerbosityLevel } = await loadPdfJs()
  const document = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise
  try {
    const pages: string[] = []
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    return pages.join(' ').replace(/\s+/g, ' ')
  } finally {
    await document.destroy()
  }
}
