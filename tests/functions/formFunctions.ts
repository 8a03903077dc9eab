// Every send-<form> function with a body it accepts and the labels its 400 reply names fields by:
// the table the contract suites (properties, faults, load bench) run over, so a new function is
// one entry here.
import { DEV_CAPTCHA_TOKEN } from '../../forms/_shared/messages'
import { bangladeshServiceLabels } from '../../forms/bangladesh-service'
import { HOME_SUBJECT, contactLabels } from '../../forms/contact'
import { flightLabels } from '../../forms/flight-request'
import { globalHotelLabels } from '../../forms/global-hotel-request'
import { hajjRegistrationLabels } from '../../forms/hajj-registration'
import { HOME_PACKAGE_CHOICES } from '../../forms/homePackages.generated'
import { hotelBookingLabels } from '../../forms/hotel-booking'
import { NEWSLETTER_HONEYPOT_FIELD, newsletterLabels } from '../../forms/newsletter'
import { quoteLabels } from '../../forms/quote-request'
import { travelMonthOptions } from '../../forms/_shared/travelMonths'
import { transportLabels } from '../../forms/transport-booking'
import { visaApplicationLabels } from '../../forms/visa-application'
import type { FormHandler } from '../../functions/_shared/createFormHandler'
import sendBangladeshService from '../../functions/send-bangladesh-service-email'
import sendContactEmail from '../../functions/send-contact-email'
import sendFlightRequestEmail from '../../functions/send-flight-request-email'
import sendGlobalHotelRequestEmail from '../../functions/send-global-hotel-request-email'
import sendHajjRegistration from '../../functions/send-hajj-registration-email'
import sendHotelBookingEmail from '../../functions/send-hotel-booking-email'
import sendNewsletterSignup from '../../functions/send-newsletter-signup'
import sendQuoteEmail from '../../functions/send-quote-email'
import sendSchengenVisa from '../../functions/send-schengen-visa-email'
import sendTransportBooking from '../../functions/send-transport-booking'
import sendVisaApplication from '../../functions/send-visa-application-email'
import { inDaysUtc } from '../helpers/dates'
import { validUploads } from './visaSupport'

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

