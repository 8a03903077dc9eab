// Every send-<form> function with a body it accepts and the labels its 400 reply names fields by:
// the table the contract suites (properties, faults, load bench) run over, so a new function is
// one entry here.
import { DEV_CAPTCHA_TOKEN } from '../../../forms/_shared/messages'
import { HOME_SUBJECT } from '../../../forms/contact'
import { HOME_PACKAGE_CHOICES } from '../../../forms/home-packages.generated'
import type { FormHandler } from '../../../functions/_shared/create-form-handler'
import sendBangladeshService from '../../../functions/send-bangladesh-service-email'
import sendContactEmail from '../../../functions/send-contact-email'
import sendFlightRequestEmail from '../../../functions/send-flight-request-email'
import sendGlobalHotelRequestEmail from '../../../functions/send-global-hotel-request-email'
import sendHajjRegistration from '../../../functions/send-hajj-registration-email'
import sendHotelBookingEmail from '../../../functions/send-hotel-booking-email'
import sendNewsletterSignup from '../../../functions/send-newsletter-signup'
import sendQuoteEmail from '../../../functions/send-quote-email'
import sendSchengenVisa from '../../../functions/send-schengen-visa-email'
import sendTransportBooking from '../../../functions/send-transport-booking'
import sendVisaApplication from '../../../functions/send-visa-application-email'
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
}

const token = { recaptchaToken: DEV_CAPTCHA_TOKEN }

const FORMS: ReadonlyArray<Pick<FormFunction, 'name' | 'handler' | 'valid' | 'freeText'>> = [
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
  },
  {
    name: 'send-newsletter-signup',
    handler: sendNewsletterSignup,
    valid: { email: 'reader@example.org', source: 'footer', website: '' },
    freeText: [],
  },
  {
    name: 'send-flight-request-email',
    handler: sendFlightRequestEmail,
    valid: flightRequest,
    freeText: ['firstName', 'departureCity', 'specialRequests'],
  },
  {
    name: 'send-global-hotel-request-email',
    handler: sendGlobalHotelRequestEmail,
    valid: globalHotelRequest,
    freeText: ['lastName', 'destination', 'specialRequests'],
  },
  {
    name: 'send-hajj-registration-email',
    handler: sendHajjRegistration,
    valid: hajjRegistration,
    freeText: ['firstName', 'message'],
  },
  {
    name: 'send-hotel-booking-email',
    handler: sendHotelBookingEmail,
    valid: hotelBooking,
    freeText: ['firstName', 'hotelName', 'specialRequests'],
  },
  {
    name: 'send-quote-email',
    handler: sendQuoteEmail,
    valid: quoteRequest,
    freeText: ['lastName', 'specialRequests'],
  },
  {
    name: 'send-transport-booking',
    handler: sendTransportBooking,
    valid: transportBooking,
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
  },
  {
    name: 'send-visa-application-email',
    handler: sendVisaApplication,
    valid: saudiVisaApplicant,
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
  },
  {
    name: 'send-schengen-visa-email',
    handler: sendSchengenVisa,
    valid: schengenVisaApplicant,
    freeText: ['lastName', 'city', 'specialRequests'],
  },
  {
    name: 'send-bangladesh-service-email',
    handler: sendBangladeshService,
    valid: bangladeshServiceApplicant,
    freeText: ['firstName', 'address', 'specialRequests'],
  },
]

/** Each function's labels, limits and texts are its own (createFormHandler's contract), not copied here. */
export const FORM_FUNCTIONS: readonly FormFunction[] = FORMS.map((form) => {
  const { labels, captcha, honeypotField, maxBodyBytes, tooLargeText, failureText, successText } = form.handler.contract
  return { ...form, labels, captcha, honeypot: honeypotField, maxBodyBytes, tooLargeText, failureText, successText }
})
