// The one way code reads the words a visitor sees (data/words.yaml), modelled on Starlight's
// `t()`: a catalogue per locale, and one typed accessor for the page's locale,
//   const t = wordsFor(locale)     (pages' +data.ts, the renderer, content/ code given a locale)
//   const t = useWords()           (components and islands, in the page's locale: use-words.ts)
//   t('price.from'), t('rating.stars', { rating, best })
// A key the locale's catalogue lacks (a translation in progress) is read in English. Works in
// prerendered pages and in islands alike.
import { fill } from '../fill'
import { formatFor } from '../format'
import type { Locale } from '../locale'
import { WORDS, type WordPlaceholders } from './words.generated'

type WordKey = keyof WordPlaceholders
type WordValues<K extends WordKey> = [WordPlaceholders[K]] extends [never] ? [] : [values: Record<WordPlaceholders[K], string | number>]
/** The words of one locale: the text of a key, its {placeholders} filled with `values`. */
export type Translate = <K extends WordKey>(key: K, ...values: WordValues<K>) => string

export type WordCatalogue = { [name: string]: string | WordCatalogue }
type Catalogue = WordCatalogue
// Each language but English may leave words out (data/<locale>/words.yaml). Their catalogues are
// added when a page in that language needs them (content/server/language/all-words.ts on the server, the
// island hydrator in the browser), so an English page's scripts never carry them.
const CATALOGUES: Partial<Record<Locale, Catalogue>> = { en: WORDS as unknown as Catalogue }

/** Makes the words of other languages readable by wordsFor. */
export function addWords(catalogues: Partial<Record<string, Catalogue>>): void {
  Object.assign(CATALOGUES, catalogues)
}

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue
  for (const name of key.split('.')) node = typeof node === 'object' ? node[name] : undefined
  return typeof node === 'string' ? node : undefined
}

/** The accessor `t` of `locale`'s words. */
export function wordsFor(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale]
  // Loud rather than silently English: a page that forgot to load its language's words.
  if (!catalogue)
    throw new Error(`The words of ${locale} are not loaded: import content/server/language/all-words (server) or await loadTranslatedWords() (browser)`)
  return ((key: string, values?: Record<string, string | number>) => {
    const text = lookUp(catalogue, key) ?? lookUp(WORDS as unknown as Catalogue, key)
    if (text === undefined) throw new Error(`data/words.yaml has no ${key}`)
    // A hole with no value is left as it is, as a form's words fill some of theirs later. A number
    // is written in the locale's digits ("8টির মধ্যে 1" would mix two scripts).
    if (!values) return text
    const { digits } = formatFor(locale)
    return fill(text, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? digits(value) : value])), {
      keep: 'others',
    })
  }) as Translate
}
