// The Bengali words the islands, the plain scripts and the functions' replies and e-mails use,
// read as they read them (data/bn/ laid over the English, content/server/language/translation.ts): what a built
// page cannot show until a visitor acts (a validation message, the wizard's next step, the reply,
// the acknowledgement e-mail). The site's words (data/words.yaml, `t()`), the forms' shared words
// and every form's own (data/forms.yaml and where each form's definition says its words are). A
// text the Bengali leaves out is shown in English, and reported at the English line with the file
// to translate it in; words only the agency reads (the schema's englishText) and facts are not texts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loaderIn } from '../../generate/enquiry-forms'
import { declaredFormWords } from '../../data/form-registry'
import { loadCatalogue, type CatalogueName } from '../../data/load'
import { dataFile, projectRoot } from '../../data/paths'
import type { Spelling } from '../../../browser/spelling'
import { translationFile } from '../../language/translation'
import { parseSource, positionOf, type DataPath } from '../source'
import { textKinds } from '../text-kinds'
import { findingsIn, type Finding } from './findings'

/** The parts of the catalogues the islands, scripts and functions read: a catalogue and where in it. */
function wordSources(): Array<{ catalogue: CatalogueName; at: DataPath }> {
  const declared = declaredFormWords().map((words) => ({ catalogue: words.catalogue as CatalogueName, at: words.at }))
  const all: Array<{ catalogue: CatalogueName; at: DataPath }> = [{ catalogue: 'words', at: [] }, { catalogue: 'forms', at: [] }, ...declared]
  // A part inside another one read whole is read once.
  return all.filter(
    (source, index) =>
      !all.some(
        (other, j) =>
          j !== index && other.catalogue === source.catalogue && other.at.length < source.at.length && other.at.every((key, k) => key === source.at[k]),
      ),
  )
}

const valueAt = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data)

/** Every string under `value`, with its path. */
function* stringsOf(value: unknown, path: DataPath): Generator<[string, DataPath]> {
  if (typeof value === 'string') yield [value, path]
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i])
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key])
}

/** The 1-based line of `text`'s first line in a file, or undefined. */
function lineOf(fileText: string, text: string): number | undefined {
  const at = fileText.indexOf(text.split('\n')[0]!.trim())
  return at < 0 ? undefined : fileText.slice(0, at).split('\n').length
}

const readOr = (file: string) => {
  try {
    return readFileSync(join(projectRoot(), file), 'utf8')
  } catch {
    return ''
  }
}

/** Scans the Bengali words of the islands, scripts and functions; returns what it found and how many texts it read. */
export function scanWords(spellings: readonly Spelling[]): { texts: number; findings: Finding[] } {
  const root = projectRoot()
  const bengali = loaderIn('bn')
  const findings: Finding[] = []
  let texts = 0
  for (const { catalogue, at } of wordSources()) {
    const englishFile = dataFile(catalogue)
    const bengaliFile = translationFile(englishFile, 'bn')
    const kindOf = textKinds(root, englishFile)
    const english = loadCatalogue(catalogue, 'en')
    const englishSource = parseSource(englishFile, catalogue, readOr(englishFile))
    const bengaliText = readOr(bengaliFile)
    for (const [text, path] of stringsOf(valueAt(bengali(catalogue), at), at)) {
      const englishText = valueAt(english, path)
      if (typeof englishText !== 'string' || kindOf(englishText, path) === 'fact') continue
      texts += 1
      // The site fills in a {placeholder} itself: its name is no word of the text.
      const shown = text.replace(/\{[A-Za-z]\w*\}/g, (hole) => ' '.repeat(hole.length))
      const untranslated = text === englishText && /[A-Za-z]/.test(shown)
      const key = path.join('.')
      const where = untranslated
        ? `${englishFile}:${positionOf(englishSource, path).line} (${key}, not yet in ${bengaliFile})`
        : `${bengaliFile}:${lineOf(bengaliText, text) ?? 1} (${key})`
      findingsIn(shown, where, spellings).forEach((finding) =>
        findings.push(
          untranslated && finding.kind === 'latin-letters'
            ? { ...finding, fix: `This text is not yet in Bengali, so Bengali visitors read it in English: add its Bengali to ${bengaliFile} under ${key}.` }
            : finding,
        ),
      )
    }
  }
  return { texts, findings }
}
