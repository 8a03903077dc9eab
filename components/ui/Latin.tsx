import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { useLocale } from '../../content/react/use-words'

// A word in Latin letters: a brand or body known by its English name (Al-Noor Travel, ATOL, IATA,
// Nusuk), an e-mail or web address; a hyphen or dot belongs to it only between letters ("ATOL-সুরক্ষিত").
const WORD = "[A-Za-z](?:[A-Za-z0-9_'’&@/]|[.-](?=[A-Za-z0-9]))*"
/** A run of such words, split out with its delimiters kept: odd parts are the runs. */
const RUN = new RegExp(`(${WORD}(?: ${WORD})*)`)

/**
 * `text` with each run of Latin words marked `lang="en"` on a page in another language (issue 37),
 * so that a screen reader reads "Al-Noor Travel" or "ATOL" as English, not as Bengali sounds; on
 * an English page, the text as it is (the page is English already).
 */
export function Latin({ text }: { text: string }) {
  const locale = useLocale()
  if (locale === DEFAULT_LOCALE || !RUN.test(text)) return text
  return text.split(RUN).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** The `lang` of an element whose whole text is an English name (the agency's): "en" on a page in another language, none on an English one. */
export function useEnglishName(): 'en' | undefined {
  return useLocale() === DEFAULT_LOCALE ? undefined : 'en'
}
