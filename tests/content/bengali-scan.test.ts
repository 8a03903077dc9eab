// The build's Bengali scan (scripts/bengali-scan.ts, issue 37) on a small built site of its own: a
// Bengali page and a Bengali PDF that keep an English word, English digits and a spelling the
// glossary forbids are reported with the page, the text around it and the fix; what the allowlist
// allows (the agency's name, an e-mail address, a web address, a link's address, an island's
// ids) is not. Then the real words of the forms and the site, and the real build when there is one.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scanBuiltSite } from '../../content/server/check/bengali-scan/built-site'
import { formatFindings, type Finding } from '../../content/server/check/bengali-scan/findings'
import { scanEmails } from '../../content/server/check/bengali-scan/email-scan'
import { withoutAllowed } from '../../content/server/language/bengali-latin'
import { sourceHints } from '../../content/server/check/bengali-scan/source-hint'
import { scanWords } from '../../content/server/check/bengali-scan/words-scan'
import { readGlossary } from '../../content/server/check/glossary'
import { loadCatalogue } from '../../content/server/data/load'
import { projectRoot } from '../../content/server/data/paths'
import { Printer } from '../../content/server/print/pdf-document'
import '../../content/server/language/all-words'
import { DIST_CLIENT } from '../support/browser/site'

const { spellings } = readGlossary(projectRoot())
const site = loadCatalogue('site', 'en')

const PAGE = `<!doctype html><html lang="bn"><head><title>শীতকালীন উমরাহ | ${site.name}</title></head><body>
<header><a href="/umrah/winter-offer/" hreflang="en">ইংরেজি পাতা</a></header>
<main><h1>Winter Umrah</h1><p>অফিস খোলা 10:00 থেকে, ${site.name}-এর সঙ্গে হজের প্রস্তুতি নিন।</p>
<p>লিখুন info@example.com ঠিকানায় বা দেখুন https://www.example.com/bn/ পাতা।</p>
<script type="application/json">{"label":"Next step","id":"winter-offer","youtubeId":"a1B2c3D4e5F","counter":"{total}টির মধ্যে {n}","duration":"7:24","hotel":{"name":"সাফা হোটেল","english":{"name":"Safa Hotel"}}}</script>
<div data-island-root="" data-note="English note"><button aria-label="Close menu">×</button></div>
<img src="/images/kaaba-1200.jpg" alt="কাবা শরিফ"></main>
<script>const english = "Submit"</script></body></html>`

let client: string
let findings: Finding[]

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'bengali-scan-'))
  mkdirSync(join(client, 'bn', 'umrah'), { recursive: true })
  mkdirSync(join(client, 'bn', 'brochures'), { recursive: true })
  writeFileSync(join(client, 'bn', 'umrah', 'index.html'), PAGE)
  // An English page is not the scan's.
  writeFileSync(join(client, 'index.html'), '<html lang="en"><body><h1>Winter Umrah 2026</h1></body></html>')
  const printed = await new Printer('bn', { title: 'পরীক্ষা', author: site.name })
    .title('উমরাহ গাইড')
    .paragraph('ফ্লাইট: Qatar Airways, মুজদালিফায় এক রাত।')
    .finish(() => '')
  writeFileSync(join(client, 'bn', 'brochures', 'guide.pdf'), printed.bytes)
  findings = scanBuiltSite(client, spellings).findings
}, 60_000)

afterAll(() => {
  if (client) rmSync(client, { recursive: true, force: true })
})

const found = (where: string) => findings.filter((finding) => finding.where === where).map(({ kind, found }) => `${kind}: ${found}`)

