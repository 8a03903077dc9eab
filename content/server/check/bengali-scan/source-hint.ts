// Where a text found on a built page is written, so that staff know which file to open: the lines
// of data/bn/ that hold it (the Bengali text to correct), else the lines of the English files that
// hold it (a text the Bengali file leaves out, shown in English), else none (the site's code writes
// it: a developer's fix). Found by the text itself, the way one would search the files by hand.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DATA_DIR } from '../../data/paths'
import { translationFile } from '../../language/translation'
import { BENGALI_GLOSSARY } from '../glossary'
import type { Finding } from './findings'

interface Line {
  file: string
  line: number
  text: string
}

function linesUnder(root: string, folder: string, recursive: boolean): Line[] {
  const dir = join(root, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive, encoding: 'utf8' })
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .filter((file) => /\.(?:ya?ml|md)$/.test(file))
    .sort()
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((text, index) => ({ file, line: index + 1, text })),
    )
}

/** How many places a hint names before it says how many more there are. */
const SHOWN = 2

/** The lines of data/ each text is written on, Bengali files first. */
export function sourceHints(root: string): (finding: Finding) => string | undefined {
  // The glossary names the spellings it forbids: it is not where they are written.
  const bengali = linesUnder(root, `${DATA_DIR}/bn`, true).filter((line) => line.file !== BENGALI_GLOSSARY)
  const english = linesUnder(root, DATA_DIR, true).filter((line) => !line.file.startsWith(`${DATA_DIR}/bn/`))
  const places = (lines: Line[]) => {
    const shown = lines.slice(0, SHOWN).map((line) => `${line.file}:${line.line}`)
    return `${shown.join(', ')}${lines.length > SHOWN ? ` and ${lines.length - SHOWN} more` : ''}`
  }
  return (finding) => {
    // The whole text where it is short (an island's word, a label), else the words found together,
    // else the longest of them: the first that some line holds.
    const runs = finding.found.split(' ').sort((a, b) => b.length - a.length)
    const needles = [...(finding.context.includes('…') ? [] : [finding.context]), finding.found, ...(runs.length > 1 ? [runs[0]!] : [])]
    // A figure is written in many places: only a line with a word beside it, as on the page, is its own.
    const words = finding.context.replace(/…/g, ' ').split(/\s+/)
    const at = words.findIndex((word) => word.includes(runs[0]!))
    const beside = [words[at - 1], words[at + 1]].filter((word): word is string => word !== undefined && /[\u0980-\u09FF]/.test(word))
    const holding = (lines: Line[]) => {
      for (const needle of needles) {
        const found = lines.filter(
          (line) =>
            line.text.includes(needle) && (finding.kind !== 'latin-digits' || needle === finding.context || beside.some((word) => line.text.includes(word))),
        )
        if (found.length > 0) return found
      }
      return []
    }
    const inBengali = holding(bengali)
    if (inBengali.length > 0) return `Probably written at ${places(inBengali)}.`
    // A figure is no hint in the English files: there it is rightly in English digits.
    if (finding.kind === 'latin-digits') return undefined
    const inEnglish = holding(english)
    if (inEnglish.length === 0) return 'Not written in data/: the site’s code writes it, which a developer corrects.'
    const files = [...new Set(inEnglish.map((line) => translationFile(line.file, 'bn')))]
    return `Probably shown from the English at ${places(inEnglish)}: its Bengali belongs in ${files.slice(0, SHOWN).join(' or ')}.`
  }
}
