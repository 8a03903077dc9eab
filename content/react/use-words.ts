// The words of the page's locale (content/react/locale-context.ts) in a component. Formats are in
// use-format.ts, so an island that only needs words does not load the formatter.
import { useContext } from 'react'
import type { Locale } from '../browser/locale'
import { LocaleContext } from './locale-context'
import { wordsFor, type Translate } from '../browser/words/words'

/** The page's locale. */
export const useLocale = (): Locale => useContext(LocaleContext)

/** The accessor `t` of the page's words (content/browser/words/words.ts). */
export const useWords = (): Translate => wordsFor(useLocale())
