// A form's messages as keys, resolved through the words of the visitor's locale when they are
// shown (in the island) or sent (in the function's reply), never fixed into zod when the modules
// load: a second language is one more entry in FORM_WORDS. Forms not yet moved to keys keep plain
// text, which resolves to itself. Browser-safe: the generated word modules only.
import { CONTACT_FORM } from '../contact-form.generated'
import { fillIn } from './messages'

/** Each locale's form messages, by form. English is the default and the only locale so far. */
const FORM_WORDS = {
  en: { contact: CONTACT_FORM.messages },
} as const

export type Locale = keyof typeof FORM_WORDS
export const DEFAULT_LOCALE: Locale = 'en'

type Forms = (typeof FORM_WORDS)[typeof DEFAULT_LOCALE]

const PREFIX = 'words:'

/** A message key, e.g. wordKey('contact', 'nameTooLong', { limit: 100 }): what a zod rule carries. */
export function wordKey<F extends keyof Forms>(form: F, key: keyof Forms[F] & string, values: Readonly<Record<string, string | number>> = {}): string {
  return `${PREFIX}${form}.${key}${Object.keys(values).length > 0 ? `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}` : ''}`
}

/** The words of a message for the locale: a key looked up (numbers filled in), plain text as it is. */
export function resolveMessage(message: string, locale: Locale = DEFAULT_LOCALE): string {
  if (!message.startsWith(PREFIX)) return message
  const [path = '', query = ''] = message.slice(PREFIX.length).split('?')
  const [form = '', key = ''] = path.split('.')
  const words = (FORM_WORDS[locale] as Record<string, Record<string, string> | undefined>)[form]?.[key]
  return words === undefined ? message : fillIn(words, Object.fromEntries(new URLSearchParams(query)))
}
