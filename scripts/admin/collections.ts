// What the editor's lists say of each collection and catalogue (data/editor.yaml), and the
// collection of Bengali texts beside the English ones (content/editor/translation-config.ts).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { EditorCollection } from '../../content/editor/editor-config'
import { translationCollection } from '../../content/editor/translation-config'
import { loadCatalogue } from '../../content/load'
import { DEFAULT_LOCALE, LOCALES } from '../../content/locale'
import { DATA_DIR, projectRoot } from '../../content/paths'
import type { EditorWords } from '../../schemas/types.generated'

/** The editor is the staff's, in English: Decap's own buttons and menus are. */
export const EDITOR_WORDS = (): EditorWords => loadCatalogue('editor', DEFAULT_LOCALE)

/** The collection of each language's translations, by name. */
const TRANSLATION_COLLECTIONS: Record<string, string> = { bn: 'bengali' }

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

/** The catalogues translated into `locale`: data/<locale>/<name>.yaml beside data/<name>.yaml. */
function translatedCatalogues(locale: string): string[] {
  const folder = join(projectRoot(), DATA_DIR, locale)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort()
}

/** The collections, and after the English ones a collection of each other language's texts. */
export function withTranslations(collections: EditorCollection[]): EditorCollection[] {
  const words = EDITOR_WORDS()
  const english = collections.find((collection) => collection.name === 'content')?.files ?? []
  const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
    const name = TRANSLATION_COLLECTIONS[locale] ?? locale
    const description = words.collections.find((item) => item.id === name)?.description
    return translationCollection(locale, translatedCatalogues(locale), english, { name, label: words.bengali.label, description, review: words.bengali.review })
  })
  return [...collections, ...translations]
}
