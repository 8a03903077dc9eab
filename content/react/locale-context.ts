// The page's locale for every component under it, so a component reads its words with
// useWords() (use-words.ts) without the locale being passed down as a prop. On the server the
// renderer provides it around the page and <Island> around each island's own root; in the
// browser an island's default is the locale of the page it wakes on (its <html lang>), so the
// hydrator needs no provider. Kept apart from the words: providing it loads no catalogue.
import { createContext } from 'react'
import { DEFAULT_LOCALE, localeOfTag, type Locale } from '../browser/locale'

export const LocaleContext = createContext<Locale>(typeof document === 'undefined' ? DEFAULT_LOCALE : localeOfTag(document.documentElement.lang))
