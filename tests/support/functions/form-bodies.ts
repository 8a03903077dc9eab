// The bodies each form's own tests send, shared with the contract suites
// (tests/support/functions/form-functions.ts): one valid enquiry per function, as the browser sends it.
import { loadCatalogue } from '../../../content/load'
import { DEV_CAPTCHA_TOKEN } from '../../../forms/_shared/messages'
import { flightRequestForm } from '../../../forms/flight-request'
import { globalHotelRequestForm } from '../../../forms/global-hotel-request'
import { hotelBookingForm } from '../../../forms/hotel-booking'
import { quoteForm } from '../../../forms/quote-request'
import { inDaysUtc } from '../dates'
import { validUploads } from './visa-applications'

export const saudiVisaApplicant = {
  visaType: 'Umrah Visa',
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
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

export const schengenVisaApplicant = {
  selectedCountry: 'france',
  firstName: 'Tanvir',
  lastName: 'Hossain',
  email: 'tanvir.hossain@example.net',
  phone: '07700 900456',
  dateOfBirth: '1990-11-02',
  nationality: 'Bangladeshi',
  passportNumber: 'bd1234567',
  passportExpiry: '2099-12-31',
  travelDate: '2099-05-10',
  returnDate: '',
  purposeOfVisit: 'Family Visit',
  duration: '10 days',
  address: '3 Brick Lane',
  city: 'London',
  postcode: 'E1 6PU',
  country: 'United Kingdom',
  emergencyName: 'Nasrin Hossain',
  emergencyPhone: '020 7946 0456',
  emergencyRelation: 'Sibling',
  previousVisit: false,
  criminalRecord: false,
  medicalConditions: '',
  specialRequests: 'Appointment in Paris if possible',
  ...validUploads,
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

export const bangladeshServiceApplicant = {
  selectedService: 'no-visa',
  serviceType: 'e-passport',
  firstName: 'Rafiq',
  lastName: 'Uddin',
  email: 'rafiq.uddin@example.com',
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
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

// The places are the form's own words (data/transport.yaml), sent as the visitor picks them.
const TRANSPORT_FORM = loadCatalogue('transport').form
const transportBookingDates = { PICKUP: inDaysUtc(20), RETURN: inDaysUtc(27) }
export const transportBooking = {
  firstName: 'Maryam',
  lastName: 'Ali',
  email: 'maryam.ali@example.org',
  phone: '+44 7700 900456',
  serviceType: 'Airport Transfer Service',
  vehicleType: 'Premium SUV',
  passengers: 6,
  luggage: '15',
  pickupLocation: TRANSPORT_FORM.locations[0]!,
  pickupLocationOther: '',
  dropoffLocation: TRANSPORT_FORM.otherLocation,
  dropoffLocationOther: 'Aziziyah, building 12',
  pickupDate: transportBookingDates.PICKUP,
  pickupTime: '06:45',
  returnDate: transportBookingDates.RETURN,
  returnTime: '14:00',
  flightNumber: 'QR1185',
  hotelName: 'Safa Crescent Hotel',
  childSeats: 4,
  wheelchairAccess: true,
  femaleDriver: true,
  meetGreet: false,
  specialRequests: 'Zamzam <cans> on return',
  preferredContact: 'whatsapp',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}

export const flightRequest = flightRequestForm.contract.example(inDaysUtc)

// As the island sends it (the worldwide form's counts as text), from the forms' definitions.
export const globalHotelRequest = globalHotelRequestForm.contract.example(inDaysUtc)
export const hotelBooking = hotelBookingForm.contract.example(inDaysUtc)

export const quoteRequest = quoteForm.contract.example(inDaysUtc)

export const hajjRegistration = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
  pilgrims: '3',
  preferredPackage: 'SEPR',
  packageType: 'shifting',
  nationality: 'bangladeshi',
  passportStatus: 'expires-sooner',
  nusukAccount: 'need-help',
  preferredContact: 'whatsapp',
  message: 'My husband and my mother (72) will travel with me.\nShe needs a wheelchair at the Jamarat.',
  recaptchaToken: DEV_CAPTCHA_TOKEN,
}
