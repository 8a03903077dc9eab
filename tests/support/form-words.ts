// A form's words as data/ gives them, for the tests: a field's label, an option's label, a message
// with its numbers filled in, the agency's e-mail row and the 400 reply's sentence. A test writes
// what it sends and which words it expects by their keys, so a change of wording in data/ changes
// the page, the function and the test's expectation together and fails nothing.
import { fill, type FillValues } from '../../content/browser/fill'
import { loadCatalogue } from '../../content/server/data/load'

export interface Option {
  value: string
  label: string
}

/** A part of a catalogue holding a form's words (data/hotels.yaml `form.stay`, data/flights.yaml `form`...). */
interface FormWordsSource {
  /** Field → label. (The catalogues' generated types name each field, so these are plain objects.) */
  labels?: object
  /** Key → message, with {placeholders}. */
  messages?: object
  /** Field → its options. */
  options?: object
  /** The reply's texts, {replyHours} not yet filled. */
  successText?: string
  failureText?: string
}

const FORMS = loadCatalogue('forms', 'en')
/** The messages every form shares (data/forms.yaml `shared`: e-mail, phone, checkbox, "yes"...). */
export const SHARED_FORM_WORDS = FORMS.shared
/** The words of the document uploads (data/forms.yaml `uploads`). */
export const UPLOAD_WORDS = FORMS.uploads
/** The words of the enquiry's reference and the reply when it cannot be taken (data/forms.yaml `enquiries`). */
export const ENQUIRY_WORDS = FORMS.enquiries
/** A size in kilobytes as the uploads write it (data/forms.yaml `uploads.kilobytes`): kb(19) is '19 KB'. */
export const kb = (count: number): string => fill(UPLOAD_WORDS.kilobytes, { count })

const REPLY_HOURS = loadCatalogue('site', 'en').replyHours

/** A form's success or failure text as the visitor reads it, {replyHours} filled from data/site.yaml. */
export const replyText = (text: string): string => fill(text, { replyHours: REPLY_HOURS })

/** The sentence of a 400 reply naming the fields at fault: data/forms.yaml `shared.checkFields`. */
export const checkFields = (...reasons: readonly string[]): string => fill(SHARED_FORM_WORDS.checkFields, { fields: reasons.join('; ') })

function pick<T>(table: Readonly<Record<string, T>>, key: string, what: string): T {
  if (!Object.hasOwn(table, key)) throw new Error(`The form's words have no ${what} ${key}`)
  return table[key]!
}

/** The words of one form, merged from the parts of data/ that hold them (later parts win). */
export function formWords(...sources: readonly FormWordsSource[]) {
  const labels = Object.assign({}, ...sources.map((source) => source.labels ?? {})) as Record<string, string>
  const messages = Object.assign({}, SHARED_FORM_WORDS, ...sources.map((source) => source.messages ?? {})) as Record<string, string>
  const options = Object.assign({}, ...sources.map((source) => source.options ?? {})) as Record<string, readonly Option[]>
  const texts = { successText: '', failureText: '' }
  for (const { successText, failureText } of sources) Object.assign(texts, successText && { successText }, failureText && { failureText })
  const label = (field: string): string => pick(labels, field, 'label')
  const option = (field: string, value: string): string => {
    const found = pick(options, field, 'option list').find((choice) => choice.value === value)
    if (!found) throw new Error(`The form's ${field} has no option ${value}`)
    return found.label
  }
  const message = (key: string, values: FillValues = {}): string => fill(pick(messages, key, 'message'), values)
  return {
    labels,
    messages,
    /** The success and failure texts as data/ writes them. */
    texts,
    options,
    label,
    option,
    message,
    /** "Label – message", as a 400 reply names one field (the message's key defaults to the field's). */
    reason: (field: string, key: string = field, values: FillValues = {}): string => `${label(field)} – ${message(key, values)}`,
    /** "Label: value", a row of the agency's e-mail. */
    row: (field: string, value: string | number): string => `${label(field)}: ${value}`,
    /** "Label: option label", the row of a field sent as one of its options' values. */
    optionRow: (field: string, value: string): string => `${label(field)}: ${option(field, value)}`,
    /** "Label: Yes" or "Label: No", the row of a tick box. */
    tickRow: (field: string, ticked: boolean): string => `${label(field)}: ${ticked ? SHARED_FORM_WORDS.yes : SHARED_FORM_WORDS.no}`,
  }
}

export type FormWords = ReturnType<typeof formWords>

/** Every text of a part of data/, deeply: the sentences a reply may quote from it. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf)
  return []
}

/** A data/ text as a RegExp source matching it with its {placeholders} filled in some way. */
export const filledIn = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]\w*\}/g, '.+')

/** Whether `text` is one of `texts` with its {placeholders} filled in some way. */
export function isOneOf(text: string, texts: readonly string[]): boolean {
  return texts.some((candidate) => new RegExp(`^${filledIn(candidate)}$`, 's').test(text))
}
