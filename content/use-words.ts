// The words and formats of the page's locale (content/locale-context.ts) in a component.
import { useContext } from 'react'
import { formatFor, type Format } from './format'
import type { Locale } from './locale'
import { LocaleContext } from './locale-context'
import { wordsFor, type Translate } from './words'

/** The page's locale. */
export const useLocale = (): Locale => useContext(LocaleContext)

/** The accessor `t` of the page's words (content/words.ts). */
export const useWords = (): Translate => wordsFor(useLocale())

/** Dates, numbers and prices as the page's locale writes them (content/format.ts). */
export const useFormat = (): Format => formatFor(useLocale())
