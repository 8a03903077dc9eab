// Every send-<form> function with a body it accepts, the fields that body cannot do without, its
// rate limit and where data/ keeps its words: the table the contract suites (form-contract,
// properties, faults, load bench) run over. A registered form (defineForm in its definition,
// content/form-registry.ts) is found with its function; the others are still listed here.
import type { Config } from '@netlify/functions'
import { registeredForms } from '../../../content/form-registry'
import { loadCatalogue, type CatalogueName } from '../../../content/load'
import type { FormHandler } from '../../../functions/_shared/create-form-handler'
import * as sendBangladeshService from '../../../functions/send-bangladesh-service-email'
import * as sendHajjRegistration from '../../../functions/send-hajj-registration-email'
import * as sendSchengenVisa from '../../../functions/send-schengen-visa-email'
import * as sendTransportBooking from '../../../functions/send-transport-booking'
import * as sendVisaApplication from '../../../functions/send-visa-application-email'
import { inDaysUtc } from '../dates'
import { formWords, type FormWords } from '../form-words'
import { bangladeshServiceApplicant, hajjRegistration, saudiVisaApplicant, schengenVisaApplicant, transportBooking } from './form-bodies'

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

const forms = loadCatalogue('forms')
const visa = forms.visaApplication
const visaWords = (successText: string) => formWords(visa, { messages: forms.uploads, successText })
/** The fields of every enquiry but the contact form's and the newsletter's. */
const NAMED = ['firstName', 'lastName', 'email', 'phone']
const VISA_REQUIRED = [
  ...NAMED,
  'dateOfBirth',
  'nationality',
  'address',
  'city',
  'postcode',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'passportCopy',
  'photograph',
]
const ENQUIRY_LIMIT = 10
const UPLOAD_LIMIT = 5

/** A function's module: its handler and Netlify's config beside it. */
interface FunctionModule {
  default: FormHandler
  config: Config
}

type Entry = Pick<FormFunction, 'name' | 'valid' | 'freeText' | 'required' | 'rateLimit' | 'words'> & { module: FunctionModule }

/** The functions of the forms not yet registered in their definition (forms/_shared/define-form.ts). */
const UNREGISTERED: ReadonlyArray<Entry> = [
  {
    name: 'send-hajj-registration-email',
    module: sendHajjRegistration,
    valid: hajjRegistration,
    freeText: ['firstName', 'message'],
    required: [...NAMED, 'pilgrims', 'preferredPackage', 'packageType', 'nationality', 'passportStatus', 'nusukAccount', 'preferredContact'],
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('hajj-registration').form),
  },
  {
    name: 'send-transport-booking',
    module: sendTransportBooking,
    valid: transportBooking,
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
    // Its drop-off is "Other" (so the place is needed) and it has a return time (so its date is).
    required: [...NAMED, 'serviceType', 'passengers', 'pickupLocation', 'dropoffLocation', 'dropoffLocationOther', 'pickupDate', 'pickupTime', 'returnDate'],
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('transport').form),
  },
  {
    name: 'send-visa-application-email',
    module: sendVisaApplication,
    valid: saudiVisaApplicant,
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
    required: [...VISA_REQUIRED, 'visaType', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    rateLimit: UPLOAD_LIMIT,
    words: visaWords(visa.saudiSuccessText),
  },
  {
    name: 'send-schengen-visa-email',
    module: sendSchengenVisa,
    valid: schengenVisaApplicant,
    freeText: ['lastName', 'city', 'specialRequests'],
    required: [...VISA_REQUIRED, 'selectedCountry', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    rateLimit: UPLOAD_LIMIT,
    words: visaWords(visa.schengenSuccessText),
  },
  {
    name: 'send-bangladesh-service-email',
    module: sendBangladeshService,
    valid: bangladeshServiceApplicant,
    freeText: ['firstName', 'address', 'specialRequests'],
    required: [...VISA_REQUIRED, 'selectedService', 'serviceType'],
    rateLimit: UPLOAD_LIMIT,
    words: formWords(visa, { messages: forms.uploads }, loadCatalogue('bangladesh-visa').form),
  },
]

const at = (data: unknown, path: readonly (string | number)[]): object =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data) as object

/** Every registered form's function, with its contract as its definition declares it. */
const REGISTERED: ReadonlyArray<Entry> = await Promise.all(
  (await registeredForms()).map(async ({ words, contract }) => {
    const catalogue = loadCatalogue(words.catalogue as CatalogueName)
    const sources = contract.words ? contract.words(catalogue as never, loadCatalogue as never) : [at(catalogue, words.at)]
    return {
      name: contract.function,
      module: (await import(`../../../functions/${contract.function}.ts`)) as FunctionModule,
      valid: contract.example(inDaysUtc),
      freeText: contract.freeText,
      required: contract.required,
      rateLimit: contract.rateLimit,
      words: formWords(...sources),
    }
  }),
)

const FORMS = [...UNREGISTERED, ...REGISTERED].sort((a, b) => a.name.localeCompare(b.name))

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
