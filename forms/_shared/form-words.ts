// A form's words by locale. Its messages are keys, resolved through the words of the visitor's
// locale when they are shown (in the island) or sent (in the function's reply), never fixed into
// zod when the modules load. Its other words (labels, options, headings, success and failure
// texts) are read whole for the locale (textsIn). English is registered by each form module from
// its generated words; another locale by that form's generated `*.<locale>.generated.ts` module,
// which a page in that language loads before its island wakes (islands/forms/locale-words.ts)
// and the function imports itself, so an English page never carries another language's words.
// Forms not yet moved to keys keep plain text, which resolves to itself. Browser-safe.
import { fill } from '../../content/browser/fill'
import { formatFor } from '../../content/browser/format'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '../../content/browser/locale'

export { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale }

/** Each locale's messages, by form: a form module adds its own (registerFormWords). */
const FORM_WORDS: Record<Locale, Record<string, Readonly<Record<string, string>>>> = { en: {}, bn: {} }
/** Each locale's whole words of a form, by form, other than English (registerFormTexts). */
const FORM_TEXTS: Record<Locale, Record<string, unknown>> = { en: {}, bn: {} }

export function registerFormWords<const W extends Readonly<Record<string, string>>>(form: string, locale: Locale, words: W) {
  FORM_WORDS[locale][form] = words
  /** A message key, e.g. key('nameTooLong', { limit: 100 }): what a zod rule of this form carries. */
  return (key: keyof W & string, values: Readonly<Record<string, string | number>> = {}): string => messageKey(form, key, values)
}

/**
 * A form's message key without its words at hand: for a module that runs before the generated
 * words exist (forms/_shared/no-eval.ts is imported by `npm run generate` itself on a fresh clone).
 */
export function messageKey(form: string, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  return `${PREFIX}${form}.${key}${Object.keys(values).length > 0 ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : ''}`
}

/**
 * A form's words in a locale, as its generated module holds them (the English with the
 * translation laid over it): the whole for textsIn, and its `messages` for the keys.
 */
export function registerFormTexts(form: string, locale: Locale, texts: Readonly<Record<string, unknown>>): void {
  FORM_TEXTS[locale][form] = texts
  const messages = texts.messages
  if (messages && typeof messages === 'object') FORM_WORDS[locale][form] = messages as Record<string, string>
  // Words of several forms in one module (the two hotel forms' `stay` and `worldwide`): each part's
  // messages are those of the form `<form>-<part>`.
  for (const [part, words] of Object.entries(texts)) {
    const own = words && typeof words === 'object' ? (words as { messages?: unknown }).messages : undefined
    if (own && typeof own === 'object') FORM_WORDS[locale][`${form}-${part}`] = own as Record<string, string>
  }
}

/** The same words with every text widened to string: what a translation of them is. */
export type Texts<T> = T extends string ? string : T extends readonly (infer I)[] ? readonly Texts<I>[] : { readonly [K in keyof T]: Texts<T[K]> }

/** A form's words in the locale; the English ones when that locale's are not loaded. */
export function textsIn<T>(form: string, english: T, locale: Locale): Texts<T> {
  return (locale === DEFAULT_LOCALE ? english : (FORM_TEXTS[locale][form] ?? english)) as Texts<T>
}

const PREFIX = 'words:'

/** The words of a message for the locale: a key looked up (numbers filled in), plain text as it is. */
export function resolveMessage(message: string, locale: Locale): string {
  if (!message.startsWith(PREFIX)) return message
  const [path = '', query = ''] = message.slice(PREFIX.length).split('?')
  const [form = '', key = ''] = path.split('.')
  const words = FORM_WORDS[locale][form]?.[key] ?? FORM_WORDS[DEFAULT_LOCALE][form]?.[key]
  if (words === undefined) return message
  // A number in the locale's digits ("৫ থেকে ২০টি"), as t() writes them.
  const { digits } = formatFor(locale)
  const values = Object.fromEntries([...new URLSearchParams(query)].map(([name, value]) => [name, /^\d+$/.test(value) ? digits(Number(value)) : value]))
  return fill(words, values)
}
