// Every send-<form> function with a body it accepts, the fields that body cannot do without, its
// rate limit and where data/ keeps its words: the table the contract suites (form-contract,
// properties, faults, load bench) run over. Every form is registered in its definition
// (defineForm, content/server/data/form-registry.ts) and found here with its function.
import type { Config } from '@netlify/functions'
import { registeredForms } from '../../../content/server/data/form-registry'
import { loadCatalogue, type CatalogueName } from '../../../content/server/data/load'
import type { FormHandler } from '../../../functions/_shared/create-form-handler'
import { inDaysUtc } from '../dates'
import { formWords, type FormWords } from '../form-words'
import { EXAMPLE_FILES } from './visa-applications'

export interface FormFunction {
  /** The file name in functions/ (and the path /.netlify/functions/<name>). */
  name: string
  handler: FormHandler
  /** A body the function accepts and e-mails. */
  valid: Record<string, unknown>
  labels: Readonly<Record<string, string>>
  captcha: boolean
  /** A field that must stay empty (answered with the failure text, no fields named). */
  honeypot?: string
  /** The body limit in bytes. */
  maxBodyBytes: number
  /** Free-text fields the visitor writes in (where markup and line breaks are allowed through). */
  freeText: readonly string[]
  /** The reply's failure text (502 when the mail fails). */
  failureText: string
  /** The reply's text on success. */
  successText: string
  /** The 413 reply's text. */
  tooLargeText: string
  /** The fields the valid body cannot do without: each one left out is refused, naming it alone. */
  required: readonly string[]
  /** Netlify's config exported beside the handler (its rate limit). */
  config: Config
  /** Requests a minute from one visitor before Netlify answers 429. */
  rateLimit: number
  /** The form's words in data/: labels, options and messages. */
  words: FormWords
}

/** A function's module: its handler and Netlify's config beside it. */
interface FunctionModule {
  default: FormHandler
  config: Config
}

type Entry = Pick<FormFunction, 'name' | 'valid' | 'freeText' | 'required' | 'rateLimit' | 'words'> & { module: FunctionModule }

const at = (data: unknown, path: readonly (string | number)[]): object =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data) as object

/** Every registered form's function, with its contract as its definition declares it, by name. */
const entries: Entry[] = await Promise.all(
  (await registeredForms()).map(async ({ words, contract, endpoint }) => {
    const catalogue = loadCatalogue(words.catalogue as CatalogueName, 'en')
    const sources = contract.words ? contract.words(catalogue as never, (name) => loadCatalogue(name, 'en')) : [at(catalogue, words.at)]
    return {
      name: endpoint.function,
      module: (await import(`../../../functions/${endpoint.function}.ts`)) as FunctionModule,
      valid: contract.example(inDaysUtc, EXAMPLE_FILES),
      freeText: contract.freeText,
      required: contract.required,
      rateLimit: contract.rateLimit,
      words: formWords(...sources),
    }
  }),
)
const FORMS = entries.sort((a, b) => a.name.localeCompare(b.name))

/** Each function's labels, limits and texts are its own (createFormHandler's contract), not copied here. */
export const FORM_FUNCTIONS: readonly FormFunction[] = FORMS.map(({ module, ...form }) => {
  const { labels, captcha, honeypotField, maxBodyBytes, tooLargeText, failureText, successText } = module.default.contract
  return {
    ...form,
    handler: module.default,
    config: module.config,
    labels,
    captcha,
    honeypot: honeypotField,
    maxBodyBytes,
    tooLargeText,
    failureText,
    successText,
  }
})
