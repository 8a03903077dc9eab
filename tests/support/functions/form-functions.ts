// Every send-<form> function with a body it accepts and the labels its 400 reply names fields by:
// the table the contract suites (properties, faults, load bench) run over, so a new function is
// one entry here.
import { DEV_CAPTCHA_TOKEN } from '../../../forms/_shared/messages'
import { bangladeshServiceLabels } from '../../../forms/bangladesh-service'
import { HOME_SUBJECT, contactLabels } from '../../../forms/contact'
import { flightLabels } from '../../../forms/flight-request'
import { globalHotelLabels } from '../../../forms/global-hotel-request'
import { hajjRegistrationLabels } from '../../../forms/hajj-registration'
import { HOME_PACKAGE_CHOICES } from '../../../forms/home-packages.generated'
import { hotelBookingLabels } from '../../../forms/hotel-booking'
import { NEWSLETTER_HONEYPOT_FIELD, newsletterLabels } from '../../../forms/newsletter'
import { quoteLabels } from '../../../forms/quote-request'
import { transportLabels } from '../../../forms/transport-booking'
import { visaApplicationLabels } from '../../../forms/visa-application'
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
}

const token = { recaptchaToken: DEV_CAPTCHA_TOKEN }
const KB = 1024
const FILES_BYTES = 6_000_000

export const FORM_FUNCTIONS: readonly FormFunction[] = [
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
    labels: contactLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['name', 'message'],
    failureText: 'Failed to send message. Please try again.',
  },
  {
    name: 'send-newsletter-signup',
    handler: sendNewsletterSignup,
    valid: { email: 'reader@example.org', source: 'footer', website: '' },
    labels: newsletterLabels,
    captcha: false,
    honeypot: NEWSLETTER_HONEYPOT_FIELD,
    maxBodyBytes: 4 * KB,
    freeText: [],
    failureText: 'Failed to subscribe. Please try again.',
  },
  {
    name: 'send-flight-request-email',
    handler: sendFlightRequestEmail,
    valid: flightRequest,
    labels: flightLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'departureCity', 'specialRequests'],
    failureText: 'Failed to submit flight request. Please try again.',
  },
  {
    name: 'send-global-hotel-request-email',
    handler: sendGlobalHotelRequestEmail,
    valid: globalHotelRequest,
    labels: globalHotelLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['lastName', 'destination', 'specialRequests'],
    failureText: 'Failed to submit hotel request. Please try again.',
  },
  {
    name: 'send-hajj-registration-email',
    handler: sendHajjRegistration,
    valid: hajjRegistration,
    labels: hajjRegistrationLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'message'],
    failureText: 'Failed to submit registration. Please try again.',
  },
  {
    name: 'send-hotel-booking-email',
    handler: sendHotelBookingEmail,
    valid: hotelBooking,
    labels: hotelBookingLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'hotelName', 'specialRequests'],
    failureText: 'Failed to submit booking request. Please try again.',
  },
  {
    name: 'send-quote-email',
    handler: sendQuoteEmail,
    valid: quoteRequest,
    labels: quoteLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['lastName', 'specialRequests'],
    failureText: 'Failed to send quote request. Please try again.',
  },
  {
    name: 'send-transport-booking',
    handler: sendTransportBooking,
    valid: transportBooking,
    labels: transportLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
    failureText: 'Failed to submit transport booking. Please try again.',
  },
  {
    name: 'send-visa-application-email',
    handler: sendVisaApplication,
    valid: saudiVisaApplicant,
    labels: visaApplicationLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
  {
    name: 'send-schengen-visa-email',
    handler: sendSchengenVisa,
    valid: schengenVisaApplicant,
    labels: visaApplicationLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['lastName', 'city', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
  {
    name: 'send-bangladesh-service-email',
    handler: sendBangladeshService,
    valid: bangladeshServiceApplicant,
    labels: bangladeshServiceLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['firstName', 'address', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
]
