// One definition per form: each field once, with its rule, its starting value, how the simple
// renderer shows it and how the agency's e-mail writes it. From it follow the zod shape, the
// values type, the defaults, the word keys its YAML must provide (the content check asks for a
// label per field) and the e-mail rows. Browser-safe: zod types only.
import './no-eval'
import type { z } from 'zod'
import type { Catalogues } from '../../schemas/types.generated'
import type { UploadedFile } from './uploads'
import type { FormOption } from './fields'
import type { Locale } from '../../content/browser/locale'
import type { FormEndpoint, FormReply } from './form-reply'

/**
 * How islands/fields/DefinedFields.tsx shows a field; 'custom' fields are laid out by the form's
 * island itself (a select with options built at build time, a group of fields).
 */
type FieldControl = 'text' | 'email' | 'tel' | 'textarea' | 'custom'

export interface FieldDefinition<Value = string, Rule extends z.ZodType = z.ZodType> {
  /** The field's rule (same in the browser and in the function). */
  rule: Rule
  /** What the field holds when the form starts and after a success. */
  initial: Value
  control: FieldControl
  required?: boolean
  /** Across the whole form's width. */
  wide?: boolean
  autoComplete?: string
  /**
   * The value as an e-mail writes it in a language (the agency's in English, the visitor's
   * acknowledgement in theirs), given the whole validated body; as sent by default, no row when false.
   */
  inEmail?: false | ((value: unknown, data: Record<string, unknown>, locale: Locale) => string | number | undefined)
  /** A choice from a list: its option's label in the e-mail's language (the list in that language). */
  options?: (locale: Locale) => readonly FormOption[]
  /** Rows the e-mail adds after the field's, worked out from the body (the nights of a stay, a trip's flights). */
  thenInEmail?: (data: Record<string, unknown>) => ReadonlyArray<{ label: string; value: string | number | undefined }>
  /** False for a field without a label of its own in the form's words (its parts are named otherwise). */
  labelled?: false
  /**
   * The value is one of the form's own (a list checked by a refinement, as the travel months):
   * then, like a field whose rule is a list, a yes/no or a number, it may be repeated to the address
   * the visitor typed (their acknowledgement), which never carries anything they wrote.
   */
  fromList?: true
}

export type FieldDefinitions = Readonly<Record<string, FieldDefinition<unknown>>>

/** The values a form's fields hold, from its definition (no hand-written type). */
export type FormValues<F extends FieldDefinitions> = { -readonly [K in keyof F]: F[K]['initial'] }

/** A text field's definition, the common case. */
export const textField = <Rule extends z.ZodType>(
  rule: Rule,
  options: Partial<Omit<FieldDefinition<string, Rule>, 'rule' | 'initial'>> = {},
): FieldDefinition<string, Rule> => ({
  rule,
  initial: '',
  control: 'text',
  ...options,
})

/** The zod shape of a form, for z.object. */
export function shapeOf<F extends FieldDefinitions>(fields: F): { [K in keyof F]: F[K]['rule'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.rule])) as { [K in keyof F]: F[K]['rule'] }
}

/** The form's starting values (and what it resets to after a success). */
export function defaultsOf<F extends FieldDefinitions>(fields: F): Readonly<FormValues<F>> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.initial])) as FormValues<F>
}

/** Zod's kinds of rule whose value is one of ours (a list, a tick) or a number: nothing a visitor writes. */
const CHOSEN_KINDS = new Set(['enum', 'literal', 'boolean', 'number'])
/** Rules that wrap another, by where the value they give comes from. */
const WRAPPED = {
  default: 'innerType',
  prefault: 'innerType',
  optional: 'innerType',
  nullable: 'innerType',
  catch: 'innerType',
  readonly: 'innerType',
  pipe: 'out',
} as const

/** Whether a field's value is chosen from the form's own values rather than written by the visitor. */
export function isChosen(field: FieldDefinition<unknown>): boolean {
  if (field.fromList || field.options) return true
  let def = (field.rule as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def
  for (let depth = 0; def && depth < 10; depth += 1) {
    const type = String(def.type)
    if (CHOSEN_KINDS.has(type)) return true
    const inner = WRAPPED[type as keyof typeof WRAPPED]
    if (!inner) return false
    def = (def[inner] as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def
  }
  return false
}

/**
 * The rows of an e-mail in `locale` (the agency's in English, the visitor's acknowledgement in
 * theirs): every field in the definition's order (but those with `inEmail: false`), named by its
 * label in that language, a choice by its option's label.
 */
export function emailRowsOf(
  fields: FieldDefinitions,
  labels: Readonly<Record<string, string>>,
  data: Record<string, unknown>,
  locale: Locale,
): Array<{ label: string; value: string | number | undefined; chosen?: boolean }> {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.inEmail === false) return []
    const value = data[name]
    const asSent = typeof value === 'number' ? value : value === undefined ? undefined : String(value)
    const option = field.options?.(locale).find((candidate) => candidate.value === value)
    const row = {
      label: labels[name] ?? name,
      value: field.inEmail ? field.inEmail(value, data, locale) : option ? option.label : asSent,
      chosen: isChosen(field),
    }
    return [row, ...(field.thenInEmail?.(data) ?? [])]
  })
}

