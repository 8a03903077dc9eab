// What the Bengali scan reports of one text (issue 37): a word in Latin letters or a figure in Latin
// digits outside the allowlist (content/server/language/bengali-latin.ts), and a spelling the glossary forbids
// (data/bn/glossary.yaml), and a sentence ended with a full stop, not ।. Each finding quotes the text around it and says, in the words of the
// staff who fix it, what to write instead.
import { latinDigitRuns, latinWordRuns, withoutAllowed } from '../../language/bengali-latin'
import { formatFor } from '../../../browser/format'
import { forbiddenSpellings, fullStopsEndingBengali, type Spelling } from '../../../browser/spelling'
import { BENGALI_GLOSSARY, FULL_STOP_FIX } from '../glossary'

type FindingKind = 'latin-letters' | 'latin-digits' | 'spelling' | 'full-stop'

export interface Finding {
  kind: FindingKind
  /** Where a reader meets it: a page's address, a PDF's, or a data file with its line and key. */
  where: string
  /** The offending text itself. */
  found: string
  /** The text around it, as the reader reads it. */
  context: string
  /** What to do, in plain words. */
  fix: string
  /** Where in data/ the text is written, when the place it shows does not say (source-hint.ts). */
  hint?: string
}

/** How much of the text around a finding is quoted, each side. */
const CONTEXT = 30

function contextOf(text: string, col: number, length: number): string {
  const from = Math.max(0, col - CONTEXT)
  const to = Math.min(text.length, col + length + CONTEXT)
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`
}

const bengaliDigits = (figure: string) => figure.replace(/[0-9]/g, (digit) => formatFor('bn').digits(Number(digit)))

const quoted = (runs: readonly string[]) => runs.map((run) => `"${run}"`).join(', ')

const FIXES: Record<Exclude<FindingKind, 'spelling' | 'full-stop'>, (found: readonly string[]) => string> = {
  'latin-letters': (found) =>
    `${quoted(found)} ${found.length > 1 ? 'are' : 'is'} in English letters: write it in Bengali in data/bn/. Only brand names, addresses and codes a reader types stay in English letters (content/server/language/bengali-latin.ts lists them).`,
  'latin-digits': (found) =>
    `${quoted(found)} ${found.length > 1 ? 'are' : 'is'} in English digits: write ${found.map(bengaliDigits).join(', ')} in data/bn/ (or let the site write the number). A telephone number too is shown in Bengali digits (its link dials it); only codes a reader types, such as a reference, stay in English digits.`,
}

interface Run {
  text: string
  col: number
}

/** Runs close enough to share their quoted context, as one: "Signed up from" is one English text, not three. */
function together(runs: readonly Run[]): Run[][] {
  const groups: Run[][] = []
  for (const run of runs) {
    const last = groups.at(-1)?.at(-1)
    if (last && run.col - (last.col + last.text.length) <= CONTEXT) groups.at(-1)!.push(run)
    else groups.push([run])
  }
  return groups
}

/** Everything the scan reports of `text`, which a reader meets at `where`. */
export function findingsIn(text: string, where: string, spellings: readonly Spelling[]): Finding[] {
  // A name or an address allowed as written (London in a postal address) is no spelling to correct.
  const misspelt = forbiddenSpellings(withoutAllowed(text), spellings)
  // English the glossary names (Qatar Airways → কাতার এয়ারওয়েজ) is reported once, with its Bengali.
  const named = (run: Run) => misspelt.some(({ col, wrong }) => run.col >= col && run.col < col + wrong.length)
  const at = (kind: Exclude<FindingKind, 'spelling' | 'full-stop'>) => (runs: Run[]) => {
    const first = runs[0]!
    const last = runs.at(-1)!
    const found = runs.map((run) => run.text)
    return { kind, where, found: found.join(' '), context: contextOf(text, first.col, last.col + last.text.length - first.col), fix: FIXES[kind](found) }
  }
  return [
    ...together(latinWordRuns(text).filter((run) => !named(run))).map(at('latin-letters')),
    ...together(latinDigitRuns(text)).map(at('latin-digits')),
    ...misspelt.map(({ col, wrong, entry }) => ({
      kind: 'spelling' as const,
      where,
      found: wrong,
      context: contextOf(text, col, wrong.length),
      fix: `write ${entry.write}, not ${wrong} (the spellings the site keeps to: ${BENGALI_GLOSSARY}).`,
    })),
    ...fullStopsEndingBengali(text).map((col) => ({
      kind: 'full-stop' as const,
      where,
      found: '.',
      context: contextOf(text, col, 1),
      fix: `${FULL_STOP_FIX}.`,
    })),
  ]
}

/**
 * The findings as staff read them: one paragraph per text found, with the places it shows (a
 * footer's English shows on every page, and is one thing to fix).
 */
export function formatFindings(findings: readonly Finding[]): string {
  const groups = new Map<string, { first: Finding; places: string[] }>()
  for (const finding of findings) {
    const key = `${finding.kind}\u0000${finding.found}\u0000${finding.context}`
    const group = groups.get(key) ?? { first: finding, places: [] }
    if (!group.places.includes(finding.where)) group.places.push(finding.where)
    groups.set(key, group)
  }
  return [...groups.values()]
    .map(({ first, places }) => {
      const shown = places.slice(0, 3).join(', ') + (places.length > 3 ? ` and ${places.length - 3} more` : '')
      return `${shown}\n  “${first.context}”\n  ${first.fix}${first.hint ? `\n  ${first.hint}` : ''}`
    })
    .join('\n\n')
}
