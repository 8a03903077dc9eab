// A form island's words in the page's language, fetched before it wakes on a page in a language
// other than English (islands/hydrate.ts): each form's `*.<locale>.generated.ts` module is a chunk
// of its own, so an English page never loads another language's words, and a Bengali page only
// those of the forms it shows. The server has them all (forms/_shared/all-form-words.generated.ts).
import { DEFAULT_LOCALE, type Locale } from '../../content/browser/locale'

const MODULES: Record<Locale, Record<string, () => Promise<unknown>>> = {
  en: {},
  bn: import.meta.glob('../../forms/**/*.bn.generated.ts'),
}

/** The words every form shares (messages, travel months, the reference line). */
const SHARED = 'shared-form'

/**
 * Loads the words of `forms` (their generated modules' names, e.g. 'contact-form') and the shared
 * ones in `locale`; nothing for English, whose words each form module holds.
 */
export async function loadFormWords(locale: Locale, forms: readonly string[]): Promise<void> {
  if (locale === DEFAULT_LOCALE || forms.length === 0) return
  const modules = MODULES[locale]
  const wanted = [SHARED, ...forms].map((name) => `/${name}.${locale}.generated.ts`)
  await Promise.all(Object.entries(modules).flatMap(([path, load]) => (wanted.some((end) => path.endsWith(end)) ? [load()] : [])))
}
