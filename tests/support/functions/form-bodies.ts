// The bodies each form's own tests send, shared with the contract suites
// (tests/support/functions/form-functions.ts): one valid enquiry per function, as the browser sends it.
import { bangladeshServiceForm } from '../../../forms/bangladesh-service'
import { flightRequestForm } from '../../../forms/flight-request'
import { globalHotelRequestForm } from '../../../forms/global-hotel-request'
import { hajjRegistrationForm } from '../../../forms/hajj-registration'
import { hotelBookingForm } from '../../../forms/hotel-booking'
import { quoteForm } from '../../../forms/quote-request'
import { transportBookingForm } from '../../../forms/transport-booking'
import { saudiVisaForm, schengenVisaForm } from '../../../forms/visa-application'
import { inDaysUtc } from '../dates'
import { EXAMPLE_FILES } from './visa-applications'

// As the island sends them (with real documents for the applications), from the forms' definitions.
export const saudiVisaApplicant = saudiVisaForm.contract.example(inDaysUtc, EXAMPLE_FILES)
export const schengenVisaApplicant = schengenVisaForm.contract.example(inDaysUtc, EXAMPLE_FILES)
export const bangladeshServiceApplicant = bangladeshServiceForm.contract.example(inDaysUtc, EXAMPLE_FILES)

export const transportBooking = transportBookingForm.contract.example(inDaysUtc, EXAMPLE_FILES)

export const flightRequest = flightRequestForm.contract.example(inDaysUtc, EXAMPLE_FILES)

// As the island sends it (the worldwide form's counts as text), from the forms' definitions.
export const globalHotelRequest = globalHotelRequestForm.contract.example(inDaysUtc, EXAMPLE_FILES)
export const hotelBooking = hotelBookingForm.contract.example(inDaysUtc, EXAMPLE_FILES)

export const quoteRequest = quoteForm.contract.example(inDaysUtc, EXAMPLE_FILES)

export const hajjRegistration = hajjRegistrationForm.contract.example(inDaysUtc, EXAMPLE_FILES)
