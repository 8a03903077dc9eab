// Every send-<form> function with a body it accepts, the fields that body cannot do without, its
// rate limit and where data/ keeps its words: the table the contract suites (form-contract,
// properties, faults, load bench) run over, so a new function is one entry here.
import type { Config } from '@netlify/functions'
import { loadCatalogue } from '../../../content/load'
import { DEV_CAPTCHA_TOKEN } from '../../../forms/_shared/messages'
import { HOME_SUBJECT } from '../../../forms/contact'
import { HOME_PACKAGE_CHOICES } from '../../../forms/home-packages.generated'
import type { FormHandler } from '../../../functions/_shared/create-form-handler'
import sendBangladeshService, { config as bangladeshServiceConfig } from '../../../functions/send-bangladesh-service-email'
import sendContactEmail, { config as contactConfig } from '../../../functions/send-contact-email'
import sendFlightRequestEmail, { config as flightRequestConfig } from '../../../functions/send-flight-request-email'
import sendGlobalHotelRequestEmail, { config as globalHotelRequestConfig } from '../../../functions/send-global-hotel-request-email'
import sendHajjRegistration, { config as hajjRegistrationConfig } from '../../../functions/send-hajj-registration-email'
import sendHotelBookingEmail, { config as hotelBookingConfig } from '../../../functions/send-hotel-booking-email'
import sendNewsletterSignup, { config as newsletterConfig } from '../../../functions/send-newsletter-signup'
import sendQuoteEmail, { config as quoteConfig } from '../../../functions/send-quote-email'
import sendSchengenVisa, { config as schengenVisaConfig } from '../../../functions/send-schengen-visa-email'
import sendTransportBooking, { config as transportBookingConfig } from '../../../functions/send-transport-booking'
import sendVisaApplication, { config as visaApplicationConfig } from '../../../functions/send-visa-application-email'
import { formWords, type FormWords } from '../form-words'
import {
  bangladeshServiceApplicant,
  flightRequest,
  globalHotelRequest,
  hajjRegistration,
  hotelBooking,
  quoteRequest,
  saudiVisaApplicant,
  schengenVisaApplicant,
  transportBooking,
} from './form-bodies'

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
  /** The success and failure texts as data/ writes them ({replyHours} not yet filled). */
  texts: { successText: string; failureText: string }
}

const token = { recaptchaToken: DEV_CAPTCHA_TOKEN }

const forms = loadCatalogue('forms')
const hotels = loadCatalogue('hotels').form
const visa = forms.visaApplication
/** The nights a stay counts, a row of the hotel forms' e-mails. */
const stayExtras = { labels: { nights: hotels.stay.nights } }
const visaWords = formWords(visa, { messages: forms.uploads })
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

type Entry = Pick<FormFunction, 'name' | 'handler' | 'valid' | 'freeText' | 'required' | 'config' | 'rateLimit' | 'words' | 'texts'>

