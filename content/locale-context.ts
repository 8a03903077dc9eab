// The page's locale for every component under it: the renderer provides it around the page, and
// the island hydrator around each island (from the page's <html lang>), so a component reads its
// words with useWords() (use-words.ts) without the locale being passed down as a prop. Kept apart
// from the words so the hydrator can provide it without loading any catalogue.
import { createContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locale'

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)
