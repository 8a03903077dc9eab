// npx tsx scripts/bengali-scan.ts [dist/client] [--strict] [--words-only]   (the last step of `npm run build`)
// Reads the Bengali site as its readers meet it (issue 37): every page under /bn/ and every
// Bengali PDF of the build, the Bengali words the islands, scripts, replies and e-mails use, and
// the acknowledgement e-mail as a Bengali visitor receives it,
// for English letters and English digits outside the allowlist (content/server/language/bengali-latin.ts) and for
// the spellings data/bn/glossary.yaml forbids. Each finding names the page or the file and line,
// quotes the text and says what to write instead. With --strict a finding fails the build;
// without, findings are printed as warnings. --words-only reads data/ alone (no build needed).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { scanBuiltSite } from '../content/server/check/bengali-scan/built-site'
import { scanEmails } from '../content/server/check/bengali-scan/email-scan'
import { formatFindings, type Finding } from '../content/server/check/bengali-scan/findings'
import { sourceHints } from '../content/server/check/bengali-scan/source-hint'
import { scanWords } from '../content/server/check/bengali-scan/words-scan'
import { readGlossary } from '../content/server/check/glossary'
import { formatProblem } from '../content/server/data/problem'
import { projectRoot } from '../content/server/data/paths'
import '../content/server/language/all-words'

interface ScanSummary {
  findings: Finding[]
  /** The glossary's own problems: without a readable glossary no spelling is checked. */
  problems: string[]
  read: string
}

/** Scans the built site in `client` (unless undefined) and the words of data/. */
export function bengaliScan(client: string | undefined): ScanSummary {
  const { spellings, problems } = readGlossary(projectRoot())
  const words = scanWords(spellings)
  const built = client === undefined ? undefined : scanBuiltSite(client, spellings)
  const hint = sourceHints(projectRoot())
  return {
    findings: [...(built?.findings ?? []).map((finding) => ({ ...finding, hint: hint(finding) })), ...words.findings, ...scanEmails(spellings)],
    problems: problems.map(formatProblem),
    read: [
      built && `${built.pages} Bengali pages, ${built.pdfs} Bengali PDFs`,
      `${words.texts} texts of the forms and the site's words`,
      'the acknowledgement e-mail',
    ]
      .filter(Boolean)
      .join(', '),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2)
  const strict = args.includes('--strict')
  const client = args.includes('--words-only') ? undefined : (args.find((arg) => !arg.startsWith('--')) ?? join(process.env.BUILD_OUT_DIR || 'dist', 'client'))
  if (client !== undefined && !existsSync(join(client, 'bn'))) {
    console.error(`Bengali scan: ${join(client, 'bn')} holds no built pages. Run npm run build first, or scan the words alone with --words-only.`)
    process.exit(1)
  }
  const { findings, problems, read } = bengaliScan(client)
  if (problems.length > 0) console.error(problems.join('\n'))
  if (findings.length === 0) console.log(`Bengali scan: ${read}: no English letters or digits, no spelling the glossary forbids.`)
  else {
    const label = strict ? 'error' : 'warning'
    console[strict ? 'error' : 'warn'](`${formatFindings(findings)}\n\nBengali scan (${label}): ${findings.length} findings in ${read}.`)
  }
  if (problems.length > 0 || (strict && findings.length > 0)) process.exit(1)
}
