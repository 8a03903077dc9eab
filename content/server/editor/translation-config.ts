// The editor's Bengali texts: one entry per file of data/bn/, beside the English one. A translation
// holds only the English file's texts, in the English shape (content/server/language/translation.ts), so its
// fields are the English file's fields that hold a text, all optional, with the `id` that matches
// a list item to its English item, and the review mark on top. Each text box shows its English
// text beside it (admin/bengali.tsx).
//
// Why not Decap's own i18n: it looks for the English file under data/en/ too (multiple_folders),
// keeps no text of what it loaded (so the file could not be edited in place), and writes every
// field of the English into the translation, facts included; a translation here holds texts only.
import { REFERENCE_KEYS } from '../check/translations'
import type { Locale } from '../../browser/locale'
import { REVIEW_KEY, REVIEW_STATUSES, translationFile } from '../language/translation'
import { DATE_PATTERN, labelOf, translateMarkOf, type EditorCollection, type EditorField, type EditorFile } from './editor-config'

/** The Bengali boxes: Decap's string and text fields (with the check), with the English beside them. */
export const TRANSLATION_WIDGETS: Record<string, string> = { string: 'translated-string', text: 'translated-text', markdown: 'translated-markdown' }

/** The keys that match a translated list item to its English item (content/server/language/translation.ts). */
const ITEM_KEYS = ['id', 'path']

/** The English field as a field of the translation, or nothing where it holds no text. */
function translatedField(field: EditorField): EditorField | undefined {
  const optional = { ...field, required: false, min: undefined, default: undefined }
  if (field.widget === 'object' && field.fields) {
    const fields = translatedFields(field.fields)
    return fields.length > 0 ? { ...optional, fields } : undefined
  }
  if (field.widget === 'list' && field.fields) {
    const fields = translatedFields(field.fields)
    if (fields.length === 0) return undefined
    const key = field.fields.find((f) => ITEM_KEYS.includes(f.name))
    if (!key) return { ...optional, fields }
    // Written as in the English item, which it names: the list shows it by that name.
    const named: EditorField = { ...key, widget: 'string', required: true, pattern: undefined }
    return { ...optional, fields: [named, ...fields], summary: `{{fields.${key.name}}}` }
  }
  if (field.widget === 'list' && field.field) {
    const item = translatedField(field.field)
    return item ? { ...optional, field: item } : undefined
  }
  // As the content check tells a text from a fact (content/server/check/text-kinds.ts schemaVerdict): the
  // schema's `x-translate` first; else a pattern over the whole value is a format (a date, an id),
  // one that asks for a word or a placeholder still leaves a text; allowed values of one word each
  // are codes, of several (button words) texts, written freely in the translation.
  const mark = translateMarkOf(field)
  if (mark === false) return undefined
  const format = field.pattern !== undefined && /^\^.*\$$/.test(field.pattern[0])
  const words = field.widget === 'select' && !field.multiple && field.options?.some((option) => typeof option === 'string' && /\s/.test(option))
  if ((field.widget in TRANSLATION_WIDGETS && !format) || words) {
    if (REFERENCE_KEYS.has(field.name)) return undefined
    const { pattern: _pattern, options: _options, ...text } = optional
    return { ...text, widget: TRANSLATION_WIDGETS[words ? 'string' : field.widget] }
  }
  return undefined
}

export function translatedFields(fields: EditorField[]): EditorField[] {
  return fields.map(translatedField).filter((field): field is EditorField => field !== undefined)
}

/** The review mark every translation carries (content/server/check/translations.ts checks it). */
function reviewField(hint: string): EditorField {
  const field = (name: string, rest: Partial<EditorField>): EditorField => ({ name, label: labelOf(name), widget: 'string', required: false, ...rest })
  return field(REVIEW_KEY, {
    widget: 'object',
    collapsed: true,
    hint,
    fields: [field('status', { widget: 'select', options: [...REVIEW_STATUSES], required: true }), field('by', {}), field('on', { pattern: DATE_PATTERN })],
  })
}

interface TranslationWords {
  name: string
  label: string
  description?: string
  /** The review mark's hint. */
  review: string
}

/**
 * The collection of one language's translations of an English collection: its files that have a
 * translation under data/<locale>/ (`exists`), each with the English file's texts.
 */
export function translationCollection(locale: string, english: EditorCollection, exists: (file: string) => boolean, words: TranslationWords): EditorCollection {
  const files = english.files.flatMap((file): EditorFile[] => {
    const translated = translationFile(file.file, locale as Locale)
    if (!exists(translated)) return []
    return [{ ...file, file: translated, fields: [reviewField(words.review), ...translatedFields(file.fields)] }]
  })
  return {
    ...english,
    name: words.name,
    label: words.label,
    description: words.description,
    // The English is shown beside each box: the form takes the whole width.
    editor: { preview: false },
    files,
  }
}