const visaApplicant = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
  dateOfBirth: '1985-04-23',
  nationality: 'British',
  passportNumber: '123 456 789',
  passportExpiry: '2099-06-30',
  travelDate: '2099-03-01',
  returnDate: '2099-03-15',
  purposeOfVisit: 'Umrah',
  duration: '2 weeks',
  address: '12 Whitechapel Road',
  city: 'London',
  postcode: 'E1 1AA',
  country: 'United Kingdom',
  emergencyName: 'Yusuf Rahman',
  emergencyPhone: '07700 900123',
  emergencyRelation: 'Spouse',
  previousVisit: true,
  criminalRecord: false,
  medicalConditions: 'Asthma (inhaler)',
  specialRequests: 'Wheelchair at the airport, please.',
  ...validUploads,
  ...token,
}

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
    valid: {
      firstName: 'Yusuf',
      lastName: 'Khan',
      email: 'yusuf.khan@example.org',
      phone: '07700 900123',
      tripType: 'round-trip',
      departureCity: 'London Heathrow',
      arrivalCity: 'Jeddah, Saudi Arabia',
      departureDate: inDaysUtc(30),
      returnDate: inDaysUtc(44),
      class: 'premium-economy',
      adults: 2,
      children: 1,
      infants: 1,
      preferredAirline: 'qatar-airways',
      flexibleDates: true,
      directFlights: false,
      budget: '500-800',
      baggageRequirements: 'Two checked bags each',
      mealPreferences: 'diabetic',
      seatPreferences: 'Seats together',
      specialRequests: 'Wheelchair at Jeddah airport',
      ...token,
    },
    labels: flightLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'departureCity', 'specialRequests'],
    failureText: 'Failed to submit flight request. Please try again.',
  },
  {
    name: 'send-global-hotel-request-email',
    handler: sendGlobalHotelRequestEmail,
    valid: {
      firstName: 'Yusuf',
      lastName: 'Khan',
      email: 'yusuf.khan@example.org',
      phone: '07700 900456',
      destination: 'Istanbul, Turkey',
      checkInDate: inDaysUtc(60),
      checkOutDate: inDaysUtc(64),
      adults: '2',
      children: '1',
      rooms: '1',
      hotelCategory: 'upscale',
      budget: '100-200',
      specialRequests: 'Near the Blue Mosque, please.',
      ...token,
    },
    labels: globalHotelLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['lastName', 'destination', 'specialRequests'],
    failureText: 'Failed to submit hotel request. Please try again.',
  },
  {
    name: 'send-hajj-registration-email',
    handler: sendHajjRegistration,
    valid: {
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.org',
      phone: '+44 20 7946 0123',
      pilgrims: '3',
      preferredPackage: 'undecided',
      packageType: 'not-sure',
      nationality: 'bangladeshi',
      passportStatus: 'expires-sooner',
      nusukAccount: 'need-help',
      preferredContact: 'whatsapp',
      message: 'My mother (72) will travel with me.',
      ...token,
    },
    labels: hajjRegistrationLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'message'],
    failureText: 'Failed to submit registration. Please try again.',
  },
  {
    name: 'send-hotel-booking-email',
    handler: sendHotelBookingEmail,
    valid: {
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.org',
      phone: '+44 20 7946 0123',
      checkInDate: inDaysUtc(40),
      checkOutDate: inDaysUtc(47),
      adults: 3,
      children: 2,
      rooms: 2,
      specialRequests: 'Connecting rooms please.',
      hotelName: 'Safa Crescent Hotel',
      hotelCity: 'Makkah',
      hotelDistance: '150 m from Masjid al-Haram (2 min walk)',
      ...token,
    },
    labels: hotelBookingLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'hotelName', 'specialRequests'],
    failureText: 'Failed to submit booking request. Please try again.',
  },
  {
    name: 'send-quote-email',
    handler: sendQuoteEmail,
    valid: {
      firstName: 'Ibrahim',
      lastName: 'Hussain',
      email: 'ibrahim.hussain@example.org',
      phone: '020 7946 0555',
      serviceType: 'umrah',
      travelMonth: travelMonthOptions(new Date(), { first: 'current' })[0]!.value,
      duration: '14-days',
      groupSize: '3-4',
      budget: '2000-3000',
      accommodationType: '5-star',
      roomSharing: 'quad',
      visaRequired: true,
      flightRequired: true,
      insuranceRequired: false,
      mobilityAssistance: true,
      dietaryRequirements: 'diabetic',
      specialRequests: 'Ground floor room please',
      preferredContact: 'whatsapp',
      bestTimeToCall: 'evening',
      ...token,
    },
    labels: quoteLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['lastName', 'specialRequests'],
    failureText: 'Failed to send quote request. Please try again.',
  },
  {
    name: 'send-transport-booking',
    handler: sendTransportBooking,
    valid: {
      firstName: 'Maryam',
      lastName: 'Ali',
      email: 'maryam.ali@example.org',
      phone: '+44 7700 900456',
      serviceType: 'Airport Transfer Service',
      vehicleType: 'Premium SUV',
      passengers: 6,
      luggage: '15',
      pickupLocation: 'Jeddah Airport',
      pickupLocationOther: '',
      dropoffLocation: 'Other',
      dropoffLocationOther: 'Aziziyah, building 12',
      pickupDate: inDaysUtc(20),
      pickupTime: '06:45',
      returnDate: inDaysUtc(27),
      returnTime: '14:00',
      flightNumber: 'QR1185',
      hotelName: 'Safa Crescent Hotel',
      childSeats: 4,
      wheelchairAccess: true,
      femaleDriver: true,
      meetGreet: false,
      specialRequests: 'Zamzam cans on return',
      preferredContact: 'whatsapp',
      ...token,
    },
    labels: transportLabels,
    captcha: true,
    maxBodyBytes: 32 * KB,
    freeText: ['firstName', 'dropoffLocationOther', 'hotelName', 'specialRequests'],
    failureText: 'Failed to submit transport booking. Please try again.',
  },
  {
    name: 'send-visa-application-email',
    handler: sendVisaApplication,
    valid: { visaType: 'Umrah Visa', ...visaApplicant },
    labels: visaApplicationLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['firstName', 'address', 'medicalConditions', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
  {
    name: 'send-schengen-visa-email',
    handler: sendSchengenVisa,
    valid: { selectedCountry: 'france', ...visaApplicant, nationality: 'Bangladeshi', purposeOfVisit: 'Family Visit', duration: '10 days' },
    labels: visaApplicationLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['lastName', 'city', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
  {
    name: 'send-bangladesh-service-email',
    handler: sendBangladeshService,
    valid: {
      selectedService: 'no-visa',
      serviceType: 'e-passport',
      firstName: 'Rafiq',
      lastName: 'Uddin',
      email: 'rafiq.uddin@example.org',
      phone: '07700 900789',
      dateOfBirth: '1978-01-15',
      nationality: 'Bangladeshi',
      passportNumber: '',
      address: '45 Green Street',
      city: 'Birmingham',
      postcode: 'B12 0AA',
      emergencyName: 'Salma Uddin',
      emergencyPhone: '0121 496 0789',
      emergencyRelation: 'Spouse',
      specialRequests: '10-year, 64 pages, express please',
      ...validUploads,
      ...token,
    },
    labels: bangladeshServiceLabels,
    captcha: true,
    maxBodyBytes: FILES_BYTES,
    freeText: ['firstName', 'address', 'specialRequests'],
    failureText: 'Failed to submit application. Please try again.',
  },
]
