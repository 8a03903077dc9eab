// What the editor's lists say of each collection and catalogue (data/editor.yaml), and the
// collection of Bengali texts beside the English ones (content/server/editor/translation-config.ts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { EditorCollection } from '../../content/server/editor/editor-config'
import { translationCollection } from '../../content/server/editor/translation-config'
import { loadCatalogue } from '../../content/server/data/load'
import { DEFAULT_LOCALE, LOCALES } from '../../content/browser/locale'
import { projectRoot } from '../../content/server/data/paths'
import { fill } from '../../content/browser/fill'
import type { EditorWords } from '../../schemas/types.generated'

/** The editor is the staff's, in English: Decap's own buttons and menus are. */
export const EDITOR_WORDS = (): EditorWords => loadCatalogue('editor', DEFAULT_LOCALE)

/** The collection of the Bengali texts of data/ (of Markdown folders: bengali-<folder>). */
const TRANSLATION_COLLECTION = 'bengali'

/** Each collection with its description, and each catalogue with its one line (shown in the list by admin/descriptions.ts). */
export function described(collections: EditorCollection[], words: EditorWords): EditorCollection[] {
  const of = (list: { id: string; description: string }[], id: string) => list.find((item) => item.id === id)?.description
  return collections.map((collection) => {
    const description = of(words.collections, collection.name)
    const files =
      collection.name === 'content'
        ? collection.files.map((file) => ({ ...file, description: of(words.catalogues, file.name) ?? file.description }))
        : collection.files
    return { ...collection, ...(description ? { description } : {}), files }
  })
}

/** The collections, and after the English ones each one's translations into each other language. */
export function withTranslations(collections: EditorCollection[]): EditorCollection[] {
  const words = EDITOR_WORDS()
  const exists = (file: string) => existsSync(join(projectRoot(), file))
  const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    collections.map((english) => {
      const name = english.name === 'content' ? TRANSLATION_COLLECTION : `${TRANSLATION_COLLECTION}-${english.name}`
      const label = english.name === 'content' ? words.bengali.label : fill(words.bengali.collection, { collection: english.label })
      const description = words.collections.find((item) => item.id === name)?.description
      return translationCollection(locale, english, exists, { name, label, description, review: words.bengali.review })
    }),
  )
  return [...collections, ...translations.filter((collection) => collection.files.length > 0)]
}