/** The word keys a form's YAML must provide: a label for each field (but those with `labelled: false`). */
export const labelKeysOf = (fields: FieldDefinitions): string[] => Object.keys(fields).filter((name) => fields[name]!.labelled !== false)

/** A path into a catalogue of data/ (['contact', 'labels']). */
type WordsPath = readonly (string | number)[]

/**
 * Where data/ keeps a form's words and the module `npm run generate` compiles them into (its
 * function runs without data/). Written as a plain literal: the generator reads it from the
 * source, without running the file, which imports that module (content/server/data/form-registry.ts).
 */
export interface FormWordsDeclaration {
  /** The form's name in forms/_shared/form-words.ts: its words in every other language are generated too. */
  id: string
  /** The catalogue (data/<catalogue>.yaml) and where in it the form's words are. */
  catalogue: string
  at: WordsPath
  /** The generated module (forms/<name>.generated.ts) and the name it exports the words as. */
  file: string
  exportName: string
  /** {replyHours} in its texts filled in from data/site.yaml. */
  replyTime?: boolean
  /** Keys left out of the module (words around the form that are the page's). */
  omit?: readonly string[]
  /**
   * Words the module adds from elsewhere in the catalogue, named by a builder the generator knows
   * (content/server/generate/enquiry-forms.ts, WORDS_BUILDERS): e.g. 'transportChoices', the Service and
   * Vehicle lists made from data/transport.yaml's services and fleet.
   */
  builder?: string
}

/** Real documents that pass the upload checks, as the browser sends them (a PDF and a PNG), for an example body with files. */
export interface ExampleFiles {
  pdf: UploadedFile
  png: UploadedFile
}

/** Reads a catalogue of data/ (content/server/data/load.ts's loadCatalogue). */
type CatalogueReader = <K extends keyof Catalogues>(name: K) => Catalogues[K]

/** What the function contract suites (tests/functions/form-contract.test.ts and the others) need of a form. */
export interface FormContract<Example extends Record<string, unknown> = Record<string, unknown>> {
  /**
   * A body the function accepts and e-mails, as the browser sends it; `inDays(n)` is the date n
   * days from today (UTC), `files` real documents for a form with uploads.
   */
  example: (inDays: (days: number) => string, files: ExampleFiles) => Example
  /** The fields the example cannot do without: each one left out is refused, naming it alone. */
  required: readonly string[]
  /** Free-text fields the visitor writes in (where markup and line breaks are allowed through). */
  freeText: readonly string[]
  /** Requests a minute from one visitor before Netlify answers 429. */
  rateLimit: number
  /** The parts of data/ holding the words the function answers with; the declared words (`at`) unless said. */
  words?: (catalogue: never, load: CatalogueReader) => readonly object[]
}

/**
 * A form registered once: its fields, where its words are and its contract. Each `forms/<form>.ts`
 * exports its registration; content/server/data/form-registry.ts finds them, and the generator, the content check and
 * the contract suites follow from them (no list to keep by hand).
 */
export interface FormRegistration<
  F extends FieldDefinitions = FieldDefinitions,
  Example extends Record<string, unknown> = Record<string, unknown>,
  Reply extends FormReply = FormReply,
> {
  /** The name its enquiries are stored, listed and logged by (the enquiry store's `form`), e.g. 'contact'. */
  name: string
  /** Where it posts: functions/<endpoint.function>.ts, whose `config` a test holds to `contract.rateLimit`. */
  endpoint: FormEndpoint
  /** What its function accepts, answers and e-mails (functions/_shared/form-function.ts). */
  reply: Reply
  words: FormWordsDeclaration
  /** Where, under `words.at`, the fields' labels are (the content check asks one per field, in any of them); [['labels']] unless said. */
  labels?: readonly WordsPath[]
  fields: F
  contract: FormContract<Example>
}

/**
 * Registers a form (its `words` must be a plain literal: the generator reads it without running the
 * file). Marked free of side effects, so a page's bundle that only needs the fields leaves the
 * registration (its example body, its contract) out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineForm<F extends FieldDefinitions, Example extends Record<string, unknown>, Reply extends FormReply>(
  registration: FormRegistration<F, Example, Reply>,
): FormRegistration<F, Example, Reply> {
  return registration
}

/** Whether a module's export is a form's registration (content/server/data/form-registry.ts looks through every export). */
export const isFormRegistration = (value: unknown): value is FormRegistration =>
  typeof value === 'object' && value !== null && ['name', 'endpoint', 'reply', 'words', 'fields', 'contract'].every((key) => Object.hasOwn(value, key))
