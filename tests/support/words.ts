// The site's words as the tests read them: the same accessor the pages use, in English (the
// default locale), so a test finds a button by the name data/words.yaml gives it and a change of
// wording there changes the page and the test together.
import { DEFAULT_LOCALE } from '../../content/locale'
import { wordsFor } from '../../content/words'

export const t = wordsFor(DEFAULT_LOCALE)

/** A RegExp matching the text exactly as written (for names that carry more around them). */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** A RegExp matching a name that begins with the text (a field's label, with more said after it). */
export const startingWith = (text: string): RegExp => new RegExp(`^${literally(text).source}`)