const FORMS: ReadonlyArray<Entry> = [
  {
    name: 'send-contact-email',
    handler: sendContactEmail,
    valid: {
      name: 'Yusuf Ali',
      phone: '07700 900123',
      email: 'yusuf@example.org',
      subject: HOME_SUBJECT,
      travelMonth: HOME_PACKAGE_CHOICES[0]?.value ?? '',
      message: 'Hello',
      ...token,
    },
    freeText: ['name', 'message'],
    required: ['name', 'phone', 'email', 'subject'],
    config: contactConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(forms.contact),
    texts: forms.contact,
  },
  {
    name: 'send-newsletter-signup',
    handler: sendNewsletterSignup,
    valid: { email: 'reader@example.org', source: 'footer', website: '' },
    freeText: [],
    required: ['email'],
    config: newsletterConfig,
    rateLimit: UPLOAD_LIMIT,
    words: formWords(forms.newsletter),
    texts: forms.newsletter,
  },
  {
    name: 'send-flight-request-email',
    handler: sendFlightRequestEmail,
    valid: flightRequest,
    freeText: ['firstName', 'departureCity', 'specialRequests'],
    required: [...NAMED, 'tripType', 'class', 'departureCity', 'arrivalCity', 'departureDate', 'returnDate', 'adults'],
    config: flightRequestConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('flights').form),
    texts: loadCatalogue('flights').form,
  },
  {
    name: 'send-global-hotel-request-email',
    handler: sendGlobalHotelRequestEmail,
    valid: globalHotelRequest,
    freeText: ['lastName', 'destination', 'specialRequests'],
    required: [...NAMED, 'destination', 'checkInDate', 'checkOutDate', 'adults', 'rooms'],
    config: globalHotelRequestConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(hotels.stay, hotels.worldwide, stayExtras, { options: { hotelCategory: hotels.worldwide.categories, budget: hotels.worldwide.budgets } }),
    texts: hotels.worldwide,
  },
  {
    name: 'send-hajj-registration-email',
    handler: sendHajjRegistration,
    valid: hajjRegistration,
    freeText: ['firstName', 'message'],
    required: [...NAMED, 'pilgrims', 'preferredPackage', 'packageType', 'nationality', 'passportStatus', 'nusukAccount', 'preferredContact'],
    config: hajjRegistrationConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('hajj-registration').form),
    texts: loadCatalogue('hajj-registration').form,
  },
  {
    name: 'send-hotel-booking-email',
    handler: sendHotelBookingEmail,
    valid: hotelBooking,
    freeText: ['firstName', 'hotelName', 'specialRequests'],
    required: [...NAMED, 'checkInDate', 'checkOutDate', 'adults', 'rooms', 'hotelName', 'hotelCity', 'hotelDistance'],
    config: hotelBookingConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(hotels.stay, hotels.booking, stayExtras, { messages: { hotelMissing: hotels.booking.hotelMissing } }),
    texts: hotels.booking,
  },
  {
    name: 'send-quote-email',
    handler: sendQuoteEmail,
    valid: quoteRequest,
    freeText: ['lastName', 'specialRequests'],
    required: [...NAMED, 'serviceType', 'travelMonth', 'groupSize'],
    config: quoteConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('get-quote').wizard),
    texts: loadCatalogue('get-quote').wizard,
  },
  {
    name: 'send-transport-booking',
    handler: sendTransportBooking,
    valid: transportBooking,
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
    // Its drop-off is "Other" (so the place is needed) and it has a return time (so its date is).
    required: [...NAMED, 'serviceType', 'passengers', 'pickupLocation', 'dropoffLocation', 'dropoffLocationOther', 'pickupDate', 'pickupTime', 'returnDate'],
    config: transportBookingConfig,
    rateLimit: ENQUIRY_LIMIT,
    words: formWords(loadCatalogue('transport').form),
    texts: loadCatalogue('transport').form,
  },
  {
    name: 'send-visa-application-email',
    handler: sendVisaApplication,
    valid: saudiVisaApplicant,
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
    required: [...VISA_REQUIRED, 'visaType', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    config: visaApplicationConfig,
    rateLimit: UPLOAD_LIMIT,
    words: visaWords,
    texts: { successText: visa.saudiSuccessText, failureText: visa.failureText },
  },
  {
    name: 'send-schengen-visa-email',
    handler: sendSchengenVisa,
    valid: schengenVisaApplicant,
    freeText: ['lastName', 'city', 'specialRequests'],
    required: [...VISA_REQUIRED, 'selectedCountry', 'passportNumber', 'passportExpiry', 'travelDate', 'purposeOfVisit'],
    config: schengenVisaConfig,
    rateLimit: UPLOAD_LIMIT,
    words: visaWords,
    texts: { successText: visa.schengenSuccessText, failureText: visa.failureText },
  },
  {
    name: 'send-bangladesh-service-email',
    handler: sendBangladeshService,
    valid: bangladeshServiceApplicant,
    freeText: ['firstName', 'address', 'specialRequests'],
    required: [...VISA_REQUIRED, 'selectedService', 'serviceType'],
    config: bangladeshServiceConfig,
    rateLimit: UPLOAD_LIMIT,
    words: formWords(visa, { messages: forms.uploads }, loadCatalogue('bangladesh-visa').form),
    texts: loadCatalogue('bangladesh-visa').form,
  },
]

/** Each function's labels, limits and texts are its own (createFormHandler's contract), not copied here. */
export const FORM_FUNCTIONS: readonly FormFunction[] = FORMS.map((form) => {
  const { labels, captcha, honeypotField, maxBodyBytes, tooLargeText, failureText, successText } = form.handler.contract
  return { ...form, labels, captcha, honeypot: honeypotField, maxBodyBytes, tooLargeText, failureText, successText }
})
