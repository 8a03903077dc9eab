// The words and option lists of the forms, generated from data/ into forms/*.generated.ts: a
// form one page shows from that page's catalogue (data/flights.yaml, data/transport.yaml,
// data/get-quote.yaml, data/hotels.yaml, data/hajj-registration.yaml, data/bangladesh-visa.yaml),
// a form several pages show and the messages every form shares from data/forms.yaml. Their
// functions run on Netlify without data/, so the field names (for the e-mail and the error
// sentence), the option values (to refuse anything else), the messages and the success and
// failure texts are compiled in; {replyHours} in a success text is filled in from data/site.yaml
// here, once. `npm run generate` (scripts/generate.ts) writes them, and every build, typecheck
// and test run starts with it.
// A form with an `id` also has a module per other language, `<file>.<locale>.generated.ts`, made
// from the same reading of data/<locale>/ laid over the English (content/server/language/translation.ts): it
// registers the form's words in that language (forms/_shared/form-words.ts) for the pages in that
// language and the function.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { loadCatalogue, type CatalogueName } from '../data/load'
import { fillAll } from '../../browser/fill'
import { formatFor } from '../../browser/format'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../browser/locale'
import { dataFile, projectRoot } from '../data/paths'
import { declaredFormWords } from '../data/form-registry'
import { overlay, translationFile } from '../language/translation'

/** Reads a catalogue in one language. */
type Load = <K extends CatalogueName>(name: K) => ReturnType<typeof loadCatalogue<K>>

interface GeneratedForm {
  file: string
  source: string
  exportName: string
  /** What the module holds, read from the catalogue. */
  read: (load: Load) => unknown
  /** Further exports of the same module, by name. */
  more?: () => Record<string, unknown>
  /** The form's name in forms/_shared/form-words.ts: its words in every other language are generated too. */
  id?: string
  /** What the other languages' modules register, when not `read`'s words (e.g. several texts). */
  translated?: (load: Load) => Record<string, unknown>
}

/** A catalogue in `locale`: its translation under data/<locale>/ laid over the English, if there is one. */
export function loaderIn(locale: Locale): Load {
  if (locale === DEFAULT_LOCALE) return (name) => loadCatalogue(name, DEFAULT_LOCALE)
  const load = ((name: CatalogueName) => {
    const english = loadCatalogue(name, 'en')
    const file = join(projectRoot(), translationFile(dataFile(name), locale))
    return existsSync(file) ? overlay(english, parse(readFileSync(file, 'utf8'))) : english
  }) as Load
  LOADER_LOCALES.set(load, locale)
  return load
}

/** The language of each loader loaderIn made (English for loadCatalogue itself). */
const LOADER_LOCALES = new WeakMap<Load, Locale>()

/** The promised reply time in the digits of the loader's language ("24", "২৪"), as its readers read it. */
const replyHoursIn = (load: Load): string => formatFor(LOADER_LOCALES.get(load) ?? DEFAULT_LOCALE).digits(loadCatalogue('site', 'en').replyHours)

/**
 * The form's words with {replyHours} filled in (data/site.yaml's replyHours, so the promised reply
 * time is written once); the numbers a form fills in itself ({limit}, {min}, {max}, the wizard's
 * {step}) stay. `npm run check` refuses any other {name} in these files (their schemas' x-facts). Not
 * content/server/facts/facts.ts's fillFacts: its imports reach the forms, which import these modules.
 */
function withReplyTime<T>(words: T, load: Load): T {
  return fillAll(words, { replyHours: replyHoursIn(load) }, { keep: 'others' })
}

/**
 * The enquiry words with the agency's facts filled in ({agencyName}, {phone}, {replyHours}); the
 * {reference} stays for the function. With the retention days the delivery function keeps to.
 */
function enquiryWords(load: Load) {
  const site = loadCatalogue('site', 'en')
  // The number as read, in the loader's language's digits (what is dialled is the page's tel: link).
  const phone = formatFor(LOADER_LOCALES.get(load) ?? DEFAULT_LOCALE).figures(site.phones.main.display)
  const facts: Record<string, string> = { agencyName: site.name, phone, replyHours: replyHoursIn(load) }
  const enquiries = fillAll(load('forms').enquiries, facts, { keep: 'others' })
  return { ...enquiries, retentionDays: site.enquiryRetentionDays }
}

/**
 * The words a form's declaration adds from elsewhere in its catalogue (`words.builder`), which a
 * plain literal cannot express.
 */
const WORDS_BUILDERS: Readonly<Record<string, (load: Load) => Record<string, unknown>>> = {
  // The transport booking's Service list is the services and the general service (its Vehicle list is the form's own, `form.vehicles`).
  transportChoices: (load) => {
    const transport = load('transport')
    return {
      services: [...transport.services.items.map(({ id, bookingName }) => ({ id, name: bookingName })), { id: 'general', name: transport.generalService }],
    }
  },
  // The Saudi visas' names in the form's language, in data/visa.yaml's order: that of SAUDI_VISA_TYPES,
  // the English titles the form sends (forms/visa-types.generated.ts), so an acknowledgement names the visa in its language.
  saudiVisaNames: (load) => ({ visaTypeNames: load('visa').services.visas.map((visa) => visa.title) }),
}

