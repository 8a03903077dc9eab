// A form's messages as keys, resolved through the words of the visitor's locale when they are
// shown (in the island) or sent (in the function's reply), never fixed into zod when the modules
// load: a second language is one more Locale whose words each form registers. Forms not yet moved
// to keys keep plain text, which resolves to itself. Browser-safe.
import { fillIn } from './messages'
import { DEFAULT_LOCALE, type Locale } from '../../content/locale'

export { DEFAULT_LOCALE, type Locale }

/**
 * Each locale's messages, by form: a form module adds its own (registerFormWords), so a bundle
 * carries the words of the forms it holds and no other's. English is the only locale so far.
 */
const FORM_WORDS: Record<Locale, Record<string, Readonly<Record<string, string>>>> = { en: {}, bn: {} }

export function registerFormWords<const W extends Readonly<Record<string, string>>>(form: string, locale: Locale, words: W) {
  FORM_WORDS[locale][form] = words
  /** A message key, e.g. key('nameTooLong', { limit: 100 }): what a zod rule of this form carries. */
  return (key: keyof W & string, values: Readonly<Record<string, string | number>> = {}): string =>
    `${PREFIX}${form}.${key}${Object.keys(values).length > 0 ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : ''}`
}

const PREFIX = 'words:'

/** The words of a message for the locale: a key looked up (numbers filled in), plain text as it is. */
export function resolveMessage(message: string, locale: Locale = DEFAULT_LOCALE): string {
  if (!message.startsWith(PREFIX)) return message
  const [path = '', query = ''] = message.slice(PREFIX.length).split('?')
  const [form = '', key = ''] = path.split('.')
  const words = FORM_WORDS[locale][form]?.[key]
  return words === undefined ? message : fillIn(words, Object.fromEntries(new URLSearchParams(query)))
}
