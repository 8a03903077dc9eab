// Every language's words, for code that renders pages in any of them (the server): importing this
// module makes wordsFor(locale) work for each locale of content/browser/locale.ts.
import { TRANSLATED_WORDS } from '../../browser/words/words.locales.generated'
import { addWords } from '../../browser/words/words'

addWords(TRANSLATED_WORDS)
