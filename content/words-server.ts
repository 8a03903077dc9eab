// Every language's words, for code that renders pages in any of them (the server): importing this
// module makes wordsFor(locale) work for each locale of content/locale.ts.
import { TRANSLATED_WORDS } from './words.locales.generated'
import { addWords } from './words'

addWords(TRANSLATED_WORDS)
