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

/**
 * The headings of a PDF printed with Chromium's `outline: true` (and `tagged: true`, without which the outline is empty), in order, nested ones after their
 * parent. Chromium builds the outline from the headings it laid out for print, with their text as
 * the page has it: it holds Bengali headings exactly, where the text layer loses the glyphs a
 * Bengali font draws for several letters (conjuncts, split vowel signs), and it leaves out any
 * heading that was not printed (content-visibility skipping a section).
 */
export async function pdfOutline(bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await loadPdfJs()
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, disableFontFace: true }).promise
  try {
    type Entry = { title: string; items?: Entry[] }
    const titles = (entries: Entry[] | null): string[] => (entries ?? []).flatMap((entry) => [entry.title, ...titles(entry.items ?? [])])
    return titles(await document.getOutline())
  } finally {
    await document.destroy()
  }
}
