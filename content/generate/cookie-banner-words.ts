// The cookie banner's words (data/shell.yaml's `cookieBanner:`, and each translation of it),
// compiled for the shell's script: a page carries the banner's heading and link, and the script
// fetches the rest of its words (this module, a chunk of its own) only for a visitor who has made
// no cookie choice yet, so every other page view sends none of them (renderer/shell/cookie-banner.ts).
import type { CookieBannerText } from '../../schemas/types.generated'
import { loadCatalogue } from '../load'
import { LOCALES } from '../locale'

export const COOKIE_BANNER_WORDS_FILE = 'renderer/shell/cookie-banner-words.generated.ts'

/** The words the script writes into the banner: what the page itself does not carry. */
export type CookieBannerWords = Pick<CookieBannerText, 'text' | 'acceptAll' | 'essentialOnly' | 'closeLabel'>

export function renderCookieBannerWords(): string {
  const words = Object.fromEntries(
    LOCALES.map((locale) => {
      const { text, acceptAll, essentialOnly, closeLabel } = loadCatalogue('shell', locale).cookieBanner
      return [locale, { text, acceptAll, essentialOnly, closeLabel } satisfies CookieBannerWords]
    }),
  )
  return [
    '// generated, do not edit: written by `npm run generate` from data/shell.yaml and its translations',
    '// (data/<locale>/shell.yaml). Change the words there.',
    "import type { Locale } from '../../content/locale'",
    "import type { CookieBannerWords } from '../../content/generate/cookie-banner-words'",
    '',
    `export const COOKIE_BANNER_WORDS: Record<Locale, CookieBannerWords> = ${JSON.stringify(words, null, 2)}`,
    '',
  ].join('\n')
}
