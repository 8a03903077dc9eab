// The order of what `npm run check` prints: what needs action now first (errors, then what staff
// must add to keep selling, then dates that have passed), then the other warnings, and last the
// translation gaps, one line per translation file (a new English text is untranslated everywhere
// at once: listed one by one they would bury the rest). `--translations` lists them all.
import { formatProblem, type Problem, type TranslationGap } from '../data/problem'

function rank(p: Problem): number {
  if (p.severity === 'error') return 0
  if (p.topic === 'unchecked') return 1
  if (p.topic === 'sale') return 2
  if (p.topic === 'season') return 3
  return 4
}

const isGap = (p: Problem): p is Problem & { topic: TranslationGap } => p.severity === 'warning' && typeof p.topic === 'object'

/** The problems in the order staff should act on them (each group in file and line order, as given). */
export function byUrgency(problems: readonly Problem[]): Problem[] {
  return problems
    .filter((p) => !isGap(p))
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p)
}

export function translationGaps(problems: readonly Problem[]): Array<Problem & { topic: TranslationGap }> {
  return problems.filter(isGap)
}

/** "data/bn/forms.yaml: 127 texts not yet in Bengali: the site shows English there", one per translation file. */
export function gapSummary(problems: readonly Problem[]): string[] {
  const byFile = new Map<string, { language: string; texts: number; whole: string[] }>()
  for (const p of translationGaps(problems)) {
    const entry = byFile.get(p.topic.translation) ?? { language: p.topic.language, texts: 0, whole: [] }
    if (p.topic.whole) entry.whole.push(p.file)
    else entry.texts += 1
    byFile.set(p.topic.translation, entry)
  }
  return [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, { language, texts, whole }]) =>
      whole.length > 0
        ? `${file}: not written yet: the ${language} pages show ${whole.join(', ')} in English`
        : `${file}: ${texts} text${texts === 1 ? '' : 's'} not yet in ${language}: the site shows English there`,
    )
}

/** The printed lines: every problem by urgency, then the translation gaps (summed up, or listed with `all`). */
export function orderedLines(problems: readonly Problem[], allTranslations: boolean): string[] {
  const gaps = translationGaps(problems)
  const summary = gapSummary(problems)
  return [
    ...byUrgency(problems).map(formatProblem),
    ...(allTranslations ? gaps.map(formatProblem) : summary),
    ...(!allTranslations && summary.length > 0 ? ['(npm run check -- --translations lists each text not yet translated, at its line)'] : []),
  ]
}
