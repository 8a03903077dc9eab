// The words the shell's scripts write into a page rather than the page carrying them: the cookie
// banner's (data/shell.yaml's `cookieBanner:`), which the script builds only
// for a visitor who has not chosen yet,
// and the home slideshow's controls and slides' names (data/words.yaml's `slideshow:` and
// `carousel:`), shown only once the slideshow runs. Compiled, for every language, into one small module that those scripts fetch
// when they need it (renderer/shell/cookie-banner.ts, behaviours/carousel.ts), so the page
// views that never show them send none of these words.
import type { CookieBannerText, Words } from '../../../schemas/types.generated'
import { loadCatalogue } from '../data/load'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from '../../browser/locale'

export const SCRIPT_WORDS_FILE = 'behaviours/script-words.generated.ts'

export interface ScriptWords {
  /** All the banner's words and its link: the script builds it, only for a visitor who has not chosen yet. */
  cookieBanner: CookieBannerText
  /** The controls of a carousel marked `data-carousel-words="slideshow"`, and what its slides are. */
  slideshow: Omit<Words['slideshow'], 'label'> & { slide: string; position: string }
}

export function renderScriptWords(): string {
  const words = Object.fromEntries(
    LOCALES.map((locale) => {
      const { cookieBanner } = loadCatalogue('shell', locale)
      const words = loadCatalogue('words', locale)
      const { previous, next, show, play, pause } = words.slideshow
      const { slide, position } = words.carousel
      const slideshow = { previous, next, show, play, pause, slide, position }
      return [LANGUAGE_TAGS[locale], { cookieBanner, slideshow } satisfies ScriptWords]
    }),
  )
  return [
    '// generated, do not edit: written by `npm run generate` from data/shell.yaml, data/words.yaml and',
    '// their translations (data/<locale>/). Change the words there.',
    "import type { ScriptWords } from '../content/server/generate/script-words'",
    '',
    '/** By the language tag of a page (its <html lang>), so the scripts need no table of languages. */',
    `export const SCRIPT_WORDS: Record<string, ScriptWords> = ${JSON.stringify(words, null, 2)}`,
    '',
    `export const DEFAULT_LANGUAGE_TAG = ${JSON.stringify(LANGUAGE_TAGS[DEFAULT_LOCALE])}`,
    '',
  ].join('\n')
}
