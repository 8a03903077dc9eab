// The Bengali half of the built site as its readers meet it: every page under /bn/ (its title, its
// text and the attributes read aloud, as prerendered with its islands' first state, and the words
// its islands are given to show once they wake) and every PDF
// the printer wrote there (the text a reader copies from it: the ActualText of each line).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Spelling } from '../../../browser/spelling'
import { findingsIn, type Finding } from './findings'
import { islandTexts, pageTexts } from './page-text'
import { actualTexts } from './pdf-text'

/** The files under `folder`, as site addresses relative to `client` ('/bn/umrah/index.html'). */
function filesUnder(client: string, folder: string): string[] {
  const dir = join(client, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `/${folder}/${name.split('\\').join('/')}`)
    .sort()
}

/** A page's address as a visitor types it: /bn/umrah/ for /bn/umrah/index.html. */
const addressOf = (file: string) => file.replace(/index\.html$/, '')

/**
 * The text of a PDF as a reader copies it: its lines' ActualText in order, a wrapped line joined to
 * the next (one that ends in a space or a hyphen) and the others apart.
 */
export function pdfReadText(pdf: Uint8Array): string {
  return actualTexts(pdf)
    .reduce((text, line) => text + (/[\s-]$/.test(text) ? '' : ' ') + line, '')
    .replace(/\s+/g, ' ')
    .trim()
}

interface BuiltScan {
  pages: number
  pdfs: number
  findings: Finding[]
}

/** Scans every Bengali page and PDF of the built site in `client` (dist/client). */
export function scanBuiltSite(client: string, spellings: readonly Spelling[], locale = 'bn'): BuiltScan {
  const files = filesUnder(client, locale)
  const pages = files.filter((file) => file.endsWith('.html'))
  const pdfs = files.filter((file) => file.endsWith('.pdf'))
  const findings: Finding[] = []
  for (const page of pages) {
    const html = readFileSync(join(client, page), 'utf8')
    for (const text of pageTexts(html)) findings.push(...findingsIn(text, addressOf(page), spellings))
    for (const { key, text } of islandTexts(html)) findings.push(...findingsIn(text, `${addressOf(page)} (an island's words: ${key})`, spellings))
  }
  for (const pdf of pdfs) findings.push(...findingsIn(pdfReadText(readFileSync(join(client, pdf))), pdf, spellings))
  return { pages: pages.length, pdfs: pdfs.length, findings }
}
