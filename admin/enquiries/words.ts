// The Enquiries page's words in the page's language (data/enquiries-view.yaml and its Bengali),
// filled with content/browser/fill.ts as every other text of the site.
import words from 'virtual:editor/enquiry-words'
import { fill, type FillValues } from '../../content/browser/fill'
import { LOCALES, type Locale } from '../../content/browser/locale'
import type { EnquiriesView } from '../../schemas/types.generated'

export type ViewWords = EnquiriesView

/** The language asked for by ?lang=, else the page's own (its <html lang>). */
export function pageLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang') ?? document.documentElement.lang
  const locale = LOCALES.find((known) => known === asked)
  if (!locale) throw new Error(`The Enquiries page has no words in "${asked}"`)
  return locale
}

export const wordsOf = (locale: Locale): ViewWords => words[locale]
export const filled = (text: string, values: FillValues) => fill(text, values, { where: 'data/enquiries-view.yaml' })
