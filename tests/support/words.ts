// The site's words as the tests read them: the same accessor the pages use, in English (the
// default locale), so a test finds a button by the name data/words.yaml gives it and a change of
// wording there changes the page and the test together.
import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { wordsFor } from '../../content/browser/words/words'

export const t = wordsFor(DEFAULT_LOCALE)

/** A RegExp matching the text exactly as written (for names that carry more around them). */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** A RegExp matching a name that starts with the text as written (a label, then its * or more). */
export const startingWith = (text: string): RegExp => new RegExp(`^${literally(text).source}`)