/** The words of the forms registered in their definitions (`defineForm`'s `words`), in a module each. */
function registeredFormWords(): GeneratedForm[] {
  return declaredFormWords().map((words) => ({
    file: words.file,
    source: dataFile(words.catalogue),
    exportName: words.exportName,
    id: words.id,
    read: (load) => {
      const found = words.at.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
        load(words.catalogue as CatalogueName),
      )
      if (found === null || typeof found !== 'object') throw new Error(`${dataFile(words.catalogue)} has no ${words.at.join('.')} (the words of ${words.file})`)
      const kept = Object.fromEntries(Object.entries(found).filter(([key]) => !words.omit?.includes(key)))
      const builder = words.builder === undefined ? undefined : WORDS_BUILDERS[words.builder]
      if (words.builder !== undefined && !builder)
        throw new Error(`${words.file}: no words builder ${words.builder} (WORDS_BUILDERS in content/server/generate/enquiry-forms.ts)`)
      return { ...(words.replyTime ? withReplyTime(kept, load) : kept), ...builder?.(load) }
    },
  }))
}

/**
 * Every module of form words: the words all forms share, then every registered form's
 * (content/server/data/form-registry.ts finds them).
 */
export const ENQUIRY_FORMS: readonly GeneratedForm[] = [
  {
    file: 'forms/_shared/enquiry-text.generated.ts',
    source: 'data/forms.yaml',
    exportName: 'ENQUIRY_TEXT',
    read: enquiryWords,
    id: 'enquiry',
    // The one line the forms show in the browser, apart, so the rest stays out of their code.
    more: () => ({ REFERENCE_LINE: loadCatalogue('forms', 'en').enquiries.referenceLine }),
  },
  {
    file: 'forms/_shared/shared-form.generated.ts',
    source: 'data/forms.yaml',
    exportName: 'SHARED_FORM_TEXT',
    read: (load) => load('forms').shared,
    id: 'shared',
    // The shared messages, the travel month words, the line with the enquiry's reference and the upload words.
    translated: (load) => ({
      messages: load('forms').shared,
      travelMonths: load('forms').travelMonths,
      referenceLine: load('forms').enquiries.referenceLine,
      uploads: load('forms').uploads,
    }),
    // The travel month words and the upload messages, beside the shared messages.
    more: () => ({ TRAVEL_MONTH_TEXT: loadCatalogue('forms', 'en').travelMonths, SHARED_UPLOAD_TEXT: loadCatalogue('forms', 'en').uploads }),
  },
  ...registeredFormWords(),
]

export function renderEnquiryForm(form: GeneratedForm): string {
  return [
    '// generated, do not edit: written by `npm run generate` from',
    `// ${form.source}. The form and its function use it (the function runs without data/).`,
    '',
    `export const ${form.exportName} = ${JSON.stringify(form.read(loaderIn(DEFAULT_LOCALE)), null, 2)} as const`,
    '',
    ...Object.entries(form.more?.() ?? {}).flatMap(([name, value]) => [`export const ${name} = ${JSON.stringify(value, null, 2)} as const`, '']),
  ].join('\n')
}

/** `forms/contact-form.generated.ts` in Bengali: `forms/contact-form.bn.generated.ts`. */
export const translatedFile = (file: string, locale: Locale): string => file.replace(/\.generated\.ts$/, `.${locale}.generated.ts`)

/** Each module of a form's words in another language, with what it renders. */
export function translatedForms(): Array<{ file: string; source: string; render: () => string }> {
  return ENQUIRY_FORMS.flatMap((form) =>
    form.id === undefined
      ? []
      : LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
          file: translatedFile(form.file, locale),
          source: `${form.source} and ${translationFile(form.source, locale)}`,
          render: () => renderTranslatedForm(form, locale),
        })),
  )
}

/** The module that loads every form's words in every language: for the server (prerendering and functions). */
export const ALL_FORM_WORDS_FILE = 'forms/_shared/all-form-words.generated.ts'

export function renderAllFormWords(): string {
  return [
    "// generated, do not edit: written by `npm run generate`. Every form's words in every other",
    '// language, for the server (prerendering and the functions), where their size does not matter;',
    "// a page in the browser loads only its own forms' words in its own language.",
    ...translatedForms().map(
      ({ file }) =>
        `import '${file
          .replace(/^forms\/_shared\//, './')
          .replace(/^forms\//, '../')
          .replace(/\.ts$/, '')}'`,
    ),
    '',
  ].join('\n')
}

function renderTranslatedForm(form: GeneratedForm, locale: Locale): string {
  const load = loaderIn(locale)
  const texts = form.translated ? form.translated(load) : form.read(load)
  const depth = form.file.split('/').length - 2
  const formWords = depth === 0 ? './_shared/form-words' : './form-words'
  return [
    '// generated, do not edit: written by `npm run generate` from',
    `// ${form.source} with ${translationFile(form.source, locale)} laid over it. Imported for its`,
    `// effect: the form's words in this language, for the pages in it and the function.`,
    `import { registerFormTexts } from '${formWords}'`,
    '',
    `registerFormTexts(${JSON.stringify(form.id)}, ${JSON.stringify(locale)}, ${JSON.stringify(texts, null, 2)})`,
    '',
  ].join('\n')
}