describe('the Bengali scan of a built site', () => {
  it('reports on a Bengali page its English words, its English digits and the spellings the glossary forbids, and nothing allowed', () => {
    expect(found('/bn/umrah/').sort()).toEqual(['latin-digits: 10:00', 'latin-letters: Close menu', 'latin-letters: Winter Umrah', 'spelling: হজ'])
  })

  it('reads the words an island is given to show, not its ids, its values or the English it sends the agency', () => {
    expect(found("/bn/umrah/ (an island's words: label)")).toEqual(['latin-letters: Next step'])
    expect(findings.filter((finding) => finding.where.includes('island') && !finding.where.endsWith('label)'))).toEqual([])
  })

  it('reads a Bengali PDF as a reader copies it', () => {
    expect(found('/bn/brochures/guide.pdf').sort()).toEqual(['spelling: Qatar Airways', 'spelling: মুজদালিফা'])
  })

  it('says where, quotes the text and tells staff what to write', () => {
    const report = formatFindings(findings)
    expect(report).toContain('/bn/umrah/\n  “ইংরেজি পাতা Winter Umrah অফিস খোলা 10:00 থেকে')
    expect(report).toContain('"10:00" is in English digits: write ১০:০০ in data/bn/')
    expect(report).toContain('"Winter", "Umrah" are in English letters: write it in Bengali in data/bn/')
    expect(report).toContain('write হজ্জ, not হজ (the spellings the site keeps to: data/bn/glossary.yaml)')
    expect(report).toContain('write মুযদালিফা, not মুজদালিফা')
  })
})

describe('the scan as the build runs it', () => {
  it('fails with --strict on a finding, naming the page', () => {
    const strict = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bengali-scan.ts', client, '--strict'], { encoding: 'utf8' })
    expect(strict.status).toBe(1)
    expect(strict.stderr).toContain('/bn/umrah/\n  “ইংরেজি পাতা Winter Umrah')
    expect(strict.stderr).toMatch(/Bengali scan \(error\): \d+ findings in 1 Bengali pages, 1 Bengali PDFs/)
  }, 120_000)
})

describe('where the scan says a text is written', () => {
  it('names the Bengali line that holds it, or the English one a Bengali file leaves out', () => {
    const hint = sourceHints(projectRoot())
    const bengaliTitle = loadCatalogue('routes', 'bn').routes.find((route) => route.path === '/')!.title ?? ''
    const at = (found: string, context = found) => hint({ kind: 'latin-letters', where: '/bn/', found, context, fix: '' })
    expect(at(bengaliTitle)).toMatch(/^Probably written at data\/bn\/routes\.yaml:\d+/)
    expect(at(loadCatalogue('testimonials', 'en').testimonials[0]!.name)).toMatch(
      /^Probably shown from the English at data\/testimonials\.yaml:\d+: its Bengali belongs in data\/bn\/testimonials\.yaml\.$/,
    )
    expect(at('Zqxwv')).toMatch(/^Not written in data\//)
  })
})

describe('the Bengali scan of the acknowledgement e-mail', () => {
  it('reads every enquiry reference as a code, also one with a flight number inside (AN-YZ27-G9)', () => {
    for (const reference of ['AN-YZ27-G9', 'AN-HC23-P6', 'AN-7K3F-Q9']) expect(withoutAllowed(`আপনার জিজ্ঞাসা পেয়েছি (${reference})`)).not.toMatch(/[A-Za-z0-9]/)
  })
  it('finds the e-mail a Bengali visitor receives all in Bengali', () => {
    expect(formatFindings(scanEmails(spellings))).toBe('')
  })
})

describe('the Bengali scan of the words of the forms and the site', () => {
  it('reads every form’s words and the site’s, and names the data file and key of each finding', () => {
    const { texts, findings: inWords } = scanWords(spellings)
    expect(texts).toBeGreaterThan(300)
    for (const finding of inWords) expect(finding.where).toMatch(/^data\/(bn\/)?[\w-]+\.yaml:\d+ \(\S+/)
  })
})

describe.skipIf(!existsSync(join(DIST_CLIENT, 'bn')))('the Bengali scan of the real build', () => {
  it('reads every Bengali PDF the printer wrote, and the Bengali pages', () => {
    const built = scanBuiltSite(DIST_CLIENT, spellings)
    const brochures = loadCatalogue('umrah', 'bn').packages.filter((pkg) => pkg.brochureFile).length
    const checklists = loadCatalogue('bangladesh-visa', 'bn').services.items.length
    expect(built.pdfs).toBe(brochures + 1 + checklists)
    expect(built.pages).toBeGreaterThan(40)
  })

  // The build runs the scan --strict (package.json), so a finding fails it; this says which.
  it('finds no English and no forbidden spelling on any Bengali page or PDF', () => {
    expect(formatFindings(scanBuiltSite(DIST_CLIENT, spellings).findings)).toBe('')
  })
})
