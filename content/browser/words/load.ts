// The words of the page's language in the browser, fetched only on a page that is not in English
// (its own chunk), before an island renders with them.
import { DEFAULT_LOCALE, type Locale } from '../locale'
import { addWords } from './words'

export async function loadTranslatedWords(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  const { TRANSLATED_WORDS } = await import('./words.locales.generated')
  addWords(TRANSLATED_WORDS)
}
