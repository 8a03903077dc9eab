// The booking request for one hotel of /hotels (specification sections 3, 5, 7 and 8). One schema
// for the island (before sending) and send-hotel-booking-email (again on the server). The words
// are data/hotels.yaml's `form.booking` and `form.stay`. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { GUEST_COUNTS, HOTEL_FORMS, hotelStayFields, hotelStayLabels, pageText, withStayDatesInOrder } from './hotel-request-fields'

export const HOTEL_BOOKING_SUCCESS_TEXT = HOTEL_FORMS.booking.successText
export const HOTEL_BOOKING_FAILURE_TEXT = HOTEL_FORMS.booking.failureText

export const hotelBookingLabels = {
  ...HOTEL_FORMS.booking.labels,
  ...hotelStayLabels,
} as const satisfies Record<string, string>

const HOTEL_MISSING = HOTEL_FORMS.booking.hotelMissing

export const hotelBookingSchema = withStayDatesInOrder(
  z.object({
    hotelName: pageText(HOTEL_MISSING),
    hotelCity: pageText(HOTEL_MISSING),
    hotelDistance: pageText(HOTEL_MISSING),
    ...hotelStayFields,
  }),
)

/** What the function works with (trimmed, validated; counts are numbers). */
export type HotelBookingBody = z.output<typeof hotelBookingSchema>

/** The fields the visitor fills in; the hotel's name, city and distance are sent beside them. */
export type HotelBookingValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  checkInDate: string
  checkOutDate: string
  adults: number
  children: number
  rooms: number
  specialRequests: string
}

/** The form's starting values (and what it resets to after success). */
export const hotelBookingDefaults: Readonly<HotelBookingValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  checkInDate: '',
  checkOutDate: '',
  adults: GUEST_COUNTS.adults.initial,
  children: GUEST_COUNTS.children.initial,
  rooms: GUEST_COUNTS.rooms.initial,
  specialRequests: '',
}
