// The wording trial's rewrite (issue 23: "changing any sentence in data/words.yaml or a form's
// words changes the page and fails no test"): every visitor sentence of data/words.yaml, of
// data/forms.yaml and of the form words in the pages' files gets a marker word at its start and at
// its end ("zqx Please enter your name zqx"), as an editor rewording them all would. {placeholders}
// stay inside, and what is not a sentence is left alone: option values, ids, links, images, icons,
// dates and the enquiry reference's prefix. scripts/wording-trial.ts rewrites a scratch copy of
// the project with it, rebuilds and runs the tests that read words: a test that then fails types
// or derives a word instead of reading it from data/.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'

/**
 * In small letters: a capitalised marker after a button's name at a sentence's end ("press Book Now
 * Zqx") would read as part of that name to the content check's button names (content/server/check/button-names.ts).
 */
export const DEFAULT_MARKER = 'zqx'

/**
 * The words rewritten, by file and the part of it holding them ('' for the whole file). The form
 * parts are those content/server/generate/enquiry-forms.ts compiles into forms/*.generated.ts, with the
 * newsletter box of /coming-soon and the heading of the contact page's form.
 */
export const TRIAL_WORDS: ReadonlyArray<{ file: string; parts: readonly string[]; except?: readonly string[] }> = [
  // Its `time` words are shapes, not sentences: how the visa catalogues write a time ("3-5 working
  // days"), read to put that time into another language (content/server/facts/facts.ts); English pages show the
  // catalogue's own text, never these.
  { file: 'data/words.yaml', parts: [''], except: ['time'] },
  { file: 'data/forms.yaml', parts: [''] },
  { file: 'data/flights.yaml', parts: ['form'] },
  { file: 'data/get-quote.yaml', parts: ['wizard'] },
  { file: 'data/hotels.yaml', parts: ['form'] },
  { file: 'data/hajj-registration.yaml', parts: ['form'] },
  { file: 'data/bangladesh-visa.yaml', parts: ['form'] },
  { file: 'data/transport.yaml', parts: ['form'] },
  { file: 'data/coming-soon.yaml', parts: ['notify'] },
  { file: 'data/contact-page.yaml', parts: ['form'] },
]

/** Keys whose text is not a sentence: what a form sends, names in code, addresses. */
const NOT_WORDS = new Set(['value', 'id', 'href', 'url', 'image', 'icon', 'file', 'referencePrefix'])

/** Whether a text of data/ is a sentence a visitor reads (not a link, an id, a date or a lone figure). */
export function isSentence(text: string, key: string): boolean {
  if (NOT_WORDS.has(key)) return false
  if (!/[A-Za-z\u0980-\u09FF]/.test(text)) return false
  if (/^(\/|https?:|mailto:|tel:)/.test(text)) return false
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)) return false
  return !/^\d{4}-\d{2}-\d{2}$/.test(text)
}

/** A sentence as the trial rewrites it: the marker before and after, the text untouched between. */
export const marked = (text: string, marker: string = DEFAULT_MARKER): string => `${marker} ${text} ${marker}`

interface Rewritten {
  file: string
  /** The dotted path of each text rewritten, with its old text. */
  texts: Array<{ path: string; was: string }>
}

/** Rewrites the parts of one YAML text; returns the new text and what changed. Comments and layout are kept. */
export function rewriteYaml(
  source: string,
  parts: readonly string[],
  marker: string = DEFAULT_MARKER,
  except: readonly string[] = [],
): { text: string; texts: Rewritten['texts'] } {
  const document = parseDocument(source)
  const texts: Rewritten['texts'] = []
  const walk = (node: unknown, path: string[]): void => {
    if (except.includes(path.join('.'))) return
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)])
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, String(index)]))
    } else if (isScalar(node) && typeof node.value === 'string' && isSentence(node.value, path.at(-1) ?? '')) {
      texts.push({ path: path.join('.'), was: node.value })
      node.value = marked(node.value, marker)
    }
  }
  for (const part of parts) {
    const node = part === '' ? document.contents : document.getIn(part.split('.'), true)
    if (!node) throw new Error(`The wording trial expected a part "${part}" here, and there is none: update TRIAL_WORDS in tooling/wording-trial.ts`)
    walk(node as Node, part === '' ? [] : part.split('.'))
  }
  return { text: document.toString({ lineWidth: 0 }), texts }
}

/** Rewrites every file of TRIAL_WORDS under `root` in place; returns what changed. */
export function rewriteWords(root: string, marker: string = DEFAULT_MARKER): Rewritten[] {
  return TRIAL_WORDS.map(({ file, parts, except }) => {
    const path = join(root, file)
    const { text, texts } = rewriteYaml(readFileSync(path, 'utf8'), parts, marker, except)
    writeFileSync(path, text)
    return { file, texts }
  })
}
